import type { TeamMember } from './api.ts';

export type TeamMemberStatus = TeamMember['status'];

/**
 * How an invitee's status reads (spec point 3): under review until they bind a phone and deposit
 * enough, pass once valid, then the state of the pair's invitation reward (claim = received).
 */
export const TEAM_STATUS_LABEL_KEYS = {
  underReview: 'earn.status.underReview',
  pass: 'earn.status.pass',
  claimable: 'earn.status.claimable',
  reclaim: 'earn.status.reclaim',
  claim: 'earn.status.claim',
} as const satisfies Record<TeamMemberStatus, string>;

export type StatusTone = 'waiting' | 'good' | 'action' | 'done' | 'lost';

/** The colour of each status: something to do stands out, finished ones recede. */
export const TEAM_STATUS_TONES = {
  underReview: 'waiting',
  pass: 'good',
  claimable: 'action',
  reclaim: 'lost',
  claim: 'done',
} as const satisfies Record<TeamMemberStatus, StatusTone>;

/** The label key and tone of a status. */
export function teamStatusView(status: TeamMemberStatus): { labelKey: string; tone: StatusTone } {
  return { labelKey: TEAM_STATUS_LABEL_KEYS[status], tone: TEAM_STATUS_TONES[status] };
}
