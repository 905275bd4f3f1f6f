/**
 * This browser's own random id, kept in localStorage (it outlives the tab, unlike the token): sent
 * with the password so that a browser which signed in to an account before is not held back when
 * strangers' wrong guesses slow that account down (the server's login throttle). It proves nothing
 * by itself and opens nothing.
 */
const BROWSER_ID_KEY = 'fairplay.console.browser';

function newBrowserId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function browserId(): string | undefined {
  try {
    const stored = localStorage.getItem(BROWSER_ID_KEY);
    if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
    const fresh = newBrowserId();
    localStorage.setItem(BROWSER_ID_KEY, fresh);
    return fresh;
  } catch {
    // Storage refused: sign in without it (the browser is then treated as new each time).
    return undefined;
  }
}
