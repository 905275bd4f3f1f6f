import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlaySession, playSessionQuery } from '../../shared/api/rg.ts';
import { useMoney } from '../../shared/money.ts';
import { navigateBack, navigateTo } from '../../shared/navigation/navigation.ts';
import { PATHS } from '../../shared/routes.ts';
import styles from './games.module.css';
import { elapsedSecondsAt, formatElapsed, isCheckDue } from './reality-check-rules.ts';

const TICK_MS = 1_000;

/** This device's clock, read once a second (only to count the seconds since the server's figure). */
function useNowMs(): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return nowMs;
}

export interface PlaySessionClock {
  session: NonNullable<PlaySession['session']> | null;
  /** Seconds the session has run now; null until the server has answered. */
  elapsedSeconds: number | null;
  intervalMinutes: number | null;
}

/** The game session of the game view, its time running on between the server's answers. */
export function usePlaySessionClock(uid: string, gameId: number | null): PlaySessionClock {
  const query = useQuery(playSessionQuery(uid, gameId));
  const nowMs = useNowMs();
  const session = query.data?.session ?? null;
  return {
    session,
    elapsedSeconds: session ? elapsedSecondsAt(session.elapsedSeconds, query.dataUpdatedAt, nowMs) : null,
    intervalMinutes: query.data?.realityCheckMinutes ?? null,
  };
}

/** The net result with its sign: "+Rp 1.000", "-Rp 500". */
function useSignedMoney() {
  const { money } = useMoney();
  return (value: number) => (value > 0 ? `+${money(value)}` : money(value));
}

/**
 * The session's time and net result, always over the game: one line of fixed height, there from the
 * first frame (dashes until the server answers), so nothing below it moves.
 */
export function PlaySessionBar({ clock }: { clock: PlaySessionClock }) {
  const { t } = useTranslation();
  const signed = useSignedMoney();
  const net = clock.session?.net ?? null;
  return (
    <div className={styles.sessionBar} data-testid="play-session-bar">
      <span>
        {t('realityCheck.sessionTime')}{' '}
        <strong data-testid="play-session-time">
          {clock.elapsedSeconds === null ? '–' : formatElapsed(clock.elapsedSeconds)}
        </strong>
      </span>
      <span>
        {t('realityCheck.sessionNet')}{' '}
        <strong
          data-testid="play-session-net"
          className={net !== null && net < 0 ? styles.sessionLoss : undefined}
        >
          {net === null ? '–' : signed(net)}
        </strong>
      </span>
    </div>
  );
}

/**
 * The reality check (issue 14): every N minutes of the session, over the game (which cannot be
 * played behind it), the time played and the net result, with Continue, See history and Stop.
 */
export function RealityCheck({ clock, onDue }: { clock: PlaySessionClock; onDue(): void }) {
  const { t } = useTranslation();
  const signed = useSignedMoney();
  // The elapsed second of the last answer: the next check comes at the next whole interval after it.
  const [answeredAtSeconds, setAnsweredAtSeconds] = useState(0);
  const { session, elapsedSeconds, intervalMinutes } = clock;
  const isDue =
    session !== null &&
    elapsedSeconds !== null &&
    intervalMinutes !== null &&
    isCheckDue(elapsedSeconds, intervalMinutes, answeredAtSeconds);
  // Coming due, the figures are read again, so the net shown is the latest.
  useEffect(() => {
    if (isDue) onDue();
  }, [isDue, onDue]);
  if (!isDue || session === null || elapsedSeconds === null) return null;
  const time = formatElapsed(elapsedSeconds);
  return (
    <div
      className={`fp-modal-mask ${styles.realityCheck}`}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="reality-check-title"
      data-testid="reality-check"
    >
      <div className="fp-modal">
        <h2 id="reality-check-title">{t('realityCheck.title')}</h2>
        <p>{t('realityCheck.body', { time })}</p>
        <dl className={styles.realityFigures}>
          <dt>{t('realityCheck.elapsed')}</dt>
          <dd data-testid="reality-check-time">{time}</dd>
          <dt>{t('realityCheck.net')}</dt>
          <dd data-testid="reality-check-net" className={session.net < 0 ? styles.sessionLoss : undefined}>
            {signed(session.net)}
          </dd>
        </dl>
        <p className="fp-muted">{t('realityCheck.netHint')}</p>
        <button
          type="button"
          className="fp-button fp-button--block"
          onClick={() => setAnsweredAtSeconds(elapsedSeconds)}
          data-testid="reality-check-continue"
        >
          {t('realityCheck.continue')}
        </button>
        <button
          type="button"
          className="fp-button fp-button--ghost fp-button--block"
          style={{ marginTop: 8 }}
          onClick={() => void navigateTo(PATHS.gameRecords)}
          data-testid="reality-check-history"
        >
          {t('realityCheck.history')}
        </button>
        <button
          type="button"
          className="fp-button fp-button--ghost fp-button--block"
          style={{ marginTop: 8 }}
          onClick={navigateBack}
          data-testid="reality-check-stop"
        >
          {t('realityCheck.stop')}
        </button>
      </div>
    </div>
  );
}
