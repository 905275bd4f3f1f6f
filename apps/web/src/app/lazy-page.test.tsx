import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initEnglishTexts } from '../shared/testing/english-texts.ts';
import { isChunkError, RoutePage } from './lazy-page.tsx';

beforeAll(initEnglishTexts);
beforeEach(() => {
  // The error boundary reports what it caught; the report goes nowhere here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  vi.restoreAllMocks();
});

const Page = () => <p data-testid="page">Loaded</p>;

describe('a page whose chunk did not arrive', () => {
  it('is named as such: a failed dynamic import, a failed CSS preload, the 60 s timeout', () => {
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkError(new Error('Unable to preload CSS for /assets/promo-page.css'))).toBe(true);
    expect(isChunkError(new Error('Page load timed out'))).toBe(true);
    expect(isChunkError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });

  it('offers Retry, which loads it again in place', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))
      .mockResolvedValue({ default: Page });
    render(<RoutePage load={load} />);
    const failed = await screen.findByTestId('page-failed');
    expect(failed.textContent).toContain('The page could not be loaded.');
    fireEvent.click(failed);
    expect((await screen.findByTestId('page')).textContent).toBe('Loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline, says so, and loads again by itself when the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/b.js'))
      .mockResolvedValue({ default: Page });
    render(<RoutePage load={load} />);
    expect((await screen.findByTestId('page-failed')).textContent).toContain('You are offline.');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect((await screen.findByTestId('page')).textContent).toBe('Loaded');
  });
});
