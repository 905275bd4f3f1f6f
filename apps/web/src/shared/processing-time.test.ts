import { describe, expect, it } from 'vitest';
import { processingDaysText, processingHoursText } from './processing-time.ts';

describe('withdrawal processing time', () => {
  it("words the hours on the region's clock whatever the seconds of now", () => {
    for (const now of ['2026-04-01T05:00:00Z', '2026-04-01T05:34:45Z', '2026-04-01T05:59:59.999Z']) {
      expect(processingHoursText('9:00-21:00', 'Asia/Jakarta', 'id-ID', new Date(now))).toBe(
        '09.00–21.00 WIB',
      );
    }
  });

  it('says "every day" in the language for the usual phrase, and other days as written', () => {
    const t = (key: string) => `<${key}>`;
    expect(processingDaysText(t, 'per day')).toBe('<withdraw.apply.everyDay>');
    expect(processingDaysText(t, 'Senin-Jumat')).toBe('Senin-Jumat');
    expect(processingDaysText((key) => key, 'Mon-Fri')).toBe('Mon-Fri');
  });

  it('reads the region hours in the language with the zone name', () => {
    const now = new Date('2026-11-25T03:00:00Z');
    expect(processingHoursText('9:00-21:00', 'Asia/Jakarta', 'id-ID', now)).toBe('09.00–21.00 WIB');
    expect(processingHoursText('9:00-21:00', 'Asia/Kolkata', 'en-IN', now)).toMatch(
      /^09:00 am–09:00 pm IST$/i,
    );
    expect(processingHoursText('round the clock', 'Asia/Jakarta', 'id-ID', now)).toBe('round the clock');
  });
});
