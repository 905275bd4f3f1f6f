import { toMinorUnits } from '@fairplay/contract/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mails, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/auth.ts';
import { grantReward } from '../rewards/grant.ts';

const DAY_MS = 86_400_000;

const ZSendMail = z.strictObject({
  /** The player's numeric id; absent for a broadcast to every player. */
  userId: z.number().int().positive().optional(),
  title: z.string().trim().min(1, 'cannot be empty').max(100),
  content: z.string().trim().min(1, 'cannot be empty').max(2_000),
  rewardAmount: z.number().positive().optional(),
  wagerMultiple: z.number().int().min(0).max(100).default(1),
  /** How long a reward can be claimed. */
  claimDays: z.number().int().min(1).max(90).default(7),
  /** Made by the operator's client before sending: a retried request sends one message. */
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8-64 letters, digits or -'),
});

/** Operator inbox tools: a message (optionally with a reward) to one player, or a broadcast to all. */
export function mailAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/mails',
      summary:
        'Send a message to one player (userId) or to everyone; an optional reward is claimable from it',
      body: ZSendMail,
    },
    async ({ admin, body, request }) => {
      const now = deps.clock.now();
      const reward =
        body.rewardAmount === undefined
          ? null
          : toMinorUnits(body.rewardAmount, deps.config.region.currencyDecimals);
      if (reward === null && body.rewardAmount !== undefined)
        throw AppError.badRequest('rewardAmount', 'must have at most 2 decimals');
      const claimableUntil = new Date(now.getTime() + body.claimDays * DAY_MS);
      const createdBy = `admin:${admin.username}`;
      const requestKey = `op:${body.requestId}`;
      return deps.db.transaction(async (tx) => {
        const existing = async () => {
          const [mail] = await tx
            .select({ id: mails.id })
            .from(mails)
            .where(eq(mails.requestKey, requestKey));
          return { mailId: mail?.id ?? 0, isDuplicate: true };
        };
        let mailId: number;
        if (body.userId !== undefined) {
          const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
          if (!player) throw AppError.notFound('No player has this id');
          if (reward) {
            const granted = await grantReward(tx, deps, {
              promotion: 'mail',
              userId: player.id,
              period: `op:${body.requestId}`,
              amount: reward,
              wagerMultiple: body.wagerMultiple,
              delivery: { kind: 'mail', title: body.title, content: body.content, claimableUntil },
            });
            const [mail] = await tx
              .select({ id: mails.id })
              .from(mails)
              .where(eq(mails.rewardId, granted.reward.id));
            if (!granted.isNew) return { mailId: mail?.id ?? 0, isDuplicate: true };
            mailId = mail?.id ?? 0;
          } else {
            const [mail] = await tx
              .insert(mails)
              .values({
                userId: player.id,
                title: body.title,
                content: body.content,
                requestKey,
                createdBy,
                createdAt: now,
              })
              .onConflictDoNothing()
              .returning({ id: mails.id });
            if (!mail) return existing();
            mailId = mail.id;
          }
        } else {
          const [mail] = await tx
            .insert(mails)
            .values({
              requestKey,
              userId: null,
              title: body.title,
              content: body.content,
              broadcastReward: reward,
              broadcastWagerMultiple: reward ? body.wagerMultiple : null,
              expiresAt: reward ? claimableUntil : null,
              createdBy,
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: mails.id });
          if (!mail) return existing();
          mailId = mail.id;
        }
        await audit(tx, {
          admin,
          action: body.userId === undefined ? 'mail.broadcast' : 'mail.send',
          targetType: 'mail',
          targetId: mailId,
          details: {
            userId: body.userId ?? null,
            title: body.title,
            rewardAmount: body.rewardAmount ?? null,
          },
          ip: request.ip,
          requestId: request.id,
          at: now,
        });
        return { mailId, isDuplicate: false };
      });
    },
  );
}
