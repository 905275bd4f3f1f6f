import { z } from 'zod';
import { defineCall } from '../call.ts';
import { LANGUAGES_ROUTE } from '../constants.ts';
import { ZOptionalText, ZRequiredText } from '../fields.ts';
import { fieldMessage } from '../messages/field-messages.ts';
import * as routes from '../routes.ts';

export const ZRegionInfo = z.object({
  code: z.enum(['ID', 'IN', 'PK']),
  phonePrefix: z.string(),
  currency: z.string(),
  currencySign: z.string(),
  currencyDecimals: z.number().int(),
  timeZone: z.string(),
  languageKey: z.string(),
});

export const ZWithdrawType = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  iconUrl: z.string(),
  withdrawAccountRule: z.string().describe('JSON-in-string array of the required account fields'),
});

export const gconfig = defineCall({
  ...routes.gconfig,
  summary: 'Global client configuration, read at start',
  payload: {},
  result: z.object({
    config: z.string().describe('JSON string with manual_recharge_url and faq_url'),
    auditStatus: z.number().int().describe('Non-zero hides withdrawals'),
    feedbackAward: z.number(),
    withdrawTypes: z.array(ZWithdrawType),
    manualPendingMaxCount: z.number().int(),
    region: ZRegionInfo,
    appName: z.string(),
    appVersion: z.string(),
    serviceUrl: z.string().describe('Customer-service URL for the floating button and popups'),
    appStackUploadPath: z.string(),
    advertiserTagUrl: z
      .string()
      .nullable()
      .describe('Set only on +92 when an advertiser tag host is configured'),
  }),
});

export const ZLanguageItem = z.object({ name: z.string(), key: z.string(), requestKey: z.string() });

/** The one GET call: GET /api/language/languages. */
export const languagesPath = LANGUAGES_ROUTE.path;
export const ZLanguagesResult = z.array(ZLanguageItem);

export const appStackUpload = defineCall({
  ...routes.appStackUpload,
  summary: 'Stores a client error report (size-limited)',
  payload: {
    appPackageName: z.string().max(128).nullish(),
    data: ZRequiredText(fieldMessage('field.empty'), 16_384),
    userId: z.union([z.string().max(64), z.number().int()]).nullish(),
  },
  result: z.null(),
});

export const transferEventUpload = defineCall({
  ...routes.transferEventUpload,
  summary: 'Stores a client attribution or funnel event',
  payload: {
    event: ZRequiredText(fieldMessage('field.empty'), 64),
    data: ZOptionalText(4_096).nullable(),
  },
  result: z.null(),
});

export const ZServiceContact = z.object({
  mobileName: z.string(),
  mobileImage: z.string(),
  mobileNumber: z.array(z.string()),
  minVipLevel: z.number().int().nullable(),
  jumpType: z.number().int().nullable().describe('1 opens in the app, 0 in the external browser'),
});
export type TServiceContact = z.infer<typeof ZServiceContact>;

export const ZServiceInfo = z.object({
  top: z.string(),
  mobile: z.array(ZServiceContact),
  customerServiceHour: z.string(),
  withdrawalTimeDay: z.string(),
  withdrawalTimeHour: z.string(),
  last: z.string(),
  balanceCS: z.array(ZServiceContact),
  gameCS: z.array(ZServiceContact),
});
export type TServiceInfo = z.infer<typeof ZServiceInfo>;

export const serviceIndex = defineCall({
  ...routes.serviceIndex,
  summary: 'Customer-service contacts and withdrawal processing hours',
  payload: {},
  result: ZServiceInfo,
});
