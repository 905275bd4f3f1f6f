/** The file the server build writes, relative to apps/server. */
export const MONEY_FORMAT_BUNDLE: string;
/** The contract's money formatter as a browser script (window.FairplayMoney). */
export function bundleMoneyFormat(): Promise<string>;
