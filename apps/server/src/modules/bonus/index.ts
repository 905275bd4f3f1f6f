/** The bonus module's public face: the bonus wallet and the wagering rules. */
export { bonusContribution, isAboveBonusMaxBet, stakeSplit, winSplit } from './rules.ts';
export {
  creditBonus,
  forfeitBonus,
  forfeitReturnedBonus,
  hasBonusInPlay,
  isBonusActive,
  type PlayerWallet,
  playableOf,
  settleBonus,
  walletOf,
} from './wallet.ts';
