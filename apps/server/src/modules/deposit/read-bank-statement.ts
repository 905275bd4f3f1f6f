import { STATEMENT_MAX_LINES } from '@fairplay/contract/operator';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../kernel/app-error.ts';
import { readStatementAmount } from './statement-amount.ts';
import { findStatementColumns, HEADER_SEARCH_RECORDS, type StatementColumns } from './statement-columns.ts';

/** What one line of the statement says about money, in minor units. */
export type StatementMovement =
  | { kind: 'credit'; minor: bigint }
  | { kind: 'debit'; minor: bigint }
  /** No amount could be read (empty, zero, text). */
  | { kind: 'none' };

export interface StatementRow {
  /** The line of the file the record starts on (a quoted cell may span lines). */
  line: number;
  date: string | null;
  description: string;
  movement: StatementMovement;
}

export interface BankStatement {
  columns: StatementColumns;
  rows: StatementRow[];
}

// Semicolons come from spreadsheets in comma-decimal locales (Indonesia), tabs and pipes from bank portals.
const DELIMITERS = [',', ';', '\t', '|'] as const;
/** A real cell is a few hundred characters at most: a longer one is a broken quote or an attack. */
export const STATEMENT_CELL_MAX_CHARACTERS = 2_000;
const DATE_MAX_LENGTH = 40;

const CSV_PROBLEMS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quote is opened and never closed',
  CSV_MAX_RECORD_SIZE: `a cell is longer than ${STATEMENT_CELL_MAX_CHARACTERS.toLocaleString('en')} characters`,
  CSV_INVALID_CLOSING_QUOTE: 'text follows a closing quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text follows a closing quote',
  INVALID_OPENING_QUOTE: 'a quote opens in the middle of a cell',
};

function readRecords(csv: string, delimiter: string, maxRecords: number) {
  return parse(csv, {
    delimiter,
    bom: true,
    info: true,
    trim: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: STATEMENT_CELL_MAX_CHARACTERS,
    to: maxRecords,
  }) as unknown as { info: { lines: number }; record: string[] }[];
}

function unreadable(error: CsvError): AppError {
  const line = typeof error.lines === 'number' ? error.lines : 0;
  return AppError.badRequest('csv', 'operator.statementUnreadable', {
    problem: CSV_PROBLEMS[error.code] ?? 'it is not a well-formed CSV file',
    line,
  });
}

/**
 * The delimiter and header of a statement, from its first records: the first delimiter with which
 * some early record names an amount and a description column. A CSV error with every delimiter is
 * answered as unreadable, no header as operator.statementColumns (400 both).
 */
function detectLayout(csv: string): { delimiter: string; columns: StatementColumns } {
  let firstError: CsvError | null = null;
  for (const delimiter of DELIMITERS) {
    try {
      const records = readRecords(csv, delimiter, HEADER_SEARCH_RECORDS);
      const columns = findStatementColumns(records.map(({ record }) => record));
      if (columns) return { delimiter, columns };
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      firstError ??= error;
    }
  }
  if (firstError) throw unreadable(firstError);
  throw AppError.badRequest('csv', 'operator.statementColumns');
}

const DEBIT_MARKS = /^(d|dr|db|debit|debet)\.?$/i;

function movementOf(
  record: readonly string[],
  columns: StatementColumns,
  decimals: number,
): StatementMovement {
  const amount = readStatementAmount(record[columns.amount] ?? '', decimals);
  if (amount && amount.minor > 0n) {
    const isMarkedDebit =
      columns.creditOrDebit !== null && DEBIT_MARKS.test((record[columns.creditOrDebit] ?? '').trim());
    return { kind: amount.isDebit || isMarkedDebit ? 'debit' : 'credit', minor: amount.minor };
  }
  if (columns.debit !== null) {
    const debit = readStatementAmount(record[columns.debit] ?? '', decimals);
    if (debit && debit.minor > 0n) return { kind: 'debit', minor: debit.minor };
  }
  return { kind: 'none' };
}

/**
 * Reads a bank statement export (CSV text): finds its delimiter and header, then turns each record
 * after the header into a line with its date, description and credit or debit. Bounded: at most
 * STATEMENT_MAX_LINES records (operator.statementTooLong) and STATEMENT_CELL_MAX_CHARACTERS a cell.
 */
export function readBankStatement(csv: string, decimals: number): BankStatement {
  const { delimiter, columns } = detectLayout(csv);
  let records: ReturnType<typeof readRecords>;
  try {
    // One record past the bound is read so that a longer file is told, not silently cut.
    records = readRecords(csv, delimiter, STATEMENT_MAX_LINES + 1);
  } catch (error) {
    if (error instanceof CsvError) throw unreadable(error);
    throw error;
  }
  if (records.length > STATEMENT_MAX_LINES)
    throw AppError.badRequest('csv', 'operator.statementTooLong', { lines: STATEMENT_MAX_LINES });
  const rows = records.slice(columns.headerRecord + 1).map(({ info, record }): StatementRow => {
    const cellLineBreaks = record.reduce((total, cell) => total + cell.split('\n').length - 1, 0);
    const date = columns.date === null ? '' : (record[columns.date] ?? '').slice(0, DATE_MAX_LENGTH);
    return {
      line: info.lines - cellLineBreaks,
      date: date || null,
      description: columns.descriptions
        .map((column) => record[column] ?? '')
        .filter((text) => text !== '')
        .join(' / '),
      movement: movementOf(record, columns, decimals),
    };
  });
  return { columns, rows };
}
