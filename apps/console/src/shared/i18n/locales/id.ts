import type { PartialTranslation } from './types.ts';

/**
 * Indonesian, to come: the console offers only English for now (CONSOLE_LANGUAGES). Keys added here
 * must be English's (the type says so); every missing key falls back to English.
 */
export const id: PartialTranslation = {
  common: {
    yes: 'Ya',
    no: 'Tidak',
  },
};
