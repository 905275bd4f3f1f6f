import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePlayerInfo } from '../../shared/api/account.ts';
import { playSessionQuery } from '../../shared/api/rg.ts';
import { useMoney } from '../../shared/money.ts';
import { navigateBack } from '../../shared/navigation/navigation.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { gameLaunchQuery, refreshAfterPlay } from './api.ts';
import { launchFailureReason, parseGameId, readGameMessage } from './game-web-rules.ts';
import styles from './games.module.css';
import { PlaySessionBar, RealityCheck, usePlaySessionClock } from './reality-check.tsx';

/**
 * If a game page never says it is ready (its own start failed), the spinner steps aside this long
 * after the page loaded, so the game's own message shows instead of an endless spinner.
 */
const READY_FALLBACK_MS = 8_000;

function BackArrow() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M15.5 4.5 8 12l7.5 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The slim bar over the game: back, the game's name and the balance the game reports. */
function GameBar({ title, balance }: { title: string; balance: number | null }) {
  const { t } = useTranslation();
  const statusBarHeight = useAppStore((state) => state.statusBarHeight);
  const { money } = useMoney();
  return (
    <header className={styles.gameBar} style={{ paddingTop: statusBarHeight }}>
      <button
        type="button"
        className={styles.gameBarButton}
        aria-label={t('common.back')}
        onClick={navigateBack}
        data-testid="game-back"
      >
        <BackArrow />
      </button>
      <h1 className={styles.gameTitle}>{title}</h1>
      <span className={styles.gameBalance} data-testid="game-balance">
        {balance === null ? null : (
          <>
            <span className="fp-visually-hidden">{t('games.web.balance')} </span>
            {money(balance)}
          </>
        )}
      </span>
    </header>
  );
}

/**
 * The game in a sandboxed iframe: scripts and forms only, an opaque origin (no same-origin access
 * to the app, no top navigation). The game talks back by postMessage: close, balance and ready.
 */
function GameFrame({
  url,
  title,
  onBalance,
}: {
  url: string;
  title: string;
  onBalance(balance: number): void;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [isReady, setReady] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the game's own window counts: not other frames, extensions or the app itself.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = readGameMessage(event.data);
      if (message?.type === 'close') navigateBack();
      else if (message?.type === 'ready') setReady(true);
      else if (message?.type === 'balance') onBalance(message.balance);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onBalance]);

  useEffect(() => {
    if (!isLoaded || isReady) return;
    const timer = setTimeout(() => setReady(true), READY_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [isLoaded, isReady]);

  return (
    <>
      <iframe
        ref={frame}
        className={styles.gameFrame}
        src={url}
        title={title}
        sandbox="allow-scripts allow-forms"
        allow=""
        referrerPolicy="no-referrer"
        onLoad={() => setLoaded(true)}
        data-testid="game-frame"
      />
      {isReady ? null : (
        <div className={styles.gameOverlay} aria-busy="true" data-testid="game-loading">
          <div className="fp-spinner" />
          <span>{t('games.web.loading')}</span>
        </div>
      )}
    </>
  );
}

function Problem({ message, action }: { message: string; action: ReactNode }) {
  return (
    <div className={styles.gameOverlay} role="alert">
      <span>{message}</span>
      {action}
    </div>
  );
}

/** GameWeb (?gameId=): launches the game and shows it full height, without tab bar or service button. */
export default function GameWebPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const [searchParams] = useSearchParams();
  const gameId = parseGameId(searchParams.get('gameId'));
  const launch = useQuery(gameLaunchQuery(uid, gameId));
  // What can be played, as the game itself reports it: cash and bonus money together.
  const player = usePlayerInfo();
  const storedBalance = player ? player.balance + (player.bonusBalance ?? 0) : null;
  const [reportedBalance, setReportedBalance] = useState<number | null>(null);
  const queryClient = useQueryClient();
  // The game session's time and net (reality checks): read again after every round the game reports.
  const playSession = usePlaySessionClock(uid, gameId);
  const refreshPlaySession = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: playSessionQuery(uid, gameId).queryKey }),
    [queryClient, uid, gameId],
  );
  const onBalance = useCallback(
    (balance: number) => {
      setReportedBalance(balance);
      refreshPlaySession();
    },
    [refreshPlaySession],
  );

  // Back in the app (by the game's close, the back arrow or the browser), the balance and the
  // records the rounds changed are fetched again, so Home and Account show the new figures.
  useEffect(
    () => () => {
      void refreshAfterPlay(queryClient);
    },
    [queryClient],
  );

  let stage: ReactNode;
  if (gameId === null)
    stage = (
      <Problem
        message={t('games.web.notAvailable')}
        action={
          <button type="button" className="fp-button fp-button--ghost" onClick={navigateBack}>
            {t('games.web.backToLobby')}
          </button>
        }
      />
    );
  else if (launch.isError)
    stage = (
      <Problem
        message={launchFailureReason(launch.error) ?? t('games.web.launchFailed')}
        action={
          <button
            type="button"
            className="fp-button"
            onClick={() => void launch.refetch()}
            data-testid="game-retry"
          >
            {t('common.retry')}
          </button>
        }
      />
    );
  else if (!launch.data)
    stage = (
      <div className={styles.gameOverlay} aria-busy="true">
        <div className="fp-spinner" />
        <span>{t('games.web.loading')}</span>
      </div>
    );
  else
    stage = (
      <GameFrame
        key={launch.data.url}
        url={launch.data.url}
        title={launch.data.gameName}
        onBalance={onBalance}
      />
    );

  return (
    <div className={styles.gameScreen} data-orientation={launch.data?.orientation}>
      <GameBar title={launch.data?.gameName ?? t('route.game')} balance={reportedBalance ?? storedBalance} />
      <PlaySessionBar clock={playSession} />
      <main className={styles.gameStage}>
        {stage}
        <RealityCheck clock={playSession} onDue={refreshPlaySession} />
      </main>
    </div>
  );
}
