/** Envelope state codes shared by server and clients (DESIGN.md section 3, spec point 9). */
export const StateCode = {
  ok: '200',
  badRequest: '400',
  unauthorized: '401',
  forbidden: '403',
  notFound: '404',
  conflict: '409',
  tooManyRequests: '429',
  system: '500',
  /** The original app's "logged out" state; clients treat it like 401. */
  sessionGone: '-1',
  /** A business rule refused the request (insufficient funds, limits, closed features). */
  refused: '1000',
  /** A service the server cannot offer right now (no payment gateway configured); nothing changed. */
  unavailable: '503',
} as const;

export type StateCodeValue = (typeof StateCode)[keyof typeof StateCode];

/** Client-side normalised outcome codes (spec point 4). */
export const ClientCode = { success: 200, failure: 999 } as const;

/**
 * The spec's "logged out" words, which clients also recognise (spec point 4). The server writes its
 * messages from the catalogue (messages/, `request.loginRequired`), in the request's language.
 */
export const LOGIN_REQUIRED_MESSAGE = 'Please login first';
