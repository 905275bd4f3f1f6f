import type { Region } from '@fairplay/contract/regions';
import {
  type DiceParams,
  diceMultiplierPpm,
  diceOutcomeOf,
  diceWinChancePpm,
} from '../../provider/engines/dice.ts';
import { limboMultiplierPpm, limboOutcomeOf, limboWinChancePpm } from '../../provider/engines/limbo.ts';
import { MINES_TILES, minesMultiplierPpm, minesWinChancePpm } from '../../provider/engines/mines.ts';
import {
  type PlinkoRisk,
  plinkoSlotProbabilities,
  plinkoTablePpm,
  plinkoWinChancePpm,
} from '../../provider/engines/plinko.ts';
import type { GameConfig } from '../../provider/game-config.ts';
import { demoMinor } from '../../seed/demo.ts';
import { demoDepositSetting } from '../../seed/deposit-demo.ts';
import { demoGames } from '../../seed/games-demo.ts';
import { demoPromotions } from '../../seed/promotions-demo.ts';
import { DEMO_VIP_TABLE } from '../../seed/vip-table.ts';
import { onlineBonus, ratioOf } from '../deposit/index.ts';
import { firstDepositBonusFor, rebateFor } from '../promo/index.ts';
import type { DepositSetting, PromotionsSetting } from '../settings/index.ts';
import { UPGRADE_WAGER_MULTIPLE } from '../vip/index.ts';
import { bonusContribution } from './rules.ts';

/**
 * A bonus hunter played against a configuration: a Monte Carlo model of one new account that takes
 * every bonus it can, wagers with a chosen bet, and withdraws. Pure and fast: the engines' own
 * chances, payout multipliers and RTPs, a seeded generator, money in minor units as (exact,
 * integer-valued) doubles — far below 2^53 — so a million rounds take a fraction of a second.
 *
 * It plays by the server's rules (modules/bonus, player-stats/valid-bet.ts): the deposit's own
 * turnover, cash spent before bonus, weighted wagering, the maximum bet, release and loss of the
 * bonus, and every reward its play earns on the way — VIP upgrades, the daily cashback and bet
 * rebate, the week's and month's VIP rewards for a patient hunter — each as bonus with its multiple.
 * Where it cannot be exact it errs for the hunter: the whole sign-in week and half an invitation
 * pair reward are collected before the first bet, and withdrawal limits, the minimum withdrawal
 * and the maximum win per round of a bonus stake are ignored.
 */

export interface VipLevel {
  level: number;
  /** Experience that opens the next level. */
  expLimit: number;
  upgradeReward: number;
  weekReward: number;
  monthlyReward: number;
  withdrawFeePpm: number;
  betRebatePpm: number;
}

export interface Economy {
  promotions: PromotionsSetting;
  deposit: DepositSetting;
  games: { code: string; config: GameConfig }[];
  vip: VipLevel[];
}

/** The demo operator's economy, straight from the seed functions. */
export function seededEconomy(region: Region): Economy {
  const scale = (inr: number) => demoMinor(region, inr);
  return {
    promotions: demoPromotions(scale),
    deposit: demoDepositSetting(region),
    games: demoGames(region).map((game) => ({ code: game.code, config: game.config })),
    vip: DEMO_VIP_TABLE.map(([level, exp, , upgrade, monthly, weekly, , , fee, , rebate]) => ({
      level,
      expLimit: Number(scale(exp)),
      upgradeReward: Number(scale(upgrade)),
      weekReward: Number(scale(weekly)),
      monthlyReward: Number(scale(monthly)),
      withdrawFeePpm: fee,
      betRebatePpm: rebate,
    })),
  };
}

/** A seeded generator (mulberry32): the same seed plays the same rounds. */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One kind of bet: its game, its chance to win, and a draw of its payout multiplier (ppm). */
export interface BetKind {
  label: string;
  gameCode: string;
  config: GameConfig;
  winChancePpm: number;
  draw(random: () => number): number;
}

function diceBet(game: Economy['games'][number], params: DiceParams): BetKind {
  const multiplier = Number(diceMultiplierPpm(params, game.config.rtpPpm));
  return {
    label: `${game.code} ${params.direction} ${params.targetHundredths / 100}`,
    gameCode: game.code,
    config: game.config,
    winChancePpm: diceWinChancePpm(params),
    draw: (random) => (diceOutcomeOf(random(), params).isWin ? multiplier : 0),
  };
}

