import { z } from 'zod';
import type { CallAuth } from './routes.ts';

/** Fields every call carries (spec point 3); the server ignores what it does not need. */
export const commonFieldsShape = {
  appId: z.union([z.string().max(16), z.number().int().nonnegative().max(1e9)]).nullish(),
  deviceNumber: z.string().max(128).nullish(),
  locale: z.string().max(16).nullish(),
  appPackageName: z.string().max(128).nullish(),
  h5No: z.union([z.string().max(64), z.number().int().nonnegative().max(1e15)]).nullish(),
  adid: z.string().max(128).nullish(),
  sign: z.string().max(128).nullish(),
  uid: z.string().max(64).nullish(),
};

export const ZCommonFields = z.object(commonFieldsShape);
export type TCommonFields = z.infer<typeof ZCommonFields>;

export type { CallAuth };

export interface CallDefinition<
  TPath extends string = string,
  TRequest extends z.ZodType = z.ZodType,
  TResult extends z.ZodType = z.ZodType,
  TAuth extends CallAuth = CallAuth,
> {
  path: TPath;
  auth: TAuth;
  summary: string;
  request: TRequest;
  result: TResult;
}

/**
 * Declares a call of the API: its path under /api, who may make it, the payload (merged with the
 * common fields, unknown fields refused) and the shape of its resultData.
 */
export function defineCall<
  TPath extends string,
  TAuth extends CallAuth,
  TShape extends z.ZodRawShape,
  TResult extends z.ZodType,
>(definition: { path: TPath; auth: TAuth; summary: string; payload: TShape; result: TResult }) {
  // A payload field of the same name as a common field (adid) replaces it, in the type as at run time.
  const shape = { ...commonFieldsShape, ...definition.payload } as Omit<
    typeof commonFieldsShape,
    keyof TShape
  > &
    TShape;
  const request = z.strictObject(shape);
  return {
    path: definition.path,
    auth: definition.auth,
    summary: definition.summary,
    request,
    result: definition.result,
  } satisfies CallDefinition<TPath, typeof request, TResult, TAuth>;
}

/** The payload a client sends (common fields are optional and added by the client). */
export type CallRequest<TCall extends CallDefinition> = z.input<TCall['request']>;
/** The payload after validation, as the server sees it. */
export type CallParsed<TCall extends CallDefinition> = z.output<TCall['request']>;
export type CallResult<TCall extends CallDefinition> = z.output<TCall['result']>;
