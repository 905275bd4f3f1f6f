import type { BarRect, FixedBars } from './service-button-position.ts';

/**
 * Marks for what is fixed to the top or the bottom of the screen, so the floating service button
 * keeps clear of it: spread on the element, `<div className={styles.submitBar} {...FIXED_BOTTOM}>`.
 * The header, the tab bar and the retry banner carry them; a page with its own fixed bottom button
 * adds FIXED_BOTTOM to it.
 */
export const FIXED_TOP = { 'data-fixed-top': '' } as const;
export const FIXED_BOTTOM = { 'data-fixed-bottom': '' } as const;

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
