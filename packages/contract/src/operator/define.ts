import { z } from 'zod';
import type { RouteAccess } from './permissions.ts';

/**
 * One call of the operator API (/admin/api): its method and path, the permission it needs, whether
 * it needs a fresh second factor (step-up), and the zod shapes of its path parameters, query,
 * body and answer. The server registers it (modules/admin/operator-route.ts), the console calls it
 * (apps/console/src/shared/api/client.ts), and both take their types from here.
 */
export interface OperatorCall<
  TMethod extends 'GET' | 'POST' | 'PUT' = 'GET' | 'POST' | 'PUT',
  TPath extends `/${string}` = `/${string}`,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResult extends z.ZodType = z.ZodType,
> {
  method: TMethod;
  path: TPath;
  access: RouteAccess;
  /** A fresh second factor within STEP_UP_WINDOW_MS: money leaving, permissions changing. */
  stepUp: boolean;
  summary: string;
  params: TParams;
  query: TQuery;
  body: TBody;
  result: TResult;
  /** Largest body in bytes, when larger than the server's default (a bank statement). */
  bodyLimit?: number;
  /** The answer's media type: JSON unless it is a file (text/csv: the result is its text). */
  produces?: 'text/csv';
}

export function defineOperatorCall<
  const TMethod extends 'GET' | 'POST' | 'PUT',
  const TPath extends `/${string}`,
  TResult extends z.ZodType,
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
>(definition: {
  method: TMethod;
  path: TPath;
  access: RouteAccess;
  stepUp?: boolean;
  summary: string;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  result: TResult;
  bodyLimit?: number;
  produces?: 'text/csv';
}): OperatorCall<TMethod, TPath, TParams, TQuery, TBody, TResult> {
  return {
    method: definition.method,
    path: definition.path,
    access: definition.access,
    stepUp: definition.stepUp ?? false,
    summary: definition.summary,
    params: definition.params as TParams,
    query: definition.query as TQuery,
    body: definition.body as TBody,
    result: definition.result,
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    ...(definition.produces ? { produces: definition.produces } : {}),
  };
}

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

/** What a client passes to make a call: the parts the call has, typed by their schemas. */
export type OperatorInput<TCall extends OperatorCall> = (TCall['params'] extends z.ZodType
  ? { params: InputOf<TCall['params']> }
  : { params?: never }) &
  (TCall['query'] extends z.ZodType ? { query?: InputOf<TCall['query']> } : { query?: never }) &
  (TCall['body'] extends z.ZodType
    ? undefined extends InputOf<TCall['body']>
      ? { body?: InputOf<TCall['body']> }
      : { body: InputOf<TCall['body']> }
    : { body?: never });

/** What a call answers with (HTTP 200). */
export type OperatorResult<TCall extends OperatorCall> = z.output<TCall['result']>;

/** What every refused operator call answers with (HTTP 4xx/5xx). */
export const ZOperatorFailure = z.object({
  message: z.string(),
  state: z.string().optional(),
  code: z.string().optional(),
});
export type TOperatorFailure = z.output<typeof ZOperatorFailure>;

/** Path parameters every route that names an order takes. */
export const ZOrderNoParams = z.object({
  orderNo: z.string().regex(/^[A-Z0-9]{4,40}$/, 'is not an order number'),
});
export const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const ZUserIdParams = z.object({
  userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A reason a person writes for a decision (a rejection, a hold, a closing note). */
export const ZReason = z.string().trim().min(1, 'cannot be empty').max(500);

/** Offset paging for the console's tables: page from 1, at most 100 rows a page. */
export const ZPaging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sortOrder: z.enum(['ascend', 'descend']).default('descend'),
};

/** A page of a table: its rows and how many there are in all. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    items: z.array(row),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

/** An instant on the wire: ISO 8601 in UTC. */
export const ZInstant = z.string().describe('ISO 8601 instant');
/** Money on the operator wire: major units as a JSON number, as in the player API. */
export const ZMoney = z.number().describe('Major units of the region currency');
