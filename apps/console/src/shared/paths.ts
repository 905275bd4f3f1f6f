/**
 * Every page's path inside the console (the router's basename /console is not part of them). A
 * feature links to another page through these, never through a written URL.
 */
export const CONSOLE_BASENAME = '/console';

export const PATHS = {
  home: '/',
  login: '/login',
  staff: '/staff',
  roles: '/roles',
  sessions: '/sessions',
  audit: '/audit',
  account: '/account',
  adjustments: '/adjustments',
  withdrawals: '/withdrawals',
  deposits: '/deposits',
  depositStatement: '/deposits/statement',
  feedback: '/feedback',
  players: '/players',
  player: '/players/:userId',
  rgCases: '/protection',
} as const;

/** The page of one player (PATHS.player with its id). */
export function playerPath(userId: number): string {
  return PATHS.player.replace(':userId', String(userId));
}

/** The query parameter that carries the page to return to after signing in. */
export const RETURN_PARAMETER = 'next';

/** The sign-in page, remembering the page the staff member was on. */
export function signInPathFrom(location: { pathname: string; search: string }): string {
  if (location.pathname === PATHS.login) return PATHS.login;
  const here = `${location.pathname}${location.search}`;
  return here === PATHS.home ? PATHS.login : `${PATHS.login}?${RETURN_PARAMETER}=${encodeURIComponent(here)}`;
}

/**
 * Where to go after signing in: the remembered page when it is one of the console's own paths
 * (never another site: "//evil.example" or "/\evil" are refused), else home.
 */
export function returnPathOf(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAMETER);
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return PATHS.home;
  if (next === PATHS.login || next.startsWith(`${PATHS.login}?`)) return PATHS.home;
  return next;
}
