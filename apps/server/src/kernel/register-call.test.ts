import { Writable } from 'node:stream';
import { defineCall } from '@fairplay/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpServer } from '../http/server.ts';
import { loadConfig } from '../platform/config.ts';
import type { AppDeps } from './context.ts';
import { registerCall } from './register-call.ts';

const echo = defineCall({
  path: '/test/echo',
  auth: 'none',
  summary: 'Answers what the test makes it answer',
  payload: { answer: z.string() },
  result: z.object({ amount: z.string(), note: z.string().nullable() }),
});

/** A server with one call whose handler answers a result the test picks, its error log captured. */
async function serverWith(checkReplies: boolean, results: Record<string, unknown>) {
  const errors: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) errors.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', CHECK_REPLIES: checkReplies ? '1' : '0' });
  const app = createHttpServer(config, { level: 'error', stream });
  const deps = { config } as AppDeps;
  registerCall(app, deps, echo, async ({ body }) => results[body.answer] as never);
  await app.ready();
  const ask = async (answer: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { answer } });
    return { status: response.statusCode, body: response.json() };
  };
  return { app, errors, ask };
}

const RESULTS = {
  right: { amount: '12.50', note: null },
  // JSON drops a key whose value is undefined: the client reads a missing field, not null.
  missing: { amount: '12.50', note: undefined },
  wrongType: { amount: 12.5, note: 'x' },
};

describe('CHECK_REPLIES', () => {
  it('sends an answer that matches its result schema as it is', async () => {
    const { app, ask, errors } = await serverWith(true, RESULTS);
    expect(await ask('right')).toMatchObject({
      status: 200,
      body: { state: '200', resultData: { amount: '12.50', note: null } },
    });
    expect(errors).toEqual([]);
    await app.close();
  });

  it('answers a server fault for a result the contract does not describe, naming the call and the issues', async () => {
    const { app, ask, errors } = await serverWith(true, RESULTS);
    for (const answer of ['missing', 'wrongType']) {
      const reply = await ask(answer);
      expect(reply.status).toBe(500);
      expect(reply.body).toMatchObject({ state: '500', success: false, requestId: expect.any(String) });
    }
    expect(
      errors.map((line) => [line.msg, line.call, (line.issues as { path: string[] }[])[0]?.path]),
    ).toEqual([
      ['the answer does not match the contract', '/test/echo', ['note']],
      ['the answer does not match the contract', '/test/echo', ['amount']],
    ]);
    await app.close();
  });

  it('is off by default: the answer goes out unchecked', async () => {
    const { app, ask, errors } = await serverWith(false, RESULTS);
    expect(await ask('wrongType')).toMatchObject({ status: 200, body: { resultData: { amount: 12.5 } } });
    expect(errors).toEqual([]);
    await app.close();
  });
});
