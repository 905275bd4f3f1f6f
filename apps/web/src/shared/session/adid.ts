import { ADID_POLL_INTERVAL_MS, ADID_POLL_MAX_TRIES } from '@fairplay/contract/constants';
import { useAppStore } from '../store/app-store.ts';

declare global {
  interface Window {
    /** Set by the native shell (Adjust SDK) when the app runs inside it. */
    fairplayAdid?: string;
  }
}

/**
 * Waits for the attribution ad id: polls every 500 ms, about 30 tries (spec point 4). Resolves
 * with the id, or an empty string when none arrives (a plain browser has none).
 */
export function waitForAdid(
  read: () => string | undefined = () => window.fairplayAdid,
  intervalMs = ADID_POLL_INTERVAL_MS,
  maxTries = ADID_POLL_MAX_TRIES,
): Promise<string> {
  return new Promise((resolve) => {
    let tries = 0;
    const poll = () => {
      const adid = useAppStore.getState().adjustAdid || read() || '';
      tries += 1;
      if (adid || tries >= maxTries) {
        if (adid) useAppStore.getState().update({ adjustAdid: adid });
        resolve(adid);
        return;
      }
      setTimeout(poll, intervalMs);
    };
    poll();
  });
}
