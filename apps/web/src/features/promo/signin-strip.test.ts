import { describe, expect, it } from 'vitest';
import { signinStrip } from './signin-strip.ts';

const REWARDS = [5, 8, 10, 15, 20, 25, 50];
const states = (streak: number, hasSignedToday: boolean) =>
  signinStrip(REWARDS, streak, hasSignedToday).map((day) => day.state);

describe('signinStrip', () => {
  it('offers day 1 to a player without a streak', () => {
    expect(states(0, false)).toEqual([
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('marks the days of the streak and today as taken once signed in', () => {
    expect(states(3, true)).toEqual([
      'signed',
      'signed',
      'signedToday',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('offers the day after the streak when today is still open', () => {
    expect(states(3, false)).toEqual([
      'signed',
      'signed',
      'signed',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('starts the strip again after a full cycle', () => {
    expect(states(7, false)).toEqual([
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(states(7, true)).toEqual([
      'signed',
      'signed',
      'signed',
      'signed',
      'signed',
      'signed',
      'signedToday',
    ]);
    expect(states(9, true)).toEqual([
      'signed',
      'signedToday',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('keeps the day numbers and amounts of the cycle', () => {
    expect(signinStrip(REWARDS, 0, false).map(({ day, amount }) => [day, amount])).toEqual(
      REWARDS.map((amount, index) => [index + 1, amount]),
    );
  });

  it('is empty without rewards', () => {
    expect(signinStrip([], 3, true)).toEqual([]);
  });
});
