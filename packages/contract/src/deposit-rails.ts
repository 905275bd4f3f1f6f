/**
 * Deposit rails per market (DESIGN.md section 4), one copy for both sides (zod-free: the web app's
 * forms check a transaction id with the same function the server uses to refuse it).
 *
 * India pays the operator's account by IMPS or UPI and proves it with the 12-digit UTR. Indonesia
 * pays by QRIS or virtual account through the gateway, or by bank transfer carrying the order's
 * unique reference in the transfer note, which an operator matches. Pakistan pays by bank transfer
 * (IBFT) or from a JazzCash or Easypaisa wallet and proves it with the transaction id (TID) of the
 * receipt. Which rails a deployment offers is its deposit configuration (seeded per region).
 */

/** Transfers to the operator's own account, each proved in its own way. */
export const TRANSFER_RAILS = ['imps', 'upi', 'bank', 'ibft', 'jazzcash', 'easypaisa'] as const;
export type TransferRail = (typeof TRANSFER_RAILS)[number];

/** Every way a deposit arrives: gateway checkout, dynamic QRIS, virtual account, crypto, or a transfer. */
export const DEPOSIT_RAILS = ['gateway', 'qris', 'va', 'crypto', ...TRANSFER_RAILS] as const;
export type DepositRail = (typeof DEPOSIT_RAILS)[number];

/**
 * How a transfer is matched to its order: the payer's 12-digit UTR (India), the order's reference
 * written in the transfer note (Indonesia), or the transaction id of the wallet or bank receipt
 * (Pakistan).
 */
export type TransferProof = 'utr' | 'reference' | 'transactionId';

const PROOFS: Record<TransferRail, TransferProof> = {
  imps: 'utr',
  upi: 'utr',
  bank: 'reference',
  ibft: 'transactionId',
  jazzcash: 'transactionId',
  easypaisa: 'transactionId',
};

export function transferProofOf(rail: TransferRail): TransferProof {
  return PROOFS[rail];
}

export function isTransferRail(value: string): value is TransferRail {
  return (TRANSFER_RAILS as readonly string[]).includes(value);
}

/** Rails whose account is a bank account (number, holder; an IFSC only for IMPS). */
export function isBankRail(rail: TransferRail): boolean {
  return rail === 'imps' || rail === 'bank' || rail === 'ibft';
}

/** The online method types of rechargeTypeList: 1 gateway checkout, 5 virtual account, 6 dynamic QRIS. */
export const METHOD_TYPES = { gateway: 1, virtualAccount: 5, qris: 6 } as const;

/** A dynamic QRIS can be paid for this long after the order; later the server refuses it. */
export const QRIS_EXPIRY_MINUTES = 15;

// ---- The order's reference (Indonesian bank transfers) ----

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
export const TRANSFER_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const TRANSFER_REFERENCE_PREFIX = 'FP';
/** Random characters after the prefix: 31^7, about 2.7e10 references. */
export const TRANSFER_REFERENCE_RANDOM_LENGTH = 7;

const REFERENCE_PATTERN = new RegExp(
  `^${TRANSFER_REFERENCE_PREFIX}[${TRANSFER_REFERENCE_ALPHABET}]{${TRANSFER_REFERENCE_RANDOM_LENGTH}}$`,
);

/** A reference as an operator types it from a bank statement: spaces gone, upper case. */
export function normalizeTransferReference(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

export function isTransferReference(text: string): boolean {
  return REFERENCE_PATTERN.test(text);
}

/** A reference from random integers in [0, alphabet length) (the server passes crypto randomness). */
export function transferReferenceFrom(randomIndexes: readonly number[]): string {
  if (randomIndexes.length !== TRANSFER_REFERENCE_RANDOM_LENGTH)
    throw new Error(`a reference needs ${TRANSFER_REFERENCE_RANDOM_LENGTH} random characters`);
  const characters = randomIndexes.map((index) => {
    const character = TRANSFER_REFERENCE_ALPHABET[index];
    if (character === undefined) throw new Error('random index outside the reference alphabet');
    return character;
  });
  return `${TRANSFER_REFERENCE_PREFIX}${characters.join('')}`;
}

// ---- Transaction ids (Pakistani wallets and bank transfers) ----

export interface TransactionIdRule {
  /** digits: the wallet's numeric TID; reference: a bank's reference of letters and digits. */
  kind: 'digits' | 'reference';
  minLength: number;
  maxLength: number;
}

/**
 * JazzCash and Easypaisa print a numeric transaction id (TID) on the receipt and in the SMS; a bank
 * transfer (IBFT) has a reference of letters and digits. The lengths leave room for the apps' forms.
 */
const TRANSACTION_ID_RULES: Record<'ibft' | 'jazzcash' | 'easypaisa', TransactionIdRule> = {
  ibft: { kind: 'reference', minLength: 6, maxLength: 24 },
  jazzcash: { kind: 'digits', minLength: 8, maxLength: 20 },
  easypaisa: { kind: 'digits', minLength: 8, maxLength: 20 },
};

/** The longest transaction id any rail takes (the wire schema's bound). */
export const TRANSACTION_ID_MAX_LENGTH = 24;

const RECEIPT_LABEL = /^(TID|TRX\s*ID)\s*[:#.]?\s*/i;

/**
 * The id as stored: the receipt's label, spaces and dashes gone, letters upper case, an all-digit id
 * without leading zeros (receipts print "TID: 0412 3456 789"). Idempotent: an id already stored
 * normalises to itself, so "TIDTID…" or "00…" spellings cannot pass the one-claim check as new ids.
 */
export function normalizeTransactionId(text: string): string {
  let id = text.trim();
  for (let labels = 0; labels < 4 && RECEIPT_LABEL.test(id); labels += 1) id = id.replace(RECEIPT_LABEL, '');
  id = id.replace(/[\s-]/g, '').toUpperCase();
  while (RECEIPT_LABEL.test(id)) id = id.replace(RECEIPT_LABEL, '');
  return /^\d+$/.test(id) ? id.replace(/^0+(?=\d)/, '') : id;
}

/** The transaction id rule of a rail proved by one; null for the others. */
export function transactionIdRuleOf(rail: TransferRail): TransactionIdRule | null {
  return rail === 'ibft' || rail === 'jazzcash' || rail === 'easypaisa' ? TRANSACTION_ID_RULES[rail] : null;
}

export type TransactionIdProblem = 'empty' | 'digits' | 'format';

/** Why a transaction id (already normalised) is refused for this rail, or null when it is fine. */
export function transactionIdProblem(rail: TransferRail, normalized: string): TransactionIdProblem | null {
  if (normalized === '') return 'empty';
  const rule = transactionIdRuleOf(rail);
  if (!rule) return 'format';
  const isRightLength = normalized.length >= rule.minLength && normalized.length <= rule.maxLength;
  if (rule.kind === 'digits') return /^\d+$/.test(normalized) && isRightLength ? null : 'digits';
  return /^[A-Z0-9]+$/.test(normalized) && isRightLength ? null : 'format';
}

/** Keeps what a transaction id field may hold while the player types or pastes one. */
export function sanitizeTransactionIdInput(rail: TransferRail, text: string): string {
  const rule = transactionIdRuleOf(rail);
  const maxLength = rule?.maxLength ?? TRANSACTION_ID_MAX_LENGTH;
  const kept = rule?.kind === 'digits' ? text.replace(/\D/g, '') : text.replace(/[^A-Za-z0-9]/g, '');
  return kept.toUpperCase().slice(0, maxLength);
}
