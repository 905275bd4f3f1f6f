import { useSyncExternalStore } from 'react';

/**
 * The staff member's Bearer token, in sessionStorage: a back office runs on shared desks, so
 * closing the tab signs out, and another tab signs in on its own. Where storage is refused
 * (a locked-down browser) the token lives in memory for the page's life.
 */
const TOKEN_KEY = 'fairplay.console.token';

let memoryToken: string | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_KEY) ?? memoryToken;
  } catch {
    return memoryToken;
  }
}

function writeToken(token: string | null): void {
  memoryToken = token;
  try {
    if (token === null) storage()?.removeItem(TOKEN_KEY);
    else storage()?.setItem(TOKEN_KEY, token);
  } catch {
    // Storage refused: the in-memory copy serves this page.
  }
  for (const listener of listeners) listener();
}

export function storeToken(token: string): void {
  writeToken(token);
}

export function dropToken(): void {
  writeToken(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a token is held (re-renders when it is stored or dropped). */
export function useHasToken(): boolean {
  return useSyncExternalStore(subscribe, () => readToken() !== null);
}
