/** The settings module's public face: operator settings, their schemas and their storage. */
export { type BonusRules, type PromotionsSetting, SETTINGS, type SettingKey } from './definitions.ts';
export type { DepositChannel, DepositSetting, TransferCardSetting } from './deposit-setting.ts';
export { getSetting, lockSetting, putSetting } from './repository.ts';
