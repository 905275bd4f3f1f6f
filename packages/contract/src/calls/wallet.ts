import { z } from 'zod';
import { defineCall } from '../call.ts';
import { BALANCE_RECORD_TYPES } from '../constants.ts';
import { ZPage, ZPageSize } from '../fields.ts';
import * as routes from '../routes.ts';

export const ZBalanceRecord = z.object({
  id: z.number().int(),
  type: z.enum(BALANCE_RECORD_TYPES),
  code: z.string().describe('Why the money moved (deposit, bet, win, withdraw_hold, ...)'),
  amount: z.number().describe('Signed: positive credits the balance'),
  balanceAfter: z.number(),
  reference: z.string().nullable().describe('Order number, round id or promotion the posting belongs to'),
  createTime: z.string(),
});
export type TBalanceRecord = z.infer<typeof ZBalanceRecord>;

export const balanceRecords = defineCall({
  ...routes.balanceRecords,
  summary: "Every posting on the player's balance, newest first, filtered by type",
  payload: {
    type: z.enum(BALANCE_RECORD_TYPES).default('all'),
    page: ZPage,
    pageSize: ZPageSize,
  },
  result: z.object({
    list: z.array(ZBalanceRecord),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
