import { CATALOGUES } from '@fairplay/contract/messages';
import type { OperatorCall } from '@fairplay/contract/operator';
import { allows, PUBLIC, STEP_UP_WINDOW_MS } from '@fairplay/contract/operator/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { fieldWithNulCharacter } from '../../kernel/nul-characters.ts';
import { describeZodError } from '../../kernel/zod-messages.ts';
import { audit } from './audit.ts';
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

type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface OperatorContext<TCall extends OperatorCall> {
  admin: AdminIdentity;
  /** The staff member with the request's address and id, for audit rows. */
  operator: Operator;
  /** The Bearer token of this session (logout and password change end sessions by it). */
  token: string;
  params: Output<TCall['params']>;
  query: Output<TCall['query']>;
  body: Output<TCall['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface PublicOperatorContext<TCall extends OperatorCall> {
  body: Output<TCall['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A staff token: 256 random bits in hex (auth.ts). */
const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

// Staff read English (the console is English first); money in messages is the region's.
const englishOf = (deps: AppDeps) => ({ language: 'en', region: deps.config.region }) as const;

/** Parses one part of a request by its schema; a refusal names the part and the field. */
function parsePart(schema: z.ZodType | undefined, value: unknown, label: string, deps: AppDeps) {
  if (!schema) return { ok: true as const, value: undefined };
  const parsed = schema.safeParse(value ?? (label === 'body' ? undefined : {}));
  if (!parsed.success) {
    return { ok: false as const, message: `${label}: ${describeZodError(parsed.error, englishOf(deps))}` };
  }
  const nulField = fieldWithNulCharacter(parsed.data);
  if (nulField)
    return { ok: false as const, message: `${label}: ${nulField}: ${CATALOGUES.en['field.nulCharacter']}` };
  return { ok: true as const, value: parsed.data };
}

function parseRequest(call: OperatorCall, request: FastifyRequest, deps: AppDeps) {
  const parts = {
    params: parsePart(call.params, request.params, 'path', deps),
    query: parsePart(call.query, request.query, 'query', deps),
    body: parsePart(call.body, request.body, 'body', deps),
  };
  for (const part of Object.values(parts)) if (!part.ok) return { ok: false as const, message: part.message };
  return {
    ok: true as const,
    params: parts.params.value,
    query: parts.query.value,
    body: parts.body.value,
  };
}

/**
 * Sends a handler's answer: CSV as a file, anything else as JSON. With CHECK_REPLIES (tests) the
 * answer is first held against the call's result schema, as player calls are (decision 011).
 */
function sendResult(
  call: OperatorCall,
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  result: unknown,
) {
  if (deps.config.checkReplies) {
    const checked = call.result.safeParse(JSON.parse(JSON.stringify(result ?? null)));
    if (!checked.success) {
      request.log.error(
        { route: `${call.method} ${call.path}`, issues: checked.error.issues },
        'operator answer does not match its contract',
      );
      return reply.code(500).send({ message: 'system error', state: '500' });
    }
  }
  if (call.produces === 'text/csv') return reply.type('text/csv; charset=utf-8').send(result);
  return reply.send(result);
}

function sendAppError(reply: FastifyReply, deps: AppDeps, error: AppError) {
  return reply
    .code(STATUS_OF_STATE[error.state] ?? 409)
    .send({ message: error.messageIn(englishOf(deps)), state: error.state, code: error.code });
}

/** A refused request of a signed-in staff member, recorded (in its own transaction) with what was refused. */
async function auditDenial(
  deps: AppDeps,
  operator: Operator,
  call: OperatorCall,
  reason: string,
  url: string,
) {
  await audit(deps.db, {
    ...operator,
    action: 'access.denied',
    targetType: 'route',
    targetId: `${call.method} ${call.path}`,
    details: { reason, url: url.slice(0, 300), role: operator.admin.role },
    at: deps.clock.now(),
  });
}

function schemaOf(call: OperatorCall, isSigned: boolean) {
  return {
    summary: call.summary,
    description: `Permission: ${call.access}${call.stepUp ? '; needs a fresh second factor (step-up)' : ''}`,
    tags: ['operator'],
    ...(isSigned ? { security: [{ bearer: [] }] } : {}),
    ...(call.body ? { body: call.body } : {}),
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
  };
}

/**
 * One operator call under /admin/api, from its contract definition: a valid Bearer token, then the
 * call's permission (403, audited), then a fresh second factor when the call moves money or
 * permissions (403 operator.stepUpRequired), then the path, query and body by their schemas (400
 * naming the part and field). Failures answer {message, state, code} with a matching HTTP status.
 */
export function operatorRoute<TCall extends OperatorCall>(
  app: FastifyInstance,
  deps: AppDeps,
  call: TCall,
  handler: (context: OperatorContext<TCall>) => Promise<unknown>,
): void {
  if (call.access === PUBLIC) throw new Error(`${call.path} is public: register it with publicOperatorRoute`);
  app.route({
    method: call.method,
    url: `/admin/api${call.path}`,
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    schema: schemaOf(call, true),
    // A request without a Bearer token of the right shape is refused before its body is read (an
    // anonymous request never makes the server parse a large body) and before anything is counted
    // or looked up: it costs nothing. A well-formed token is looked up after the rate limit.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!TOKEN_SHAPE.test(bearerOf(request)))
        return reply.code(401).send({ message: 'Operator login required' });
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerOf(request);
      const admin = await resolveAdmin(deps, token);
      if (!admin) return reply.code(401).send({ message: 'Operator login required' });
      const operator: Operator = { admin, ip: request.ip, requestId: request.id };
      if (!allows(admin.permissions, call.access)) {
        await auditDenial(deps, operator, call, `needs ${call.access}`, request.url);
        return sendAppError(
          reply,
          deps,
          AppError.forbidden('operator.permissionDenied', { permission: call.access }),
        );
      }
      const now = deps.clock.now().getTime();
      if (call.stepUp && !(admin.stepUpAt && now - admin.stepUpAt.getTime() <= STEP_UP_WINDOW_MS)) {
        return sendAppError(reply, deps, AppError.forbidden('operator.stepUpRequired'));
      }
      const parsed = parseRequest(call, request, deps);
      if (!parsed.ok) return reply.code(400).send({ message: parsed.message, state: '400' });
      try {
        const result = await handler({
          admin,
          operator,
          token,
          params: parsed.params as Output<TCall['params']>,
          query: parsed.query as Output<TCall['query']>,
          body: parsed.body as Output<TCall['body']>,
          request,
          reply,
        });
        return sendResult(call, deps, request, reply, result ?? { ok: true });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.state === '403') await auditDenial(deps, operator, call, error.code, request.url);
        return sendAppError(reply, deps, error);
      }
    },
  });
}

/** A sign-in step (no token yet): the body by its schema, a tight rate limit, the same failure shape. */
export function publicOperatorRoute<TCall extends OperatorCall>(
  app: FastifyInstance,
  deps: AppDeps,
  call: TCall,
  handler: (context: PublicOperatorContext<TCall>) => Promise<unknown>,
): void {
  if (call.access !== PUBLIC)
    throw new Error(`${call.path} needs ${call.access}: register it with operatorRoute`);
  app.route({
    method: call.method,
    url: `/admin/api${call.path}`,
    schema: schemaOf(call, false),
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const parsed = parseRequest(call, request, deps);
      if (!parsed.ok) return reply.code(400).send({ message: parsed.message, state: '400' });
      try {
        const result = await handler({ body: parsed.body as Output<TCall['body']>, request, reply });
        return sendResult(call, deps, request, reply, result);
      } catch (error) {
        if (error instanceof AppError) return sendAppError(reply, deps, error);
        throw error;
      }
    },
  });
}
