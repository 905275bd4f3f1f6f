import { describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.ts';
import { createWalletClient, type SeamlessTransport, WalletUnavailableError } from './wallet-client.ts';

function clientAnswering(statuses: number[]) {
  const seen: number[] = [];
  const transport: SeamlessTransport = async () => {
    const status = statuses[Math.min(seen.length, statuses.length - 1)]!;
    seen.push(status);
    return { status, body: status === 200 ? '{"status":"OK","balance":"10.00"}' : '{"message":"slow down"}' };
  };
  return {
    seen,
    client: createWalletClient({ secret: 'x'.repeat(32), transport, clock: new ManualClock() }),
  };
}

describe('the provider wallet client', () => {
  it('sends a call again after "too many requests" instead of reading it as the answer', async () => {
    const { seen, client } = clientAnswering([429, 429, 200]);
    expect(await client.balance('player-1')).toMatchObject({ status: 'OK', balance: '10.00' });
    expect(seen).toEqual([429, 429, 200]);
  });

  it('reports the wallet unavailable when it keeps refusing, so the round is retried later', async () => {
    const { client } = clientAnswering([429]);
    await expect(client.balance('player-1')).rejects.toBeInstanceOf(WalletUnavailableError);
  });
});
