import { describe, expect, it } from 'vitest';
import { rankingParams } from './ranking-params.ts';

describe('rankingParams', () => {
  it("opens today's live board by default", () => {
    expect(rankingParams(new URLSearchParams(''))).toEqual({ period: 'daily', which: 'current' });
  });

  it('reads the period and the last-period toggle from the query string', () => {
    expect(rankingParams(new URLSearchParams('period=monthly&which=previous'))).toEqual({
      period: 'monthly',
      which: 'previous',
    });
  });

  it('ignores values it does not know', () => {
    expect(rankingParams(new URLSearchParams('period=yearly&which=next'))).toEqual({
      period: 'daily',
      which: 'current',
    });
  });
});
