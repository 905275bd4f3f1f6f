/**
 * The columns of a bank statement export, found by their header names: banks name them in their
 * own words and languages (BCA "Keterangan" and "Jumlah" with CR/DB, HDFC "Narration" and
 * "Deposit Amt.", SBI "Description", "Debit" and "Credit"), so each role has a list of names.
 */

export interface StatementColumns {
  /** Index of the header among the file's records (exports may start with account details). */
  headerRecord: number;
  /** The credited amount, or a signed amount. */
  amount: number;
  /** A separate debit column: a line with a debit and no credit is money that left the account. */
  debit: number | null;
  /** A column saying CR or DR for each line. */
  creditOrDebit: number | null;
  date: number | null;
  /** Every column that may carry the transfer note (description, narration, reference no, ...). */
  descriptions: number[];
  /** The header names as the file writes them, for the operator to check the reading. */
  names: { date: string | null; description: string; amount: string };
}

// Credit columns before plain amount columns: a file with both pays in by the credit column.
const CREDIT_NAMES = [
  'credit',
  'kredit',
  'cr',
  'credit amount',
  'credit amt',
  'deposit',
  'deposits',
  'deposit amt',
  'deposit amount',
];
const AMOUNT_NAMES = ['amount', 'jumlah', 'nominal', 'transaction amount', 'txn amount', 'mutasi'];
const DEBIT_NAMES = [
  'debit',
  'debet',
  'dr',
  'db',
  'debit amount',
  'debit amt',
  'withdrawal',
  'withdrawals',
  'withdrawal amt',
  'withdrawal amount',
];
const CREDIT_OR_DEBIT_NAMES = [
  'dr cr',
  'cr dr',
  'db cr',
  'cr db',
  'd c',
  'c d',
  'debit credit',
  'credit debit',
  'type',
  'txn type',
  'transaction type',
];
const DESCRIPTION_NAMES = [
  'description',
  'reference',
  'remark',
  'remarks',
  'narration',
  'keterangan',
  'details',
  'particulars',
  'berita',
  'transaction details',
  'transaction remarks',
  'transaction description',
  'keterangan transaksi',
  'berita transfer',
  'ref no',
  'reference no',
  'reference number',
  'chq ref no',
  'cheque ref no',
  'utr',
  'utr no',
  'utr number',
  'transaction id',
  'tid',
];
const DATE_NAMES = [
  'date',
  'tanggal',
  'txn date',
  'value date',
  'posting date',
  'transaction date',
  'tanggal transaksi',
  'tgl',
  'tgl transaksi',
  'value dt',
];

/** How far into the file a header may be, after the account details some exports put first. */
export const HEADER_SEARCH_RECORDS = 20;
const NAME_MAX_LENGTH = 60;

/** "Credit Amount (INR)" -> "credit amount", "Chq./Ref.No." -> "chq ref no", "Dr/Cr" -> "dr cr". */
export function normalizeColumnName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ (inr|idr|pkr|rs|rp)$/, '');
}

function firstColumnNamed(
  normalized: readonly string[],
  names: readonly string[],
  taken: ReadonlySet<number>,
) {
  for (const name of names) {
    const index = normalized.findIndex((candidate, column) => candidate === name && !taken.has(column));
    if (index >= 0) return index;
  }
  return null;
}

/** The columns of one header record, or null when it names no amount or no description. */
function columnsOfHeader(header: readonly string[], headerRecord: number): StatementColumns | null {
  const normalized = header.map(normalizeColumnName);
  const amount = firstColumnNamed(normalized, [...CREDIT_NAMES, ...AMOUNT_NAMES], new Set());
  if (amount === null) return null;
  const descriptions = normalized.flatMap((name, column) =>
    DESCRIPTION_NAMES.includes(name) && column !== amount ? [column] : [],
  );
  if (descriptions.length === 0) return null;
  const taken = new Set([amount, ...descriptions]);
  const debit = firstColumnNamed(normalized, DEBIT_NAMES, taken);
  const creditOrDebit = firstColumnNamed(normalized, CREDIT_OR_DEBIT_NAMES, taken);
  const date = firstColumnNamed(normalized, DATE_NAMES, taken);
  const nameOf = (column: number) => (header[column] ?? '').trim().slice(0, NAME_MAX_LENGTH);
  return {
    headerRecord,
    amount,
    debit,
    creditOrDebit,
    date,
    descriptions,
    names: {
      date: date === null ? null : nameOf(date),
      description: descriptions.map(nameOf).join(' + '),
      amount: nameOf(amount),
    },
  };
}

/** The first record among the first few that reads as a statement header, with its columns. */
export function findStatementColumns(records: readonly (readonly string[])[]): StatementColumns | null {
  for (const [index, record] of records.slice(0, HEADER_SEARCH_RECORDS).entries()) {
    const columns = columnsOfHeader(record, index);
    if (columns) return columns;
  }
  return null;
}
