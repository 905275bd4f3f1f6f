import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { ledgerAccounts, users } from '../../db/schema.ts';
import { randomHex } from '../../platform/secrets.ts';
import { playerNickname } from './nicknames.ts';

export type UserRow = typeof users.$inferSelect;

const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const INVITE_CODE_LENGTH = 8;

function newInviteCode(): string {
  let code = '';
  for (let index = 0; index < INVITE_CODE_LENGTH; index += 1) {
    code += INVITE_CODE_ALPHABET[randomInt(0, INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

export interface NewUser {
  mobile?: string | null;
  passwordHash?: string | null;
  googleSubject?: string | null;
  email?: string | null;
  isGuest?: boolean;
  nickname?: string;
  avatar?: string;
  inviterId?: number | null;
  regChannel?: string | null;
  deviceNumber?: string | null;
  abMode: 'A' | 'B';
  createdAt: Date;
}

/** Inserts a player with a fresh uid and invite code; the nickname defaults to "Guest<id>" for a guest, a word pair otherwise. */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [next] = await queryRows<{ id: bigint }>(
    db,
    sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`,
  );
  const id = Number(next!.id);
  const [row] = await db
    .insert(users)
    .values({
      id,
      publicId: randomHex(16),
      mobile: user.mobile ?? null,
      passwordHash: user.passwordHash ?? null,
      googleSubject: user.googleSubject ?? null,
      email: user.email ?? null,
      isGuest: user.isGuest ?? false,
      nickname: user.nickname ?? (user.isGuest ? `Guest${id}` : playerNickname(id)),
      avatar: user.avatar ?? String((id % 12) + 1),
      inviteCode: newInviteCode(),
      inviterId: user.inviterId ?? null,
      regChannel: user.regChannel ?? null,
      deviceNumber: user.deviceNumber ?? null,
      abMode: user.abMode,
      createdAt: user.createdAt,
    })
    .returning();
  return row!;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByMobile(db: Database, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

export async function findUserByGoogleSubject(db: Database, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row;
}

export async function findUserIdByInviteCode(db: Database, inviteCode: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.inviteCode, inviteCode.toUpperCase()))
    .limit(1);
  return row?.id;
}

const cashAccounts = alias(ledgerAccounts, 'cash_account');
const holdAccounts = alias(ledgerAccounts, 'hold_account');
const bonusAccounts = alias(ledgerAccounts, 'bonus_account');

/** A player with cash, held and bonus balances, in one prepared query (the 10 s polling path). */
export async function findUserWithBalances(
  db: Database,
  id: number,
): Promise<(UserRow & { cash: bigint; hold: bigint; bonus: bigint; hasPayoutAccount: boolean }) | undefined> {
  const statement = prepared(db, 'find_user_with_balances', (root) =>
    root
      .select({
        user: users,
        cash: cashAccounts.balance,
        hold: holdAccounts.balance,
        bonus: bonusAccounts.balance,
        hasPayoutAccount: sql<boolean>`exists (select 1 from payout_accounts p where p.user_id = ${users.id} and p.removed_at is null)`,
      })
      .from(users)
      .leftJoin(cashAccounts, and(eq(cashAccounts.userId, users.id), eq(cashAccounts.kind, 'user_cash')))
      .leftJoin(holdAccounts, and(eq(holdAccounts.userId, users.id), eq(holdAccounts.kind, 'user_hold')))
      .leftJoin(bonusAccounts, and(eq(bonusAccounts.userId, users.id), eq(bonusAccounts.kind, 'user_bonus')))
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('find_user_with_balances'),
  );
  const [row] = await statement.execute({ id });
  return row
    ? {
        ...row.user,
        cash: row.cash ?? 0n,
        hold: row.hold ?? 0n,
        bonus: row.bonus ?? 0n,
        hasPayoutAccount: row.hasPayoutAccount,
      }
    : undefined;
}
