import fc from 'fast-check';

/**
 * Generators of hostile request bodies. A request is data (a base body plus mutations, or a raw
 * payload with a content type) so that fast-check can print and shrink it, and so the session
 * fields can be added when it is sent.
 */

/**
 * A large value that prints as its label (so a failure report stays readable) and becomes the
 * real value when serialised to JSON.
 */
export class Large {
  constructor(
    readonly label: string,
    private readonly value: unknown,
  ) {}

  toJSON(): unknown {
    return this.value;
  }

  [fc.toStringMethod](): string {
    return this.label;
  }
}

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

const ONE_MEGABYTE_STRING = new Large('<1 MB string>', 'x'.repeat(1_000_000));
/** Just under the default 64 KiB body limit: reaches the field checks instead of the 413. */
const NEAR_LIMIT_STRING = new Large('<28,000 x "é">', 'é'.repeat(28_000));
const HUGE_ARRAY = new Large(
  '<array of 200,000 numbers>',
  Array.from({ length: 200_000 }, () => 9),
);
const LONG_ARRAY = new Large(
  '<array of 5,000 strings>',
  Array.from({ length: 5_000 }, () => 'a'),
);
const DEEP_VALUE = new Large('<200 levels of nesting>', deeplyNested(200));

export const INJECTION_STRINGS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(5); --',
  "' union select sign, uid from sessions --",
  '") or ("x"="x',
  '%',
  '_',
  '\\',
  "admin'--",
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  'javascript:alert(1)',
  '<svg onload=alert(1)>',
  '../../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}',
  '{{7*7}}',
  '%00',
  '\r\nSet-Cookie: a=b',
];

export const UNICODE_STRINGS: readonly string[] = [
  '\u0000',
  'abc\u0000def',
  '\u202Eevil.exe\u202C',
  'مرحبا بالعالم',
  'שלום',
  '😀🎰💰👨‍👩‍👧‍👦',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '\u200B\u200D',
  'Ａｄｍｉｎ',
  'İı',
  '\t\n\r\u000B\u000C',
  '   ',
  '',
];

export const NUMBER_STRINGS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e30',
  '-1',
  '0x10',
  '9223372036854775808',
  '1.005',
  '١٢٣',
];

export const EXTREME_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  -0.01,
  0.001,
  1.005,
  0.1 + 0.2,
  123.456,
  1e-7,
  1e30,
  -1e30,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

const STRUCTURES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  ['a', 1],
  { a: 1 },
  { $gt: '' },
  { toString: 'x' },
  LONG_ARRAY,
  DEEP_VALUE,
];

/** A value of any kind, weighted towards the ones that break servers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...INJECTION_STRINGS), weight: 3 },
  { arbitrary: fc.constantFrom(...UNICODE_STRINGS), weight: 3 },
  { arbitrary: fc.constantFrom(...NUMBER_STRINGS), weight: 1 },
  { arbitrary: fc.constantFrom(...EXTREME_NUMBERS), weight: 4 },
  { arbitrary: fc.constantFrom(...STRUCTURES), weight: 3 },
  { arbitrary: fc.constantFrom(ONE_MEGABYTE_STRING, NEAR_LIMIT_STRING, HUGE_ARRAY), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.double(), weight: 2 },
  { arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), weight: 1 },
  { arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 5 }), weight: 1 },
  {
    arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
    weight: 1,
  },
);

/** Numbers for a numeric field: boundaries of int4, int8 and safe integers, fractions, signs. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...EXTREME_NUMBERS), weight: 6 },
  { arbitrary: fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.constantFrom(...NUMBER_STRINGS), weight: 1 },
  { arbitrary: hostileValue, weight: 2 },
);

/** Text for a text field: injection, unicode, lengths around the limits. */
export const hostileText: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...INJECTION_STRINGS, ...UNICODE_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }), weight: 2 },
  { arbitrary: fc.integer({ min: 0, max: 300 }).map((length) => 'a'.repeat(length)), weight: 1 },
  { arbitrary: hostileValue, weight: 3 },
);

/** Names for fields the contract does not have (including prototype-pollution keys). */
const unknownFieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'isAdmin',
    'role',
    'balance',
    'status',
    '__proto__',
    'constructor',
    'prototype',
    '$where',
    'Amount',
    'amount ',
    'ключ',
    '名前',
    '\u202Efield',
    'f'.repeat(300),
  ),
  fc.stringMatching(/^[a-z][A-Za-z0-9]{0,15}$/),
);

