import type { AppDeps } from '../../kernel/context.ts';
import { getSetting } from '../settings/index.ts';

/** The help page: the operator's questions and answers, or the external FAQ page when one is set. */
export async function faqList(deps: AppDeps) {
  const [faq, config] = await Promise.all([getSetting(deps.db, 'faq'), getSetting(deps.db, 'app')]);
  return {
    externalUrl: /^https?:\/\//.test(config.faqUrl) ? config.faqUrl : null,
    categories: faq.categories,
    items: faq.items,
  };
}
