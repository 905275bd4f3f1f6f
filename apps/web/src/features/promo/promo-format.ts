import { abbreviateAmount, formatMoney, formatThousands } from '@fairplay/contract/money';
import { type ClientRegion, getRegion } from '../../shared/region.ts';

type MoneyRegion = Pick<ClientRegion, 'currencySign' | 'currencyDecimals'>;

/** A major-unit amount in the region's money: "Rp 1,500". */
export function formatAmount(value: number, region: MoneyRegion = getRegion()): string {
  return formatMoney(value, region.currencySign, region.currencyDecimals);
}

/** A short amount for narrow table cells, abbreviated from 5 digits: "Rp 12.35K". */
export function formatCompactAmount(value: number, region: MoneyRegion = getRegion()): string {
  return `${region.currencySign} ${abbreviateAmount(value, region.currencyDecimals)}`;
}

/** 12.5 -> "12.5%". */
export function formatPercent(value: number): string {
  return `${formatThousands(value, 2)}%`;
}