export type Mutation =
  | { op: 'set'; field: string; value: unknown }
  | { op: 'delete'; field: string }
  | { op: 'add'; field: string; value: unknown };

export type FuzzRequest =
  | { kind: 'json'; withSession: boolean; mutations: Mutation[] }
  | { kind: 'raw'; withSession: false; payload: string | Large; contentType: string | null };

const RAW_PAYLOADS: readonly (string | Large)[] = [
  '',
  '{"deviceName":',
  'not json at all',
  "{'single': 'quotes'}",
  '{"amount": NaN}',
  '{"amount": Infinity}',
  '{"amount": -Infinity}',
  '{"amount": 1e400, "gameId": 1e400}',
  '{"a": 1, "a": 2}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '[1, 2, 3]',
  '"a string"',
  '42',
  'true',
  '\u0000',
  '\uFEFF{"deviceName": "bom"}',
  'a=1&b=2',
  '<?xml version="1.0"?><a>1</a>',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  new Large('<5,000 nested arrays>', `${'['.repeat(5_000)}${']'.repeat(5_000)}`),
  new Large('<2 MB JSON object>', `{"data": "${'y'.repeat(2_000_000)}"}`),
];

/** The text of a raw payload. */
export function rawText(payload: string | Large): string {
  return payload instanceof Large ? String(payload.toJSON()) : payload;
}

const CONTENT_TYPES: readonly (string | null)[] = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/JSON',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/json-patch+json',
  null,
];

/** A raw body: broken JSON, JSON that is not an object, or a body of another content type. */
export const rawRequest: fc.Arbitrary<FuzzRequest> = fc.record({
  kind: fc.constant('raw' as const),
  withSession: fc.constant(false as const),
  payload: fc.oneof(
    { arbitrary: fc.constantFrom(...RAW_PAYLOADS), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 1 },
  ),
  contentType: fc.constantFrom(...CONTENT_TYPES),
});

/**
 * Bad requests for one call: its valid minimal body with one or more fields set to hostile values,
 * a required field removed, or unknown fields added; sometimes a raw body instead.
 */
export function badRequest(options: {
  payloadFields: string[];
  commonFields: string[];
  requiredFields: string[];
  kindOf: (field: string) => 'number' | 'text' | 'other';
}): fc.Arbitrary<FuzzRequest> {
  const field = options.payloadFields.length
    ? fc.oneof(
        { arbitrary: fc.constantFrom(...options.payloadFields), weight: 3 },
        { arbitrary: fc.constantFrom(...options.commonFields), weight: 1 },
      )
    : fc.constantFrom(...options.commonFields);
  const valueFor = (name: string) => {
    const kind = options.kindOf(name);
    return kind === 'number' ? hostileNumber : kind === 'text' ? hostileText : hostileValue;
  };
  const set = field.chain((name) =>
    fc.record({ op: fc.constant('set' as const), field: fc.constant(name), value: valueFor(name) }),
  );
  const add = fc.record({ op: fc.constant('add' as const), field: unknownFieldName, value: hostileValue });
  const mutation: fc.Arbitrary<Mutation> = options.requiredFields.length
    ? fc.oneof(
        { arbitrary: set, weight: 6 },
        { arbitrary: add, weight: 2 },
        {
          arbitrary: fc.record({
            op: fc.constant('delete' as const),
            field: fc.constantFrom(...options.requiredFields),
          }),
          weight: 1,
        },
      )
    : fc.oneof({ arbitrary: set, weight: 6 }, { arbitrary: add, weight: 2 });
  const json = fc.record({
    kind: fc.constant('json' as const),
    withSession: fc.boolean(),
    mutations: fc.oneof(
      { arbitrary: fc.tuple(mutation).map((one) => [...one]), weight: 4 },
      { arbitrary: fc.array(mutation, { minLength: 2, maxLength: 4 }), weight: 1 },
    ),
  });
  return fc.oneof({ arbitrary: json, weight: 6 }, { arbitrary: rawRequest, weight: 1 });
}

/** Applies mutations to a body (own '__proto__' keys are kept as data, not as a prototype). */
export function applyMutations(
  base: Record<string, unknown>,
  mutations: Mutation[],
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...base };
  for (const mutation of mutations) {
    if (mutation.op === 'delete') delete body[mutation.field];
    else
      Object.defineProperty(body, mutation.field, {
        value: mutation.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return body;
}
