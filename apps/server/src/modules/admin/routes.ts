import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { fieldWithNulCharacter, NUL_CHARACTER_MESSAGE } from '../../kernel/nul-characters.ts';
import { describeZodError } from '../../kernel/zod-messages.ts';
import { describeWait } from '../auth/login-throttle.ts';
import { SETTINGS, type SettingKey } from '../settings/definitions.ts';
import { getSetting, lockSetting, putSetting } from '../settings/repository.ts';
import { adminRoute } from './admin-route.ts';
import { audit, changeAdminPassword, loginAdmin, logoutAdmin } from './auth.ts';

const ZLogin = z.strictObject({ username: z.string().min(1).max(64), password: z.string().min(1).max(128) });
const ZUserParams = z.object({ userId: z.coerce.number().int().positive() });
const ZSettingParams = z.object({ key: z.enum(Object.keys(SETTINGS) as [SettingKey, ...SettingKey[]]) });

/** The operator API (DESIGN.md section 8): login, player controls and settings; more in each domain. */
export function adminRoutes(app: FastifyInstance, deps: AppDeps): void {
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
      if (nulField) return reply.code(400).send({ message: `${nulField}: ${NUL_CHARACTER_MESSAGE}` });
      const outcome = await loginAdmin(deps, parsed.data.username, parsed.data.password, request.ip);
      if (outcome.ok) return { token: outcome.token, expiresAt: outcome.expiresAt.toISOString() };
      if (outcome.reason === 'locked') {
        const { amount, unit } = describeWait(outcome.waitMs);
        return reply
          .code(429)
          .header('retry-after', String(Math.ceil(outcome.waitMs / 1000)))
          .send({ message: `Too many attempts; try again in ${amount} ${unit}` });
      }
      return reply.code(401).send({ message: 'Wrong username or password' });
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
    async ({ admin, body, request }) => {
      if (body.newPassword === body.currentPassword)
        throw AppError.badRequest('newPassword', 'must differ from the current password');
      const token = (request.headers.authorization ?? '').slice(7).trim();
      const outcome = await changeAdminPassword(deps, admin, token, body, request.ip);
      if (outcome === 'locked') throw AppError.tooManyRequests('Too many attempts; try again later');
      if (outcome === 'wrong') throw AppError.badRequest('currentPassword', 'is wrong');
      await audit(deps.db, {
        admin,
        action: 'admin.password_change',
        targetType: 'admin',
        targetId: admin.adminId,
        ip: request.ip,
        requestId: request.id,
        at: deps.clock.now(),
      });
      return { changed: true };
    },
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
    async ({ admin, request }) => {
      const token = (request.headers.authorization ?? '').slice(7).trim();
      await deps.db.transaction(async (tx) => {
        await logoutAdmin({ db: tx, clock: deps.clock }, admin, token);
        await audit(tx, {
          admin,
          action: 'admin.logout',
          targetType: 'admin',
          targetId: admin.adminId,
          ip: request.ip,
          requestId: request.id,
          at: deps.clock.now(),
        });
      });
      return { loggedOut: true };
    },
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
    async ({ admin, params, body, request }) => {
      await deps.db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ depositClosed: body.closed })
          .where(eq(users.id, params.userId))
          .returning({ id: users.id });
        if (updated.length === 0) throw AppError.notFound('No such player');
        await audit(tx, {
          admin,
          action: body.closed ? 'player.deposit.close' : 'player.deposit.open',
          targetType: 'player',
          targetId: params.userId,
          ip: request.ip,
          requestId: request.id,
          at: deps.clock.now(),
        });
      });
      return { userId: params.userId, depositClosed: body.closed };
    },
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
    async ({ admin, params, body, request }) => {
      const parsed = SETTINGS[params.key].schema.safeParse(body);
      if (!parsed.success) throw AppError.badRequest('body', describeZodError(parsed.error));
      await deps.db.transaction(async (tx) => {
        const before = await lockSetting(tx, params.key);
        await putSetting(tx, params.key, parsed.data as never, deps.clock.now());
        await audit(tx, {
          admin,
          action: 'setting.update',
          targetType: 'setting',
          targetId: params.key,
          details: { before, after: parsed.data },
          ip: request.ip,
          requestId: request.id,
          at: deps.clock.now(),
        });
      });
      return getSetting(deps.db, params.key);
    },
  );
}
