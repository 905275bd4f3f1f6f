/** The vip module's public face: level-ups and the level table. */
export { applyLevelUps, UPGRADE_WAGER_MULTIPLE } from './progress.ts';
export { getVipTable, type VipLevelRow } from './repository.ts';
