import { z } from 'zod';
import { defineCall } from '../call.ts';
import { RECEIPT_MAX_BYTES } from '../constants.ts';
import { MESSAGES, ZAmount, ZPage, ZPageSize, ZRequiredText, ZUtr } from '../fields.ts';
import * as routes from '../routes.ts';

/** One deposit mode of the A/B test: quick amounts, their bonuses and the wagering multiple. */
export const ZDepositMode = z.object({
  amountList: z.array(z.number()),
  giftList: z.array(z.number()).describe('Bonus per quick amount, same order as amountList'),
  gift: z.number().describe('Bonus ratio for other amounts'),
  content: z.string(),
  picUrl: z.string(),
  rechargeType: z.enum(['A', 'B']),
  withdrawMulti: z.number().int().describe('Wager requirement added per deposit: multiple of the amount'),
});

/** An online payment channel (rechargeTypeList item). type 1 = online gateway, 5 = virtual account. */
export const ZRechargeType = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  iconUrl: z.string().nullable(),
  isDefault: z.number().int(),
  amountRange: z.string().describe('JSON text of [min, max], inclusive'),
  showWeight: z.number().int(),
  showOffset: z.number().int(),
  rechargeMethod: z.string().describe('JSON text of the allowed methods'),
});
export type TRechargeType = z.infer<typeof ZRechargeType>;

export const ZTransferCard = z.object({
  type: z.enum(['imps', 'upi']),
  bankName: z.string(),
  accountNo: z.string(),
  ifscCode: z.string(),
  accountHolder: z.string(),
  accountName: z.string().nullable(),
  upi: z.string().nullable(),
  gift: z.number(),
  rechargeItems: z.string().describe('Quick amounts separated by |'),
  minAmount: z.number(),
  maxAmount: z.number(),
  qrcodeUrl: z.string(),
});
export type TTransferCard = z.infer<typeof ZTransferCard>;

export const ZCryptoConfig = z.object({
  id: z.number().int(),
  crypto: z.string(),
  exchangeRate: z.number().describe('Local currency per coin'),
  minAmount: z.number(),
  maxAmount: z.number(),
  decimalPlaces: z.number().int(),
  network: z.string(),
});

export const ZAgent = z.object({
  name: z.string(),
  contact: z.string(),
  jumpType: z.number().int(),
  avatar: z.string(),
});

export const ZChargeInfo = z.object({
  typeA: ZDepositMode,
  typeB: ZDepositMode,
  isTypeB: z.boolean().describe("The player's A/B group uses typeB"),
  rechargeTypes: z.array(z.number().int()).describe('Tab order: 1 online, 2 transfer, 3 agency, 4 crypto'),
  giftSwitch: z.number().int(),
  showTranfer: z.boolean(),
  transferGiftSwitch: z.number().int(),
  transferGift: z.number(),
  agentRechargeSwitch: z.number().int(),
  agentRechargeGift: z.number().nullable(),
  agentsV2: z.string().nullable().describe('JSON text of the agent list'),
  showCrypto: z.boolean(),
  cryptoGift: z.number(),
  cryptoConfig: z.array(ZCryptoConfig),
  fillOrderSwitch: z.number().int(),
  rechargeTypeList: z.array(ZRechargeType),
  bankConfigList: z.array(z.object({ id: z.number().int(), name: z.string(), isDefault: z.number().int() })),
  cards: z.array(ZTransferCard),
  defaultIndex: z.number(),
  rechargeTypeLimit: z.number(),
  rechargeOpen: z.number().int(),
  depositClosed: z.boolean().describe('Deposits are closed for this player'),
  accountRemark: z.string().describe('Reference the player writes in the transfer note'),
  transferAmount: z.string().describe('"min,max" for transfers'),
  manualPendingMaxCount: z.number().int(),
  selfServiceBonus: z.object({
    ratePerPeriod: z.number(),
    periodHours: z.number(),
    maxRate: z.number(),
  }),
});
export type TChargeInfo = z.infer<typeof ZChargeInfo>;

export const getChargeInfo = defineCall({
  ...routes.getChargeInfo,
  summary: 'The deposit configuration as this player sees it',
  payload: {},
  result: ZChargeInfo,
});

export const getPayChannel = defineCall({
  ...routes.getPayChannel,
  summary: 'Online payment channels available now',
  payload: {},
  result: z.object({ rechargeTypeList: z.array(ZRechargeType), rechargeTypeLimit: z.number() }),
});

