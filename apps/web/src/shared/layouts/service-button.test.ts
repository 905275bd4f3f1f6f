import { describe, expect, it } from 'vitest';
import { clampToWindow, startPosition } from './service-button.tsx';

describe('the floating service button', () => {
  it('starts at x = width - 50 and y = 70% of the height', () => {
    expect(startPosition(390, 844)).toEqual({ x: 340, y: 590.8 });
  });

  it('stays inside the window when dragged past an edge', () => {
    expect(clampToWindow({ x: -30, y: 900 }, 390, 844)).toEqual({ x: 0, y: 794 });
    expect(clampToWindow({ x: 500, y: -5 }, 390, 844)).toEqual({ x: 340, y: 0 });
  });
});
