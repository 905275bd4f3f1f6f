/** One coloured run of a marquee message. */
export interface RichTextRun {
  text: string;
  color: string | null;
  /** Where the run starts in the source text: a stable key. */
  start: number;
}

const TAG = /<color=(#[0-9a-fA-F]{6})>(.*?)<\/c(?:olor)?>/g;

/**
 * Parses the marquee's rich text: "<color=#RRGGBB>text</c>" (some templates close with
 * "</color>"). Text outside tags keeps the default colour; nothing is ever treated as HTML.
 */
export function parseRichText(content: string): RichTextRun[] {
  const runs: RichTextRun[] = [];
  let last = 0;
  for (const match of content.matchAll(TAG)) {
    if (match.index > last) runs.push({ text: content.slice(last, match.index), color: null, start: last });
    runs.push({ text: match[2] ?? '', color: match[1] ?? null, start: match.index });
    last = match.index + match[0].length;
  }
  if (last < content.length) runs.push({ text: content.slice(last), color: null, start: last });
  return runs.filter((run) => run.text !== '');
}
