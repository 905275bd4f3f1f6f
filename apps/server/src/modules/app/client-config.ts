import { APP_NAME, APP_VERSION, appStackUpload } from '@fairplay/contract';
import { contentLanguages, pickText, type Texts } from '../../kernel/content-language.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { getSetting } from '../settings/index.ts';

/** The app's start-up configuration (/gconfig): operator settings, the region, the app's name. */
export async function clientConfig(deps: AppDeps) {
  const region = deps.config.region;
  const settings = await getSetting(deps.db, 'app');
  return {
    config: JSON.stringify({ manual_recharge_url: settings.manualRechargeUrl, faq_url: settings.faqUrl }),
    auditStatus: settings.auditStatus,
    feedbackAward: settings.feedbackAwardMinor / 10 ** region.currencyDecimals,
    withdrawTypes: settings.withdrawTypes.map((type) => ({
      id: type.id,
      name: type.name,
      type: type.type,
      iconUrl: type.iconUrl,
      withdrawAccountRule: JSON.stringify(type.requiredFields),
    })),
    manualPendingMaxCount: settings.manualPendingMaxCount,
    region: {
      code: region.code,
      phonePrefix: region.phonePrefix,
      currency: region.currency,
      currencySign: region.currencySign,
      currencyDecimals: region.currencyDecimals,
      timeZone: region.timeZone,
      languageKey: region.languageKey,
    },
    appName: APP_NAME,
    appVersion: APP_VERSION,
    serviceUrl: settings.serviceUrl,
    appStackUploadPath: `/api${appStackUpload.path}`,
    advertiserTagUrl: region.code === 'PK' ? (deps.config.advertiserTagUrl ?? null) : null,
  };
}

/** The customer-service entry points the operator configured, its sentences in the player's language. */
export async function serviceIndex(deps: AppDeps, locale: string | null | undefined) {
  const service = await getSetting(deps.db, 'service');
  const languages = contentLanguages(deps.config.region, locale);
  const text = (texts: Texts<string>) => pickText(texts, languages)?.text ?? '';
  return {
    ...service,
    top: text(service.top),
    last: text(service.last),
  };
}
