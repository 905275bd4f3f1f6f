import { describe, expect, it } from 'vitest';
import { returnPathOf, signInPathFrom } from './paths.ts';

describe('the page to return to after signing in', () => {
  it('is the page the staff member was on', () => {
    const signIn = signInPathFrom({ pathname: '/audit', search: '?actor=ana&page=2' });
    expect(signIn).toBe('/login?next=%2Faudit%3Factor%3Dana%26page%3D2');
    expect(returnPathOf(signIn.slice(signIn.indexOf('?')))).toBe('/audit?actor=ana&page=2');
    expect(signInPathFrom({ pathname: '/', search: '' })).toBe('/login');
  });

  it('is never another site or the sign-in page itself', () => {
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'staff',
      '/login',
      '/login?next=/x',
    ]) {
      expect(returnPathOf(`?next=${encodeURIComponent(next)}`), next).toBe('/');
    }
    expect(returnPathOf('')).toBe('/');
  });
});