/**
 * For each game, the bet a hunter would clear a bonus with: the one most likely to win (the least
 * variance, so the bonus lasts longest) whose chance is still at or under the threshold (so it
 * counts). Every fair bet of a game returns its RTP, so the chance is all there is to choose.
 */
export function countingBets(economy: Economy): BetKind[] {
  const threshold = economy.promotions.bonusRules.maxWinChancePpm;
  const bets: BetKind[] = [];
  for (const game of economy.games) {
    const { engine, rtpPpm } = game.config;
    if (engine === 'dice') {
      let target = 9_800;
      while (target > 200 && diceWinChancePpm({ targetHundredths: target, direction: 'under' }) > threshold)
        target -= 1;
      bets.push(diceBet(game, { targetHundredths: target, direction: 'under' }));
    } else if (engine === 'limbo') {
      let target = 101;
      while (limboWinChancePpm({ targetHundredths: target }, rtpPpm) > threshold) target += 1;
      const params = { targetHundredths: target };
      const multiplier = Number(limboMultiplierPpm(params));
      bets.push({
        label: `${game.code} ${target / 100}×`,
        gameCode: game.code,
        config: game.config,
        winChancePpm: limboWinChancePpm(params, rtpPpm),
        draw: (random) => (limboOutcomeOf(random(), params, rtpPpm).isWin ? multiplier : 0),
      });
    } else if (engine === 'plinko') {
      const risks: PlinkoRisk[] = ['low', 'medium', 'high'];
      const risk = risks.find((candidate) => plinkoWinChancePpm(candidate, rtpPpm) <= threshold);
      if (!risk) continue;
      const table = plinkoTablePpm(risk, rtpPpm).map(Number);
      const cumulative: number[] = [];
      let total = 0;
      for (const probability of plinkoSlotProbabilities()) {
        total += probability;
        cumulative.push(total);
      }
      bets.push({
        label: `${game.code} ${risk}`,
        gameCode: game.code,
        config: game.config,
        winChancePpm: plinkoWinChancePpm(risk, rtpPpm),
        draw: (random) => {
          const draw = random();
          const slot = cumulative.findIndex((bound) => draw < bound);
          return table[slot === -1 ? table.length - 1 : slot]!;
        },
      });
    } else {
      let best: { mines: number; tiles: number; chance: number } | null = null;
      for (let mines = 1; mines < MINES_TILES; mines += 1) {
        for (let tiles = 1; tiles <= MINES_TILES - mines; tiles += 1) {
          const chance = minesWinChancePpm(mines, tiles);
          if (chance <= threshold && (!best || chance > best.chance)) best = { mines, tiles, chance };
        }
      }
      if (!best) continue;
      const { mines, tiles, chance } = best;
      const multiplier = Number(minesMultiplierPpm(mines, tiles, rtpPpm));
      bets.push({
        label: `${game.code} ${mines} mines, ${tiles} tiles`,
        gameCode: game.code,
        config: game.config,
        winChancePpm: chance,
        // The engine's chance of the path: the same as drawing the mines and opening the tiles.
        draw: (random) => (random() * 1_000_000 < chance ? multiplier : 0),
      });
    }
  }
  return bets;
}

/**
 * 98%-win dice on each dice table, the best RTP first: the cheapest turnover there is, and under
 * these rules it wagers no bonus.
 */
export function safeDiceBets(economy: Economy): BetKind[] {
  return economy.games
    .filter((game) => game.config.engine === 'dice')
    .sort((a, b) => b.config.rtpPpm - a.config.rtpPpm)
    .map((game) => diceBet(game, { targetHundredths: 9_800, direction: 'under' }));
}

/** How a hunter pays in: a deposit amount through the option with the largest gift. */
export interface DepositPlan {
  label: string;
  amount: number;
  gift: number;
  /** The deposit's own turnover requirement, × the amount. */
  turnoverMultiple: number;
}

