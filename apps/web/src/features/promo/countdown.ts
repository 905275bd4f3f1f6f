const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** What is left until a deadline: whole days, then the rest as "HH:MM:SS". */
export interface CountdownParts {
  days: number;
  clock: string;
  isOver: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Milliseconds as "HH:MM:SS", rounded down to the second; hours may pass 24. */
export function formatClock(milliseconds: number): string {
  const rest = Math.max(0, Math.floor(milliseconds / SECOND_MS)) * SECOND_MS;
  const hours = Math.floor(rest / HOUR_MS);
  const minutes = Math.floor((rest % HOUR_MS) / MINUTE_MS);
  const seconds = Math.floor((rest % MINUTE_MS) / SECOND_MS);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * The time left from `nowMs` until the ISO instant `until`; null when `until` is not a readable
 * instant (the page then shows no countdown rather than a wrong one).
 */
export function countdownParts(until: string, nowMs: number): CountdownParts | null {
  const end = new Date(until).getTime();
  if (Number.isNaN(end)) return null;
  const left = Math.max(0, end - nowMs);
  const days = Math.floor(left / DAY_MS);
  return { days, clock: formatClock(left - days * DAY_MS), isOver: left < SECOND_MS };
}
