import type { CallRequest, CallResult, TCommonFields, updateProfile } from '@fairplay/contract';
import { request } from '../../shared/api/client.ts';

/** The profile call (packages/contract/src/calls/support.ts); the profile itself is /user/getUserInfo. */

export type ProfileUpdate = Omit<CallRequest<typeof updateProfile>, keyof TCommonFields>;

export const updateProfileCall = (changes: ProfileUpdate) =>
  request<CallResult<typeof updateProfile>>('/user/updateProfile', changes);
