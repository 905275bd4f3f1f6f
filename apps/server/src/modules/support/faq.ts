import { contentLanguages, pickText } from '../../kernel/content-language.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { getSetting } from '../settings/index.ts';

/** A search reads at most this many words of the keyword. */
const KEYWORD_WORDS_MAX = 8;

/** Text as a search compares it: lower case in its language, without accents, one space between words. */
function searchable(text: string, language: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase(language)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The help page in the player's language (else the region's, else English), or the external FAQ
 * page when one is set. With a keyword: the questions whose question or answer, as the player
 * reads them, hold every word of it.
 */
export async function faqList(deps: AppDeps, locale: string | null | undefined, keyword = '') {
  const [faq, config] = await Promise.all([getSetting(deps.db, 'faq'), getSetting(deps.db, 'app')]);
  const languages = contentLanguages(deps.config.region, locale);
  const categories = faq.categories.flatMap((category) => {
    const title = pickText(category.title, languages);
    return title ? [{ key: category.key, title: title.text }] : [];
  });
  const items = faq.items.flatMap((item) => {
    const found = pickText(item.texts, languages);
    return found ? [{ id: item.id, category: item.category, language: found.language, ...found.text }] : [];
  });
  // The keyword's words once per language the items are read in, not once per item.
  const wordsByLanguage = new Map<string, string[]>();
  const words = (language: string) => {
    let found = wordsByLanguage.get(language);
    if (!found) {
      found = searchable(keyword, language).split(' ').filter(Boolean).slice(0, KEYWORD_WORDS_MAX);
      wordsByLanguage.set(language, found);
    }
    return found;
  };
  const matches = items.filter((item) => {
    const wanted = words(item.language);
    if (wanted.length === 0) return true;
    const text = searchable(`${item.question} ${item.answer}`, item.language);
    return wanted.every((word) => text.includes(word));
  });
  return {
    externalUrl: /^https?:\/\//.test(config.faqUrl) ? config.faqUrl : null,
    categories,
    items: matches.map(({ id, category, question, answer }) => ({ id, category, question, answer })),
  };
}
