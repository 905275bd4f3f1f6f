import { LANGUAGES } from '@fairplay/contract/constants';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOADERS } from '../../shared/i18n/i18n.ts';
import { setNavigator } from '../../shared/navigation/navigation.ts';
import { PATHS } from '../../shared/routes.ts';
import { initEnglishTexts } from '../../shared/testing/english-texts.ts';
import { TermsCheckbox } from './components.tsx';

beforeAll(initEnglishTexts);
afterEach(() => {
  cleanup();
  setNavigator(null);
});

describe('the terms checkbox (issue: the Terms and the 18+ statement are a page, linked from it)', () => {
  for (const language of LANGUAGES) {
    it(`${language.name}: marks the Terms words and the 18+ words once each`, async () => {
      const text = (await LOADERS[language.key]()).default.login.terms;
      expect(text.match(/<terms>[^<]+<\/terms>/g)).toHaveLength(1);
      expect(text.match(/<age>[^<]*18[^<]*<\/age>/g)).toHaveLength(1);
      expect(text.match(/</g)).toHaveLength(4);
    });
  }

  it('links the Terms words to the Terms page and the 18+ words to its age statement', () => {
    const go = vi.fn();
    setNavigator({ go, back: vi.fn(), canGoBack: () => true });
    render(<TermsCheckbox checked={false} onChange={vi.fn()} />);
    const terms = screen.getByRole('link', { name: 'Terms and Conditions' });
    const age = screen.getByRole('link', { name: 'at least 18 years old' });
    expect(terms.getAttribute('href')).toBe(PATHS.terms);
    expect(age.getAttribute('href')).toBe(`${PATHS.terms}?section=age`);
    expect(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ })).toBeTruthy();
    // (A tap on the link leaves the box as it is in Chromium: player-polish.e2e.ts checks that.)
    fireEvent.click(age);
    return Promise.resolve().then(() => {
      expect(go).toHaveBeenCalledWith(`${PATHS.terms}?section=age`, { replace: false });
    });
  });

  it('still ticks when its text is tapped', () => {
    const onChange = vi.fn();
    render(<TermsCheckbox checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByText(/I agree to the/));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
