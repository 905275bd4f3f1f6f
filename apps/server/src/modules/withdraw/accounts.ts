import { IFSC_PATTERN, type TPayoutAccount } from '@fairplay/contract';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { payoutAccounts } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { getSetting } from '../settings/index.ts';

export const MAX_PAYOUT_ACCOUNTS = 5;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** "**** 4321": enough for the owner to recognise the account. */
export function maskAccountNumber(number: string): string {
  return `**** ${number.slice(-4)}`;
}

export function toPayoutAccount(row: PayoutAccountRow): TPayoutAccount {
  return {
    accountId: row.id,
    type: row.type === 'wallet' ? 'wallet' : 'bank',
    accountName: row.accountName,
    accountNumber: maskAccountNumber(row.accountNumber),
    ifsc: row.ifsc,
    accountType: row.accountType === 'current' ? 'current' : row.accountType === 'savings' ? 'savings' : null,
    isDefault: row.isDefault,
    createTime: row.createdAt.toISOString(),
  };
}

export async function activeAccounts(db: Database, userId: number): Promise<PayoutAccountRow[]> {
  return db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), isNull(payoutAccounts.removedAt)))
    .orderBy(asc(payoutAccounts.id));
}

/** The player's payout accounts (/bank/list), with how many they may keep. */
export async function listAccounts(deps: AppDeps, userId: number) {
  return {
    accounts: (await activeAccounts(deps.db, userId)).map(toPayoutAccount),
    maxAccounts: MAX_PAYOUT_ACCOUNTS,
  };
}

/** One of the player's own live accounts; another player's id answers exactly like a missing one. */
export async function ownAccount(db: Database, userId: number, accountId: number): Promise<PayoutAccountRow> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.id, accountId),
        eq(payoutAccounts.userId, userId),
        isNull(payoutAccounts.removedAt),
      ),
    );
  if (!row) throw AppError.notFound('Withdrawal account not found');
  return row;
}

type AddAccountInput = {
  type: 'bank' | 'wallet' | 1 | 2;
  accountName?: string | undefined;
  accountNumber: string;
  ifsc?: string | undefined;
  accountType?: 'savings' | 'current' | undefined;
};

/** Adds a payout account with the fields its type requires (gconfig withdrawTypes). */
export async function addAccount(
  deps: AppDeps,
  userId: number,
  input: AddAccountInput,
): Promise<{ accountId: number }> {
  const type = input.type === 1 || input.type === 'bank' ? 'bank' : 'wallet';
  const { withdrawTypes } = await getSetting(deps.db, 'app');
  const rule = withdrawTypes.find((candidate) => candidate.type === (type === 'bank' ? 1 : 2));
  const required =
    rule?.requiredFields ??
    (type === 'bank' ? ['accountNumber', 'accountIfsc', 'accountName'] : ['accountNumber']);
  if (required.includes('accountName') && !input.accountName)
    throw AppError.badRequest('accountName', 'The account holder name cannot be empty');
  if (required.includes('accountIfsc') && !input.ifsc)
    throw AppError.badRequest('ifsc', 'The IFSC cannot be empty');
  if (input.ifsc && !IFSC_PATTERN.test(input.ifsc))
    throw AppError.badRequest('ifsc', 'The IFSC must be 4 letters, then 0, then 6 letters or digits');
  try {
    return await deps.db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      const [existing] = await tx
        .select({ total: count() })
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.userId, userId), isNull(payoutAccounts.removedAt)));
      const total = existing?.total ?? 0;
      if (total >= MAX_PAYOUT_ACCOUNTS)
        throw AppError.refused(`You can keep at most ${MAX_PAYOUT_ACCOUNTS} withdrawal accounts`);
      const [row] = await tx
        .insert(payoutAccounts)
        .values({
          userId,
          type,
          accountName: input.accountName ?? null,
          accountNumber: input.accountNumber,
          ifsc: type === 'bank' ? (input.ifsc ?? null) : null,
          accountType: type === 'bank' ? (input.accountType ?? 'savings') : null,
          isDefault: total === 0,
          createdAt: deps.clock.now(),
        })
        .returning({ id: payoutAccounts.id });
      return { accountId: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payout_accounts_user_number_key'))
      throw AppError.conflict('This account is already added');
    throw error;
  }
}

export async function removeAccount(deps: AppDeps, userId: number, accountId: number) {
  await deps.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const account = await ownAccount(tx, userId, accountId);
    await tx
      .update(payoutAccounts)
      .set({ removedAt: deps.clock.now(), isDefault: false })
      .where(eq(payoutAccounts.id, account.id));
    if (account.isDefault) {
      // The oldest remaining account becomes the default.
      await tx.execute(sql`
        update payout_accounts set is_default = true
        where id = (select id from payout_accounts where user_id = ${userId} and removed_at is null order by id limit 1)`);
    }
  });
  return { accountId };
}

export async function setDefaultAccount(deps: AppDeps, userId: number, accountId: number) {
  await deps.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    await ownAccount(tx, userId, accountId);
    await tx.update(payoutAccounts).set({ isDefault: false }).where(eq(payoutAccounts.userId, userId));
    await tx.update(payoutAccounts).set({ isDefault: true }).where(eq(payoutAccounts.id, accountId));
  });
  return { accountId };
}
