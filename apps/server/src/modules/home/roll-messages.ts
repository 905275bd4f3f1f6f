import { toMajorNumber } from '@fairplay/contract/money';
import { formatMoneyIn, moneyStyle } from '@fairplay/contract/money-format';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rollMessages as rollMessagesTable } from '../../db/schema.ts';
import { type ContentLanguage, contentLanguages, pickText } from '../../kernel/content-language.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { getSetting } from '../settings/index.ts';

const ROLL_MESSAGE_LIMIT = 30;

/** Message types of the marquee (the observed app's): an announcement, a big win, a paid withdrawal. */
export const ROLL_TYPE = { announcement: 1, win: 2, withdrawal: 3 } as const;

type EventParams = NonNullable<(typeof rollMessagesTable.$inferSelect)['params']>;

/** The marquee's colours: plain words, the player, the amount or game. */
const COLOR = { text: '#ffffff', player: '#f94754', highlight: '#fbca14' } as const;

/** Words between colour tags must not close or open a tag. */
const untagged = (text: string) => text.replace(/[<>]/g, '');
const colored = (color: string, text: string) => (text ? `<color=${color}>${untagged(text)}</c>` : '');

/**
 * An event in the template's language: each `%s` of the template takes the next of the player, the
 * amount (formatted for that language and the region's money) and the game.
 */
function renderEvent(
  deps: AppDeps,
  template: { language: ContentLanguage; text: string },
  params: EventParams,
): string {
  const region = deps.config.region;
  const amount = formatMoneyIn(
    moneyStyle(region, template.language),
    toMajorNumber(BigInt(params.amountMinor), region.currencyDecimals),
  );
  const values: [string, string][] = [
    [COLOR.player, params.player],
    [COLOR.highlight, amount],
    [COLOR.highlight, params.gameName ?? ''],
  ];
  return template.text
    .split('%s')
    .map((part, index) => {
      const value = index > 0 ? values[index - 1] : undefined;
      return (value ? colored(value[0], value[1]) : '') + colored(COLOR.text, part);
    })
    .join('');
}

/**
 * The home page's scrolling messages in the player's language (else the region's, else English):
 * the operator's templates and the latest 30 messages. Announcements are stored per language;
 * events are put into words when read, so every player reads them in their own language.
 */
export async function rollMessages(deps: AppDeps, locale: string | null | undefined) {
  const languages = contentLanguages(deps.config.region, locale);
  const [templates, messages] = await Promise.all([
    getSetting(deps.db, 'rollTemplates'),
    deps.db.select().from(rollMessagesTable).orderBy(desc(rollMessagesTable.id)).limit(ROLL_MESSAGE_LIMIT),
  ]);
  const picked = templates.map((template) => ({ template, found: pickText(template.content, languages) }));
  const configList = picked.flatMap(({ template, found }) =>
    found ? [{ ...template, content: found.text }] : [],
  );
  // Events are worded by the first template of their type, picked once per request.
  const eventTemplates = new Map<number, (typeof picked)[number]['found']>();
  for (const { template, found } of picked) {
    if (!eventTemplates.has(template.type)) eventTemplates.set(template.type, found);
  }
  return {
    configList,
    msgList: messages.flatMap((message) => {
      let content: string | undefined;
      if (message.params) {
        const template = eventTemplates.get(message.type);
        content = template ? renderEvent(deps, template, message.params) : undefined;
      } else content = pickText(message.texts, languages)?.text;
      return content ? [{ msgId: message.id, msgType: message.type, msgContent: content }] : [];
    }),
  };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * "LuckyTi***": the first 7 characters of a nickname (whole characters: cutting a character outside
 * the basic plane in half would make JSON PostgreSQL refuses, and fail the payout it belongs to).
 */
export function maskedNickname(nickname: string): string {
  return `${Array.from(untagged(nickname).replace(LONE_SURROGATE, '\uFFFD')).slice(0, 7).join('')}***`;
}

/** A paid withdrawal for the marquee: the player's masked name and the amount, worded when read. */
export async function recordWithdrawalRollMessage(
  tx: Database,
  withdrawal: { nickname: string; amountMinor: bigint; at: Date },
): Promise<void> {
  await tx.insert(rollMessagesTable).values({
    type: ROLL_TYPE.withdrawal,
    params: {
      player: maskedNickname(withdrawal.nickname),
      amountMinor: withdrawal.amountMinor.toString(),
    },
    createdAt: withdrawal.at,
  });
}
