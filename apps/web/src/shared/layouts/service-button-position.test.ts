import { describe, expect, it } from 'vitest';
import {
  clampToWindow,
  DOCK_STORE_KEY,
  dockAfterDrag,
  type FixedBars,
  freeBand,
  parseDock,
  placeDock,
  START_DOCK,
  serializeDock,
} from './service-button-position.ts';

const PHONE = { width: 390, height: 844 };
const HEADER = { top: 0, bottom: 44, left: 0, right: 390 };
const TAB_BAR = { top: 794, bottom: 844, left: 0, right: 390 };
const TAB_PAGE: FixedBars = { top: [HEADER], bottom: [TAB_BAR] };
const NO_BARS: FixedBars = { top: [], bottom: [] };

describe('the floating service button', () => {
  it('starts where the spec puts it: x = width - 50, y = 70% of the height', () => {
    expect(placeDock(START_DOCK, NO_BARS, PHONE)).toEqual({ x: 340, y: 590.8 });
    expect(placeDock(START_DOCK, TAB_PAGE, PHONE)).toEqual({ x: 340, y: 590.8 });
  });

  it('stays inside the window while it is dragged past an edge', () => {
    expect(clampToWindow({ x: -30, y: 900 }, PHONE)).toEqual({ x: 0, y: 794 });
    expect(clampToWindow({ x: 500, y: -5 }, PHONE)).toEqual({ x: 340, y: 0 });
  });

  it('settles against the nearer side edge when released, at the height it was let go', () => {
    const left = dockAfterDrag({ x: 150, y: 400 }, TAB_PAGE, PHONE); // centre 175, left of 195
    expect(left.side).toBe('left');
    expect(placeDock(left, TAB_PAGE, PHONE)).toEqual({ x: 0, y: 400 });
    expect(dockAfterDrag({ x: 169, y: 400 }, TAB_PAGE, PHONE).side).toBe('left'); // centre 194
    expect(dockAfterDrag({ x: 171, y: 400 }, TAB_PAGE, PHONE).side).toBe('right'); // centre 196
    expect(placeDock(dockAfterDrag({ x: 300, y: 120 }, TAB_PAGE, PHONE), TAB_PAGE, PHONE)).toEqual({
      x: 340,
      y: 120,
    });
  });

  it('never rests on the header or the tab bar: a release over them lands beside them', () => {
    const onTabBar = dockAfterDrag({ x: 330, y: 800 }, TAB_PAGE, PHONE);
    expect(placeDock(onTabBar, TAB_PAGE, PHONE).y).toBe(794 - 8 - 50);
    const onHeader = dockAfterDrag({ x: 10, y: 5 }, TAB_PAGE, PHONE);
    expect(placeDock(onHeader, TAB_PAGE, PHONE)).toEqual({ x: 0, y: 44 + 8 });
  });

  it("moves up out of the way of a page's bottom button, and back when the button goes", () => {
    const submitBar = { top: 770, bottom: 844, left: 0, right: 390 };
    const low = dockAfterDrag({ x: 340, y: 760 }, NO_BARS, PHONE);
    expect(placeDock(low, NO_BARS, PHONE).y).toBe(760);
    expect(placeDock(low, { top: [HEADER], bottom: [submitBar] }, PHONE).y).toBe(770 - 8 - 50);
    expect(placeDock(low, NO_BARS, PHONE).y).toBe(760);
  });

  it('only minds bars in its own column', () => {
    const centredButton = { top: 700, bottom: 760, left: 120, right: 270 };
    const bars = { top: [], bottom: [centredButton] };
    expect(freeBand(bars, 'right', PHONE)).toEqual({ min: 0, max: 794 });
    const wideButton = { ...centredButton, right: 350 };
    expect(freeBand({ top: [], bottom: [wideButton] }, 'right', PHONE).max).toBe(700 - 8 - 50);
    expect(freeBand({ top: [], bottom: [wideButton] }, 'left', PHONE).max).toBe(794);
  });

  it('stays below the header when the bars leave no room', () => {
    const tiny = { width: 390, height: 120 };
    const bars = { top: [HEADER], bottom: [{ top: 70, bottom: 120, left: 0, right: 390 }] };
    expect(freeBand(bars, 'left', tiny)).toEqual({ min: 52, max: 52 });
  });

  it('keeps its dock as a share of the height, so a resized window keeps the place', () => {
    const dock = dockAfterDrag({ x: 0, y: 422 }, TAB_PAGE, PHONE);
    expect(dock).toEqual({ side: 'left', topRatio: 0.5 });
    expect(placeDock(dock, NO_BARS, { width: 844, height: 390 })).toEqual({ x: 0, y: 195 });
  });
});

describe('the stored dock', () => {
  it('reads back what was stored', () => {
    const dock = { side: 'left' as const, topRatio: 0.4321 };
    expect(parseDock(serializeDock(dock))).toEqual(dock);
    expect(DOCK_STORE_KEY).toBe('fairplay-service-button');
  });

  it('refuses anything that is not a dock, so the button starts where the spec says', () => {
    for (const stored of [
      null,
      '',
      'not json',
      '[]',
      'null',
      '"left"',
      '{"side":"top","topRatio":0.5}',
      '{"side":"left"}',
      '{"side":"left","topRatio":"0.5"}',
      '{"side":"left","topRatio":-0.1}',
      '{"side":"right","topRatio":1.5}',
      '{"side":"right","topRatio":1e999}',
      `{"side":"right","topRatio":0.5,"padding":"${'x'.repeat(200)}"}`,
    ]) {
      expect(parseDock(stored), String(stored)).toBeNull();
    }
  });

  it('stores a bounded ratio', () => {
    expect(serializeDock({ side: 'right', topRatio: 7 })).toBe('{"side":"right","topRatio":1}');
    expect(serializeDock({ side: 'left', topRatio: -1 })).toBe('{"side":"left","topRatio":0}');
    expect(parseDock(serializeDock({ side: 'right', topRatio: 1 / 3 }))).toEqual({
      side: 'right',
      topRatio: 1 / 3,
    });
  });
});
