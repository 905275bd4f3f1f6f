import { describe, expect, it } from 'vitest';
import { parseRichText } from './rich-text.ts';

describe('marquee rich text', () => {
  it('reads colour runs closed by </c> or </color>', () => {
    const runs = parseRichText('<color=#ffffff>Hello </c><color=#f94754>Guest1***</color> won');
    expect(runs.map(({ text, color }) => ({ text, color }))).toEqual([
      { text: 'Hello ', color: '#ffffff' },
      { text: 'Guest1***', color: '#f94754' },
      { text: ' won', color: null },
    ]);
    expect(new Set(runs.map((run) => run.start)).size).toBe(3);
  });

  it('never interprets HTML', () => {
    expect(parseRichText('<img src=x onerror=alert(1)>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', color: null, start: 0 },
    ]);
  });
});
