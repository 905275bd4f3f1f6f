/**
 * Crypto deposits (spec point 4): the player types local money, sees coins. The conversion works
 * on exact decimals (bigint digits and a power-of-ten scale), so 1000 / 91.83 never picks up float noise.
 */

interface Decimal {
  digits: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;

/** A non-negative decimal number or numeric text, read exactly; null when it is not one. */
function toDecimal(value: number | string): Decimal | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // Tiny or huge numbers print as 1e-7; toFixed(20) gives their plain digits.
    text = /e/i.test(String(value)) ? value.toFixed(20).replace(/\.?0+$/, '') : String(value);
  } else {
    text = value.trim();
  }
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { digits: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** "123" with 2 places -> "1.23". */
function formatScaled(scaled: bigint, places: number): string {
  const digits = scaled.toString().padStart(places + 1, '0');
  if (places === 0) return digits;
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

export interface Coin {
  id: number;
  crypto: string;
  exchangeRate: number;
  minAmount: number;
  maxAmount: number;
  decimalPlaces: number;
  network: string;
}

/**
 * Coins for a local amount: amount / exchangeRate, rounded half up to the coin's decimal places,
 * as fixed-decimals text ("10.890"). Null when the amount is empty or the rate is not positive.
 */
export function coinAmountFor(
  amount: string,
  coin: Pick<Coin, 'exchangeRate' | 'decimalPlaces'>,
): string | null {
  const local = toDecimal(amount);
  const rate = toDecimal(coin.exchangeRate);
  const places = Math.max(0, Math.trunc(coin.decimalPlaces));
  if (!local || !rate || rate.digits === 0n) return null;
  // coins x 10^places = (local / 10^local.scale) / (rate / 10^rate.scale) x 10^places
  const numerator = local.digits * pow10(rate.scale + places);
  const denominator = rate.digits * pow10(local.scale);
  const scaled = (2n * numerator + denominator) / (2n * denominator);
  return formatScaled(scaled, places);
}

/** -1, 0 or 1 as a compares with b, exactly. */
function compareDecimals(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const left = a.digits * pow10(scale - a.scale);
  const right = b.digits * pow10(scale - b.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** True when a coin amount (text from coinAmountFor) lies within the coin's min and max, inclusive. */
export function isCoinAmountInRange(
  coinAmount: string,
  coin: Pick<Coin, 'minAmount' | 'maxAmount'>,
): boolean {
  const value = toDecimal(coinAmount);
  const min = toDecimal(coin.minAmount);
  const max = toDecimal(coin.maxAmount);
  if (!value || !min || !max) return false;
  return compareDecimals(value, min) >= 0 && compareDecimals(value, max) <= 0;
}

/** A coin limit as plain text: 0.000018 stays "0.000018", never "1.8e-5". */
export function coinLimitText(value: number): string {
  const decimal = toDecimal(value);
  return decimal ? formatScaled(decimal.digits, decimal.scale) : String(value);
}
