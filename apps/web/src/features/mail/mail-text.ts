import { MAIL_MONEY_PARAMS } from '@fairplay/contract/constants';
import type { Mail } from '../../shared/api/mail.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * A message's title and text in the player's language: system messages carry a template the
 * app translates (money parameters formatted in the region's currency, dates in its zone); others,
 * and templates this version does not know, show the text as sent.
 */
export function mailTextOf(
  mail: Pick<Mail, 'title' | 'content' | 'template'>,
  t: Translate,
  format: { money(value: number): string; date(value: string): string },
): { title: string; content: string } {
  if (!mail.template) return { title: mail.title, content: mail.content };
  const params: Record<string, unknown> = { ...mail.template.params };
  for (const key of MAIL_MONEY_PARAMS) {
    if (typeof params[key] === 'number') params[key] = format.money(params[key] as number);
  }
  if (typeof params.until === 'string') params.until = format.date(params.until);
  if (typeof params.period === 'string') params.period = t(`mail.periods.${params.period}`);
  const base = `mail.templates.${mail.template.key}`;
  const title = t(`${base}.title`, params);
  // The operator's own words (a feedback reply) stay as written.
  const content = mail.template.key === 'feedbackReply' ? mail.content : t(`${base}.content`, params);
  return {
    title: title === `${base}.title` ? mail.title : title,
    content: content === `${base}.content` ? mail.content : content,
  };
}
