import type { TChargeInfo, TRechargeType, TTransferCard } from '@fairplay/contract';
import { depositBonusMinor, ppmOfRatio } from '@fairplay/contract/deposit-bonus';
import { METHOD_TYPES, TRANSFER_RAILS, type TransferRail } from '@fairplay/contract/deposit-rails';
import { roundTo, toMajorNumber, toMinorUnits } from '@fairplay/contract/money';
import {
  amountInputText,
  isWithinRange,
  parseAmountMinor,
  parseAmountRange as parseAmountRangeText,
  sanitizeAmountInput as sanitizeAmountText,
} from '@fairplay/contract/money-input';
import { getRegion } from '../../shared/region.ts';

/**
 * The rules of the Deposit page (spec point 4): which tabs show, which payment method is chosen
 * for an amount, the default amounts and the amount messages. Pure functions, no React.
 */

/** Tab keys: the rechargeTypes values of the charge info, plus 5 for the virtual-account tab. */
export const DepositTabKey = { online: 1, transfer: 2, agency: 3, crypto: 4, virtualAccount: 5 } as const;
export type DepositTabKey = (typeof DepositTabKey)[keyof typeof DepositTabKey];

/** rechargeTypeList items of this type are virtual-account methods (their own V/A tab). */
export const VIRTUAL_ACCOUNT_METHOD_TYPE = METHOD_TYPES.virtualAccount;
/** The V/A tab is the second tab (spec point 4: "inserted at position 2"). */
const VIRTUAL_ACCOUNT_TAB_INDEX = 1;

export interface DepositTab {
  key: DepositTabKey;
  /** "+N%" badge, or null for none. */
  badgePercent: number | null;
}

type TabSwitches = Pick<
  TChargeInfo,
  | 'rechargeTypes'
  | 'giftSwitch'
  | 'showTranfer'
  | 'transferGiftSwitch'
  | 'transferGift'
  | 'agentRechargeSwitch'
  | 'agentRechargeGift'
  | 'showCrypto'
  | 'cryptoGift'
>;

/** A gift ratio as a badge percentage: 0.05 -> 5; none for a missing or zero ratio. */
export function giftPercent(ratio: number | null | undefined): number | null {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio) || ratio <= 0) return null;
  return roundTo(ratio * 100, 2);
}

function tabFor(key: number, info: TabSwitches): DepositTab | null {
  switch (key) {
    case DepositTabKey.online:
      return info.giftSwitch === 1 ? { key, badgePercent: null } : null;
    case DepositTabKey.transfer:
      return info.showTranfer
        ? { key, badgePercent: info.transferGiftSwitch === 1 ? giftPercent(info.transferGift) : null }
        : null;
    case DepositTabKey.agency:
      return info.agentRechargeSwitch === 1
        ? { key, badgePercent: giftPercent(info.agentRechargeGift) }
        : null;
    case DepositTabKey.crypto:
      return info.showCrypto ? { key, badgePercent: giftPercent(info.cryptoGift) } : null;
    default:
      return null;
  }
}

/** The tabs in rechargeTypes order, each behind its switch; V/A goes second when a VA method exists. */
export function buildDepositTabs(info: TabSwitches, hasVirtualAccount: boolean): DepositTab[] {
  const tabs: DepositTab[] = [];
  for (const key of info.rechargeTypes) {
    const tab = tabFor(key, info);
    if (tab && !tabs.some((existing) => existing.key === tab.key)) tabs.push(tab);
  }
  if (hasVirtualAccount) {
    tabs.splice(VIRTUAL_ACCOUNT_TAB_INDEX, 0, { key: DepositTabKey.virtualAccount, badgePercent: null });
  }
  return tabs;
}

/** Online methods and virtual-account methods, each in the order given. */
export function splitMethods(methods: readonly TRechargeType[]): {
  online: TRechargeType[];
  virtualAccount: TRechargeType[];
} {
  return {
    online: methods.filter((method) => method.type !== VIRTUAL_ACCOUNT_METHOD_TYPE),
    virtualAccount: methods.filter((method) => method.type === VIRTUAL_ACCOUNT_METHOD_TYPE),
  };
}

export interface AmountRange {
  min: number;
  max: number;
}

/** Reads amountRange, the JSON text "[min,max]" the server writes (the contract's format). */
export const parseAmountRange = parseAmountRangeText;

export interface MethodOption {
  method: TRechargeType;
  range: AmountRange | null;
  isEnabled: boolean;
}

export interface MethodChoice {
  options: MethodOption[];
  selectedId: number | null;
}

const currencyDecimals = () => getRegion().currencyDecimals;

/**
 * The +91 rule, run on every amount change: a method is enabled only when the amount lies in its
 * range (inclusive); above rechargeTypeLimit the list is sorted by showWeight (higher first),
 * otherwise by showOffset; the first enabled method is chosen, else none.
 */
export function arrangeMethodsForAmount(
  methods: readonly TRechargeType[],
  amountMinor: bigint | null,
  rechargeTypeLimit: number,
  decimals = currencyDecimals(),
): MethodChoice {
  const limitMinor = toMinorUnits(rechargeTypeLimit, decimals);
  const isAboveLimit = amountMinor !== null && limitMinor !== null && amountMinor > limitMinor;
  const sorted = [...methods].sort((a, b) =>
    isAboveLimit ? b.showWeight - a.showWeight : a.showOffset - b.showOffset,
  );
  const options = sorted.map((method) => {
    const range = parseAmountRange(method.amountRange);
    return { method, range, isEnabled: isWithinRange(amountMinor, range, decimals) };
  });
  return { options, selectedId: options.find((option) => option.isEnabled)?.method.id ?? null };
}

