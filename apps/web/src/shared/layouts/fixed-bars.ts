import type { BarRect, FixedBars } from './service-button-position.ts';

/**
 * Marks for what is fixed to the top or the bottom of the screen, so the floating service button
 * keeps clear of it: spread on the element, `<div className={styles.submitBar} {...FIXED_BOTTOM}>`.
 * The header, the tab bar and the retry banner carry them; a page with its own fixed bottom button
 * adds FIXED_BOTTOM to it.
 */
export const FIXED_TOP = { 'data-fixed-top': '' } as const;
export const FIXED_BOTTOM = { 'data-fixed-bottom': '' } as const;

const BAR_SELECTOR = '[data-fixed-top], [data-fixed-bottom]';

const holdsBar = (node: Node) =>
  node instanceof Element && (node.matches(BAR_SELECTOR) || node.querySelector(BAR_SELECTOR) !== null);

/**
 * Whether a batch of page changes may have moved a bar: one was added or removed, or something
 * inside one changed. Everything else (lists filling in, texts ticking) leaves the bars as they are,
 * so it costs no measuring (each measure forces a layout, too much to do every frame on a slow phone).
 */
export function barsMayHaveChanged(records: readonly MutationRecord[]): boolean {
  return records.some(
    (record) =>
      (record.target instanceof Element && record.target.closest(BAR_SELECTOR) !== null) ||
      [...record.addedNodes].some(holdsBar) ||
      [...record.removedNodes].some(holdsBar),
  );
}

function visibleRects(selector: string): BarRect[] {
  return [...document.querySelectorAll(selector)]
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0)
    .map(({ top, bottom, left, right }) => ({ top, bottom, left, right }));
}

/** The boxes of the marked bars now on screen. */
export function measureFixedBars(): FixedBars {
  return { top: visibleRects('[data-fixed-top]'), bottom: visibleRects('[data-fixed-bottom]') };
}

export function sameBars(a: FixedBars, b: FixedBars): boolean {
  const same = (x: readonly BarRect[], y: readonly BarRect[]) =>
    x.length === y.length &&
    x.every(
      (rect, index) =>
        rect.top === y[index]?.top &&
        rect.bottom === y[index]?.bottom &&
        rect.left === y[index]?.left &&
        rect.right === y[index]?.right,
    );
  return same(a.top, b.top) && same(a.bottom, b.bottom);
}
