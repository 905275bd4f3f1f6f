/**
 * The reality check's arithmetic (issue 14): the game session's time runs on the server's count, so
 * a device whose clock is wrong still shows the right time; this device's clock measures only the
 * seconds since that count was read.
 */

/** Seconds the session has run at `nowMs`: the server's count when read at `readAtMs`, plus the time since. */
export function elapsedSecondsAt(serverElapsedSeconds: number, readAtMs: number, nowMs: number): number {
  return serverElapsedSeconds + Math.max(0, Math.floor((nowMs - readAtMs) / 1000));
}

/** How many reality checks have come due by this time: one every interval (0 before the first). */
export function checksDue(elapsedSeconds: number, intervalMinutes: number): number {
  if (!(intervalMinutes > 0)) return 0;
  return Math.floor(elapsedSeconds / (intervalMinutes * 60));
}

/**
 * A reality check shows while one has come due since the player last answered one (at that elapsed
 * second; 0 before any): an interval changed mid-session counts from the session's start still.
 */
export function isCheckDue(
  elapsedSeconds: number,
  intervalMinutes: number,
  answeredAtSeconds: number,
): boolean {
  return checksDue(elapsedSeconds, intervalMinutes) > checksDue(answeredAtSeconds, intervalMinutes);
}

/** A session's length as a clock reads it: "0:42", "16:05", "1:02:03". */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
