import { depositBonusMinor, ratioOfMinor } from '@fairplay/contract/deposit-bonus';
import { toMinorUnits } from '@fairplay/contract/money';
import { AppError } from '../../kernel/app-error.ts';

/** A wire amount (major units) in minor units; the schema already checked its form. */
export function minorOf(amount: number, decimals: number, field = 'amount'): bigint {
  const minor = toMinorUnits(amount, decimals);
  if (minor === null || minor <= 0n) throw AppError.badRequest(field, 'field.amountFormat', { decimals });
  return minor;
}

/** amount × ratio (parts per million), rounded down: the contract's rule, which the app shows too. */
export const ratioOf = ratioOfMinor;

/**
 * The bonus of an online deposit: a quick amount earns its listed gift, any other amount the
 * mode's ratio (the contract's rule, which the app shows too); nothing when the bonus switch is off.
 */
export function onlineBonus(
  mode: { amountListMinor: number[]; giftListMinor: number[]; giftPpm: number },
  amountMinor: bigint,
  isGiftOn: boolean,
): bigint {
  if (!isGiftOn) return 0n;
  return depositBonusMinor(
    {
      amountListMinor: mode.amountListMinor.map(BigInt),
      giftListMinor: mode.giftListMinor.map(BigInt),
      giftPpm: mode.giftPpm,
    },
    amountMinor,
  );
}

function scaled(decimal: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}

function unscaled(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * Local money to coins at rateMinorPerCoin, rounded half up to the coin's decimals; exact
 * (bigint), and checked against the coin's limits given as decimal strings.
 */
export function toCoins(
  amountMinor: bigint,
  coin: { rateMinorPerCoin: number; decimalPlaces: number; minCoin: string; maxCoin: string },
): { coinAmount: string; isWithinLimits: boolean } {
  const scale = 10n ** BigInt(coin.decimalPlaces);
  const rate = BigInt(coin.rateMinorPerCoin);
  const units = (amountMinor * scale * 2n + rate) / (rate * 2n);
  const limitDecimals = Math.max(
    coin.decimalPlaces,
    coin.minCoin.split('.')[1]?.length ?? 0,
    coin.maxCoin.split('.')[1]?.length ?? 0,
  );
  const asLimitUnits = units * 10n ** BigInt(limitDecimals - coin.decimalPlaces);
  return {
    coinAmount: unscaled(units, coin.decimalPlaces),
    isWithinLimits:
      asLimitUnits >= scaled(coin.minCoin, limitDecimals) &&
      asLimitUnits <= scaled(coin.maxCoin, limitDecimals),
  };
}
