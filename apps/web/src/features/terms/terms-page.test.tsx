import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../shared/routes.ts';
import { initEnglishTexts } from '../../shared/testing/english-texts.ts';
import TermsPage, { TERMS_SECTIONS } from './terms-page.tsx';

beforeAll(initEnglishTexts);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function openAt(url: string) {
  const router = createMemoryRouter([{ path: PATHS.terms, element: <TermsPage /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

describe('the Terms page', () => {
  it('shows every section in order, the 18+ statement among them, with the app name', () => {
    openAt(PATHS.terms);
    expect(screen.getByTestId('page-title').textContent).toBe('Fairplay - Terms and Conditions');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toHaveLength(TERMS_SECTIONS.length);
    expect(titles[1]).toBe('You must be 18 or over18+');
    const age = screen.getByTestId('terms-section-age').textContent ?? '';
    expect(age).toContain('at least 18 years old');
    expect(screen.getByTestId('terms-page').textContent).toContain('the operator of Fairplay');
    expect(screen.getByTestId('terms-page').textContent).not.toContain('{{');
  });

  it('opens at the 18+ statement with ?section=age', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    openAt(`${PATHS.terms}?section=age`);
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toBe(screen.getByTestId('terms-section-age'));
  });

  it('ignores an unknown section', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    openAt(`${PATHS.terms}?section=%3Cscript%3E`);
    expect(scroll).not.toHaveBeenCalled();
  });
});
