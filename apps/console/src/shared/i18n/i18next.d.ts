import 'i18next';
import type { Translation } from './locales/types.ts';

// Typed keys: t('menu.staff') compiles, a misspelt key does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
