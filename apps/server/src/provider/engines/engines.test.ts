import { describe, expect, it } from 'vitest';
import { diceMultiplierPpm, rollDice } from './dice.ts';
import { floats, payoutOf, seedHash } from './fair.ts';
import { limboMultiplierPpm, playLimbo } from './limbo.ts';
import { engineMaxMultiplierPpm } from './max-multiplier.ts';
import { minePositions, minesMultiplierPpm } from './mines.ts';
import { dropPlinko, plinkoTablePpm } from './plinko.ts';

const ROUNDS = 1_000_000;
const RTP_PPM = 970_000;
const BET = 10_000n;
const SERVER_SEED = 'b3e1f0c7a2d94c5e8f6a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6';
const CLIENT_SEED = 'rtp-simulation';

/** Measured return of a game over ROUNDS rounds, in percent. */
function simulate(payoutOfRound: (nonce: number) => bigint): number {
  let paid = 0n;
  for (let nonce = 0; nonce < ROUNDS; nonce += 1) paid += payoutOfRound(nonce);
  return Number((paid * 1_000_000n) / (BET * BigInt(ROUNDS))) / 10_000;
}

const TARGET = RTP_PPM / 10_000;

describe('return to player over 1,000,000 rounds (within 0.5 percentage points)', () => {
  it('Dice, under 50', () => {
    const params = { targetHundredths: 5_000, direction: 'under' as const };
    const multiplier = diceMultiplierPpm(params, RTP_PPM);
    const rtp = simulate((nonce) =>
      rollDice(SERVER_SEED, CLIENT_SEED, nonce, params).isWin ? payoutOf(BET, multiplier) : 0n,
    );
    expect(Math.abs(rtp - TARGET)).toBeLessThan(0.5);
  });

  it('Limbo, target 2.00×', () => {
    const params = { targetHundredths: 200 };
    const multiplier = limboMultiplierPpm(params);
    const rtp = simulate((nonce) =>
      playLimbo(SERVER_SEED, CLIENT_SEED, nonce, params, RTP_PPM).isWin ? payoutOf(BET, multiplier) : 0n,
    );
    expect(Math.abs(rtp - TARGET)).toBeLessThan(0.5);
  });

  it('Mines, 3 mines, cashing out after 2 safe tiles', () => {
    const multiplier = minesMultiplierPpm(3, 2, RTP_PPM);
    const rtp = simulate((nonce) => {
      const mines = minePositions(SERVER_SEED, CLIENT_SEED, nonce, 3);
      return mines.includes(0) || mines.includes(1) ? 0n : payoutOf(BET, multiplier);
    });
    expect(Math.abs(rtp - TARGET)).toBeLessThan(0.5);
  });

  it('Plinko, medium risk', () => {
    const table = plinkoTablePpm('medium', RTP_PPM);
    const rtp = simulate((nonce) => payoutOf(BET, table[dropPlinko(SERVER_SEED, CLIENT_SEED, nonce).slot]!));
    expect(Math.abs(rtp - TARGET)).toBeLessThan(0.5);
  });
});

describe('fairness', () => {
  it('the same seeds and nonce give the same outcome, another nonce another', () => {
    expect(floats(SERVER_SEED, 'abc', 7, 4)).toEqual(floats(SERVER_SEED, 'abc', 7, 4));
    expect(floats(SERVER_SEED, 'abc', 8, 4)).not.toEqual(floats(SERVER_SEED, 'abc', 7, 4));
    expect(minePositions(SERVER_SEED, 'abc', 1, 5)).toEqual(minePositions(SERVER_SEED, 'abc', 1, 5));
    expect(new Set(minePositions(SERVER_SEED, 'abc', 1, 24)).size).toBe(24);
  });

  it('a known vector: the hash, the first float and a dice roll', () => {
    expect(seedHash(SERVER_SEED)).toMatch(/^[0-9a-f]{64}$/);
    const [first] = floats(SERVER_SEED, CLIENT_SEED, 0, 1);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(1);
    expect(
      rollDice(SERVER_SEED, CLIENT_SEED, 0, { targetHundredths: 5_000, direction: 'under' }).rollHundredths,
    ).toBe(Math.floor(first! * 10_001));
  });

  it('fair multipliers: dice 50 under pays rtp / 0.5, mines grows with every safe tile', () => {
    expect(diceMultiplierPpm({ targetHundredths: 5_000, direction: 'under' }, RTP_PPM)).toBe(1_940_194n);
    expect(minesMultiplierPpm(3, 1, RTP_PPM)).toBe(1_102_272n);
    expect(minesMultiplierPpm(24, 1, RTP_PPM)).toBe(24_250_000n);
  });
});

describe("an engine's largest multiplier (the house report's bound)", () => {
  const largest = (values: bigint[]) => values.reduce((most, value) => (value > most ? value : most), 0n);

  it('is the most any choice of the player can pay, game by game', () => {
    const dice = largest(
      Array.from({ length: 9_601 }, (_, index) => index + 200).flatMap((target) => [
        diceMultiplierPpm({ targetHundredths: target, direction: 'under' }, RTP_PPM),
        diceMultiplierPpm({ targetHundredths: target, direction: 'over' }, RTP_PPM),
      ]),
    );
    expect(engineMaxMultiplierPpm('dice', RTP_PPM)).toBe(dice);
    expect(dice).toBe(48_504_850n);
    expect(engineMaxMultiplierPpm('limbo', RTP_PPM)).toBe(10_000_000_000n);
    expect(engineMaxMultiplierPpm('plinko', RTP_PPM)).toBe(
      largest((['low', 'medium', 'high'] as const).flatMap((risk) => plinkoTablePpm(risk, RTP_PPM))),
    );
    const mines = largest(
      Array.from({ length: 24 }, (_, index) => index + 1).flatMap((count) =>
        Array.from({ length: 26 - count }, (_, revealed) => minesMultiplierPpm(count, revealed, RTP_PPM)),
      ),
    );
    expect(engineMaxMultiplierPpm('mines', RTP_PPM)).toBe(mines);
    expect(engineMaxMultiplierPpm('crash', RTP_PPM)).toBeNull();
  });
});
