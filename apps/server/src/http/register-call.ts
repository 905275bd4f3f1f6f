import type { CallAuth, CallDefinition } from '@fairplay/contract';
import {
  failureEnvelope,
  LOGIN_REQUIRED_MESSAGE,
  StateCode,
  successEnvelope,
  ZEnvelopeOf,
} from '@fairplay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../context.ts';
import type { SessionUser } from '../modules/auth/sessions.ts';
import { AppError } from './app-error.ts';
import { fieldWithNulCharacter, NUL_CHARACTER_MESSAGE } from './nul-characters.ts';
import { sessionOfRequest } from './request-session.ts';
import { describeZodError } from './zod-messages.ts';

export interface CallContext<TBody, TAuth extends CallAuth> {
  body: TBody;
  user: TAuth extends 'user' ? SessionUser : SessionUser | null;
  ip: string;
  requestId: string;
  request: FastifyRequest;
}

type Handler<TCall extends CallDefinition> = (
  context: CallContext<z.output<TCall['request']>, TCall['auth']>,
) => Promise<z.input<TCall['result']>>;

/**
 * Serves one contract call at POST /api<path>: validates the body with the call's schema,
 * resolves the session, runs the handler and wraps its answer in the envelope. Expected failures
 * (AppError) become failure envelopes; anything else reaches the app's error handler as a 500.
 */
export function registerCall<TCall extends CallDefinition>(
  app: FastifyInstance,
  deps: AppDeps,
  call: TCall,
  handler: Handler<TCall>,
  options: { bodyLimit?: number } = {},
): void {
  app.post(
    `/api${call.path}`,
    {
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      schema: {
        summary: call.summary,
        tags: [call.path.split('/')[1]!],
        body: call.request,
        response: { 200: ZEnvelopeOf(call.result) },
      },
    },
    async (request, reply) => {
      const parsed = call.request.safeParse(request.body ?? {});
      if (!parsed.success) {
        return reply.send({
          ...failureEnvelope(StateCode.badRequest, describeZodError(parsed.error)),
          requestId: request.id,
        });
      }
      const nulField = fieldWithNulCharacter(parsed.data);
      if (nulField) {
        return reply.send({
          ...failureEnvelope(StateCode.badRequest, `${nulField}: ${NUL_CHARACTER_MESSAGE}`),
          requestId: request.id,
        });
      }
      const body = parsed.data as { sign?: string | null; uid?: string | null };
      let user: SessionUser | null = null;
      if (call.auth !== 'none' && body.sign)
        user = await sessionOfRequest(deps, request, body.sign, body.uid);
      if (call.auth === 'user' && !user) {
        return reply.send(failureEnvelope(StateCode.unauthorized, LOGIN_REQUIRED_MESSAGE));
      }
      try {
        const result = await handler({
          body: parsed.data as z.output<TCall['request']>,
          user: user as SessionUser,
          ip: request.ip,
          requestId: request.id,
          request,
        });
        return reply.send(successEnvelope(result ?? null));
      } catch (error) {
        if (error instanceof AppError) {
          request.log.info({ state: error.state, msg: error.message, call: call.path }, 'call refused');
          return reply.send({ ...failureEnvelope(error.state, error.message), requestId: request.id });
        }
        throw error;
      }
    },
  );
}
