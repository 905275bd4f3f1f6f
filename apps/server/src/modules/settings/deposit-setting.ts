import { TRANSFER_RAILS } from '@fairplay/contract/deposit-rails';
import { z } from 'zod';
import { ZLocalizedText } from '../../kernel/content-language.ts';

/**
 * The operator's deposit configuration (one app_settings document). Money is integer minor
 * units, ratios are parts per million; the wire format of /recharge/getChargeInfo is derived.
 */
const ZMinor = z.number().int().nonnegative();
const ZPpm = z.number().int().min(0).max(1_000_000);

const ZDepositModeSetting = z.object({
  amountListMinor: z.array(ZMinor).min(1).max(20),
  giftListMinor: z.array(ZMinor).max(20),
  giftPpm: ZPpm,
  content: z.string(),
  /** The Deposit page's banner picture per language (its words are drawn in it); a plain string is English. */
  picUrl: ZLocalizedText(),
  withdrawMulti: z.number().int().min(0).max(100),
});

export const ZDepositChannel = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** 1 = gateway checkout, 5 = virtual account (its own V/A tab), 6 = dynamic QRIS (a QR code in the app). */
  type: z.union([z.literal(1), z.literal(5), z.literal(6)]),
  iconUrl: z.string().nullable(),
  isDefault: z.boolean(),
  minMinor: ZMinor,
  maxMinor: ZMinor,
  showWeight: z.number().int(),
  showOffset: z.number().int(),
  methods: z.array(z.string()),
  gateway: z.literal('sandbox'),
  isEnabled: z.boolean(),
});
export type DepositChannel = z.infer<typeof ZDepositChannel>;

/**
 * The operator's receiving account of one transfer rail (contract deposit-rails): a bank account
 * (IMPS with its IFSC, an Indonesian bank, a Pakistani IBAN for IBFT), a UPI address, or a JazzCash
 * or Easypaisa wallet number. One card per rail.
 */
export const ZTransferCardSetting = z.object({
  type: z.enum(TRANSFER_RAILS),
  bankName: z.string(),
  accountNo: z.string(),
  /** IMPS only; empty elsewhere. */
  ifscCode: z.string(),
  accountHolder: z.string(),
  upi: z.string().nullable(),
  quickAmountsMinor: z.array(ZMinor),
  minMinor: ZMinor,
  maxMinor: ZMinor,
  qrcodeUrl: z.string(),
});
export type TransferCardSetting = z.infer<typeof ZTransferCardSetting>;

export const ZCryptoCoin = z.object({
  id: z.number().int().positive(),
  crypto: z.string(),
  network: z.string(),
  /** Local minor units per whole coin. */
  rateMinorPerCoin: z.number().int().positive(),
  /** Coin amounts as decimal strings, so 0.000018 stays exact. */
  minCoin: z.string().regex(/^\d+(\.\d+)?$/),
  maxCoin: z.string().regex(/^\d+(\.\d+)?$/),
  decimalPlaces: z.number().int().min(0).max(18),
  address: z.string(),
});
export type CryptoCoin = z.infer<typeof ZCryptoCoin>;

export const ZDepositSetting = z.object({
  rechargeOpen: z.boolean(),
  rechargeTypes: z.array(z.number().int().min(1).max(4)),
  giftSwitch: z.boolean(),
  typeA: ZDepositModeSetting,
  typeB: ZDepositModeSetting,
  defaultAmountMinor: ZMinor,
  rechargeTypeLimitMinor: ZMinor,
  channels: z.array(ZDepositChannel),
  vaBanks: z.array(z.object({ id: z.number().int(), name: z.string(), isDefault: z.boolean() })),
  transfer: z.object({
    isEnabled: z.boolean(),
    giftSwitch: z.boolean(),
    giftPpm: ZPpm,
    withdrawMulti: z.number().int().min(0).max(100),
    cards: z.array(ZTransferCardSetting),
  }),
  agency: z.object({
    isEnabled: z.boolean(),
    giftPpm: ZPpm.nullable(),
    agents: z.array(
      z.object({ name: z.string(), contact: z.string(), jumpType: z.number().int(), avatar: z.string() }),
    ),
  }),
  crypto: z.object({ isEnabled: z.boolean(), giftPpm: ZPpm, coins: z.array(ZCryptoCoin) }),
  fillOrderSwitch: z.boolean(),
  selfServiceBonus: z.object({
    ratePpmPerPeriod: ZPpm,
    periodHours: z.number().int().positive(),
    maxPpm: ZPpm,
  }),
});
export type DepositSetting = z.infer<typeof ZDepositSetting>;
