import { desc, eq } from 'drizzle-orm';
import { banners } from '../../db/schema.ts';
import { contentLanguages, pickText } from '../../kernel/content-language.ts';
import type { AppDeps } from '../../kernel/context.ts';

/** Operators keep a handful of banners; a bound all the same. */
const BANNER_LIMIT = 20;

async function activeBanners(deps: AppDeps) {
  return deps.db
    .select()
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(desc(banners.sortOrder))
    .limit(BANNER_LIMIT);
}

/**
 * The active home banners in the operator's order, each with its title and picture in the player's
 * language (else the region's, else English); a banner written in none of those is left out.
 */
export async function bannerList(deps: AppDeps, locale: string | null | undefined) {
  const languages = contentLanguages(deps.config.region, locale);
  const rows = await activeBanners(deps);
  return {
    bannerVersion: 1,
    bannerList: rows.flatMap((row) => {
      const found = pickText(row.texts, languages);
      if (!found) return [];
      return [
        {
          id: row.id,
          imageUrl: found.text.imageUrl,
          width: row.width,
          height: row.height,
          type: row.type,
          pageKey: row.pageKey,
          path: row.path,
          webUrl: row.webUrl,
          gameId: row.gameId,
          title: found.text.title,
        },
      ];
    }),
  };
}

/** The first banner's picture for a locale (the page shell preloads it), or null. */
export async function firstBannerImage(deps: AppDeps, locale: string): Promise<string | null> {
  const { bannerList: list } = await bannerList(deps, locale);
  return list[0]?.imageUrl ?? null;
}
