import * as ops from '@fairplay/contract/operator';

/** A bank statement file read in the browser, or why it cannot be sent. */
export type StatementFile =
  | { isReadable: true; fileName: string; csv: string }
  | { isReadable: false; problem: 'empty' | 'tooLarge' | 'notText' };

/** The largest JSON body the match call takes (the file, escaped, and its name). */
const BODY_MAX_BYTES = ops.matchBankStatement.bodyLimit ?? ops.STATEMENT_MAX_BYTES;
const FILE_NAME_MAX_LENGTH = 200;

/**
 * Reads a statement export as text before anything is sent: refused when it is empty, larger than
 * the server takes (checked on the file's size first, then on the body it makes), or not text (a
 * spreadsheet saved as .xlsx has NUL bytes and zip headers, which the server would refuse anyway).
 */
export async function readStatementFile(file: Pick<File, 'name' | 'size' | 'text'>): Promise<StatementFile> {
  if (file.size === 0) return { isReadable: false, problem: 'empty' };
  if (file.size > ops.STATEMENT_MAX_BYTES) return { isReadable: false, problem: 'tooLarge' };
  const csv = await file.text();
  if (csv.trim() === '') return { isReadable: false, problem: 'empty' };
  if (csv.includes('\u0000') || csv.startsWith('PK\u0003\u0004'))
    return { isReadable: false, problem: 'notText' };
  const fileName = file.name.slice(0, FILE_NAME_MAX_LENGTH);
  const bodyBytes = new TextEncoder().encode(JSON.stringify({ fileName, csv })).length;
  if (csv.length > ops.STATEMENT_MAX_BYTES || bodyBytes > BODY_MAX_BYTES)
    return { isReadable: false, problem: 'tooLarge' };
  return { isReadable: true, fileName, csv };
}
