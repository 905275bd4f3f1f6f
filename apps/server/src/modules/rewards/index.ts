/** The rewards module's public face: granting and claiming promotion rewards. */
export {
  claimReward,
  grantReward,
  type MailText,
  mailTextColumns,
  type Promotion,
  type RewardGrant,
  type RewardRow,
  rewardStatusOf,
} from './grant.ts';
