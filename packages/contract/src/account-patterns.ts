/**
 * Payout account patterns, one copy for both sides (no zod: the web app's entry bundle takes it
 * as is; the contract's schemas use it too).
 */

/** An Indian bank branch code (spec point 5): 4 letters, '0' as the fifth character, then 6 letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
