import { describe, expect, it } from 'vitest';
import {
  type FairnessForm,
  formatHundredths,
  formFromQuery,
  isSameHash,
  mineGrid,
  readVerification,
  verifyBody,
} from './fairness-form.ts';

const SEED = 'a'.repeat(64);
const HASH = 'b'.repeat(64);

const form = (changes: Partial<FairnessForm> = {}): FairnessForm => ({
  engine: 'dice',
  serverSeed: SEED,
  clientSeed: 'my-seed',
  nonce: '7',
  mines: '3',
  expectedHash: '',
  ...changes,
});

describe('pre-filling from the query string', () => {
  it('reads engine, seeds, nonce, mines and the hash noted before play', () => {
    const query = new URLSearchParams(
      `engine=mines&serverSeed=${SEED}&clientSeed=%20abc%20&nonce=12&mines=5&serverSeedHash=${HASH}`,
    );
    expect(formFromQuery(query)).toEqual({
      engine: 'mines',
      serverSeed: SEED,
      clientSeed: 'abc',
      nonce: '12',
      mines: '5',
      expectedHash: HASH,
    });
  });

  it('falls back to dice and 3 mines, and cuts overlong values', () => {
    const filled = formFromQuery(new URLSearchParams(`engine=roulette&serverSeed=${'c'.repeat(100)}`));
    expect(filled.engine).toBe('dice');
    expect(filled.mines).toBe('3');
    expect(filled.serverSeed).toHaveLength(64);
    expect(filled.clientSeed).toBe('');
  });
});

describe('checking the form', () => {
  it('builds the verify body (seed lower-cased, client seed trimmed, nonce a number)', () => {
    expect(verifyBody(form({ serverSeed: ` ${SEED.toUpperCase()} `, clientSeed: ' my-seed ' }))).toEqual({
      ok: true,
      body: { engine: 'dice', serverSeed: SEED, clientSeed: 'my-seed', nonce: 7 },
    });
  });

  it('sends the mines count only for mines', () => {
    expect(verifyBody(form({ engine: 'mines', mines: '24' }))).toEqual({
      ok: true,
      body: { engine: 'mines', serverSeed: SEED, clientSeed: 'my-seed', nonce: 7, mines: 24 },
    });
    expect(verifyBody(form({ engine: 'plinko', mines: 'junk' })).ok).toBe(true);
  });

  it('names every field to fix', () => {
    expect(verifyBody(form({ serverSeed: 'abc', clientSeed: '  ', nonce: '-1' }))).toEqual({
      ok: false,
      problems: ['serverSeed', 'clientSeed', 'nonce'],
    });
    expect(verifyBody(form({ nonce: '1.5' }))).toEqual({ ok: false, problems: ['nonce'] });
    expect(verifyBody(form({ nonce: '' }))).toEqual({ ok: false, problems: ['nonce'] });
    expect(verifyBody(form({ nonce: '1000000001' }))).toEqual({ ok: false, problems: ['nonce'] });
    expect(verifyBody(form({ engine: 'mines', mines: '25' }))).toEqual({ ok: false, problems: ['mines'] });
    expect(verifyBody(form({ engine: 'mines', mines: '0' }))).toEqual({ ok: false, problems: ['mines'] });
    expect(verifyBody(form({ clientSeed: 'x'.repeat(65) }))).toEqual({ ok: false, problems: ['clientSeed'] });
  });
});

describe('reading the outcome', () => {
  it('shows the dice roll as N.NN', () => {
    expect(readVerification('dice', { serverSeedHash: HASH, rollHundredths: 4207 })).toEqual({
      serverSeedHash: HASH,
      outcome: { engine: 'dice', roll: '42.07' },
    });
    expect(formatHundredths(0)).toBe('0.00');
    expect(formatHundredths(10000)).toBe('100.00');
  });

  it('shows the limbo result as N.NN×', () => {
    expect(readVerification('limbo', { serverSeedHash: HASH, resultHundredths: 101 })?.outcome).toEqual({
      engine: 'limbo',
      result: '1.01×',
    });
  });

  it('shows the mines on a 5x5 grid', () => {
    const verification = readVerification('mines', { serverSeedHash: HASH, minePositions: [0, 6, 24] });
    expect(verification?.outcome).toMatchObject({ engine: 'mines', positions: [0, 6, 24] });
    const grid = mineGrid([0, 6, 24]);
    expect(grid).toHaveLength(25);
    expect(grid.flatMap((isMine, tile) => (isMine ? [tile] : []))).toEqual([0, 6, 24]);
  });

  it('shows the plinko path as L/R and the slot', () => {
    expect(
      readVerification('plinko', {
        serverSeedHash: HASH,
        path: [0, 1, 1, 0, 1, 1, 1, 0, 0, 1, 0, 1],
        slot: 7,
      })?.outcome,
    ).toEqual({ engine: 'plinko', path: 'L R R L R R R L L R L R', slot: 7 });
  });

  it('refuses an answer of the wrong shape', () => {
    expect(readVerification('dice', null)).toBeNull();
    expect(readVerification('dice', { rollHundredths: 1 })).toBeNull();
    expect(readVerification('dice', { serverSeedHash: HASH, resultHundredths: 1 })).toBeNull();
    expect(readVerification('mines', { serverSeedHash: HASH, minePositions: [25] })).toBeNull();
    expect(readVerification('plinko', { serverSeedHash: HASH, path: [2], slot: 1 })).toBeNull();
  });

  it('compares the hash noted before play, ignoring case and spaces', () => {
    expect(isSameHash(` ${HASH.toUpperCase()} `, HASH)).toBe(true);
    expect(isSameHash('', HASH)).toBe(false);
    expect(isSameHash(SEED, HASH)).toBe(false);
  });
});
