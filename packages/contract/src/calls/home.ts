import { z } from 'zod';
import { defineCall } from '../call.ts';
import * as routes from '../routes.ts';

export const ZRollMessage = z.object({
  msgId: z.number(),
  msgType: z.number().int(),
  msgContent: z.string(),
});
export const rollMessages = defineCall({
  ...routes.rollMessages,
  summary: 'Marquee messages for Home',
  payload: {},
  result: z.object({
    configList: z.array(
      z.object({
        id: z.number().int(),
        type: z.number().int(),
        content: z.string(),
        playTimes: z.number().int(),
        playInterval: z.number().int(),
        playSpeed: z.number().int(),
      }),
    ),
    msgList: z.array(ZRollMessage),
  }),
});

export const ZBanner = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  type: z.number().int().describe('1 opens an app page, 2 a web URL, 3 a game'),
  pageKey: z.number().int().nullable(),
  path: z.string().nullable().describe('The app route a type-1 banner opens'),
  webUrl: z.string().nullable(),
  gameId: z.number().int().nullable(),
  title: z.string(),
});
export type TBanner = z.infer<typeof ZBanner>;

export const bannerList = defineCall({
  ...routes.bannerList,
  summary: 'Home banners',
  payload: {},
  result: z.object({ bannerVersion: z.number().int(), bannerList: z.array(ZBanner) }),
});

export const rechargeButtonStatus = defineCall({
  ...routes.rechargeButtonStatus,
  summary: 'Whether Home shows the deposit button (deposits open for this player)',
  payload: {},
  result: z.object({ show: z.boolean(), rechargeOpen: z.number().int() }),
});
