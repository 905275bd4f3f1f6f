import { describe, expect, it } from 'vitest';
import en from './locales/en/index.ts';
import es from './locales/es.ts';
import fr from './locales/fr.ts';
import id from './locales/id/index.ts';
import zhCN from './locales/zh-CN.ts';
import zhTW from './locales/zh-TW.ts';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keys(child as object, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  it('Indonesian has every English text', () => {
    expect(keys(id).sort()).toEqual(keys(en).sort());
  });

  it('Spanish, French and Chinese cover the shell: tabs, common words, navigation errors and the deposit popup', () => {
    for (const locale of [es, fr, zhCN, zhTW]) {
      const present = new Set(keys(locale));
      for (const key of [
        'route.home',
        'route.promo',
        'route.vip',
        'route.earn',
        'route.account',
        'common.confirm',
        'errors.pageNotFound',
        'deposit.closedBody',
        'language.choose',
      ]) {
        expect(present.has(key), key).toBe(true);
      }
    }
  });
});
