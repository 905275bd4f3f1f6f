import type { BreakSession } from '@fairplay/contract';
import { create } from 'zustand';

/**
 * A sign-in refused for a break (decision 023): the break's message and the withdraw-only session the
 * refusal carried. Kept in memory only, never as the app's session: it reaches the withdrawal calls
 * and nothing else, and ends within the hour. The sign-in writes it; the break screen (app) reads it.
 */
export interface RefusedForBreak {
  message: string;
  session: BreakSession;
}

interface BreakSessionState {
  refused: RefusedForBreak | null;
  show(refused: RefusedForBreak): void;
  clear(): void;
}

export const useBreakSessionStore = create<BreakSessionState>((set) => ({
  refused: null,
  show: (refused) => set({ refused }),
  clear: () => set({ refused: null }),
}));

/** The common fields that make a call with the withdraw-only session instead of the app's session. */
export function signedBy(session: BreakSession): { sign: string; uid: string } {
  return { sign: session.sign, uid: session.uid };
}
