import { createRequestIds, type RequestIds } from './request-id.ts';

/**
 * The Withdraw form's amount and pending request id, kept while the player leaves the page to pick
 * or add an account and comes back (the page itself unmounts). Never the password. One player at a
 * time: another uid starts afresh.
 */
export interface WithdrawDraft {
  uid: string;
  amount: string;
  requestIds: RequestIds;
}

let draft: WithdrawDraft | null = null;

export function withdrawDraftFor(uid: string): WithdrawDraft {
  if (draft?.uid !== uid) draft = { uid, amount: '', requestIds: createRequestIds() };
  return draft;
}
