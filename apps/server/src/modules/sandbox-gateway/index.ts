/** The sandbox gateway's public face: where it calls back. */
export { CALLBACK_PATH, PAYOUT_CALLBACK_PATH } from './gateway.ts';
