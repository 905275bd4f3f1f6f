import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/format-time.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { getRegion } from '../../shared/region.ts';
import { PATHS } from '../../shared/routes.ts';
import { isLoggedIn, useSessionStore } from '../../shared/store/session-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { EmptyState, QueryContent } from '../../shared/ui/page-states.tsx';
import { type RankingBoard, type RankingWhich, rankingQuery } from './api.ts';
import { Countdown } from './countdown-label.tsx';
import styles from './promo.module.css';
import { formatAmount, formatCompactAmount } from './promo-format.ts';
import { PromoHero, RulesCard, Stat, StatGrid } from './promo-ui.tsx';
import { PERIODS, type RankingParams, rankingParams } from './ranking-params.ts';
import { type Medal, myStanding, rankingRows } from './ranking-rows.ts';

const MEDAL_CLASSES: Record<NonNullable<Medal>, string | undefined> = {
  gold: styles.medalGold,
  silver: styles.medalSilver,
  bronze: styles.medalBronze,
};

function RankMark({ rank, medal }: { rank: ReactNode; medal: Medal }) {
  return <span className={`${styles.medal} ${medal ? (MEDAL_CLASSES[medal] ?? '') : ''}`}>{rank}</span>;
}

function BoardSummary({
  board,
  which,
  onClose,
}: {
  board: RankingBoard;
  which: RankingWhich;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <section className="fp-card">
      <StatGrid>
        <Stat
          label={t('promo.ranking.prizePool')}
          value={formatAmount(board.prizePool)}
          isAccent
          testId="ranking-pool"
        />
        <Stat
          label={which === 'current' ? t('promo.ranking.endsIn') : t('promo.ranking.endedAt')}
          value={
            which === 'current' ? (
              <Countdown until={board.closesAt} onEnd={onClose} testId="ranking-countdown" />
            ) : (
              formatDateTime(board.closesAt, getRegion().timeZone)
            )
          }
        />
      </StatGrid>
      <p className={styles.subline}>{t('promo.ranking.periodKey', { key: board.periodKey })}</p>
    </section>
  );
}

function BoardTable({ board, which }: { board: RankingBoard; which: RankingWhich }) {
  const { t } = useTranslation();
  const rows = rankingRows(board, (value) => formatCompactAmount(value));
  if (rows.length === 0) return <EmptyState />;
  return (
    <>
      <table className={styles.table} data-testid="ranking-table">
        <thead>
          <tr>
            <th scope="col" className={`${styles.rankCell} ${styles.center}`}>
              {/* "#" fits the narrow column in every language; readers hear the word. */}
              <span aria-hidden="true">#</span>
              <span className="fp-visually-hidden">{t('promo.ranking.rank')}</span>
            </th>
            <th scope="col">{t('promo.ranking.player')}</th>
            <th scope="col" className={`${styles.betCell} ${styles.number}`}>
              {t('promo.ranking.totalBet')}
            </th>
            <th scope="col" className={`${styles.awardCell} ${styles.number}`}>
              {t('promo.ranking.award')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.rank}
              className={`${row.medal ? styles.topRow : ''} ${row.isMe ? styles.meRow : ''}`}
              data-testid="ranking-row"
            >
              <td className={styles.center}>
                <RankMark rank={row.rank} medal={row.medal} />
              </td>
              <td className={styles.phoneCell}>{row.phone}</td>
              <td className={styles.number}>{row.totalBet}</td>
              <td className={`${styles.number} ${styles.recordAmount}`}>{row.award}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {which === 'current' ? <p className={styles.tableNote}>{t('promo.ranking.estimate')}</p> : null}
    </>
  );
}

function MyStandingCard({ board }: { board: RankingBoard }) {
  const { t } = useTranslation();
  const mine = myStanding(board.me, (value) => formatAmount(value));
  if (!mine) return null;
  return (
    <section className={`fp-card ${styles.myStanding}`} data-testid="ranking-me">
      <div className="fp-spread">
        <strong>{t('promo.ranking.me')}</strong>
        {mine.rank ? (
          <RankMark rank={mine.rank} medal={mine.medal} />
        ) : (
          <span className="fp-muted">{t('promo.ranking.notRanked')}</span>
        )}
      </div>
      <StatGrid>
        <Stat label={t('promo.ranking.totalBet')} value={mine.totalBet} />
        <Stat label={t('promo.ranking.award')} value={mine.award} isAccent />
      </StatGrid>
    </section>
  );
}

function LoginPrompt() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <section className={`fp-card ${styles.myStanding}`}>
      <AppLink
        to={`${PATHS.login}?redirect=${encodeURIComponent(pathname + search)}`}
        className="fp-button fp-button--block"
      >
        {t('promo.ranking.loginToSee')}
      </AppLink>
    </section>
  );
}

function PeriodPicker({ params, onChange }: { params: RankingParams; onChange(next: RankingParams): void }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={t('route.ranking')}>
        {PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            role="tab"
            aria-selected={params.period === period}
            className={`${styles.tab} ${params.period === period ? styles.tabActive : ''}`}
            onClick={() => onChange({ ...params, period })}
            data-testid={`ranking-tab-${period}`}
          >
            {t(`promo.ranking.period.${period}`)}
          </button>
        ))}
      </div>
      <div className={styles.toggle}>
        {(['current', 'previous'] as const).map((which) => (
          <button
            key={which}
            type="button"
            aria-pressed={params.which === which}
            className={`${styles.toggleOption} ${params.which === which ? styles.toggleActive : ''}`}
            onClick={() => onChange({ ...params, which })}
            data-testid={`ranking-${which}`}
          >
            {t(`promo.ranking.${which}`)}
          </button>
        ))}
      </div>
    </>
  );
}

/** Ranking (/pages/promo/Ranking/Ranking): daily, weekly and monthly bet leaderboards; works logged out. */
export default function RankingPage() {
  const { t } = useTranslation();
  const sign = useSessionStore((state) => state.sign);
  const uid = useSessionStore((state) => state.uid);
  const isSignedIn = isLoggedIn({ sign, uid });
  const [search, setSearch] = useSearchParams();
  const params = rankingParams(search);
  const board = useQuery({
    ...rankingQuery(isSignedIn ? uid : '', params.period, params.which),
    // While another board loads the last one stays (dimmed), so the page does not jump.
    placeholderData: keepPreviousData,
  });

  const change = (next: RankingParams) =>
    setSearch({ period: next.period, which: next.which }, { replace: true });

  const content = (
    <QueryContent query={board}>
      {(data) => (
        <div
          className={board.isPlaceholderData ? styles.stale : undefined}
          aria-busy={board.isPlaceholderData}
        >
          <BoardSummary board={data} which={params.which} onClose={() => void board.refetch()} />
          <section className="fp-card">
            <BoardTable board={data} which={params.which} />
          </section>
          {isSignedIn ? <MyStandingCard board={data} /> : <LoginPrompt />}
          <RulesCard
            rules={[
              t('promo.ranking.ruleBet'),
              t('promo.ranking.rulePool'),
              t('promo.ranking.rulePaid'),
              t('promo.ranking.ruleWager', { times: data.wagerMultiple }),
            ]}
          />
        </div>
      )}
    </QueryContent>
  );

  return (
    <SubLayout>
      <PromoHero image="ranking" />
      <PeriodPicker params={params} onChange={change} />
      {content}
    </SubLayout>
  );
}