/** For each quick amount: the deposit route with the largest gift (ties: the smaller turnover). */
export function depositPlans(economy: Economy): DepositPlan[] {
  const setting = economy.deposit;
  const online = setting.typeA;
  const plans: DepositPlan[] = [];
  for (const quick of online.amountListMinor) {
    const amount = BigInt(quick);
    const routes: DepositPlan[] = [];
    const channelOpen = setting.channels.some(
      (channel) =>
        channel.isEnabled && amount >= BigInt(channel.minMinor) && amount <= BigInt(channel.maxMinor),
    );
    if (setting.rechargeOpen && channelOpen) {
      const gift = onlineBonus(online, amount, setting.giftSwitch);
      routes.push({
        label: 'online',
        amount: quick,
        gift: Number(gift),
        turnoverMultiple: online.withdrawMulti,
      });
    }
    if (setting.transfer.isEnabled && setting.transfer.giftSwitch) {
      const fits = setting.transfer.cards.some(
        (card) => amount >= BigInt(card.minMinor) && amount <= BigInt(card.maxMinor),
      );
      if (fits) {
        routes.push({
          label: 'bank transfer',
          amount: quick,
          gift: Number(ratioOf(amount, setting.transfer.giftPpm)),
          turnoverMultiple: setting.transfer.withdrawMulti,
        });
      }
    }
    if (setting.crypto.isEnabled) {
      routes.push({
        label: 'crypto',
        amount: quick,
        gift: Number(ratioOf(amount, setting.crypto.giftPpm)),
        turnoverMultiple: online.withdrawMulti,
      });
    }
    routes.sort((a, b) => b.gift - a.gift || a.turnoverMultiple - b.turnoverMultiple);
    if (routes[0]) plans.push(routes[0]);
  }
  return plans;
}

/** Every bonus a new account can collect around one deposit, each with its wagering multiple. */
export function newPlayerBonuses(economy: Economy, plan: DepositPlan) {
  const promotions = economy.promotions;
  const deposit = BigInt(plan.amount);
  const bonuses: { label: string; amount: number; wagerMultiple: number }[] = [];
  const add = (label: string, amount: bigint | number, wagerMultiple: number, isEnabled = true) => {
    if (isEnabled && Number(amount) > 0) bonuses.push({ label, amount: Number(amount), wagerMultiple });
  };
  add('deposit gift', plan.gift, promotions.bonusRules.depositBonusWagerMultiple);
  add(
    'sign-up bonus',
    promotions.signupBonus.amountMinor,
    promotions.signupBonus.wagerMultiple,
    promotions.signupBonus.isEnabled,
  );
  add(
    'first-deposit bonus',
    firstDepositBonusFor(promotions.firstDeposit, deposit),
    promotions.firstDeposit.wagerMultiple,
    promotions.firstDeposit.isEnabled,
  );
  add(
    'deposit rebate',
    rebateFor(promotions.rebate, deposit),
    promotions.rebate.wagerMultiple,
    promotions.rebate.isEnabled,
  );
  // Every day of the sign-in week, as if collected before the first bet.
  add(
    'daily sign-in (7 days)',
    promotions.signin.rewardsMinor.reduce((sum, reward) => sum + reward, 0),
    promotions.signin.wagerMultiple,
    promotions.signin.isEnabled,
  );
  // Accounts that invite each other: half a pair reward for each.
  add(
    'invitation (half a pair)',
    deposit >= BigInt(promotions.invitation.validDepositMinor)
      ? Math.floor(promotions.invitation.rewardPerPairMinor / 2)
      : 0,
    promotions.invitation.wagerMultiple,
    promotions.invitation.isEnabled,
  );
  return bonuses;
}

/** A long day at the tables: 2,000 rounds (one every 15 seconds for eight hours). */
export const DEFAULT_ROUNDS_PER_DAY = 2_000;

export interface HunterOutcome {
  withdrawn: number;
  rounds: number;
  isBust: boolean;
}

export type Strategy =
  /**
   * Wager every bonus with `bet` until it is released or lost, then clear the deposit's turnover
   * with the first of `turnoverBets` the balance and limits allow (the cheapest first).
   */
  | { kind: 'clear'; bet: BetKind; turnoverBets: BetKind[] }
  /**
   * Only ever bet the first of `bets` the balance and limits allow (98%-win dice, the best RTP
   * first): clear the turnover, then withdraw forfeiting the bonus.
   */
  | { kind: 'turnover-only'; bets: BetKind[] };

