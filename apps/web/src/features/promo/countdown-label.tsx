import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts } from './countdown.ts';
import styles from './promo.module.css';

const TICK_MS = 1_000;

/**
 * A live "2d 03:04:05" until an instant. Only this label re-renders every second; `onEnd` runs
 * once when the time is up (pages read their data again then).
 */
export function Countdown({ until, onEnd, testId }: { until: string; onEnd?: () => void; testId?: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const parts = countdownParts(until, now);
  const isOver = parts?.isOver ?? true;
  const endHandler = useRef(onEnd);
  useEffect(() => {
    endHandler.current = onEnd;
  });

  useEffect(() => {
    if (isOver) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [isOver]);

  // Once per deadline: a refetch may bring a new one (the next ranking period).
  const endedFor = useRef<string | null>(null);
  const isReadable = parts !== null;
  useEffect(() => {
    if (!isOver || !isReadable || endedFor.current === until) return;
    endedFor.current = until;
    endHandler.current?.();
  }, [isOver, isReadable, until]);

  if (!parts) return null;
  return (
    <time className={styles.countdown} dateTime={until} data-testid={testId}>
      {parts.days > 0 ? t('promo.common.daysClock', { days: parts.days, clock: parts.clock }) : parts.clock}
    </time>
  );
}
