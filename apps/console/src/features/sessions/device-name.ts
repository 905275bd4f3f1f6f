/** Browsers by the token that names them, in the order to look (Edge and Opera also say Chrome; Chrome also says Safari). */
const BROWSERS: ReadonlyArray<[name: string, token: RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: ReadonlyArray<[name: string, token: RegExp]> = [
  ['Android', /Android/],
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

/**
 * A session's device in a few words ("Chrome 156 on Linux") from its User-Agent; the full text is
 * kept for a tooltip. Unknown agents show as they are.
 */
export function deviceName(userAgent: string): string {
  const browser = BROWSERS.find(([, token]) => token.test(userAgent));
  const system = SYSTEMS.find(([, token]) => token.test(userAgent));
  if (!browser) return userAgent;
  const version = browser[1].exec(userAgent)?.[1];
  return `${browser[0]} ${version}${system ? ` on ${system[0]}` : ''}`;
}
