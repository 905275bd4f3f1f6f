import type { TGame } from '@fairplay/contract';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../navigation/navigation.ts';
import { isLoggedIn } from '../store/session-store.ts';
import styles from './game-grid.module.css';
import { gamePageUrl, gameTapTarget, isWideTile, packTiles, tileImageSize } from './tile-layout.ts';

const BADGES: Record<string, { key: string; className: string | undefined }> = {
  hot: { key: 'gameTile.badgeHot', className: styles.badgeHot },
  new: { key: 'gameTile.badgeNew', className: styles.badgeNew },
};

/** One game: a real link to its GameWeb page; a tap opens it, or the login page first. */
function GameTile({ game }: { game: TGame }) {
  const { t } = useTranslation();
  const { width, height } = tileImageSize(game);
  const badge = game.cornerMark ? BADGES[game.cornerMark] : undefined;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigateTo(gameTapTarget(game.gameId, isLoggedIn()));
  };
  return (
    <li className={`${styles.tile} ${isWideTile(game) ? styles.tileWide : ''}`}>
      <a href={gamePageUrl(game.gameId)} className={styles.tileLink} onClick={open} data-testid="game-tile">
        <span className={styles.tileImage}>
          <img src={game.imageUrl} width={width} height={height} alt="" loading="lazy" decoding="async" />
          {badge ? <span className={`${styles.badge} ${badge.className ?? ''}`}>{t(badge.key)}</span> : null}
        </span>
        <span className={styles.tileName}>{game.gameName}</span>
      </a>
    </li>
  );
}

/** Game tiles (Home's lobby, search results): three columns, a wide tile spans two, rows packed without holes. */
export function GameGrid({ games }: { games: readonly TGame[] }) {
  return (
    <ul className={styles.grid} data-testid="game-grid">
      {packTiles(games).map((game) => (
        <GameTile key={game.gameId} game={game} />
      ))}
    </ul>
  );
}

/** Two rows of a wide tile and a square, shaped like the usual grid, so nothing moves when it arrives. */
const SKELETON_TILES = [
  { key: 'first-wide', isWide: true },
  { key: 'first-square', isWide: false },
  { key: 'second-wide', isWide: true },
  { key: 'second-square', isWide: false },
] as const;

/** The grid's placeholder while games load; `header` stands above it (Home's label tabs). */
export function GameGridSkeleton({ header, testId }: { header?: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid={testId}>
      <span className="fp-visually-hidden">{t('common.loading')}</span>
      {header}
      <ul className={styles.grid} aria-hidden="true">
        {SKELETON_TILES.map((tile) => (
          <li key={tile.key} className={`${styles.tile} ${tile.isWide ? styles.tileWide : ''}`}>
            <span
              className={`${styles.tileImage} ${styles.skeleton} ${tile.isWide ? styles.skeletonWide : styles.skeletonSquare}`}
            />
            <span className={`${styles.tileName} ${styles.skeletonText}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
