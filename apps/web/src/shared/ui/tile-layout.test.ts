import { describe, expect, it } from 'vitest';
import { gameTapTarget, packTiles, tileImageSize } from './tile-layout.ts';

const game = (name: string, imageSize: number) => ({ name, imageSize });
const dice = game('Dice', 2);
const mines = game('Mines', 2);
const plinko = game('Plinko', 1);
const limbo = game('Limbo', 1);
const highDice = game('High Roller Dice', 1);

const names = (games: { name: string }[]) => games.map((entry) => entry.name);

describe('tile layout', () => {
  it('fills each row of three: a square moves up beside a wide tile instead of leaving a hole', () => {
    expect(names(packTiles([dice, mines, plinko, limbo]))).toEqual(['Dice', 'Plinko', 'Mines', 'Limbo']);
    expect(names(packTiles([plinko, dice, limbo]))).toEqual(['Plinko', 'Dice', 'Limbo']);
  });

  it('keeps the order when rows already fill', () => {
    expect(names(packTiles([plinko, limbo, highDice, dice, plinko]))).toEqual([
      'Plinko',
      'Limbo',
      'High Roller Dice',
      'Dice',
      'Plinko',
    ]);
  });

  it('lets the last row end short when nothing fits', () => {
    expect(names(packTiles([dice, mines]))).toEqual(['Dice', 'Mines']);
    expect(packTiles([])).toEqual([]);
  });

  it('never loses a tile, even on a single column', () => {
    const catalogue = [dice, mines, plinko, limbo, highDice];
    expect(names(packTiles(catalogue, 1))).toEqual(names(catalogue));
  });

  it("reserves each image's real box: wide 2:1, square 1:1", () => {
    expect(tileImageSize(dice)).toEqual({ width: 600, height: 300 });
    expect(tileImageSize(plinko)).toEqual({ width: 300, height: 300 });
  });
});

describe('opening a game', () => {
  it('goes to GameWeb, or to the login page that comes back to it', () => {
    expect(gameTapTarget(100001, true)).toBe('/pages/webview/GameWeb?gameId=100001');
    expect(gameTapTarget(100001, false)).toBe(
      '/pages/Login/Login?redirect=%2Fpages%2Fwebview%2FGameWeb%3FgameId%3D100001',
    );
  });
});
