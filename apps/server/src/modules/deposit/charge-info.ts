import type { TChargeInfo, TRechargeType } from '@fairplay/contract';
import { transferProofOf } from '@fairplay/contract/deposit-rails';
import { toMajorNumber } from '@fairplay/contract/money';
import { amountRangeText } from '@fairplay/contract/money-input';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import { type ContentLanguage, contentLanguages, pickText } from '../../kernel/content-language.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { type DepositChannel, type DepositSetting, getSetting } from '../settings/index.ts';

const PPM = 1_000_000;

export function toRechargeType(channel: DepositChannel, decimals: number): TRechargeType {
  return {
    id: channel.id,
    name: channel.name,
    type: channel.type,
    iconUrl: channel.iconUrl,
    isDefault: channel.isDefault ? 1 : 0,
    amountRange: amountRangeText(BigInt(channel.minMinor), BigInt(channel.maxMinor), decimals),
    showWeight: channel.showWeight,
    showOffset: channel.showOffset,
    rechargeMethod: JSON.stringify(channel.methods),
  };
}

/** The player's reference for transfer notes on rails without an order reference (IMPS, UPI, Pakistani rails). */
export function transferRemark(userId: number): string {
  return `FP${userId}`;
}

/** The deposit configuration as one player sees it (/recharge/getChargeInfo). */
export function buildChargeInfo(
  setting: DepositSetting,
  player: { id: number; abMode: string; depositClosed: boolean },
  decimals: number,
  manualPendingMaxCount: number,
  languages: readonly ContentLanguage[] = ['en'],
): TChargeInfo {
  const major = (minor: number) => toMajorNumber(BigInt(minor), decimals);
  const mode = (key: 'typeA' | 'typeB', rechargeType: 'A' | 'B') => ({
    amountList: setting[key].amountListMinor.map(major),
    giftList: setting[key].giftListMinor.map(major),
    gift: setting[key].giftPpm / PPM,
    content: setting[key].content,
    picUrl: pickText(setting[key].picUrl, languages)?.text ?? '',
    rechargeType,
    withdrawMulti: setting[key].withdrawMulti,
  });
  const cards = setting.transfer.cards;
  const transferMin = cards.length ? Math.min(...cards.map((card) => card.minMinor)) : 0;
  const transferMax = cards.length ? Math.max(...cards.map((card) => card.maxMinor)) : 0;
  return {
    typeA: mode('typeA', 'A'),
    typeB: mode('typeB', 'B'),
    isTypeB: player.abMode === 'B',
    rechargeTypes: setting.rechargeTypes,
    giftSwitch: setting.giftSwitch ? 1 : 0,
    showTranfer: setting.transfer.isEnabled,
    transferGiftSwitch: setting.transfer.giftSwitch ? 1 : 0,
    transferGift: setting.transfer.giftPpm / PPM,
    agentRechargeSwitch: setting.agency.isEnabled ? 1 : 0,
    agentRechargeGift: setting.agency.giftPpm === null ? null : setting.agency.giftPpm / PPM,
    agentsV2: setting.agency.agents.length ? JSON.stringify(setting.agency.agents) : null,
    showCrypto: setting.crypto.isEnabled,
    cryptoGift: setting.crypto.giftPpm / PPM,
    cryptoConfig: setting.crypto.coins.map((coin) => ({
      id: coin.id,
      crypto: coin.crypto,
      exchangeRate: major(coin.rateMinorPerCoin),
      minAmount: Number(coin.minCoin),
      maxAmount: Number(coin.maxCoin),
      decimalPlaces: coin.decimalPlaces,
      network: coin.network,
    })),
    fillOrderSwitch: setting.fillOrderSwitch ? 1 : 0,
    transferWithdrawMulti: setting.transfer.withdrawMulti,
    rechargeTypeList: setting.channels
      .filter((channel) => channel.isEnabled)
      .map((channel) => toRechargeType(channel, decimals)),
    bankConfigList: setting.vaBanks.map((bank) => ({
      id: bank.id,
      name: bank.name,
      isDefault: bank.isDefault ? 1 : 0,
    })),
    cards: cards.map((card) => ({
      type: card.type,
      proof: transferProofOf(card.type),
      bankName: card.bankName,
      accountNo: card.accountNo,
      ifscCode: card.ifscCode,
      accountHolder: card.accountHolder,
      accountName: card.accountHolder,
      upi: card.upi,
      gift: setting.transfer.giftSwitch ? setting.transfer.giftPpm / PPM : 0,
      rechargeItems: card.quickAmountsMinor.map(major).join('|'),
      minAmount: major(card.minMinor),
      maxAmount: major(card.maxMinor),
      qrcodeUrl: card.qrcodeUrl,
    })),
    defaultIndex: major(setting.defaultAmountMinor),
    rechargeTypeLimit: major(setting.rechargeTypeLimitMinor),
    rechargeOpen: setting.rechargeOpen ? 1 : 0,
    depositClosed: player.depositClosed,
    accountRemark: transferRemark(player.id),
    transferAmount: `${major(transferMin)},${major(transferMax)}`,
    manualPendingMaxCount,
    selfServiceBonus: {
      ratePerPeriod: setting.selfServiceBonus.ratePpmPerPeriod / PPM,
      periodHours: setting.selfServiceBonus.periodHours,
      maxRate: setting.selfServiceBonus.maxPpm / PPM,
    },
  };
}

export async function getChargeInfo(
  deps: AppDeps,
  userId: number,
  locale: string | null | undefined,
): Promise<TChargeInfo> {
  const [setting, app, [player]] = await Promise.all([
    getSetting(deps.db, 'deposit'),
    getSetting(deps.db, 'app'),
    deps.db
      .select({ id: users.id, abMode: users.abMode, depositClosed: users.depositClosed })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  if (!player) throw AppError.unauthorized();
  const info = buildChargeInfo(
    setting,
    player,
    deps.config.region.currencyDecimals,
    app.manualPendingMaxCount,
    contentLanguages(deps.config.region, locale),
  );
  return deps.gateway ? info : withoutGatewayRails(info);
}

/** Recharge types paid through a payment gateway: online (1) and crypto (4); virtual accounts are online channels. */
const GATEWAY_RECHARGE_TYPES = [1, 4];

/**
 * With no payment gateway (production without one configured) the app offers only what works:
 * transfers and agents, not online, VA or crypto methods that would refuse every order.
 */
export function withoutGatewayRails(info: TChargeInfo): TChargeInfo {
  return {
    ...info,
    rechargeTypes: info.rechargeTypes.filter((type) => !GATEWAY_RECHARGE_TYPES.includes(type)),
    giftSwitch: 0,
    showCrypto: false,
    cryptoConfig: [],
    rechargeTypeList: [],
    bankConfigList: [],
  };
}
