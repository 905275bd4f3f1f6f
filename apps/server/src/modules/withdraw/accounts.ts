import {
  ifscProblem,
  maskPayoutNumber,
  needsIfsc,
  normalizePayoutNumber,
  type PayoutBank,
  type PayoutNumberProblem,
  payoutNumberProblem,
  type Region,
  type TPayoutAccount,
} from '@fairplay/contract';
import type { MessageKey } from '@fairplay/contract/messages/catalogue';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { payoutAccounts } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { payoutBanks } from './banks.ts';

export const MAX_PAYOUT_ACCOUNTS = 5;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export function toPayoutAccount(row: PayoutAccountRow): TPayoutAccount {
  return {
    accountId: row.id,
    type: row.type === 'wallet' ? 'wallet' : 'bank',
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: maskPayoutNumber(row.accountNumber),
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
  if (!row) throw AppError.notFound('withdraw.accountNotFound');
  return row;
}

type AddAccountInput = {
  type?: 'bank' | 'wallet' | 'ewallet' | 1 | 2 | undefined;
  bankCode: string;
  accountName: string;
  accountNumber: string;
  ifsc?: string | undefined;
  accountType?: 'savings' | 'current' | undefined;
};

/** The catalogue's message for each problem with a payout number (payout.<problem>). */
const NUMBER_MESSAGES = {
  empty: 'payout.empty',
  digits: 'payout.digits',
  mobile: 'payout.mobile',
  vpa: 'payout.vpa',
  iban: 'payout.iban',
  ibanCheckDigits: 'payout.ibanCheckDigits',
  ibanBank: 'payout.ibanBank',
  ifsc: 'payout.ifsc',
  ifscBank: 'payout.ifscBank',
} as const satisfies Record<PayoutNumberProblem, MessageKey>;

/** The account as it will be stored, or the field and reason it is refused for. */
function checkedAccount(bank: PayoutBank, input: AddAccountInput, region: Region) {
  const kind =
    input.type === undefined ? bank.kind : input.type === 1 || input.type === 'bank' ? 'bank' : 'ewallet';
  if (kind !== bank.kind)
    throw AppError.badRequest('type', bank.kind === 'bank' ? 'withdraw.isBank' : 'withdraw.isEwallet', {
      bank: bank.name,
    });
  const accountNumber = normalizePayoutNumber(bank.rule, input.accountNumber, region);
  const problem = payoutNumberProblem(bank.rule, accountNumber, region);
  if (problem) throw AppError.badRequest('accountNumber', NUMBER_MESSAGES[problem]);
  let ifsc: string | null = null;
  if (needsIfsc(bank.rule)) {
    if (!input.ifsc) throw AppError.badRequest('ifsc', 'field.ifscEmpty');
    const ifscRefusal = ifscProblem(bank.rule, input.ifsc);
    if (ifscRefusal) throw AppError.badRequest('ifsc', NUMBER_MESSAGES[ifscRefusal]);
    ifsc = input.ifsc;
  } else if (input.ifsc) {
    throw AppError.badRequest('ifsc', 'withdraw.noIfsc');
  }
  return {
    type: bank.kind === 'bank' ? 'bank' : 'wallet',
    bankCode: bank.code,
    bankName: bank.name,
    accountNumber,
    ifsc,
    accountType: ifsc ? (input.accountType ?? 'savings') : null,
  };
}

/** Adds a payout account for a bank or e-wallet of the region's list, checked by that bank's rule. */
export async function addAccount(
  deps: AppDeps,
  userId: number,
  input: AddAccountInput,
): Promise<{ accountId: number }> {
  const bank = (await payoutBanks(deps)).find((candidate) => candidate.code === input.bankCode);
  if (!bank) throw AppError.badRequest('bankCode', 'withdraw.chooseBankFromList');
  const account = checkedAccount(bank, input, deps.config.region);
  try {
    return await deps.db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      const [existing] = await tx
        .select({ total: count() })
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.userId, userId), isNull(payoutAccounts.removedAt)));
      const total = existing?.total ?? 0;
      if (total >= MAX_PAYOUT_ACCOUNTS)
        throw AppError.refused('withdraw.accountLimit', { count: MAX_PAYOUT_ACCOUNTS });
      const [row] = await tx
        .insert(payoutAccounts)
        .values({
          userId,
          ...account,
          accountName: input.accountName,
          isDefault: total === 0,
          createdAt: deps.clock.now(),
        })
        .returning({ id: payoutAccounts.id });
      return { accountId: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payout_accounts_user_number_key'))
      throw AppError.conflict('withdraw.accountExists');
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
