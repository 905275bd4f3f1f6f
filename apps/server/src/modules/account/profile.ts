import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { localDateKey } from '../../platform/time.ts';

export interface ProfileInput {
  avatar?: string | undefined;
  nickname?: string | undefined;
  birthday?: string | undefined;
  email?: string | undefined;
  whatsapp?: string | undefined;
  facebook?: string | undefined;
  telegram?: string | undefined;
  twitter?: string | undefined;
}

const MIN_AGE = 18;
const MAX_AGE = 120;

/** A real calendar date, and the player at least 18 on the region's today. */
function checkBirthday(birthday: string, today: string): void {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw AppError.badRequest('birthday', 'field.notRealDate');
  const [thisYear] = today.split('-').map(Number) as [number];
  const hadBirthdayThisYear = birthday.slice(5) <= today.slice(5);
  const age = thisYear - year - (hadBirthdayThisYear ? 0 : 1);
  if (age < MIN_AGE) throw AppError.badRequest('birthday', 'field.tooYoung', { age: MIN_AGE });
  if (age > MAX_AGE) throw AppError.badRequest('birthday', 'field.implausibleBirthday');
}

/**
 * Edits the profile fields a player may change. Empty strings clear optional fields. The birthday
 * can be set once (the VIP birthday reward depends on it); changing it goes through support.
 */
export async function updateProfile(deps: AppDeps, userId: number, input: ProfileInput) {
  const changes: Partial<typeof users.$inferInsert> = {};
  const optional = (value: string | undefined) => (value === '' ? null : value);
  if (input.avatar !== undefined) changes.avatar = input.avatar;
  if (input.nickname !== undefined) changes.nickname = input.nickname;
  for (const field of ['email', 'whatsapp', 'facebook', 'telegram', 'twitter'] as const) {
    if (input[field] !== undefined) changes[field] = optional(input[field]);
  }
  await deps.db.transaction(async (tx) => {
    if (input.birthday !== undefined && input.birthday !== '') {
      await lockPlayer(tx, userId);
      const [player] = await tx.select({ birthday: users.birthday }).from(users).where(eq(users.id, userId));
      if (player?.birthday && player.birthday !== input.birthday)
        throw AppError.refused('account.birthdaySet');
      checkBirthday(input.birthday, localDateKey(deps.clock.now(), deps.config.region.timeZone));
      changes.birthday = input.birthday;
    }
    if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, userId));
  });
  return { updated: true as const };
}
