import { TEAM_MEMBER_STATUSES } from '@fairplay/contract';
import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en/index.ts';
import { teamStatusView } from './team-status.ts';

const english = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('team member status', () => {
  it('reads as the spec words', () => {
    const labels = Object.fromEntries(
      TEAM_MEMBER_STATUSES.map((status) => [status, english(teamStatusView(status).labelKey)]),
    );
    expect(labels).toEqual({
      underReview: 'Under review',
      pass: 'Pass',
      claimable: 'Claimable',
      reclaim: 'Reclaim',
      claim: 'Claim',
    });
  });

  it('makes a claimable reward stand out and a lost one look lost', () => {
    expect(teamStatusView('claimable').tone).toBe('action');
    expect(teamStatusView('reclaim').tone).toBe('lost');
    expect(teamStatusView('underReview').tone).toBe('waiting');
  });
});
