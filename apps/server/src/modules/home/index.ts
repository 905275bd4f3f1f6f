/** The home module's public face: the first banner (the page shell preloads it) and marquee events. */
export { firstBannerImage } from './banners.ts';
export { recordWithdrawalRollMessage } from './roll-messages.ts';
