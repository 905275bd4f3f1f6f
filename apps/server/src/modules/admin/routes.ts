import { CATALOGUES } from '@fairplay/contract/messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../kernel/context.ts';
import { fieldWithNulCharacter } from '../../kernel/nul-characters.ts';
import { describeZodError } from '../../kernel/zod-messages.ts';
import { getSetting, SETTINGS, type SettingKey } from '../settings/index.ts';
import { adminRoute } from './admin-route.ts';
import { auditEntries } from './audit-log.ts';
import { operatorLogin } from './login.ts';
import { changeOwnPassword, logOut } from './operator-session.ts';
import { setDepositClosed } from './player-controls.ts';
import { replaceSetting } from './settings.ts';

const ZLogin = z.strictObject({ username: z.string().min(1).max(64), password: z.string().min(1).max(128) });
const ZUserParams = z.object({ userId: z.coerce.number().int().positive() });
const ZSettingParams = z.object({ key: z.enum(Object.keys(SETTINGS) as [SettingKey, ...SettingKey[]]) });

/** The operator API (DESIGN.md section 8): login, player controls, settings and the audit log; more in each domain. */
export function adminRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The one operator call without a token, so it checks its own body (answers {message}, no prefix).
  app.post(
    '/admin/api/login',
    {
      schema: { summary: 'Operator login: returns a Bearer token', tags: ['operator'], body: ZLogin },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const parsed = ZLogin.safeParse(request.body ?? {});
      if (!parsed.success) return reply.code(400).send({ message: describeZodError(parsed.error) });
      const nulField = fieldWithNulCharacter(parsed.data);
      if (nulField)
        return reply.code(400).send({ message: `${nulField}: ${CATALOGUES.en['field.nulCharacter']}` });
      const answer = await operatorLogin(deps, parsed.data.username, parsed.data.password, request.ip);
      if (answer.status === 429) reply.header('retry-after', String(answer.retryAfterSeconds));
      return reply.code(answer.status).send(answer.body);
    },
  );

  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/password',
      summary: "Change the signed-in operator's password; their other sessions end",
      body: z.strictObject({
        currentPassword: z.string().min(1, 'cannot be empty').max(128),
        newPassword: z
          .string()
          .min(12, 'must be at least 12 characters')
          .max(128, 'must be at most 128 characters'),
      }),
    },
    async ({ operator, token, body }) => changeOwnPassword(deps, operator, token, body),
  );

  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/logout',
      summary: 'End the signed-in operator session (its token stops working at once)',
      body: z.object({}).optional(),
    },
    async ({ operator, token }) => logOut(deps, operator, token),
  );

  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/players/:userId/deposit-status',
      summary: "Close or reopen one player's deposits",
      params: ZUserParams,
      body: z.strictObject({ closed: z.boolean() }),
    },
    async ({ operator, params, body }) => setDepositClosed(deps, operator, params.userId, body.closed),
  );

  adminRoute(
    app,
    deps,
    { method: 'GET', url: '/settings/:key', summary: 'Read an operator setting', params: ZSettingParams },
    async ({ params }) => getSetting(deps.db, params.key),
  );

  adminRoute(
    app,
    deps,
    {
      method: 'PUT',
      url: '/settings/:key',
      summary: 'Replace an operator setting (validated by its schema)',
      params: ZSettingParams,
      body: z.unknown(),
    },
    async ({ operator, params, body }) => replaceSetting(deps, operator, params.key, body),
  );

  adminRoute(
    app,
    deps,
    {
      method: 'GET',
      url: '/audit',
      summary: 'The audit log, newest first',
      query: z.object({ targetId: z.string().max(64).optional() }),
    },
    async ({ query }) => auditEntries(deps, query.targetId),
  );
}
