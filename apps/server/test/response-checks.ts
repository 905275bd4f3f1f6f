import { expect } from 'vitest';

/**
 * What an answer must never show a client: a stack trace, a file path of the server, or the text
 * of a database error or query. Checked on the raw body, after removing what the request itself
 * sent (a message may quote a field's name).
 */
const LEAK_PATTERNS: readonly RegExp[] = [
  /\n\s+at\s/, // a stack frame
  /\bat\s+[\w.<>]+\s+\((?:file:|\/|node:)/,
  /\.(?:ts|js|mjs|cjs):\d+:\d+/,
  /node_modules/,
  /(?:\/work\/|\/home\/|\/usr\/|\/tmp\/|[A-Z]:\\)/,
  /apps\/server\/src/,
  /\b(?:drizzle|pglite|node-postgres|PostgresError|DatabaseError|ZodError|FastifyError)\b/i,
  /\b(?:syntax error at or near|violates (?:not-null|foreign key|unique|check) constraint|duplicate key value|invalid input syntax|out of range for type|invalid byte sequence|relation "\w+"|column "\w+")/i,
  /\b(?:select\s[\s\S]{0,200}\sfrom|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\s/i,
  /"stack"\s*:/,
  /\bTypeError\b|\bReferenceError\b|\bRangeError\b|Cannot read propert/,
];

export interface Answer {
  statusCode: number;
  body: string;
}

/** The body without every string the request sent, so echoes of the input are not taken for leaks. */
function withoutEcho(body: string, sent: readonly string[]): string {
  let text = body;
  for (const value of [...sent].sort((left, right) => right.length - left.length)) {
    if (value.length >= 3) text = text.split(value).join(' ');
    const escaped = JSON.stringify(value).slice(1, -1);
    if (escaped.length >= 3 && escaped !== value) text = text.split(escaped).join(' ');
  }
  return text;
}

/** The strings in a JSON value, keys and values, down to 50 levels. */
export function stringsIn(value: unknown, found: string[] = [], depth = 0): string[] {
  if (depth > 50) return found;
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value.slice(0, 100)) stringsIn(item, found, depth + 1);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push(key);
      stringsIn(item, found, depth + 1);
    }
  }
  return found;
}

/** Fails unless the answer is not a server error and leaks nothing internal. */
export function expectSafeAnswer(answer: Answer, sent: readonly string[] = [], context = ''): void {
  const label = `${context} -> HTTP ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  expect(answer.statusCode, label).toBeLessThan(500);
  let state: unknown;
  try {
    state = (JSON.parse(answer.body) as { state?: unknown }).state;
  } catch {
    state = undefined;
  }
  expect(state, label).not.toBe('500');
  const text = withoutEcho(answer.body, sent);
  for (const pattern of LEAK_PATTERNS) expect(text, `${label}: matches ${pattern}`).not.toMatch(pattern);
}
