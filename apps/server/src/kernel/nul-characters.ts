/**
 * PostgreSQL text cannot hold the NUL character (U+0000): storing one fails the whole statement.
 * JSON can carry it ("\u0000"), so every validated body is checked for it before it reaches a
 * handler. Returns the path of the first string or object key that holds one ("deviceNumber",
 * "list.0.name"), or null. Walks with its own stack: a body may nest thousands of levels deep.
 */
export function fieldWithNulCharacter(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return next.path || 'body';
    } else if (next.value && typeof next.value === 'object') {
      const children = Object.entries(next.value);
      for (let index = children.length - 1; index >= 0; index -= 1) {
        const [key, child] = children[index]!;
        if (key.includes('\u0000'))
          return next.path ? `${next.path}.${JSON.stringify(key)}` : JSON.stringify(key);
        pending.push({ value: child, path: next.path ? `${next.path}.${key}` : key });
      }
    }
  }
  return null;
}

/** Text as PostgreSQL can store it: each NUL character written as the six characters \u0000. */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '\\u0000');
}
