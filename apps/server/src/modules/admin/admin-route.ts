import { CATALOGUES } from '@fairplay/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { fieldWithNulCharacter } from '../../kernel/nul-characters.ts';
import { describeZodError } from '../../kernel/zod-messages.ts';
import { type AdminIdentity, type Operator, resolveAdmin } from './auth.ts';

/** HTTP status for each envelope state an operator call can end with. */
const STATUS_OF_STATE: Record<string, number> = {
  '400': 400,
  '401': 401,
  '403': 403,
  '404': 404,
  '409': 409,
  '429': 429,
  '503': 503,
  '1000': 409,
};

export interface AdminContext<TBody, TParams, TQuery> {
  admin: AdminIdentity;
  /** The operator with the request's address and id, for audit rows. */
  operator: Operator;
  /** The Bearer token of this session (logout and password change end sessions by it). */
  token: string;
  body: TBody;
  params: TParams;
  query: TQuery;
  request: FastifyRequest;
}

/**
 * One operator call under /admin/api: Bearer token required, body, params and query validated by
 * zod, answers plain JSON; failures are {"message"} with a matching HTTP status.
 */
export function adminRoute<TBody extends z.ZodType, TParams extends z.ZodType, TQuery extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  definition: {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    summary: string;
    body?: TBody;
    params?: TParams;
    query?: TQuery;
  },
  handler: (context: AdminContext<z.output<TBody>, z.output<TParams>, z.output<TQuery>>) => Promise<unknown>,
): void {
  // Operators read English (the console is English); money in it is the region's.
  const english = {
    context: { language: 'en', region: deps.config.region } as const,
    nulCharacter: CATALOGUES.en['field.nulCharacter'],
  };
  app.route({
    method: definition.method,
    url: `/admin/api${definition.url}`,
    schema: {
      summary: definition.summary,
      tags: ['operator'],
      security: [{ bearer: [] }],
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      const admin = token ? await resolveAdmin(deps, token) : null;
      if (!admin) return reply.code(401).send({ message: 'Operator login required' });
      const parse = (schema: z.ZodType | undefined, value: unknown, label: string) => {
        if (!schema) return { ok: true as const, value: undefined };
        const parsed = schema.safeParse(value ?? {});
        if (!parsed.success) {
          return {
            ok: false as const,
            message: `${label}: ${describeZodError(parsed.error, english.context)}`,
          };
        }
        const nulField = fieldWithNulCharacter(parsed.data);
        if (nulField)
          return { ok: false as const, message: `${label}: ${nulField}: ${english.nulCharacter}` };
        return { ok: true as const, value: parsed.data };
      };
      const body = parse(definition.body, request.body, 'body');
      const params = parse(definition.params, request.params, 'path');
      const query = parse(definition.query, request.query, 'query');
      for (const part of [body, params, query]) {
        if (!part.ok) return reply.code(400).send({ message: part.message });
      }
      try {
        const result = await handler({
          admin,
          operator: { admin, ip: request.ip, requestId: request.id },
          token,
          body: body.value as z.output<TBody>,
          params: params.value as z.output<TParams>,
          query: query.value as z.output<TQuery>,
          request,
        });
        return reply.send(result ?? { ok: true });
      } catch (error) {
        if (error instanceof AppError) {
          return reply
            .code(STATUS_OF_STATE[error.state] ?? 409)
            .send({ message: error.messageIn(english.context), state: error.state, code: error.code });
        }
        throw error;
      }
    },
  });
}
