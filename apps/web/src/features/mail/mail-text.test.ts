import { describe, expect, it } from 'vitest';
import { mailTextOf } from './mail-text.ts';

const templates: Record<string, string> = {
  'mail.templates.invitationReward.title': 'Invitation reward',
  'mail.templates.invitationReward.content': '{{friends}} friends: {{amount}}, {{keepDays}} days',
  'mail.templates.rankingAward.title': '#{{rank}} in the {{period}} ranking',
  'mail.templates.feedbackReply.title': 'Our reply',
  'mail.periods.daily': 'daily',
};
const t = (key: string, params: Record<string, unknown> = {}) =>
  (templates[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
const format = {
  money: (value: number) => `Rp ${value.toLocaleString('en-US')}`,
  date: (value: string) => value.slice(0, 10),
};

describe('mailTextOf', () => {
  it('renders a system message from its template, formatting money', () => {
    const mail = {
      title: 'English title',
      content: 'English text',
      template: { key: 'invitationReward' as const, params: { friends: 2, amount: 20_000, keepDays: 7 } },
    };
    expect(mailTextOf(mail, t, format)).toEqual({
      title: 'Invitation reward',
      content: '2 friends: Rp 20,000, 7 days',
    });
  });

  it('keeps the operator text of a reply and the sent text of unknown templates or plain messages', () => {
    expect(
      mailTextOf(
        { title: 'Reply', content: 'Thanks!', template: { key: 'feedbackReply', params: {} } },
        t,
        format,
      ),
    ).toEqual({ title: 'Our reply', content: 'Thanks!' });
    expect(mailTextOf({ title: 'Hello', content: 'Plain', template: null }, t, format)).toEqual({
      title: 'Hello',
      content: 'Plain',
    });
    expect(
      mailTextOf(
        { title: 'T', content: 'C', template: { key: 'rankingAward', params: { rank: 1, period: 'daily' } } },
        t,
        format,
      ),
    ).toEqual({ title: '#1 in the daily ranking', content: 'C' });
  });
});
