/** One deployment serves one region (DESIGN.md section 4). */
export type RegionCode = 'ID' | 'IN' | 'PK';

export interface Region {
  code: RegionCode;
  phonePrefix: '+62' | '+91' | '+92';
  currency: 'IDR' | 'INR' | 'PKR';
  currencySign: string;
  /** Digits after the decimal point in major units; minor units are 10^-decimals. */
  currencyDecimals: number;
  /** Interface language key and the request key sent to the server. */
  languageKey: 'ind' | 'en';
  timeZone: string;
  /** National significant number: allowed lengths and first digits (after the prefix, no trunk 0). */
  nationalNumberLengths: readonly number[];
  nationalNumberFirstDigits: string;
  /** Demo configuration amounts are INR-like; other regions scale them to local money. */
  demoAmountScale: number;
}

export const REGIONS: Record<RegionCode, Region> = {
  ID: {
    code: 'ID',
    phonePrefix: '+62',
    currency: 'IDR',
    currencySign: 'Rp',
    currencyDecimals: 2,
    languageKey: 'ind',
    timeZone: 'Asia/Jakarta',
    nationalNumberLengths: [9, 10, 11, 12],
    nationalNumberFirstDigits: '8',
    demoAmountScale: 200,
  },
  IN: {
    code: 'IN',
    phonePrefix: '+91',
    currency: 'INR',
    currencySign: '₹',
    currencyDecimals: 2,
    languageKey: 'en',
    timeZone: 'Asia/Kolkata',
    nationalNumberLengths: [10],
    nationalNumberFirstDigits: '6789',
    demoAmountScale: 1,
  },
  PK: {
    code: 'PK',
    phonePrefix: '+92',
    currency: 'PKR',
    currencySign: 'Rs',
    currencyDecimals: 2,
    languageKey: 'en',
    timeZone: 'Asia/Karachi',
    nationalNumberLengths: [10],
    nationalNumberFirstDigits: '3',
    demoAmountScale: 3,
  },
};

export function isRegionCode(value: string): value is RegionCode {
  return value === 'ID' || value === 'IN' || value === 'PK';
}