/** Other regions: every method stays available and the one flagged isDefault is chosen (else the first). */
export function defaultMethodChoice(methods: readonly TRechargeType[]): MethodChoice {
  const options = methods.map((method) => ({
    method,
    range: parseAmountRange(method.amountRange),
    isEnabled: true,
  }));
  const preferred = methods.find((method) => method.isDefault === 1) ?? methods[0];
  return { options, selectedId: preferred?.id ?? null };
}

/** Method choice for the region: the amount rules on +91, the isDefault flag elsewhere. */
export function chooseMethods(
  methods: readonly TRechargeType[],
  amountMinor: bigint | null,
  rechargeTypeLimit: number,
  phonePrefix: string,
  decimals = currencyDecimals(),
): MethodChoice {
  return phonePrefix === '+91'
    ? arrangeMethodsForAmount(methods, amountMinor, rechargeTypeLimit, decimals)
    : defaultMethodChoice(methods);
}

/** The amount in the list closest to the target (the first of equally close ones); null for an empty list. */
export function closestAmount(amounts: readonly number[], target: number): number | null {
  let best: number | null = null;
  for (const amount of amounts) {
    if (best === null || Math.abs(amount - target) < Math.abs(best - target)) best = amount;
  }
  return best;
}

/** Quick amounts of a transfer card: "5000|10000|..." -> [5000, 10000, ...] (unreadable parts skipped). */
export function parseRechargeItems(text: string): number[] {
  return text
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number)
    .filter((amount) => Number.isFinite(amount) && amount > 0);
}

export function cardOfType(cards: readonly TTransferCard[], type: TransferRail): TTransferCard | null {
  return cards.find((card) => card.type === type) ?? null;
}

/** The transfer rails the configuration offers, in the contract's order (IMPS before UPI, ...). */
export function transferRails(cards: readonly TTransferCard[]): TransferRail[] {
  return TRANSFER_RAILS.filter((rail) => cardOfType(cards, rail));
}

/** A transfer rail's default amount: the first quick amount of its card (IMPS first in India). */
export function firstQuickAmount(card: TTransferCard | null): number | null {
  return card ? (parseRechargeItems(card.rechargeItems)[0] ?? null) : null;
}

/** The V/A tab's default bank: the one whose isDefault equals 1. */
export function defaultBankId(banks: readonly { id: number; isDefault: number }[]): number | null {
  return banks.find((bank) => bank.isDefault === 1)?.id ?? null;
}

/** The typed amount in minor units (the contract's money-input pipeline); null when empty or not an amount. */
export function parseAmount(text: string, decimals = currencyDecimals()): bigint | null {
  return parseAmountMinor(text, decimals);
}

/** Keeps what an amount field may hold: digits and one point with at most the currency's decimals. */
export function sanitizeAmountInput(text: string, decimals = currencyDecimals()): string {
  return sanitizeAmountText(text, decimals);
}

/** The text an amount field starts with: a configured amount (major units, from the wire), or empty. */
export function amountText(amount: number | null, decimals = currencyDecimals()): string {
  const minor = amount === null ? null : toMinorUnits(amount, decimals);
  return minor === null ? '' : amountInputText(minor, decimals);
}

/** An amount in minor units as the wire sends it (major units). */
export function wireAmount(amountMinor: bigint, decimals = currencyDecimals()): number {
  return toMajorNumber(amountMinor, decimals);
}

export type AmountProblem = { kind: 'empty' } | { kind: 'range'; min: number; max: number };

/** 'Please input deposit amount!' when empty, 'Deposit amount must during min - max' when outside the range. */
export function depositAmountProblem(
  text: string,
  range: AmountRange | null,
  decimals = currencyDecimals(),
): AmountProblem | null {
  const amountMinor = parseAmount(text, decimals);
  if (amountMinor === null || amountMinor <= 0n) return { kind: 'empty' };
  if (range && !isWithinRange(amountMinor, range, decimals)) return { kind: 'range', ...range };
  return null;
}

/**
 * The bonus shown for an amount (major units): the contract's rule in minor units, the one the
 * server credits: the quick amount's gift, else amount × the gift ratio rounded down.
 */
export function depositBonus(
  mode: { amountList?: readonly number[]; giftList?: readonly number[]; gift: number },
  amountMinor: bigint | null,
  decimals = currencyDecimals(),
): number {
  if (amountMinor === null || amountMinor <= 0n) return 0;
  const minorList = (list: readonly number[] = []) =>
    list.map((value) => toMinorUnits(value, decimals) ?? -1n);
  const bonus = depositBonusMinor(
    {
      amountListMinor: minorList(mode.amountList),
      giftListMinor: minorList(mode.giftList),
      giftPpm: ppmOfRatio(mode.gift),
    },
    amountMinor,
  );
  return bonus > 0n ? toMajorNumber(bonus, decimals) : 0;
}

export interface Agent {
  name: string;
  contact: string;
  jumpType: number;
  avatar: string;
}

/** agentsV2 is JSON text of [{name, contact, jumpType, avatar}]; anything unreadable gives no agents. */
export function parseAgents(text: string | null): Agent[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, contact, jumpType, avatar } = item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof contact !== 'string') return [];
    return [
      {
        name,
        contact,
        jumpType: typeof jumpType === 'number' ? jumpType : 0,
        avatar: typeof avatar === 'string' ? avatar : '',
      },
    ];
  });
}

/** Deposits are closed when recharge is not open or closed for this player. */
export function isDepositClosed(info: Pick<TChargeInfo, 'rechargeOpen' | 'depositClosed'>): boolean {
  return info.rechargeOpen !== 1 || info.depositClosed;
}
