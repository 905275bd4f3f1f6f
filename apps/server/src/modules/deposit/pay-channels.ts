import { toMajorNumber } from '@fairplay/contract/money';
import type { AppDeps } from '../../kernel/context.ts';
import { getSetting } from '../settings/index.ts';
import { toRechargeType } from './charge-info.ts';

/** The online deposit channels open now (none without a payment gateway) and the channel limit. */
export async function payChannels(deps: AppDeps) {
  const decimals = deps.config.region.currencyDecimals;
  const setting = await getSetting(deps.db, 'deposit');
  return {
    // Without a payment gateway no online channel can take an order.
    rechargeTypeList: deps.gateway
      ? setting.channels
          .filter((channel) => channel.isEnabled)
          .map((channel) => toRechargeType(channel, decimals))
      : [],
    rechargeTypeLimit: toMajorNumber(BigInt(setting.rechargeTypeLimitMinor), decimals),
  };
}
