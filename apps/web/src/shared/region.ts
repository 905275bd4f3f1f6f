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

/** The region's currency when the meta does not name it. */
const CURRENCIES: Record<ClientRegion['code'], string> = { ID: 'IDR', IN: 'INR', PK: 'PKR' };

/** A region as written (currency optional), completed with the defaults and the code's currency. */
export type RegionInput = Partial<ClientRegion>;

function completeRegion(input: RegionInput): ClientRegion {
  const code = input.code && input.code in CURRENCIES ? input.code : DEFAULT_REGION.code;
  return { ...DEFAULT_REGION, ...input, code, currency: input.currency ?? CURRENCIES[code] };
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
