import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GameLabel, gameLobbyQuery } from '../../shared/api/games.ts';
import { EmptyState } from '../../shared/ui/field.tsx';
import { GameGrid, GameGridSkeleton } from '../../shared/ui/game-grid.tsx';
import styles from './home.module.css';
import { gamesOfLabel, selectedLabelId } from './lobby-rules.ts';

/** The lobby's placeholder: label tabs and grid shaped like the usual lobby. */
function LobbySkeleton() {
  return (
    <GameGridSkeleton
      testId="lobby-skeleton"
      header={
        <div className={styles.labels} aria-hidden="true">
          {[0, 1, 2, 3].map((index) => (
            <span key={index} className={`${styles.label} ${styles.skeletonLabel}`} />
          ))}
        </div>
      }
    />
  );
}

function LabelTabs({
  labels,
  selected,
  onSelect,
  panelId,
}: {
  labels: GameLabel[];
  selected: number | null;
  onSelect(labelId: number): void;
  panelId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.labels} role="tablist" aria-label={t('home.lobby.labels')}>
      {labels.map((label) => {
        const isSelected = label.labelId === selected;
        return (
          <button
            key={label.labelId}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            className={`${styles.label} ${isSelected ? styles.labelActive : ''}`}
            onClick={() => onSelect(label.labelId)}
            data-testid="lobby-label"
          >
            {label.iconUrl ? (
              <img src={label.iconUrl} width="20" height="20" alt="" decoding="async" />
            ) : null}
            {label.labelName}
          </button>
        );
      })}
    </div>
  );
}

/** True from the first frame painted after `isReady` turned true. */
function useAfterNextPaint(isReady: boolean): boolean {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    if (!isReady || isPainted) return;
    // requestAnimationFrame runs before the paint; the timeout after it runs once the frame is out.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isReady, isPainted]);
  return isPainted;
}

/**
 * Home's game lobby: label tabs (Hot first and selected) over a grid of that label's games.
 * `canLoad` holds the first fetch back until the banners are on screen: the first banner is the
 * page's largest paint, and the lobby's call and images would otherwise compete with it.
 */
export function GameLobby({ canLoad }: { canLoad: boolean }) {
  const { t } = useTranslation();
  const isAfterBanners = useAfterNextPaint(canLoad);
  const lobby = useQuery({ ...gameLobbyQuery(), enabled: isAfterBanners });
  const [chosenLabel, setChosenLabel] = useState<number | null>(null);
  const panelId = useId();

  if (lobby.isPending) return <LobbySkeleton />;
  if (lobby.isError)
    return (
      <div className="fp-center" role="alert">
        <span className="fp-muted">{t('home.lobby.loadFailed')}</span>
        <button type="button" className="fp-button fp-button--ghost" onClick={() => void lobby.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );

  const labelId = selectedLabelId(lobby.data.labels, chosenLabel);
  const games = gamesOfLabel(lobby.data.games, labelId);
  return (
    <section aria-label={t('home.lobby.title')}>
      <LabelTabs labels={lobby.data.labels} selected={labelId} onSelect={setChosenLabel} panelId={panelId} />
      <div id={panelId} role="tabpanel">
        {games.length === 0 ? <EmptyState message={t('home.lobby.empty')} /> : <GameGrid games={games} />}
      </div>
    </section>
  );
}