export const DEPOSIT_KINDS = ['online', 'va', 'crypto', 'transfer', 'self'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
/** pending: waiting for payment or UTR; review: UTR submitted, an operator checks it; success: paid online; succeeded: transfer approved. */
export const DEPOSIT_STATUSES = [
  'pending',
  'review',
  'success',
  'succeeded',
  'failed',
  'rejected',
  'expired',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

const ZOrderNo = ZRequiredText('orderNo cannot be empty', 40).regex(/^[A-Z0-9]+$/, 'is not an order number');

export const createRechargeOrder = defineCall({
  ...routes.createRechargeOrder,
  summary: 'Starts an online (or virtual-account) deposit through the payment gateway; pay at payUrl',
  payload: {
    amount: ZAmount(MESSAGES.depositAmountEmpty),
    depositMethod: z.number({ error: 'must be the id of a deposit method' }).int().positive(),
    bankId: z.number({ error: 'must be the id of a bank' }).int().positive().nullish(),
  },
  result: z.object({ orderNo: z.string(), payUrl: z.string(), amount: z.number(), bonus: z.number() }),
});

export const createCryptoOrder = defineCall({
  ...routes.createCryptoOrder,
  summary: 'Starts a crypto deposit: the amount in local money converts to coins at the configured rate',
  payload: {
    amount: ZAmount(MESSAGES.depositAmountEmpty),
    coinId: z.number({ error: 'must be the id of a coin' }).int().positive(),
  },
  result: z.object({
    orderNo: z.string(),
    payUrl: z.string(),
    amount: z.number(),
    bonus: z.number(),
    crypto: z.string(),
    network: z.string(),
    coinAmount: z.string(),
    address: z.string(),
  }),
});

export const ZTransferAccount = z.object({
  type: z.enum(['imps', 'upi']),
  bankName: z.string(),
  accountNo: z.string(),
  ifscCode: z.string(),
  accountHolder: z.string(),
  upi: z.string().nullable(),
  upiLink: z.string().nullable().describe('upi://pay intent for the amount, for UPI apps and the QR code'),
});

export const createTransferOrder = defineCall({
  ...routes.createTransferOrder,
  summary:
    "Starts a bank (IMPS) or UPI transfer deposit: shows the operator's account; the player then submits the UTR",
  payload: {
    amount: ZAmount(MESSAGES.depositAmountEmpty),
    type: z.enum(['imps', 'upi'], { error: 'must be imps or upi' }),
  },
  result: z.object({
    orderNo: z.string(),
    amount: z.number(),
    bonus: z.number(),
    remark: z.string(),
    account: ZTransferAccount,
  }),
});

export const submitUtr = defineCall({
  ...routes.submitUtr,
  summary: 'Submits the 12-digit UTR of a transfer; a UTR can be used once across all players',
  payload: { orderNo: ZOrderNo, utr: ZUtr },
  result: z.object({ orderNo: z.string(), status: z.enum(DEPOSIT_STATUSES) }),
});

export const selfServiceUtr = defineCall({
  ...routes.selfServiceUtr,
  summary:
    'Self-service claim for a transfer made without an order: amount, type and UTR (then a receipt screenshot)',
  payload: {
    amount: ZAmount(MESSAGES.depositAmountEmpty),
    type: z.enum(['imps', 'upi'], { error: 'must be imps or upi' }),
    utr: ZUtr,
  },
  result: z.object({ orderNo: z.string(), status: z.enum(DEPOSIT_STATUSES) }),
});

export const uploadReceipt = defineCall({
  ...routes.uploadReceipt,
  summary: 'Attaches the transfer receipt screenshot to a transfer order (JPEG, PNG or WebP, at most 2 MB)',
  payload: {
    orderNo: ZOrderNo,
    image: z
      .string({
        error: (issue) => (issue.input === undefined ? 'Please choose a screenshot' : 'must be a data URL'),
      })
      .max(Math.ceil((RECEIPT_MAX_BYTES * 4) / 3) + 64, 'The screenshot must be at most 2 MB')
      .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, 'must be a JPEG, PNG or WebP image'),
  },
  result: z.object({ orderNo: z.string(), hasReceipt: z.literal(true) }),
});

export const ZDepositOrder = z.object({
  orderNo: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  typeName: z.string().describe('Channel, bank type or coin'),
  amount: z.number(),
  bonus: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  createTime: z.string(),
  arrivalTime: z.string().nullable(),
  utr: z.string().nullable(),
});
export type TDepositOrder = z.infer<typeof ZDepositOrder>;

export const depositRecord = defineCall({
  ...routes.depositRecord,
  summary: "The player's deposits, newest first",
  payload: {
    page: ZPage,
    pageSize: ZPageSize,
    status: z
      .enum(['all', 'pending', 'success', 'failed'], { error: 'must be all, pending, success or failed' })
      .default('all'),
  },
  result: z.object({
    list: z.array(ZDepositOrder),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const ZDepositOrderDetail = ZDepositOrder.extend({
  id: z.number().int().describe('The order id (orderNo is the number players quote)'),
  bankName: z.string().nullable(),
  accountHolder: z.string().nullable(),
  ifscCode: z.string().nullable(),
  accountNo: z.string().nullable(),
  upi: z.string().nullable(),
  upiLink: z.string().nullable().describe('upi://pay intent for UPI transfers still to pay'),
  remark: z.string().nullable(),
  rejectReason: z.string().nullable(),
  payUrl: z.string().nullable(),
  crypto: z.string().nullable(),
  coinAmount: z.string().nullable(),
  address: z.string().nullable(),
  hasReceipt: z.boolean(),
  canSubmitUtr: z.boolean(),
});
export type TDepositOrderDetail = z.infer<typeof ZDepositOrderDetail>;

export const depositOrderDetail = defineCall({
  ...routes.depositOrderDetail,
  summary: 'One deposit of the player, with the transfer details',
  payload: { orderNo: ZOrderNo },
  result: ZDepositOrderDetail,
});
