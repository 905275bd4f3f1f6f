import { describe, expect, it } from 'vitest';
import {
  dataUrlBytes,
  isSendableScreenshot,
  SCREENSHOT_MAX_BYTES,
  scaledSize,
  screenshotTypeProblem,
} from './feedback-screenshot.ts';

/** A data URL whose decoded payload is `bytes` long. */
function dataUrlOf(bytes: number, type = 'image/jpeg'): string {
  return `data:${type};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
}

describe('feedback screenshot checks', () => {
  it('takes JPEG, PNG and WebP only', () => {
    expect(screenshotTypeProblem('image/jpeg')).toBeNull();
    expect(screenshotTypeProblem('image/png')).toBeNull();
    expect(screenshotTypeProblem('image/webp')).toBeNull();
    expect(screenshotTypeProblem('image/gif')).toBe('imageType');
    expect(screenshotTypeProblem('image/heic')).toBe('imageType');
    expect(screenshotTypeProblem('')).toBe('imageType');
  });

  it('measures the decoded size of a data URL, padding included', () => {
    expect(dataUrlBytes(dataUrlOf(0))).toBe(0);
    expect(dataUrlBytes(dataUrlOf(1))).toBe(1);
    expect(dataUrlBytes(dataUrlOf(2))).toBe(2);
    expect(dataUrlBytes(dataUrlOf(3))).toBe(3);
    expect(dataUrlBytes(dataUrlOf(1_000_001))).toBe(1_000_001);
  });

  it('sends at most 2 MB', () => {
    expect(isSendableScreenshot(dataUrlOf(SCREENSHOT_MAX_BYTES))).toBe(true);
    expect(isSendableScreenshot(dataUrlOf(SCREENSHOT_MAX_BYTES + 1))).toBe(false);
  });

  it('sends only image data URLs the server reads', () => {
    expect(isSendableScreenshot(dataUrlOf(10, 'image/png'))).toBe(true);
    expect(isSendableScreenshot(dataUrlOf(10, 'image/gif'))).toBe(false);
    expect(isSendableScreenshot('data:image/png;base64,')).toBe(false);
    expect(isSendableScreenshot('')).toBe(false);
  });

  it('draws big photos with the longest side at 1600 px, never enlarges small ones', () => {
    expect(scaledSize(4_000, 3_000)).toEqual({ width: 1_600, height: 1_200 });
    expect(scaledSize(1_080, 2_400)).toEqual({ width: 720, height: 1_600 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(10_000, 1)).toEqual({ width: 1_600, height: 1 });
  });
});
