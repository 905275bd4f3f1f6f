import * as ops from '@fairplay/contract/operator';
import { describe, expect, it } from 'vitest';
import { readStatementFile } from './statement-file.ts';

const fileOf = (text: string, name = 'bca-june.csv') => new File([text], name, { type: 'text/csv' });

describe('reading a bank statement in the browser', () => {
  it('reads a CSV as text with its name', async () => {
    const csv = 'Tanggal;Keterangan;Jumlah\n01/06;FP4K7MN2Q;1.000.000,00\n';
    expect(await readStatementFile(fileOf(csv))).toEqual({ isReadable: true, fileName: 'bca-june.csv', csv });
  });

  it('refuses an empty file, a spreadsheet, and a file larger than the server takes, before sending', async () => {
    expect(await readStatementFile(fileOf(''))).toEqual({ isReadable: false, problem: 'empty' });
    expect(await readStatementFile(fileOf(' \n\n'))).toEqual({ isReadable: false, problem: 'empty' });
    expect(await readStatementFile(fileOf('PK\u0003\u0004[Content_Types].xml', 'june.xlsx'))).toEqual({
      isReadable: false,
      problem: 'notText',
    });
    expect(await readStatementFile(fileOf('a,b\u0000c'))).toMatchObject({ problem: 'notText' });
    const tooLarge = fileOf('x'.repeat(ops.STATEMENT_MAX_BYTES + 1));
    expect(await readStatementFile(tooLarge)).toEqual({ isReadable: false, problem: 'tooLarge' });
    // Under 1 MB, but its control characters escaped in JSON (\u0001, six bytes each) make a body the server would refuse.
    const escaped = fileOf('\u0001'.repeat(400_000));
    expect(await readStatementFile(escaped)).toEqual({ isReadable: false, problem: 'tooLarge' });
    // Quotes and line breaks double in JSON: a file of 1 MB of them still fits.
    const quotes = fileOf(`Date,Description,Amount\n${'"\n'.repeat((ops.STATEMENT_MAX_BYTES - 30) / 2)}`);
    expect(await readStatementFile(quotes)).toMatchObject({ isReadable: true });
    const largest = fileOf(`Date,Description,Amount\n${'x'.repeat(ops.STATEMENT_MAX_BYTES - 30)}`);
    expect(await readStatementFile(largest)).toMatchObject({ isReadable: true });
  });
});
