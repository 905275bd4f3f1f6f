/** The deployment's region, written by the server into <meta name="fairplay-region"> (DESIGN.md section 4). */
export interface ClientRegion {
  code: 'ID' | 'IN' | 'PK';
  phonePrefix: string;
  currencySign: string;
  currencyDecimals: number;
  timeZone: string;
  languageKey: string;
}

const DEFAULT_REGION: ClientRegion = {
  code: 'ID',
  phonePrefix: '+62',
  currencySign: 'Rp',
  currencyDecimals: 2,
  timeZone: 'Asia/Jakarta',
  languageKey: 'ind',
};

let region: ClientRegion | undefined;

export function getRegion(): ClientRegion {
  if (region) return region;
  const content =
    typeof document === 'undefined'
      ? ''
      : document.querySelector('meta[name="fairplay-region"]')?.getAttribute('content');
  try {
    region = content
      ? { ...DEFAULT_REGION, ...(JSON.parse(content) as Partial<ClientRegion>) }
      : DEFAULT_REGION;
  } catch {
    region = DEFAULT_REGION;
  }
  return region;
}

/** Tests set the region directly. */
export function setRegionForTests(next: ClientRegion | undefined): void {
  region = next;
}