export interface HunterOptions {
  /** The hunter's patience: after this many rounds it forfeits what is left of the bonus. */
  maxRounds?: number;
  /**
   * How VIP experience grows while a bonus is wagered: by what the round counts toward it (the
   * rule, player-stats/valid-bet.ts), or by the whole stake (to measure what the rule is worth).
   */
  vipExperience?: 'counted' | 'stake';
  /**
   * A patient hunter also waits for the week and the month to close and collects the VIP weekly
   * and monthly rewards of the level it reached (once each, at its first day close).
   */
  withPeriodRewards?: boolean;
  /** Rounds in a day of play: a day's net loss earns the cashback, its bets the VIP bet rebate. */
  roundsPerDay?: number;
}

/**
 * Plays one hunter: deposit, collect, wager by the strategy under the rules (cash first, wins
 * back in the stake's proportion, the bonus released when its requirement is met and lost when
 * it is gone, a maximum bet while it is active, VIP experience while it is wagered only what the
 * round counts toward it, VIP upgrades paid as bonus with their multiple).
 * Every `roundsPerDay` rounds, and once more when it is done, the day closes: cashback on the
 * day's net loss and the VIP bet rebate are paid (with the week's and month's VIP rewards the first
 * time, for a patient hunter) as bonus with their multiples, and a hunter that clears bonuses
 * wagers them too. Then it withdraws all cash less the fee; any bonus left is forfeited.
 */
export function playHunter(
  economy: Economy,
  plan: DepositPlan,
  strategy: Strategy,
  random: () => number,
  options: HunterOptions = {},
): HunterOutcome {
  const rules = economy.promotions.bonusRules;
  const promotions = economy.promotions;
  const vip = economy.vip;
  const maxRounds = options.maxRounds ?? 1_000_000;
  const roundsPerDay = options.roundsPerDay ?? DEFAULT_ROUNDS_PER_DAY;
  let cash = plan.amount;
  let bonus = 0;
  let requirement = 0;
  const credit = (amount: number, wagerMultiple: number) => {
    if (amount <= 0) return;
    if (wagerMultiple <= 0) cash += amount;
    else {
      bonus += amount;
      requirement += amount * wagerMultiple;
    }
  };
  for (const reward of newPlayerBonuses(economy, plan)) credit(reward.amount, reward.wagerMultiple);
  let turnover = plan.amount * plan.turnoverMultiple;
  let experience = 0;
  let level = 0;
  // Since the last day close: for cashback and the bet rebate.
  let dayStaked = 0;
  let dayWon = 0;
  let dayRebate = 0;
  let hasPeriodRewards = false;
  let hasClosedLastDay = false;
  let rounds = 0;
  let isBust = false;
  const isActive = () => bonus > 0 || requirement > 0;
  /** Pays what a closed day pays; true when it paid anything. */
  const closeDay = (): boolean => {
    const cashbackPpm = promotions.cashback.isEnabled
      ? (promotions.cashback.ratePpmByVipLevel[
          Math.min(level, promotions.cashback.ratePpmByVipLevel.length - 1)
        ] ?? 0)
      : 0;
    const netLoss = dayStaked - dayWon;
    const cashback =
      netLoss >= Math.max(promotions.cashback.minNetLossMinor, 1)
        ? Math.floor((netLoss * cashbackPpm) / 1_000_000)
        : 0;
    const rebate = Math.floor(dayRebate);
    credit(cashback, promotions.cashback.wagerMultiple);
    credit(rebate, promotions.vipRewards.wagerMultiple);
    let paid = cashback + rebate;
    if (options.withPeriodRewards && !hasPeriodRewards) {
      hasPeriodRewards = true;
      const top = vip[level]!;
      credit(top.weekReward + top.monthlyReward, promotions.vipRewards.wagerMultiple);
      paid += top.weekReward + top.monthlyReward;
    }
    dayStaked = 0;
    dayWon = 0;
    dayRebate = 0;
    return paid > 0;
  };
  /** The hunter is done (or broke): the day closes once more, and a clearing hunter wagers what it paid. */
  const closeLastDay = (): boolean => {
    if (hasClosedLastDay || strategy.kind !== 'clear') return false;
    hasClosedLastDay = true;
    return closeDay();
  };
  /** The largest stake a bet allows now (the bonus caps it while active); 0 when it cannot be placed. */
  const stakeFor = (bet: BetKind): number => {
    let stake = Math.min(cash + bonus, bet.config.maxBetMinor);
    if (isActive() && rules.maxBetMinor > 0) stake = Math.min(stake, rules.maxBetMinor);
    return stake >= bet.config.minBetMinor ? stake : 0;
  };
  const firstPlaceable = (bets: BetKind[]): BetKind => bets.find((bet) => stakeFor(bet) > 0) ?? bets[0]!;
  while (rounds < maxRounds) {
    let bet: BetKind;
    if (strategy.kind === 'clear') {
      if (isActive()) bet = strategy.bet;
      else if (turnover > 0) bet = firstPlaceable(strategy.turnoverBets);
      else if (closeLastDay()) continue;
      else break;
    } else {
      if (turnover <= 0) break;
      bet = firstPlaceable(strategy.bets);
    }
    const stake = stakeFor(bet);
    if (stake === 0) {
      // Out of money: only the day's cashback can bring more.
      if (closeLastDay() && cash + bonus >= bet.config.minBetMinor) continue;
      isBust = true;
      break;
    }
    rounds += 1;
    const fromCash = Math.min(stake, cash);
    const fromBonus = stake - fromCash;
    cash -= fromCash;
    bonus -= fromBonus;
    const payout = Math.min(Math.floor((stake * bet.draw(random)) / 1_000_000), bet.config.maxWinMinor);
    const payoutToBonus = fromBonus > 0 ? Math.min(payout, Math.ceil((payout * fromBonus) / stake)) : 0;
    cash += payout - payoutToBonus;
    bonus += payoutToBonus;
    dayStaked += stake;
    dayWon += payout;
    dayRebate += (stake * (vip[level]?.betRebatePpm ?? 0)) / 1_000_000;
    turnover = Math.max(0, turnover - stake);
    const counted = Number(
      bonusContribution(rules, {
        gameCode: bet.gameCode,
        betAmount: BigInt(stake),
        winChancePpm: bet.winChancePpm,
      }),
    );
    // While a bonus is being wagered, VIP experience grows by what the round wagers toward it.
    experience += requirement > 0 && options.vipExperience !== 'stake' ? counted : stake;
    if (requirement > 0) requirement = Math.max(0, requirement - counted);
    while (level + 1 < vip.length && experience >= vip[level]!.expLimit) {
      level += 1;
      credit(vip[level]!.upgradeReward, UPGRADE_WAGER_MULTIPLE);
    }
    if (bonus > 0 && requirement === 0) {
      cash += bonus;
      bonus = 0;
    } else if (bonus === 0 && requirement > 0) {
      requirement = 0;
    }
    if (rounds % roundsPerDay === 0) closeDay();
  }
  // Done, broke, or out of patience (maxRounds): any bonus left is forfeited, cash is withdrawn
  // once the deposit's turnover is met.
  if (isBust || turnover > 0 || cash === 0) return { withdrawn: 0, rounds, isBust: true };
  const fee = Math.floor((cash * vip[level]!.withdrawFeePpm) / 1_000_000);
  return { withdrawn: cash - fee, rounds, isBust: false };
}

