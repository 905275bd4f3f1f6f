import type { UserInfo } from '../../shared/api/account.ts';
import { isEmailAddress } from '../../shared/email-address.ts';

/** The editable profile as typed; '' stands for "not set". */
export interface ProfileDraft {
  avatar: string;
  nickname: string;
  birthday: string;
  email: string;
  whatsapp: string;
  facebook: string;
  telegram: string;
  twitter: string;
}

export type ProfileField = keyof ProfileDraft;
/** Each field's problem as an i18n key. */
export type ProfileProblems = Partial<Record<ProfileField, string>>;

export const AVATARS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export const NICKNAME_MAX_LENGTH = 20;
export const HANDLE_MAX_LENGTH = 64;
export const WHATSAPP_MAX_LENGTH = 16;
const NICKNAME_MIN_LENGTH = 2;
const MIN_AGE_YEARS = 18;
const MAX_AGE_YEARS = 120;

// The patterns of /user/updateProfile in packages/contract/src/calls/support.ts (email: shared/email-address.ts).
// Marks (\p{M}) let Devanagari and other scripts with vowel signs through, as the contract does.
const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N} ._-]+$/u;
const WHATSAPP_PATTERN = /^\+?\d{8,15}$/;
const HANDLE_PATTERN = /^[@\w.+-]*$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const HANDLES = ['facebook', 'telegram', 'twitter'] as const;

export function draftFromUser(user: UserInfo): ProfileDraft {
  return {
    avatar: user.avatar,
    nickname: user.nickname,
    birthday: user.birthday ?? '',
    email: user.email ?? '',
    whatsapp: user.whatsapp ?? '',
    facebook: user.facebook ?? '',
    telegram: user.telegram ?? '',
    twitter: user.twitter ?? '',
  };
}

/** Today's date (YYYY-MM-DD) in a time zone: ages are counted on the region's calendar, as the server does. */
export function localDateKey(now: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

function shiftYears(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;
}

/** The latest birthday of someone 18 today, and the earliest plausible one: the date input's bounds. */
export function birthdayBounds(today: string): { min: string; max: string } {
  return { min: shiftYears(today, MAX_AGE_YEARS), max: shiftYears(today, MIN_AGE_YEARS) };
}

function isRealDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const value = new Date(Date.UTC(year, month - 1, day));
  return value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === day;
}

/** Age in whole years on `today` (both YYYY-MM-DD). */
export function ageOn(birthday: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return birthday.slice(5) <= today.slice(5) ? years : years - 1;
}

function birthdayProblem(birthday: string, today: string): string | null {
  if (!DATE_PATTERN.test(birthday) || !isRealDate(birthday)) return 'profile.errors.birthdayFormat';
  const age = ageOn(birthday, today);
  if (age < MIN_AGE_YEARS) return 'profile.errors.birthdayAge';
  if (age > MAX_AGE_YEARS) return 'profile.errors.birthdayImplausible';
  return null;
}

/**
 * The checks of /user/updateProfile, made before sending: nickname 2-20 letters, digits, spaces
 * . _ -; email; WhatsApp 8-15 digits; handles up to 64 of letters, digits, @ . _ + -; a birthday
 * being set must be a real date of someone 18 or older (the server counts on the region's today).
 */
export function profileProblems(draft: ProfileDraft, options: { today: string; canSetBirthday: boolean }) {
  const problems: ProfileProblems = {};
  const nickname = draft.nickname.trim();
  if (nickname.length < NICKNAME_MIN_LENGTH || nickname.length > NICKNAME_MAX_LENGTH)
    problems.nickname = 'profile.errors.nicknameLength';
  else if (!NICKNAME_PATTERN.test(nickname)) problems.nickname = 'profile.errors.nicknameCharacters';
  const email = draft.email.trim();
  if (email !== '' && !isEmailAddress(email)) problems.email = 'profile.errors.email';
  const whatsapp = draft.whatsapp.trim();
  if (whatsapp !== '' && !WHATSAPP_PATTERN.test(whatsapp)) problems.whatsapp = 'profile.errors.whatsapp';
  for (const field of HANDLES) {
    const handle = draft[field].trim();
    if (handle.length > HANDLE_MAX_LENGTH) problems[field] = 'profile.errors.handleLength';
    else if (!HANDLE_PATTERN.test(handle)) problems[field] = 'profile.errors.handleCharacters';
  }
  if (options.canSetBirthday && draft.birthday !== '') {
    const problem = birthdayProblem(draft.birthday, options.today);
    if (problem) problems.birthday = problem;
  }
  if (!(AVATARS as readonly string[]).includes(draft.avatar)) problems.avatar = 'profile.errors.avatar';
  return problems;
}

/**
 * What to send: the trimmed fields that differ from the saved profile ('' clears an optional one).
 * The birthday only while it is not set yet, and never cleared.
 */
export function profileChanges(draft: ProfileDraft, saved: ProfileDraft, canSetBirthday: boolean) {
  const changes: Partial<ProfileDraft> = {};
  for (const field of Object.keys(draft) as ProfileField[]) {
    if (field === 'birthday') continue;
    const value = field === 'avatar' ? draft.avatar : draft[field].trim();
    if (value !== saved[field]) changes[field] = value;
  }
  if (canSetBirthday && draft.birthday !== '' && draft.birthday !== saved.birthday)
    changes.birthday = draft.birthday;
  return changes;
}
