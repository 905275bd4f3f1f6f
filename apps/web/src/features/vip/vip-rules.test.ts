import type { TVipConfig } from '@fairplay/contract';
import { describe, expect, it } from 'vitest';
import { experienceToReach, formatRate, stepLevel, vipProgress } from './vip-rules.ts';

function level(number: number, expLimit: number): TVipConfig {
  return {
    id: number + 1,
    name: `VIP${number}`,
    level: number,
    expLimit,
    relegationRechargeAmount: 0,
    upgradeReward: 0,
    weekReward: 0,
    monthlyReward: 0,
    birthdayReward: 0,
    withdrawLimit: 1_000,
    withdrawFee: 0.032,
    withdrawCountLimit: 2,
    betRebateRate: 0.0015,
    picUrl: '',
  };
}

const table = [level(0, 1_000), level(1, 5_000), level(2, 10_000)];

describe('vipProgress', () => {
  it('is the share of expMax reached and what is still needed', () => {
    expect(vipProgress({ exp: 1_250, expMax: 5_000, nextVipConfig: table[2]! })).toEqual({
      percent: 25,
      remaining: 3_750,
      nextLevel: 2,
    });
  });

  it('rounds the bar down, so it is never full before the level is reached', () => {
    const progress = vipProgress({ exp: 4_999.99, expMax: 5_000, nextVipConfig: table[2]! });
    expect(progress.percent).toBe(99.9);
    expect(progress.remaining).toBe(0.01);
  });

  it('has no float noise in what is still needed', () => {
    expect(vipProgress({ exp: 0.1, expMax: 0.3, nextVipConfig: table[1]! }).remaining).toBe(0.2);
  });

  it('stays within 0-100 when experience is past the limit or negative', () => {
    expect(vipProgress({ exp: 7_000, expMax: 5_000, nextVipConfig: table[2]! })).toMatchObject({
      percent: 100,
      remaining: 0,
    });
    expect(vipProgress({ exp: -5, expMax: 5_000, nextVipConfig: table[2]! }).percent).toBe(0);
  });

  it('is full with nothing left at the highest level', () => {
    expect(vipProgress({ exp: 123, expMax: 10_000, nextVipConfig: null })).toEqual({
      percent: 100,
      remaining: 0,
      nextLevel: null,
    });
  });
});

describe('level table helpers', () => {
  it('a level opens at the previous level expLimit; VIP0 at 0', () => {
    expect(experienceToReach(table, 0)).toBe(0);
    expect(experienceToReach(table, 1)).toBe(1_000);
    expect(experienceToReach(table, 2)).toBe(5_000);
  });

  it('shows ratios as percentages without float noise', () => {
    expect(formatRate(0.032)).toBe('3.2%');
    expect(formatRate(0.0015)).toBe('0.15%');
    expect(formatRate(0.003)).toBe('0.3%');
    expect(formatRate(0)).toBe('0%');
  });

  it('swipes one level at a time and stops at both ends', () => {
    expect(stepLevel(table, 1, 1)).toBe(2);
    expect(stepLevel(table, 1, -1)).toBe(0);
    expect(stepLevel(table, 2, 1)).toBe(2);
    expect(stepLevel(table, 0, -1)).toBe(0);
  });
});
