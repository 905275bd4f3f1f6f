import type { Region } from '@fairplay/contract/regions';
import type { Database } from '../db/client.ts';
import { gameLabels, gameProviders, games } from '../db/schema.ts';
import type { GameConfig } from '../provider/game-config.ts';

export const LABELS = { hot: 16, originals: 26, casino: 17, games: 24 } as const;
/** The lobby's labels in English and Indonesian, in the lobby's order (LABELS' order). */
const LABEL_NAMES: Record<keyof typeof LABELS, { en: string; id: string }> = {
  hot: { en: 'Hot', id: 'Populer' },
  originals: { en: 'Originals', id: 'Original' },
  casino: { en: 'Casino', id: 'Kasino' },
  games: { en: 'Games', id: 'Permainan' },
};

/**
 * The in-house games in the lobby: four engines, six tables with their own RTP, bet limits and
 * maximum win per round (amounts INR-like, scaled to the region's money like every demo amount).
 * The maximum wins are published figures like real tables': ₹10 lakh (100 maximum bets) on the
 * everyday tables, ₹50 lakh on High Roller Dice — Rp 200 million and Rp 1 billion in Indonesia.
 * Pure, so the bonus economy simulation plays the same tables the demo seeds.
 */
export function demoGames(region: Region) {
  const minor = (inr: number) => Math.round(inr * region.demoAmountScale * 10 ** region.currencyDecimals);
  const config = (
    engine: GameConfig['engine'],
    rtp: number,
    min: number,
    max: number,
    bet: number,
    maxWin: number,
  ): GameConfig => ({
    engine,
    rtpPpm: rtp * 10_000,
    minBetMinor: minor(min),
    maxBetMinor: minor(max),
    defaultBetMinor: minor(bet),
    maxWinMinor: minor(maxWin),
    orientation: 'portrait',
  });
  const game = (
    id: number,
    code: string,
    name: string,
    engineConfig: GameConfig,
    labels: number[],
    sort: number,
    mark: string | null,
    size = 1,
  ) => ({
    id,
    code,
    name,
    providerId: 1,
    engine: engineConfig.engine,
    imageUrl: `/static/games/${code}.svg`,
    imageSize: size,
    showSort: sort,
    cornerMark: mark,
    labelIds: labels,
    config: engineConfig,
  });
  return [
    game(
      100_001,
      'dice',
      'Dice',
      config('dice', 97, 1, 10_000, 10, 1_000_000),
      [LABELS.hot, LABELS.originals, LABELS.casino],
      10_002,
      'hot',
      2,
    ),
    game(
      100_002,
      'mines',
      'Mines',
      config('mines', 97, 1, 10_000, 10, 1_000_000),
      [LABELS.hot, LABELS.originals, LABELS.games],
      10_001,
      'hot',
      2,
    ),
    game(
      100_003,
      'plinko',
      'Plinko',
      config('plinko', 97, 1, 10_000, 10, 1_000_000),
      [LABELS.hot, LABELS.originals, LABELS.games],
      9_941,
      'new',
    ),
    game(
      100_004,
      'limbo',
      'Limbo',
      config('limbo', 97, 1, 10_000, 10, 1_000_000),
      [LABELS.hot, LABELS.originals, LABELS.casino],
      9_900,
      null,
    ),
    game(
      100_005,
      'dice-high',
      'High Roller Dice',
      config('dice', 98, 100, 100_000, 500, 5_000_000),
      [LABELS.originals, LABELS.casino],
      1_000,
      null,
    ),
    game(
      100_006,
      'plinko-x',
      'Plinko X',
      config('plinko', 96, 1, 5_000, 10, 500_000),
      [LABELS.originals, LABELS.games],
      900,
      null,
    ),
  ];
}

export async function seedGames(db: Database, region: Region): Promise<void> {
  await db.insert(gameLabels).values(
    (Object.keys(LABELS) as (keyof typeof LABELS)[]).map((key, index) => ({
      id: LABELS[key],
      names: LABEL_NAMES[key],
      iconUrl: `/static/games/label-${key}.svg`,
      sortOrder: index + 1,
    })),
  );
  await db
    .insert(gameProviders)
    .values([{ id: 1, name: 'Fairplay Originals', imageUrl: '/static/games/provider-originals.svg' }]);
  await db.insert(games).values(demoGames(region));
}
