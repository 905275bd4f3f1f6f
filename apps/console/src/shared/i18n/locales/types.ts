import type { en } from './en.ts';

/** The console's texts: English is complete, and every key another language has is one of these. */
export type Translation = typeof en;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** A language on its way: the keys it has are English's, and i18next shows English for the rest. */
export type PartialTranslation = DeepPartial<Translation>;
