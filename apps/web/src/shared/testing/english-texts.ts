import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../i18n/locales/en/index.ts';

/** Starts i18next in English with every text, for tests that render pages: `beforeAll(initEnglishTexts)`. */
export async function initEnglishTexts(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
}
