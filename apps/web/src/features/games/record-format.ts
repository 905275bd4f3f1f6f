import { formatMoneyIn, type MoneyStyle } from '@fairplay/contract/money-format';
import { formatDateTime } from '../../shared/format-time.ts';
import { currentMoneyStyle } from '../../shared/money.ts';
import type { GameRecord, GameRecordPage, GameRecordPeriod, GameRecordStatus } from './api.ts';

/** How Game Records shows a round and the totals; texts stay out (keys only), so this is testable. */

export const RECORD_STATUSES = [
  'all',
  'settled',
  'unsettled',
  'cancel',
] as const satisfies readonly GameRecordStatus[];
export const RECORD_PERIODS = [
  'today',
  'yesterday',
  'last3days',
] as const satisfies readonly GameRecordPeriod[];

/** Green for a win, red for a loss, plain for even or not settled. */
export type ProfitTone = 'win' | 'loss' | 'even';

export function profitTone(profit: number): ProfitTone {
  return profit > 0 ? 'win' : profit < 0 ? 'loss' : 'even';
}

/** "+Rp 90", "-Rp 10" or "Rp 0": the win/loss with its sign in front of the currency. */
export function formatProfit(profit: number, style: MoneyStyle = currentMoneyStyle()): string {
  const amount = formatMoneyIn(style, Math.abs(profit));
  return profit > 0 ? `+${amount}` : profit < 0 ? `-${amount}` : amount;
}

export interface RecordRow {
  betId: string;
  gameName: string;
  betAmount: string;
  validBet: string;
  /** '—' until the round settles (a cancelled round was refunded: nothing won or lost). */
  profit: string;
  tone: ProfitTone;
  statusKey: string;
  betTime: string;
}

/** One round as the list shows it. */
export function recordRow(
  record: GameRecord,
  timeZone: string,
  style: MoneyStyle = currentMoneyStyle(),
): RecordRow {
  const isSettled = record.status === 'settled';
  return {
    betId: record.betId,
    gameName: record.gameName,
    betAmount: formatMoneyIn(style, record.betAmount),
    validBet: formatMoneyIn(style, record.validBet),
    profit: isSettled ? formatProfit(record.profit, style) : '—',
    tone: isSettled ? profitTone(record.profit) : 'even',
    statusKey: `games.records.status.${record.status}`,
    betTime: formatDateTime(record.betTime, timeZone),
  };
}

/** The summary line of the filter: total bet, valid bet and win/loss. */
export function recordSummary(summary: GameRecordPage['summary'], style: MoneyStyle = currentMoneyStyle()) {
  return {
    betAmount: formatMoneyIn(style, summary.betAmount),
    validBet: formatMoneyIn(style, summary.validBet),
    profit: formatProfit(summary.profit, style),
    tone: profitTone(summary.profit),
  };
}
