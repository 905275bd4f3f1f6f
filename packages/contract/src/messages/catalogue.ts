import type { en } from './en.ts';

/**
 * The types of the message catalogue: keys, languages and each message's named parameters, read
 * from the English source's placeholders. `{name}` is text; `{name:type}` one of these types.
 */
export interface ParamTypes {
  /** Inserted as given (names, codes, an order's status). */
  text: string | number;
  /** A count or a figure, grouped the language's way ("16.384" in Indonesian). */
  number: number;
  /** A quantity that is not the region's money, as decimal text ("0.000018" USDT), in the language's separators. */
  quantity: string;
  /** Minor units of the region's currency, written by money-format.ts ("Rp 1.565.478"). */
  money: bigint;
  /** Milliseconds, written in the largest unit that keeps them exact enough ("5 menit", "24 hours"). */
  duration: number;
  /** A size in bytes ("2 MB"). */
  bytes: number;
  /** A moment, written as a date and time in the region's zone. */
  date: Date;
  /** Alternatives, listed with the language's "or" ("imps atau upi"). */
  choices: readonly string[];
}

export type ParamType = keyof ParamTypes;

/** Every message's English source, by key. */
export type EnglishCatalogue = typeof en;
export type MessageKey = keyof EnglishCatalogue;

/** A translation gives every key (the type check and messages.test.ts hold it to the English keys). */
export type Translation = Record<MessageKey, string>;

/** The languages the server writes in: the request locales the app sends (LANGUAGES' requestKey). */
export const MESSAGE_LANGUAGES = ['en', 'id', 'hi', 'es', 'fr', 'zh-CN', 'zh-TW'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

type PlaceholdersOf<S extends string> = S extends `${string}{${infer Inner}}${infer Rest}`
  ? Inner | PlaceholdersOf<Rest>
  : never;
type NameOf<P extends string> = P extends `${infer Name}:${string}` ? Name : P;
type TypeOf<P extends string> = P extends `${string}:${infer Type}`
  ? Type extends ParamType
    ? ParamTypes[Type]
    : never
  : ParamTypes['text'];

/** The parameters a template names: `{amount:money} at {until:date}` -> { amount: bigint; until: Date }. */
export type ParamsOf<S extends string> = { [P in PlaceholdersOf<S> as NameOf<P>]: TypeOf<P> };

/** The parameters of one message. */
export type MessageParams<K extends MessageKey> = ParamsOf<EnglishCatalogue[K]>;

/** The rest arguments after a key: nothing for a message without parameters, else its parameters. */
export type ParamsArgument<S extends string> = keyof ParamsOf<S> extends never ? [] : [params: ParamsOf<S>];
export type MessageArguments<K extends MessageKey> = ParamsArgument<EnglishCatalogue[K]>;

/** A parameter's value once the key is no longer known to the type checker. */
export type ParamValue = ParamTypes[ParamType];
export type LooseParams = Readonly<Record<string, ParamValue>>;
