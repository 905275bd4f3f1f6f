import {
  addPayoutAccount,
  applyWithdraw as applyWithdrawCall,
  bindPhone as bindPhoneCall,
  listPayoutAccounts,
  listPayoutBanks as listPayoutBanksCall,
  removePayoutAccount,
  setDefaultPayoutAccount,
  setWithdrawPassword as setWithdrawPasswordCall,
  withdrawDetail,
  withdrawInfo as withdrawInfoCall,
  withdrawRecord,
} from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { gatewayCallbackRoute } from '../../kernel/gateway-callback.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { PAYOUT_CALLBACK_PATH } from '../sandbox-gateway/index.ts';
import { addAccount, listAccounts, removeAccount, setDefaultAccount } from './accounts.ts';
import { applyWithdraw, withdrawInfo } from './apply.ts';
import { listPayoutBanks } from './banks.ts';
import { listWithdrawals, withdrawalDetail } from './records.ts';
import { applyPayoutEvent } from './review.ts';
import { bindPhone, setWithdrawPassword } from './security.ts';

export function withdrawRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, bindPhoneCall, async ({ user, body }) => bindPhone(deps, user.userId, body));
  registerCall(app, deps, setWithdrawPasswordCall, async ({ user, body }) =>
    setWithdrawPassword(deps, user.userId, body),
  );
  registerCall(app, deps, listPayoutBanksCall, async () => listPayoutBanks(deps));
  registerCall(app, deps, addPayoutAccount, async ({ user, body }) => addAccount(deps, user.userId, body));
  registerCall(app, deps, listPayoutAccounts, async ({ user }) => listAccounts(deps, user.userId));
  registerCall(app, deps, removePayoutAccount, async ({ user, body }) =>
    removeAccount(deps, user.userId, body.accountId),
  );
  registerCall(app, deps, setDefaultPayoutAccount, async ({ user, body }) =>
    setDefaultAccount(deps, user.userId, body.accountId),
  );
  registerCall(app, deps, withdrawInfoCall, async ({ user }) => withdrawInfo(deps, user.userId));
  registerCall(app, deps, applyWithdrawCall, async ({ user, body }) =>
    applyWithdraw(deps, user.userId, body),
  );
  registerCall(app, deps, withdrawRecord, async ({ user, body }) => listWithdrawals(deps, user.userId, body));
  registerCall(app, deps, withdrawDetail, async ({ user, body }) =>
    withdrawalDetail(deps, user.userId, body.orderNo),
  );
  gatewayCallbackRoute(app, deps, {
    path: PAYOUT_CALLBACK_PATH,
    type: 'payout',
    apply: (event) => applyPayoutEvent(deps, event),
  });
}
