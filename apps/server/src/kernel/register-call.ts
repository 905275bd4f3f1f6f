import type { CallAuth, CallDefinition } from '@fairplay/contract';
import { failureEnvelope, StateCode, successEnvelope } from '@fairplay/contract';
import type { MessageContext } from '@fairplay/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { BREAK_SESSION_PATHS, breakSessionRefusal } from './break-session-calls.ts';
import type { AppDeps } from './context.ts';
import { fieldWithNulCharacter } from './nul-characters.ts';
import { failureAnswer, messageContextOf } from './request-language.ts';
import { sessionOfRequest } from './request-session.ts';
import type { SessionUser } from './session.ts';
import { describeZodFailure } from './zod-messages.ts';

export interface CallContext<TBody, TAuth extends CallAuth> {
  body: TBody;
  user: TAuth extends 'user' ? SessionUser : SessionUser | null;
  ip: string;
  requestId: string;
  request: FastifyRequest;
  /** The language the player reads (the body's locale, else the region's) and the region. */
  messages: MessageContext;
}

/** A refusal as every call answers it; for OpenAPI (refusals are not checked against it). */
const ZFailureEnvelope = z
  .object({
    state: z
      .string()
      .describe(
        "Why: '400' invalid input, '401' login needed, '429' too many requests, '500' server fault; others are refusals",
      ),
    msg: z.string().describe("A message for the player, in the language of the request's locale"),
    code: z
      .string()
      .describe(
        "The message's stable code ('withdraw.wrongPassword', 'field.otpEmpty'): a client may show its own words for it",
      ),
    success: z.literal(false),
    fail: z.literal(true),
    requestId: z.string().describe('The id the server logged the request under'),
    breakSession: z
      .object({ sign: z.string(), uid: z.string(), expiresAt: z.string() })
      .optional()
      .describe(
        'Only on a sign-in refused for a break or the exclusion register: a withdraw-only session (decision 023)',
      ),
  })
  .describe('A refusal');

/** The HTTP answers besides 200 that any call may give, always in the failure envelope. */
const FAILURE_ANSWERS = {
  413: ZFailureEnvelope.describe("The body is larger than the call's limit (state '400')"),
  429: ZFailureEnvelope.describe("Too many requests from this player or address this minute (state '429')"),
  500: ZFailureEnvelope.describe("A server fault (state '500'); the requestId names it in the log"),
};

/** The 200 answer of a call: its result in the success envelope, or a refusal. */
function answerOf(result: z.ZodType) {
  return z
    .union([
      z
        .object({
          state: z.literal('200'),
          msg: z.literal('success'),
          resultData: result,
          success: z.literal(true),
          fail: z.literal(false),
        })
        .describe('Success'),
      ZFailureEnvelope,
    ])
    .describe('The success envelope with the result, or a refusal (HTTP 200, state not 200)');
}

/**
 * With CHECK_REPLIES (tests): the result as the client will read it (its JSON) against the call's
 * result schema. The web app trusts these types without parsing them (zod stays out of its
 * bundle), so a server answer and its contract must never drift apart. The issues, or null.
 */
function replyMismatch(call: CallDefinition, result: unknown): z.core.$ZodIssue[] | null {
  const checked = call.result.safeParse(JSON.parse(JSON.stringify(result)));
  return checked.success ? null : checked.error.issues;
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
        response: { 200: answerOf(call.result), ...FAILURE_ANSWERS },
      },
    },
    async (request, reply) => {
      const { region } = deps.config;
      const messages = messageContextOf(request, region);
      const parsed = call.request.safeParse(request.body ?? {});
      if (!parsed.success) {
        const failure = describeZodFailure(parsed.error, messages);
        return reply.send({
          ...failureEnvelope(StateCode.badRequest, failure.msg, failure.code),
          requestId: request.id,
        });
      }
      const nulField = fieldWithNulCharacter(parsed.data);
      if (nulField) {
        return reply.send(
          failureAnswer(request, region, StateCode.badRequest, {
            key: 'field.nulCharacter',
            field: nulField,
          }),
        );
      }
      const body = parsed.data as { sign?: string | null; uid?: string | null };
      let user: SessionUser | null = null;
      if (call.auth !== 'none' && body.sign)
        user = await sessionOfRequest(deps, request, body.sign, body.uid);
      if (call.auth === 'user' && !user) {
        return reply.send(
          failureAnswer(request, region, StateCode.unauthorized, { key: 'request.loginRequired' }),
        );
      }
      try {
        // A withdraw-only session (a sign-in refused for a break) reaches only its own calls.
        if (user?.scope === 'withdraw' && !BREAK_SESSION_PATHS.has(call.path))
          throw await breakSessionRefusal(deps, user.userId);
        const result = await handler({
          body: parsed.data as z.output<TCall['request']>,
          user: user as SessionUser,
          ip: request.ip,
          requestId: request.id,
          request,
          messages,
        });
        if (deps.config.checkReplies) {
          const issues = replyMismatch(call, result ?? null);
          if (issues) {
            request.log.error({ call: call.path, issues }, 'the answer does not match the contract');
            return reply
              .code(500)
              .send(failureAnswer(request, region, StateCode.system, { key: 'request.systemError' }));
          }
        }
        return reply.send(successEnvelope(result ?? null));
      } catch (error) {
        if (error instanceof AppError) {
          request.log.info({ state: error.state, code: error.code, call: call.path }, 'call refused');
          return reply.send({
            ...failureEnvelope(error.state, error.messageIn(messages), error.code),
            ...(error.breakSession ? { breakSession: error.breakSession } : {}),
            requestId: request.id,
          });
        }
        throw error;
      }
    },
  );
}
