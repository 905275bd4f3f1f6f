import {
  formatAmountIn,
  formatMoneyIn,
  formatMoneyShort,
  type MoneyStyle,
} from '@fairplay/contract/money-format';
import { currentMoneyStyle } from '../../shared/money.ts';

/** A major-unit amount in the region's money, in the language's way: "Rp 1.500". */
export function formatAmount(value: number, style: MoneyStyle = currentMoneyStyle()): string {
  return formatMoneyIn(style, value);
}

/** A short amount for narrow table cells, in the language's short form from 5 digits: "Rp 12,35 rb". */
export function formatCompactAmount(value: number, style: MoneyStyle = currentMoneyStyle()): string {
  return formatMoneyShort(style, value);
}

/** 12.5 -> "12.5%" (the language's decimal mark). */
export function formatPercent(value: number, style: MoneyStyle = currentMoneyStyle()): string {
  return `${formatAmountIn(style, value)}%`;
}
