import { z } from 'zod';
import { defineCall } from '../call.ts';
import { RECEIPT_MAX_BYTES } from '../constants.ts';
import { DEPOSIT_RAILS, TRANSACTION_ID_MAX_LENGTH, TRANSFER_RAILS } from '../deposit-rails.ts';
import { MESSAGES, whenMissing, ZAmount, ZPage, ZPageSize, ZRequiredText, ZUtr } from '../fields.ts';
import { fieldMessage } from '../messages/field-messages.ts';
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

/** An online payment channel (rechargeTypeList item). type 1 = gateway checkout, 5 = virtual account, 6 = dynamic QRIS. */
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

const ZTransferRail = z.enum(TRANSFER_RAILS);
const ZTransferProof = z
  .enum(['utr', 'reference', 'transactionId'])
  .describe(
    "How the transfer is matched: the payer's UTR, the order's reference in the note, or the receipt's transaction id",
  );

export const ZTransferCard = z.object({
  type: ZTransferRail.describe('imps/upi (IN), bank (ID), ibft/jazzcash/easypaisa (PK)'),
  proof: ZTransferProof,
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
  transferWithdrawMulti: z
    .number()
    .int()
    .describe('Wager requirement added per transfer deposit: multiple of the amount'),
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

const ZOrderNo = ZRequiredText(fieldMessage('field.empty'), 40).regex(
  /^[A-Z0-9]+$/,
  fieldMessage('field.orderNoFormat'),
);
const MUST_BE_ID = fieldMessage('field.mustBeId');

export const createRechargeOrder = defineCall({
  ...routes.createRechargeOrder,
  summary: 'Starts an online (or virtual-account) deposit through the payment gateway; pay at payUrl',
  payload: {
    amount: ZAmount(MESSAGES.depositAmountEmpty),
    depositMethod: z.number({ error: MUST_BE_ID }).int().positive(),
    bankId: z.number({ error: MUST_BE_ID }).int().positive().nullish(),
  },
  result: z.object({
    orderNo: z.string(),
    payUrl: z.string(),
    amount: z.number(),
    bonus: z.number(),
    rail: z.enum(DEPOSIT_RAILS),
    qrPayload: z.string().nullable().describe('The dynamic QRIS to show as a QR code (QRIS methods)'),
    expiresAt: z.string().nullable().describe('When the QRIS stops being payable'),
  }),
});

export const createCryptoOrder = defineCall({
  ...routes.createCryptoOrder,
  summary: 'Starts a crypto deposit: the amount in local money converts to coins at the configured rate',
  payload: {
    amount: ZAmount(MESSAGES.depositAmountEmpty),
    coinId: z.number({ error: MUST_BE_ID }).int().positive(),
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
  type: ZTransferRail,
  proof: ZTransferProof,
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
    "Starts a transfer deposit to the operator's account of a rail (IMPS/UPI, bank, IBFT, JazzCash, Easypaisa); the player then proves it (UTR, reference or transaction id)",
  payload: {
    amount: ZAmount(MESSAGES.depositAmountEmpty),
    type: ZTransferRail,
  },
  result: z.object({
    orderNo: z.string(),
    amount: z.number(),
    bonus: z.number(),
    remark: z.string().describe('What the player writes in the transfer note'),
    reference: z.string().nullable().describe("The order's unique reference (reference rails)"),
    account: ZTransferAccount,
  }),
});

export const confirmTransfer = defineCall({
  ...routes.confirmTransfer,
  summary:
    'The player says a reference transfer is sent: the order goes to the operator, who matches the reference',
  payload: { orderNo: ZOrderNo },
  result: z.object({ orderNo: z.string(), status: z.enum(DEPOSIT_STATUSES) }),
});

export const submitTransactionId = defineCall({
  ...routes.submitTransactionId,
  summary:
    "Submits the transaction id (TID) of a wallet or bank transfer's receipt; an id can be used once per rail across all players",
  payload: {
    orderNo: ZOrderNo,
    transactionId: ZRequiredText(fieldMessage('field.transactionIdEmpty'), TRANSACTION_ID_MAX_LENGTH + 16),
  },
  result: z.object({ orderNo: z.string(), status: z.enum(DEPOSIT_STATUSES) }),
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
    type: z.enum(['imps', 'upi']),
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
      .string({ error: whenMissing(fieldMessage('field.screenshotMissing')) })
      .max(
        Math.ceil((RECEIPT_MAX_BYTES * 4) / 3) + 64,
        fieldMessage('field.screenshotTooLarge', { limit: RECEIPT_MAX_BYTES }),
      )
      .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, fieldMessage('field.imageType')),
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
  rail: z.enum(DEPOSIT_RAILS),
  reference: z.string().nullable().describe("The order's reference (bank transfers by reference)"),
  transactionId: z.string().nullable().describe("The receipt's transaction id (wallet and IBFT transfers)"),
});
export type TDepositOrder = z.infer<typeof ZDepositOrder>;

export const depositRecord = defineCall({
  ...routes.depositRecord,
  summary: "The player's deposits, newest first",
  payload: {
    page: ZPage,
    pageSize: ZPageSize,
    status: z.enum(['all', 'pending', 'success', 'failed']).default('all'),
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
  proof: ZTransferProof.nullable().describe('How a transfer is proved; null for gateway and crypto orders'),
  qrPayload: z.string().nullable().describe('The dynamic QRIS while it can be paid'),
  expiresAt: z.string().nullable().describe('When a QRIS order stops being payable'),
});
export type TDepositOrderDetail = z.infer<typeof ZDepositOrderDetail>;

export const depositOrderDetail = defineCall({
  ...routes.depositOrderDetail,
  summary: 'One deposit of the player, with the transfer details',
  payload: { orderNo: ZOrderNo },
  result: ZDepositOrderDetail,
});
