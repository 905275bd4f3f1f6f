import type { GameConfig } from '../game-config.ts';
import { diceMultiplierPpm } from './dice.ts';
import { limboMultiplierPpm } from './limbo.ts';
import { MINES_TILES, minesMultiplierPpm } from './mines.ts';
import { plinkoTablePpm } from './plinko.ts';

/**
 * The most an engine can multiply a stake by at this RTP (ppm), before the game's maximum win
 * caps it: Dice's narrowest target (2.00), Limbo's top target (10,000×), Plinko's best slot and a
 * Mines full clear with the mine count that pays most. A round paying more than its stake times
 * this was not played by the engine (the house report's "win_multiple"). Null for an engine this
 * provider does not have.
 */
export function engineMaxMultiplierPpm(engine: string, rtpPpm: number): bigint | null {
  switch (engine as GameConfig['engine']) {
    case 'dice':
      return diceMultiplierPpm({ targetHundredths: 200, direction: 'under' }, rtpPpm);
    case 'limbo':
      return limboMultiplierPpm({ targetHundredths: 1_000_000 });
    case 'plinko':
      return (['low', 'medium', 'high'] as const)
        .flatMap((risk) => plinkoTablePpm(risk, rtpPpm))
        .reduce((most, slot) => (slot > most ? slot : most), 0n);
    case 'mines': {
      let most = 0n;
      for (let mines = 1; mines < MINES_TILES; mines += 1) {
        const fullClear = minesMultiplierPpm(mines, MINES_TILES - mines, rtpPpm);
        if (fullClear > most) most = fullClear;
      }
      return most;
    }
    default:
      return null;
  }
}
