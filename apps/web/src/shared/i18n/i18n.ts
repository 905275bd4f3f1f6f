import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORE_KEY,
  LANGUAGES,
  type LanguageKey,
} from '@fairplay/contract/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getRegion } from '../region.ts';
import { storage } from '../storage.ts';
import type { Translation } from './locales/types.ts';

/**
 * Each language is its own chunk: the first screen loads only the one it shows. Only complete
 * translations are offered: every loader must give a full `Translation` (checked by the type), and
 * locales.test.ts holds each one to the English keys and placeholders.
 */
export const LOADERS: Record<LanguageKey, () => Promise<{ default: Translation }>> = {
  en: () => import('./locales/en/index.ts'),
  ind: () => import('./locales/id/index.ts'),
  hi: () => import('./locales/hi/index.ts'),
  es: () => import('./locales/es/index.ts'),
  fr: () => import('./locales/fr/index.ts'),
  'zh-CN': () => import('./locales/zh-CN/index.ts'),
  'zh-TW': () => import('./locales/zh-TW/index.ts'),
};

export const LANGUAGE_CHANGED_EVENT = 'fairplay:language-changed';

export function isLanguageKey(value: string | null | undefined): value is LanguageKey {
  return LANGUAGES.some((language) => language.key === value);
}

/**
 * The stored language, else the region's language: ind (the spec's default) for the default
 * region, English where Indonesian would be a stranger's language (+91, +92).
 */
export function storedLanguage(): LanguageKey {
  const stored = storage.get(LANGUAGE_STORE_KEY);
  if (isLanguageKey(stored)) return stored;
  const regional = getRegion().languageKey;
  return isLanguageKey(regional) ? regional : DEFAULT_LANGUAGE;
}

/** The locale sent to the server with every call (ind -> id, spec point 9). */
export function requestLocale(language: LanguageKey = currentLanguage()): string {
  return LANGUAGES.find((entry) => entry.key === language)?.requestKey ?? 'id';
}

export function currentLanguage(): LanguageKey {
  return isLanguageKey(i18next.language) ? i18next.language : storedLanguage();
}

async function loadResources(language: LanguageKey): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const module = await LOADERS[language]();
  i18next.addResourceBundle(language, 'translation', module.default, true, true);
}

/** Starts i18n in the stored language; resolves once its texts are loaded. */
export async function initI18n(language: LanguageKey = storedLanguage()): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadResources(language);
  document.documentElement.lang = language === 'ind' ? 'id' : language;
}

/** Changes the active language, stores it and tells the app (spec point 4). */
export async function changeLanguage(language: LanguageKey): Promise<void> {
  await loadResources(language);
  await i18next.changeLanguage(language);
  storage.set(LANGUAGE_STORE_KEY, language);
  document.documentElement.lang = language === 'ind' ? 'id' : language;
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: language }));
}
