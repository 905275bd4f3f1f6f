import { MAIL_MONEY_PARAMS, type MailTemplate } from '@fairplay/contract/constants';
import { CATALOGUES, type MessageContext, placeholdersOf, renderLoose } from '@fairplay/contract/messages';
import type { MessageKey, ParamValue } from '@fairplay/contract/messages/catalogue';
import { toMinorUnits } from '@fairplay/contract/money';

/** Each system template's title and text in the catalogue; a feedback reply's text is the operator's own. */
const TEMPLATE_KEYS = {
  signupBonus: { title: 'mail.signupBonus.title', content: 'mail.signupBonus.content' },
  vipUpgrade: { title: 'mail.vipUpgrade.title', content: 'mail.vipUpgrade.content' },
  vipUpgradeReward: { title: 'mail.vipUpgradeReward.title', content: 'mail.vipUpgradeReward.content' },
  vipWeekly: { title: 'mail.vipWeekly.title', content: 'mail.vipWeekly.content' },
  vipMonthly: { title: 'mail.vipMonthly.title', content: 'mail.vipMonthly.content' },
  vipBirthday: { title: 'mail.vipBirthday.title', content: 'mail.vipBirthday.content' },
  invitationReward: { title: 'mail.invitationReward.title', content: 'mail.invitationReward.content' },
  rankingAward: { title: 'mail.rankingAward.title', content: 'mail.rankingAward.content' },
  cashback: { title: 'mail.cashback.title', content: 'mail.cashback.content' },
  feedbackReply: { title: 'mail.feedbackReply.title', content: null },
} as const satisfies Record<MailTemplate, { title: MessageKey; content: MessageKey | null }>;

const PERIOD_KEYS: Readonly<Record<string, MessageKey>> = {
  daily: 'mail.period.daily',
  weekly: 'mail.period.weekly',
  monthly: 'mail.period.monthly',
};

/**
 * A system message's title and text in the reader's language, from its template and the
 * parameters stored with it (money in major units, `until` an ISO moment, `period` a ranking
 * period). Rendered when read, so the inbox follows a change of language. Parameters that do not
 * fit the template (a row older than it) leave the stored English.
 */
export function systemMailText(
  template: { key: MailTemplate; params: Readonly<Record<string, string | number>> },
  stored: { title: string; content: string },
  messages: MessageContext,
): { title: string; content: string } {
  const keys = TEMPLATE_KEYS[template.key];
  const params: Record<string, ParamValue> = { ...template.params };
  for (const name of MAIL_MONEY_PARAMS) {
    const value = params[name];
    if (value === undefined) continue;
    const minor = typeof value === 'number' ? toMinorUnits(value, messages.region.currencyDecimals) : null;
    if (minor === null) return stored;
    params[name] = minor;
  }
  if (params.until !== undefined) {
    const until = new Date(String(params.until));
    if (Number.isNaN(until.getTime())) return stored;
    params.until = until;
  }
  if (params.period !== undefined) {
    const periodKey = PERIOD_KEYS[String(params.period)];
    if (!periodKey) return stored;
    params.period = renderLoose(periodKey, {}, messages);
  }
  const needed = [keys.title, ...(keys.content ? [keys.content] : [])].flatMap((key) =>
    placeholdersOf(CATALOGUES.en[key]).map((placeholder) => placeholder.split(':')[0]!),
  );
  if (needed.some((name) => params[name] === undefined)) return stored;
  return {
    title: renderLoose(keys.title, params, messages),
    content: keys.content ? renderLoose(keys.content, params, messages) : stored.content,
  };
}
