import type en from './en/index.ts';

/** The same keys as an English area, every value a string in another language. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** A full translation: every English key. */
export type Translation = Strings<typeof en>;
