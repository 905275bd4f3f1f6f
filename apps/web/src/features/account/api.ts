import * as calls from '@fairplay/contract/handles';
import { PLAYER_INFO } from '../../shared/api/account.ts';
import { useCallMutation } from '../../shared/api/mutations.ts';

/**
 * The account calls only the account pages make (packages/contract/src/calls/account.ts); the
 * player's info and the reports the whole app sends are in shared/api/account.ts.
 */

/** Saves profile changes; pending until the fresh profile is in, so the page it returns to shows it. */
export const useUpdateProfile = () => useCallMutation(calls.updateProfile, { invalidates: PLAYER_INFO });
