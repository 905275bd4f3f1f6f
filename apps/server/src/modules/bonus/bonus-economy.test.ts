import { REGIONS } from '@fairplay/contract/regions';
import { describe, expect, it } from 'vitest';
import { demoMinor } from '../../seed/demo.ts';
import { demoBonusRules } from '../../seed/promotions-demo.ts';
import {
  type BetKind,
  countingBets,
  type DepositPlan,
  depositPlans,
  type Economy,
  estimateReturn,
  newPlayerBonuses,
  type ReturnEstimate,
  type Strategy,
  safeDiceBets,
  seededEconomy,
} from './hunter-simulation.ts';

/**
 * The seeded promotions against a bonus hunter (Monte Carlo, hunter-simulation.ts): a new account
 * takes every bonus a new player can (sign-up, first deposit, the best deposit gift for its amount,
 * the whole sign-in week, half an invitation pair), then either wagers it with the lowest-risk bets
 * that still count, or only bets 98%-win dice and withdraws forfeiting the bonus. It waits for the
 * week and month to close for its VIP rewards. Every deposit amount of the deposit page is tried.
 */
const region = REGIONS.ID;
const economy: Economy = seededEconomy(region);
/** Rounds each estimate may play (the largest deposits play tens of thousands per hunter). */
const ROUND_BUDGET = 600_000;
const HUNTER = { withPeriodRewards: true } as const;
/** A result counts only when it is below 100% by more than this many standard errors. */
const MARGIN_IN_ERRORS = 4;

function estimate(plan: DepositPlan, strategy: Strategy, seed: number, maxPlayers = 20_000): ReturnEstimate {
  const pilot = estimateReturn(economy, plan, strategy, 20, seed, HUNTER);
  const players = Math.max(
    200,
    Math.min(maxPlayers, Math.floor(ROUND_BUDGET / Math.max(1, pilot.meanRounds))),
  );
  return estimateReturn(economy, plan, strategy, players, seed, HUNTER);
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const describeResult = (label: string, result: ReturnEstimate) =>
  `${label}: ${percent(result.meanReturn)} ± ${percent(result.standardError)} (${result.players} hunters)`;

/** The counting bets a bonus allows: the ones whose table takes a stake as small as the bonus maximum. */
function placeableWithBonus(bets: BetKind[]): BetKind[] {
  const maxBet = economy.promotions.bonusRules.maxBetMinor;
  return bets.filter((bet) => maxBet === 0 || bet.config.minBetMinor <= maxBet);
}

describe('the seeded bonus economy', () => {
  it('is the configuration the demo seeds', () => {
    expect(economy.promotions.bonusRules).toEqual(demoBonusRules((inr) => demoMinor(region, inr)));
    // Every bonus a hunter collects carries wagering: none of it is cash at once.
    for (const plan of depositPlans(economy)) {
      for (const bonus of newPlayerBonuses(economy, plan))
        expect(bonus.wagerMultiple, bonus.label).toBeGreaterThan(0);
    }
  });

  it('pays a hunter who wagers every bonus with the lowest-risk bets that count less than it deposits', () => {
    const bets = placeableWithBonus(countingBets(economy));
    expect(bets.length).toBeGreaterThan(0);
    const turnoverBets = safeDiceBets(economy);
    const results: { label: string; plan: DepositPlan; strategy: Strategy; result: ReturnEstimate }[] = [];
    for (const [planIndex, plan] of depositPlans(economy).entries()) {
      for (const [betIndex, bet] of bets.entries()) {
        const strategy: Strategy = { kind: 'clear', bet, turnoverBets };
        const label = `deposit ${plan.amount} (${plan.label}, gift ${plan.gift}), ${bet.label}`;
        results.push({
          label,
          plan,
          strategy,
          result: estimate(plan, strategy, 1 + planIndex * 100_000 + betIndex * 10_000),
        });
      }
    }
    const summary = results.map((entry) => describeResult(entry.label, entry.result)).join('\n');
    for (const { label, result } of results) {
      expect(
        result.meanReturn + MARGIN_IN_ERRORS * result.standardError,
        `${label}\n${summary}`,
      ).toBeLessThan(1);
    }
    // The cheapest of them once more, with many more hunters and other seeds.
    const cheapest = results.reduce((best, entry) =>
      entry.result.meanReturn > best.result.meanReturn ? entry : best,
    );
    const confirmed = estimate(cheapest.plan, cheapest.strategy, 9_000_000, 30_000);
    expect(
      confirmed.meanReturn + MARGIN_IN_ERRORS * confirmed.standardError,
      describeResult(`cheapest: ${cheapest.label}`, confirmed),
    ).toBeLessThan(1);
  });

  it('would pay the same hunter under the old rules: every bet counting in full, no maximum bet, 1-5× multiples', () => {
    // The simulation can tell: with the rules it replaced, 98%-win dice clears every bonus.
    const old: Economy = structuredClone(economy);
    const promotions = old.promotions;
    promotions.firstDeposit.wagerMultiple = 3;
    promotions.signupBonus.wagerMultiple = 3;
    promotions.signin.wagerMultiple = 1;
    promotions.rebate.wagerMultiple = 3;
    promotions.invitation.wagerMultiple = 1;
    promotions.bonusRules = {
      maxBetMinor: 0,
      maxWinChancePpm: 1_000_000,
      gameWeightsPpm: {},
      defaultWeightPpm: 1_000_000,
      depositBonusWagerMultiple: 5,
    };
    const [safe] = safeDiceBets(old);
    const [smallest] = depositPlans(old);
    const result = estimateReturn(
      old,
      smallest!,
      { kind: 'clear', bet: safe!, turnoverBets: [safe!] },
      2_000,
      77,
      {
        ...HUNTER,
        vipExperience: 'stake',
      },
    );
    expect(
      result.meanReturn - MARGIN_IN_ERRORS * result.standardError,
      describeResult('old rules', result),
    ).toBeGreaterThan(1);
  });

  it('pays a hunter who only bets 98%-win dice (wagering no bonus, forfeiting it) less than it deposits', () => {
    const bets = safeDiceBets(economy);
    for (const [planIndex, plan] of depositPlans(economy).entries()) {
      const result = estimate(plan, { kind: 'turnover-only', bets }, 5_000_000 + planIndex * 100_000);
      const label = describeResult(`deposit ${plan.amount} (${plan.label}), 98%-win dice`, result);
      expect(result.meanReturn + MARGIN_IN_ERRORS * result.standardError, label).toBeLessThan(1);
    }
  });
});
