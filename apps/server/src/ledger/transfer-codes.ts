import type { BalanceRecordType } from '@fairplay/contract/constants';

/** Why money moved. Every transfer has exactly one code; the balance records show its type. */
export const TRANSFER_CODES = {
  deposit: 'deposit',
  deposit_bonus: 'deposit_bonus',
  bet: 'bet',
  win: 'win',
  bet_rollback: 'bet',
  withdraw_hold: 'withdrawal',
  withdraw_refund: 'withdrawal',
  withdraw_paid: 'withdrawal',
  gift: 'gift',
  vip_bonus: 'vip_bonus',
  daily_rebate: 'daily_rebate',
  daily_bonus: 'daily_bonus',
  promotion_bonus: 'gift',
  signin_bonus: 'daily_bonus',
  first_deposit_bonus: 'deposit_bonus',
  rebate_bonus: 'deposit_bonus',
  cashback: 'daily_rebate',
  bet_rebate: 'daily_rebate',
  vip_reward: 'vip_bonus',
  ranking_award: 'gift',
  invitation_reward: 'gift',
  feedback_award: 'gift',
  mail_reward: 'gift',
  referral_accrual: 'gift',
  referral_rebate: 'gift',
  /**
   * A manual balance adjustment two staff members agreed on (modules/adjustments): the records have
   * no type of their own for it, and the player reads it as money given or taken back, like a gift.
   */
  manual_adjustment: 'gift',
  /** Bonus money whose wagering is complete, moved from the bonus balance to cash. */
  bonus_release: 'gift',
  /** Bonus money given back to the house when the player withdraws before its wagering is done. */
  bonus_forfeit: 'gift',
} as const satisfies Record<string, Exclude<BalanceRecordType, 'all'>>;

export type TransferCode = keyof typeof TRANSFER_CODES;

export function recordTypeOf(code: string): Exclude<BalanceRecordType, 'all'> {
  return TRANSFER_CODES[code as TransferCode] ?? 'gift';
}

/** The transfer codes shown under one balance-record type. */
export function codesOfRecordType(type: Exclude<BalanceRecordType, 'all'>): TransferCode[] {
  return (Object.keys(TRANSFER_CODES) as TransferCode[]).filter((code) => TRANSFER_CODES[code] === type);
}
