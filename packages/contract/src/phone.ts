import type { Region } from './regions.ts';

/** The English of each problem (the server's catalogue has them as phone.<problem>, translated). */
export const PHONE_MESSAGES = {
  empty: 'The phone number cannot be empty',
  leadingZero: 'The phone number cannot start with 0',
  invalid: 'Please enter a valid phone number',
  otherRegion: 'This phone number belongs to another region',
} as const;

export type PhoneProblem = keyof typeof PHONE_MESSAGES;

export type PhoneCheck =
  | { ok: true; e164: string; national: string }
  | { ok: false; problem: PhoneProblem; message: string };

function refused(problem: PhoneProblem): PhoneCheck {
  return { ok: false, problem, message: PHONE_MESSAGES[problem] };
}

/**
 * Validates a phone number typed by a player for one region and returns it in E.164.
 * Accepts the national number ("8123456789") or the full form with the region's prefix.
 */
export function checkPhone(input: string, region: Region): PhoneCheck {
  const compact = input.replace(/[\s\-()]/g, '');
  if (compact === '') return refused('empty');
  let national = compact;
  if (compact.startsWith('+')) {
    if (!compact.startsWith(region.phonePrefix)) return refused('otherRegion');
    national = compact.slice(region.phonePrefix.length);
  }
  if (national.startsWith('0')) return refused('leadingZero');
  if (!/^\d+$/.test(national)) return refused('invalid');
  if (!region.nationalNumberLengths.includes(national.length)) return refused('invalid');
  if (!region.nationalNumberFirstDigits.includes(national[0]!)) return refused('invalid');
  return { ok: true, e164: region.phonePrefix + national, national };
}

/** "+628123456789" -> "+62 812****789": enough for the owner to recognise, useless to anyone else. */
export function maskPhone(e164: string): string {
  const match = /^(\+\d{2})(\d+)$/.exec(e164);
  if (!match) return '****';
  const [, prefix, national] = match as unknown as [string, string, string];
  if (national.length <= 6) return `${prefix} ${'*'.repeat(national.length)}`;
  return `${prefix} ${national.slice(0, 3)}${'*'.repeat(national.length - 6)}${national.slice(-3)}`;
}
