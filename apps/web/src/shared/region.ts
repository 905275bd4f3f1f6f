import { REGIONS } from '@fairplay/contract/regions';

/** The deployment's region, written by the server into <meta name="fairplay-region"> (DESIGN.md section 4). */
export interface ClientRegion {
  code: 'ID' | 'IN' | 'PK';
  phonePrefix: string;
  /** ISO 4217 (IDR, INR, PKR); the server's meta omits it, so it is read from the code. */
  currency: string;
  currencySign: string;
  currencyDecimals: number;
  timeZone: string;
  languageKey: string;
}

const DEFAULT_REGION: ClientRegion = {
  code: 'ID',
  phonePrefix: '+62',
  currency: 'IDR',
  currencySign: 'Rp',
  currencyDecimals: 2,
  timeZone: 'Asia/Jakarta',
  languageKey: 'ind',
};

/** A region as written (currency optional), completed with the defaults and the code's currency. */
export type RegionInput = Partial<ClientRegion>;

function completeRegion(input: RegionInput): ClientRegion {
  const code = input.code && Object.hasOwn(REGIONS, input.code) ? input.code : DEFAULT_REGION.code;
  return { ...DEFAULT_REGION, ...input, code, currency: input.currency ?? REGIONS[code].currency };
}

let region: ClientRegion | undefined;

export function getRegion(): ClientRegion {
  if (region) return region;
  const content =
    typeof document === 'undefined'
      ? ''
      : document.querySelector('meta[name="fairplay-region"]')?.getAttribute('content');
  try {
    region = content ? completeRegion(JSON.parse(content) as RegionInput) : DEFAULT_REGION;
  } catch {
    region = DEFAULT_REGION;
  }
  return region;
}

/** Tests set the region directly. */
export function setRegionForTests(next: RegionInput | undefined): void {
  region = next ? completeRegion(next) : undefined;
}