export interface ReturnEstimate {
  players: number;
  /** Mean withdrawn / deposited. */
  meanReturn: number;
  /** Standard error of the mean return. */
  standardError: number;
  bustShare: number;
  meanRounds: number;
}

/** Plays `players` hunters with seeds seed, seed + 1, ...; the mean return with its standard error. */
export function estimateReturn(
  economy: Economy,
  plan: DepositPlan,
  strategy: Strategy,
  players: number,
  seed: number,
  options: HunterOptions = {},
): ReturnEstimate {
  let sum = 0;
  let sumOfSquares = 0;
  let busts = 0;
  let rounds = 0;
  for (let player = 0; player < players; player += 1) {
    const outcome = playHunter(economy, plan, strategy, generator(seed + player), options);
    const ratio = outcome.withdrawn / plan.amount;
    sum += ratio;
    sumOfSquares += ratio * ratio;
    if (outcome.isBust) busts += 1;
    rounds += outcome.rounds;
  }
  const mean = sum / players;
  const variance = Math.max(0, sumOfSquares / players - mean * mean) * (players / Math.max(1, players - 1));
  return {
    players,
    meanReturn: mean,
    standardError: Math.sqrt(variance / players),
    bustShare: busts / players,
    meanRounds: rounds / players,
  };
}
