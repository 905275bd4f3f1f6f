import {
  confirmTransfer as confirmTransferCall,
  createCryptoOrder as createCryptoOrderCall,
  createRechargeOrder,
  createTransferOrder as createTransferOrderCall,
  depositOrderDetail,
  depositRecord,
  getChargeInfo as getChargeInfoCall,
  getPayChannel,
  selfServiceUtr,
  submitTransactionId as submitTransactionIdCall,
  submitUtr as submitUtrCall,
  uploadReceipt as uploadReceiptCall,
} from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { gatewayCallbackRoute } from '../../kernel/gateway-callback.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { CALLBACK_PATH } from '../sandbox-gateway/index.ts';
import { getChargeInfo } from './charge-info.ts';
import { applyGatewayEvent, createCryptoOrder, createOnlineOrder } from './online.ts';
import { payChannels } from './pay-channels.ts';
import { depositDetail, listDeposits } from './records.ts';
import {
  confirmTransfer,
  createSelfServiceClaim,
  createTransferOrder,
  submitTransactionId,
  submitUtr,
  uploadReceipt,
} from './transfer.ts';

const RECEIPT_BODY_LIMIT_BYTES = 3 * 1024 * 1024;

export function depositRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getChargeInfoCall, async ({ user, body }) =>
    getChargeInfo(deps, user.userId, body.locale),
  );

  registerCall(app, deps, getPayChannel, async () => payChannels(deps));

  registerCall(app, deps, createRechargeOrder, async ({ user, body }) =>
    createOnlineOrder(deps, user.userId, body),
  );
  registerCall(app, deps, createCryptoOrderCall, async ({ user, body }) =>
    createCryptoOrder(deps, user.userId, body),
  );
  registerCall(app, deps, createTransferOrderCall, async ({ user, body }) =>
    createTransferOrder(deps, user.userId, body),
  );
  registerCall(app, deps, submitUtrCall, async ({ user, body }) => submitUtr(deps, user.userId, body));
  registerCall(app, deps, confirmTransferCall, async ({ user, body }) =>
    confirmTransfer(deps, user.userId, body),
  );
  registerCall(app, deps, submitTransactionIdCall, async ({ user, body }) =>
    submitTransactionId(deps, user.userId, body),
  );
  registerCall(app, deps, selfServiceUtr, async ({ user, body }) =>
    createSelfServiceClaim(deps, user.userId, body),
  );
  registerCall(
    app,
    deps,
    uploadReceiptCall,
    async ({ user, body }) => uploadReceipt(deps, user.userId, body),
    {
      bodyLimit: RECEIPT_BODY_LIMIT_BYTES,
    },
  );
  registerCall(app, deps, depositRecord, async ({ user, body }) => listDeposits(deps, user.userId, body));
  registerCall(app, deps, depositOrderDetail, async ({ user, body }) =>
    depositDetail(deps, user.userId, body.orderNo),
  );

  gatewayCallbackRoute(app, deps, {
    path: CALLBACK_PATH,
    type: 'payment',
    apply: (event) => applyGatewayEvent(deps, event),
  });
}
