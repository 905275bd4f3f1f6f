import { describe, expect, it } from 'vitest';
import { gamesOfLabel, selectedLabelId } from './lobby-rules.ts';

const HOT = 16;
const ORIGINALS = 26;
const CASINO = 17;

const game = (name: string, imageSize: number, labelIds: number[]) => ({ name, imageSize, labelIds });
const dice = game('Dice', 2, [HOT, ORIGINALS, CASINO]);
const mines = game('Mines', 2, [HOT, ORIGINALS]);
const plinko = game('Plinko', 1, [HOT, ORIGINALS]);
const limbo = game('Limbo', 1, [HOT, ORIGINALS, CASINO]);
const highDice = game('High Roller Dice', 1, [ORIGINALS, CASINO]);
const catalogue = [dice, mines, plinko, limbo, highDice];

const names = (games: { name: string }[]) => games.map((entry) => entry.name);

describe('label filtering', () => {
  it("keeps the games whose labelIds hold the label, in the server's order", () => {
    expect(names(gamesOfLabel(catalogue, HOT))).toEqual(['Dice', 'Mines', 'Plinko', 'Limbo']);
    expect(names(gamesOfLabel(catalogue, CASINO))).toEqual(['Dice', 'Limbo', 'High Roller Dice']);
    expect(gamesOfLabel(catalogue, 999)).toEqual([]);
    expect(gamesOfLabel(catalogue, null)).toEqual([]);
  });

  it('selects the first label (Hot) unless the player chose another that still exists', () => {
    const labels = [{ labelId: HOT }, { labelId: ORIGINALS }];
    expect(selectedLabelId(labels, null)).toBe(HOT);
    expect(selectedLabelId(labels, ORIGINALS)).toBe(ORIGINALS);
    expect(selectedLabelId(labels, CASINO)).toBe(HOT);
    expect(selectedLabelId([], null)).toBeNull();
  });
});
