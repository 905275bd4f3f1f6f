import { SERVICE_BUTTON_SIZE_PX } from '@fairplay/contract/constants';

/**
 * Where the floating customer-service button sits. It rests against the left or right edge of the
 * window (a "dock"), at a height the player chose by dragging it; wherever it is drawn, it stays
 * below the bars fixed at the top (the header) and above those fixed at the bottom (the tab bar, a
 * page's bottom button, the retry banner), so it never covers what a player taps. The dock is kept
 * in localStorage and read back bounded and checked.
 */

export type Side = 'left' | 'right';

export interface Point {
  x: number;
  y: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** The side edge the button rests against and how far down it sits, as a share of the window height. */
export interface Dock {
  side: Side;
  /** 0 = top of the window, 1 = bottom; a share, so the dock survives a rotation or a resize. */
  topRatio: number;
}

/** The part of a fixed bar's box the rules read (a DOMRect fits). */
export interface BarRect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface FixedBars {
  top: readonly BarRect[];
  bottom: readonly BarRect[];
}

/** Space kept between the button and a bar it avoids. */
export const BAR_GAP_PX = 8;
/** The spec's start: x = window width - 50, y = 70% of the window height (spec point 2). */
export const START_TOP_RATIO = 0.7;
export const DOCK_STORE_KEY = 'fairplay-service-button';
/** A stored dock is a few dozen characters; anything longer is not ours. */
const STORED_DOCK_MAX_LENGTH = 100;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Keeps the button's top-left corner inside the window (while it is dragged). */
export function clampToWindow(point: Point, view: Viewport, size = SERVICE_BUTTON_SIZE_PX): Point {
  return {
    x: clamp(point.x, 0, Math.max(view.width - size, 0)),
    y: clamp(point.y, 0, Math.max(view.height - size, 0)),
  };
}

export const START_DOCK: Dock = { side: 'right', topRatio: START_TOP_RATIO };

/** The x of the button docked on a side: flush with that edge. */
export function dockX(side: Side, view: Viewport, size = SERVICE_BUTTON_SIZE_PX): number {
  return side === 'left' ? 0 : Math.max(view.width - size, 0);
}

/**
 * The heights the button's top may take on a side: below every top bar and above every bottom bar
 * that crosses that side's column (a bar elsewhere in the width is not in the way). When the bars
 * leave less than the button's height, it stays just below the top bars.
 */
export function freeBand(
  bars: FixedBars,
  side: Side,
  view: Viewport,
  size = SERVICE_BUTTON_SIZE_PX,
): { min: number; max: number } {
  const left = dockX(side, view, size);
  const crossesColumn = (bar: BarRect) => bar.left < left + size && bar.right > left;
  const min = Math.max(0, ...bars.top.filter(crossesColumn).map((bar) => bar.bottom + BAR_GAP_PX));
  const lowest = Math.min(
    view.height,
    ...bars.bottom.filter(crossesColumn).map((bar) => bar.top - BAR_GAP_PX),
  );
  return { min, max: Math.max(min, lowest - size) };
}

/** Where a docked button is drawn: flush with its edge, its height moved into the free band. */
export function placeDock(dock: Dock, bars: FixedBars, view: Viewport, size = SERVICE_BUTTON_SIZE_PX): Point {
  const band = freeBand(bars, dock.side, view, size);
  return { x: dockX(dock.side, view, size), y: clamp(dock.topRatio * view.height, band.min, band.max) };
}

/**
 * The dock a released drag lands in: the side edge nearer to the button's centre, at the height it
 * was let go, moved into that side's free band (so the stored height is one the player can see).
 */
export function dockAfterDrag(
  point: Point,
  bars: FixedBars,
  view: Viewport,
  size = SERVICE_BUTTON_SIZE_PX,
): Dock {
  if (view.height <= 0) return START_DOCK;
  const side: Side = point.x + size / 2 < view.width / 2 ? 'left' : 'right';
  const band = freeBand(bars, side, view, size);
  return { side, topRatio: clamp(point.y, band.min, band.max) / view.height };
}

/** A stored dock, or null when there is none or it is not one (wrong shape, out of range, too long). */
export function parseDock(stored: string | null): Dock | null {
  if (!stored || stored.length > STORED_DOCK_MAX_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { side, topRatio } = value as Record<string, unknown>;
  if (side !== 'left' && side !== 'right') return null;
  if (typeof topRatio !== 'number' || !Number.isFinite(topRatio) || topRatio < 0 || topRatio > 1) return null;
  return { side, topRatio };
}

export function serializeDock(dock: Dock): string {
  return JSON.stringify({ side: dock.side, topRatio: clamp(dock.topRatio, 0, 1) });
}
