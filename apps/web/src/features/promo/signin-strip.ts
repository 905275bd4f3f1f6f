/** How one day of the 7-day sign-in cycle looks: done, today's (to take or taken), or later. */
export type SigninDayState = 'signed' | 'today' | 'signedToday' | 'upcoming';

export interface SigninDay {
  /** 1-based day of the cycle. */
  day: number;
  amount: number;
  state: SigninDayState;
}

/**
 * The reward strip of the current cycle. `streak` counts consecutive days up to the last sign-in
 * (today's included once taken); the rewards repeat every `rewards.length` days, so day 8 of a
 * streak is day 1 of the strip again.
 */
export function signinStrip(
  rewards: readonly number[],
  streak: number,
  hasSignedToday: boolean,
): SigninDay[] {
  if (rewards.length === 0) return [];
  const todayStreak = hasSignedToday ? Math.max(streak, 1) : Math.max(streak, 0) + 1;
  const todayIndex = (todayStreak - 1) % rewards.length;
  return rewards.map((amount, index) => {
    let state: SigninDayState;
    if (index < todayIndex) state = 'signed';
    else if (index > todayIndex) state = 'upcoming';
    else state = hasSignedToday ? 'signedToday' : 'today';
    return { day: index + 1, amount, state };
  });
}
