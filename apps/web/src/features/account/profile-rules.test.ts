import { updateProfile } from '@fairplay/contract';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthdayBounds,
  localDateKey,
  type ProfileDraft,
  profileChanges,
  profileProblems,
} from './profile-rules.ts';

const saved: ProfileDraft = {
  avatar: '3',
  nickname: 'Ravi',
  birthday: '',
  email: '',
  whatsapp: '',
  facebook: '',
  telegram: '',
  twitter: '',
};
const today = '2026-11-21';
const check = (changes: Partial<ProfileDraft>, canSetBirthday = true) =>
  profileProblems({ ...saved, ...changes }, { today, canSetBirthday });

describe('profile checks', () => {
  it('accepts the saved profile as it is', () => {
    expect(check({})).toEqual({});
  });

  it('wants a nickname of 2-20 letters, digits, spaces, . _ -', () => {
    expect(check({ nickname: ' R ' }).nickname).toBe('profile.errors.nicknameLength');
    expect(check({ nickname: 'x'.repeat(21) }).nickname).toBe('profile.errors.nicknameLength');
    expect(check({ nickname: 'Ravi<script>' }).nickname).toBe('profile.errors.nicknameCharacters');
    expect(check({ nickname: 'Dewi Sartika_2.0' })).toEqual({});
    expect(check({ nickname: 'José Müller' })).toEqual({});
  });

  it('checks email, WhatsApp and handles only when given', () => {
    expect(check({ email: 'ravi@' }).email).toBe('profile.errors.email');
    expect(check({ whatsapp: '12345' }).whatsapp).toBe('profile.errors.whatsapp');
    expect(check({ whatsapp: '+6281234567890' })).toEqual({});
    expect(check({ telegram: 'ravi kumar' }).telegram).toBe('profile.errors.handleCharacters');
    expect(check({ twitter: 'a'.repeat(65) }).twitter).toBe('profile.errors.handleLength');
    expect(check({ facebook: '@ravi.kumar+1' })).toEqual({});
  });

  it('a birthday being set must be a real date of someone 18 or older', () => {
    expect(check({ birthday: '2008-11-21' })).toEqual({});
    expect(check({ birthday: '2008-11-22' }).birthday).toBe('profile.errors.birthdayAge');
    expect(check({ birthday: '2001-02-29' }).birthday).toBe('profile.errors.birthdayFormat');
    expect(check({ birthday: '1900-01-01' }).birthday).toBe('profile.errors.birthdayImplausible');
    // Once set, the birthday is not the form's business.
    expect(check({ birthday: '2020-01-01' }, false)).toEqual({});
  });

  it('counts age on the calendar of the region', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(localDateKey(new Date('2026-11-21T20:00:00Z'), 'Asia/Jakarta')).toBe('2026-11-22');
    expect(localDateKey(new Date('2026-11-21T20:00:00Z'), 'UTC')).toBe('2026-11-21');
    expect(birthdayBounds('2026-11-21')).toEqual({ min: '1906-11-21', max: '2008-11-21' });
  });

  it('sends only what changed, trimmed, and the birthday only while it is not set', () => {
    const draft = { ...saved, nickname: ' Ravi K ', email: ' ravi@example.com ', birthday: '2000-01-31' };
    expect(profileChanges(draft, saved, true)).toEqual({
      nickname: 'Ravi K',
      email: 'ravi@example.com',
      birthday: '2000-01-31',
    });
    expect(
      profileChanges({ ...draft, birthday: '1999-01-01' }, { ...saved, birthday: '2000-01-31' }, false),
    ).toEqual({
      nickname: 'Ravi K',
      email: 'ravi@example.com',
    });
    expect(profileChanges({ ...saved, email: '' }, { ...saved, email: 'old@example.com' }, true)).toEqual({
      email: '',
    });
    expect(profileChanges(saved, saved, true)).toEqual({});
  });

  it('accepts exactly what the contract accepts', () => {
    const samples: Partial<ProfileDraft>[] = [
      { nickname: 'ab' },
      { nickname: 'a' },
      { nickname: 'Ana-Maria O.' },
      { nickname: 'ana@home' },
      // Devanagari vowel signs are marks, not letters: both sides accept them.
      { nickname: 'राहुल' },
      { email: 'a@b.co' },
      { email: 'a@b' },
      { email: 'first.last+tag@mail.example.org' },
      { email: '.a@b.co' },
      { email: 'a..b@c.co' },
      { whatsapp: '12345678' },
      { whatsapp: '+123456789012345' },
      { whatsapp: '+1234567890123456' },
      { whatsapp: '0812-3456' },
      { facebook: 'ravi_k' },
      { facebook: 'ravi/k' },
      { telegram: '@r.k+1-2' },
      { twitter: 'ümlaut' },
    ];
    for (const sample of samples) {
      const draft = { ...saved, ...sample };
      const isAcceptedHere =
        Object.keys(profileProblems(draft, { today, canSetBirthday: false })).length === 0;
      const changes = profileChanges(draft, { ...saved, nickname: '' }, false);
      const isAcceptedThere = updateProfile.request.safeParse(changes).success;
      expect(isAcceptedHere, JSON.stringify(sample)).toBe(isAcceptedThere);
    }
  });
});
