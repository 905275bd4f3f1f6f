import type { TGame } from '@fairplay/contract';
import { asc, desc, eq } from 'drizzle-orm';
import { gameLabels, gameProviders, games } from '../../db/schema.ts';
import { contentLanguages, pickText } from '../../kernel/content-language.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { getSetting } from '../settings/index.ts';

type GameRow = typeof games.$inferSelect;

function toGame(row: GameRow, providerNames: Map<number, string>): TGame {
  return {
    gameId: row.id,
    gameName: row.name,
    gameCode: row.code,
    providerName: providerNames.get(row.providerId) ?? '',
    imageUrl: row.imageUrl,
    imageSize: row.imageSize,
    showSort: row.showSort,
    cornerMark: row.cornerMark,
    labelIds: row.labelIds as number[],
  };
}

async function enabledGames(
  deps: AppDeps,
): Promise<{ rows: GameRow[]; providers: (typeof gameProviders.$inferSelect)[] }> {
  const [rows, providers] = await Promise.all([
    deps.db
      .select()
      .from(games)
      .where(eq(games.isEnabled, true))
      .orderBy(desc(games.showSort), asc(games.id)),
    deps.db.select().from(gameProviders),
  ]);
  return { rows, providers };
}

/** Labels (named in the player's language, else the region's, else English), providers and games for Home, highest sort weight first. */
export async function lobby(deps: AppDeps, locale: string | null | undefined) {
  const languages = contentLanguages(deps.config.region, locale);
  const [{ rows, providers }, labels, setting] = await Promise.all([
    enabledGames(deps),
    deps.db.select().from(gameLabels).orderBy(asc(gameLabels.sortOrder)),
    getSetting(deps.db, 'games'),
  ]);
  const providerNames = new Map(providers.map((provider) => [provider.id, provider.name]));
  return {
    labels: labels.flatMap((label) => {
      const name = pickText(label.names, languages);
      return name ? [{ labelId: label.id, labelName: name.text, iconUrl: label.iconUrl }] : [];
    }),
    categories: providers.map((provider) => ({
      categoryId: provider.id,
      categoryName: provider.name,
      imageUrl: provider.imageUrl,
    })),
    games: rows.map((row) => toGame(row, providerNames)),
    popularSearches: setting.popularSearches,
  };
}

/** Games whose name contains every word of the keyword (case-insensitive), optionally under one label. */
export async function search(deps: AppDeps, keyword: string, labelId: number | null | undefined) {
  const [{ rows, providers }, setting] = await Promise.all([
    enabledGames(deps),
    getSetting(deps.db, 'games'),
  ]);
  const providerNames = new Map(providers.map((provider) => [provider.id, provider.name]));
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = rows.filter((row) => {
    const haystack = `${row.name} ${providerNames.get(row.providerId) ?? ''}`.toLowerCase();
    const isLabelled = !labelId || (row.labelIds as number[]).includes(labelId);
    return isLabelled && words.every((word) => haystack.includes(word));
  });
  return {
    games: matches.map((row) => toGame(row, providerNames)),
    popularSearches: setting.popularSearches,
  };
}
