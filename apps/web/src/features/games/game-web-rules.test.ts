import { describe, expect, it } from 'vitest';
import { launchFailureReason, parseGameId, readGameMessage } from './game-web-rules.ts';

describe('the gameId parameter', () => {
  it('is a positive whole number or nothing', () => {
    expect(parseGameId('100001')).toBe(100001);
    expect(parseGameId(null)).toBeNull();
    expect(parseGameId('')).toBeNull();
    expect(parseGameId('0')).toBeNull();
    expect(parseGameId('-3')).toBeNull();
    expect(parseGameId('1.5')).toBeNull();
    expect(parseGameId('12abc')).toBeNull();
    expect(parseGameId('99999999999')).toBeNull();
  });
});

describe("the game's messages", () => {
  it('reads close, ready and balance', () => {
    expect(readGameMessage({ type: 'fairplay:close' })).toEqual({ type: 'close' });
    expect(readGameMessage({ type: 'fairplay:ready' })).toEqual({ type: 'ready' });
    expect(readGameMessage({ type: 'fairplay:balance', balance: 1234.5 })).toEqual({
      type: 'balance',
      balance: 1234.5,
    });
  });

  it('ignores anything else', () => {
    expect(readGameMessage(null)).toBeNull();
    expect(readGameMessage('fairplay:close')).toBeNull();
    expect(readGameMessage({ type: 'other' })).toBeNull();
    expect(readGameMessage({ type: 'fairplay:balance', balance: '10' })).toBeNull();
    expect(readGameMessage({ type: 'fairplay:balance', balance: Number.NaN })).toBeNull();
    expect(readGameMessage({ type: 'fairplay:balance', balance: -1 })).toBeNull();
  });
});

describe('a failed launch', () => {
  it("shows the server's reason, but not a transport error or an internal one", () => {
    expect(launchFailureReason({ message: 'This game is not available' })).toBe('This game is not available');
    expect(launchFailureReason({ message: 'timeout', errCode: 5 })).toBeNull();
    expect(launchFailureReason({ message: 'system error' })).toBeNull();
    expect(launchFailureReason({ message: 'Terjadi kesalahan sistem', state: '500' })).toBeNull();
    expect(launchFailureReason({ message: '' })).toBeNull();
  });
});
