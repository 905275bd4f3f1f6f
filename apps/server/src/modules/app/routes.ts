import {
  APP_NAME,
  APP_VERSION,
  appStackUpload,
  gconfig,
  LANGUAGES,
  languagesPath,
  serviceIndex,
  successEnvelope,
  transferEventUpload,
} from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import { clientErrorReports, clientEvents } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { getSetting } from '../settings/repository.ts';

export function appConfigRoutes(app: FastifyInstance, deps: AppDeps): void {
  const region = deps.config.region;

  registerCall(app, deps, gconfig, async () => {
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
  });

  app.get(
    `/api${languagesPath}`,
    { schema: { summary: 'Interface languages', tags: ['language'] } },
    async () => successEnvelope(LANGUAGES.map((language) => ({ ...language }))),
  );

  registerCall(app, deps, appStackUpload, async ({ body, user, ip, requestId }) => {
    await deps.db.insert(clientErrorReports).values({
      userId: user?.userId ?? null,
      deviceNumber: body.deviceNumber ?? null,
      appPackageName: body.appPackageName ?? null,
      data: body.data,
      ip,
      requestId,
      createdAt: deps.clock.now(),
    });
    return null;
  });

  registerCall(app, deps, transferEventUpload, async ({ body, user }) => {
    await deps.db.insert(clientEvents).values({
      userId: user?.userId ?? null,
      deviceNumber: body.deviceNumber ?? null,
      event: body.event,
      data: body.data ?? null,
      createdAt: deps.clock.now(),
    });
    return null;
  });

  registerCall(app, deps, serviceIndex, async () => getSetting(deps.db, 'service'));
}
