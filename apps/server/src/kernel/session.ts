import type { AppDeps } from './context.ts';

/** The player a request's session belongs to. */
export interface SessionUser {
  sessionId: number;
  userId: number;
  uid: string;
  /** 'withdraw': a sign-in refused for a break, limited to kernel/break-session-calls.ts. */
  scope: SessionScope;
}

/** What a session may reach: everything, or only the withdraw-only calls (decision 023). */
export type SessionScope = 'full' | 'withdraw';

/** What looking a session up needs. */
export type SessionDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'sessionCache'>;

/**
 * Looks up the live session a request's sign (and uid) names, or null. The auth module provides it;
 * the composition root hands it to the kernel through AppDeps, so the kernel depends on no domain.
 */
export type SessionLookup = (
  deps: SessionDeps,
  sign: string,
  uid: string | null | undefined,
) => Promise<SessionUser | null>;
