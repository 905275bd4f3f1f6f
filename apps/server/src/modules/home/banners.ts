import { and, desc, eq } from 'drizzle-orm';
import { banners } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';

/** The active home banners, in the operator's order. */
export async function bannerList(deps: AppDeps) {
  const rows = await deps.db
    .select()
    .from(banners)
    .where(and(eq(banners.isActive, true)))
    .orderBy(desc(banners.sortOrder));
  return {
    bannerVersion: 1,
    bannerList: rows.map((row) => ({
      id: row.id,
      imageUrl: row.imageUrl,
      width: row.width,
      height: row.height,
      type: row.type,
      pageKey: row.pageKey,
      path: row.path,
      webUrl: row.webUrl,
      gameId: row.gameId,
      title: row.title,
    })),
  };
}
