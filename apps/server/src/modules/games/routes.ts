import {
  gameLaunch,
  gameLobby,
  gameRecords as gameRecordsCall,
  gameSearch,
  redeemGiftCode as redeemGiftCodeCall,
} from '@fairplay/contract';
import { toMinorUnits } from '@fairplay/contract/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { giftCodes } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/auth.ts';
import { lobby, search } from './catalogue.ts';
import { redeemGiftCode } from './gift-codes.ts';
import { launchGame } from './launch.ts';
import { gameRecords } from './records.ts';

export function gameRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, gameLobby, async () => lobby(deps));
  registerCall(app, deps, gameSearch, async ({ body }) => search(deps, body.keyword, body.labelId));
  registerCall(app, deps, gameLaunch, async ({ user, body }) =>
    launchGame(deps, user, body.gameId, body.locale),
  );
  registerCall(app, deps, gameRecordsCall, async ({ user, body }) => gameRecords(deps, user.userId, body));
  registerCall(app, deps, redeemGiftCodeCall, async ({ user, body }) =>
    redeemGiftCode(deps, user.userId, body.code),
  );

  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/gift-codes',
      summary: 'Issue a gift code: amount, wagering multiple, how many players may redeem it, expiry',
      body: z.strictObject({
        code: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z0-9-]{4,32}$/),
        amount: z.number().positive(),
        wagerMultiple: z.number().int().min(0).max(100).default(1),
        maxRedemptions: z.number().int().min(1).max(1_000_000).default(1),
        expiresAt: z.string().datetime().optional(),
      }),
    },
    async ({ admin, body, request }) => {
      const amount = toMinorUnits(body.amount, deps.config.region.currencyDecimals);
      if (amount === null) throw AppError.badRequest('amount', 'must have at most 2 decimals');
      try {
        await deps.db.transaction(async (tx) => {
          await tx.insert(giftCodes).values({
            code: body.code,
            amount,
            wagerMultiple: body.wagerMultiple,
            maxRedemptions: body.maxRedemptions,
            expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
            createdBy: admin.username,
            createdAt: deps.clock.now(),
          });
          await audit(tx, {
            admin,
            action: 'gift_code.create',
            targetType: 'gift_code',
            targetId: body.code,
            details: { amount: body.amount, maxRedemptions: body.maxRedemptions },
            ip: request.ip,
            requestId: request.id,
            at: deps.clock.now(),
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.conflict('This gift code already exists');
        throw error;
      }
      return { code: body.code };
    },
  );
}
