import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en.ts';
import { id } from './locales/id.ts';

/** The languages a staff member may choose; Indonesian joins once id.ts is complete. */
export const CONSOLE_LANGUAGES = ['en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

/** Starts i18n in English; both bundles are small and ship with the entry (no language chunks). */
export async function initI18n(language: ConsoleLanguage = 'en'): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, id: { translation: id } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
}
