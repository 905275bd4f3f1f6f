import {
  cashbackRecords as cashbackRecordsCall,
  firstDepositClaim as firstDepositClaimCall,
  firstDepositInfo as firstDepositInfoCall,
  invitationRanksInfo,
  promoList as promoListCall,
  rankingBoard as rankingBoardCall,
  rebatePromoClaim,
  rebatePromoInfo,
  redeemGiftCode as redeemGiftCodeCall,
  signinClaim as signinClaimCall,
  signinInfo as signinInfoCall,
  signupBonusActivate as signupBonusActivateCall,
  signupBonusInfo as signupBonusInfoCall,
} from '@fairplay/contract';
import * as ops from '@fairplay/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { operatorRoute } from '../admin/index.ts';
import { cashbackRecords } from './cashback.ts';
import { firstDepositClaim, firstDepositInfo } from './first-deposit.ts';
import { issueGiftCode, redeemGiftCode } from './gift-codes.ts';
import { invitationInfo } from './invitation.ts';
import { promoList } from './promo-list.ts';
import { rankingBoard } from './ranking.ts';
import { rebateClaim, rebateInfo } from './rebate.ts';
import { signinClaim, signinInfo } from './signin.ts';
import { signupBonusActivate, signupBonusInfo } from './signup-bonus.ts';

export function promotionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, promoListCall, async ({ user }) => promoList(deps, user?.userId ?? null));
  registerCall(app, deps, firstDepositInfoCall, async ({ user }) => firstDepositInfo(deps, user.userId));
  registerCall(app, deps, firstDepositClaimCall, async ({ user }) => firstDepositClaim(deps, user.userId));
  registerCall(app, deps, signupBonusInfoCall, async ({ user }) => signupBonusInfo(deps, user.userId));
  registerCall(app, deps, signupBonusActivateCall, async ({ user }) =>
    signupBonusActivate(deps, user.userId),
  );
  registerCall(app, deps, signinInfoCall, async ({ user }) => signinInfo(deps, user.userId));
  registerCall(app, deps, signinClaimCall, async ({ user }) => signinClaim(deps, user.userId));
  registerCall(app, deps, rebatePromoInfo, async ({ user }) => rebateInfo(deps, user.userId));
  registerCall(app, deps, rebatePromoClaim, async ({ user }) => rebateClaim(deps, user.userId));
  registerCall(app, deps, cashbackRecordsCall, async ({ user, body }) =>
    cashbackRecords(deps, user.userId, body.page, body.pageSize),
  );
  registerCall(app, deps, invitationRanksInfo, async ({ user }) => invitationInfo(deps, user.userId));
  registerCall(app, deps, rankingBoardCall, async ({ user, body }) =>
    rankingBoard(deps, user?.userId ?? null, body),
  );
  registerCall(app, deps, redeemGiftCodeCall, async ({ user, body }) =>
    redeemGiftCode(deps, user.userId, body.code),
  );

  operatorRoute(app, deps, ops.issueGiftCode, async ({ operator, body }) =>
    issueGiftCode(deps, operator, body),
  );
}
