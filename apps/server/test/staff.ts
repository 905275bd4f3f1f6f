import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';

/** A signed-in staff member of a test: their token and second-factor secret (to sign in or step up again). */
export interface StaffSession {
  username: string;
  password: string;
  token: string;
  secret: string;
  recoveryCodes: string[];
}

/** The authenticator app's code for a secret at an instant (the server's clock, in tests a ManualClock). */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  remoteAddress: string,
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url: `/admin/api${url}`,
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/**
 * Signs a staff member in as the console does: password, then enrolment (first sign-in: the secret
 * from the answer) or a code from the authenticator. `secret` is the one enrolled before, if any.
 */
export async function signInStaff(
  app: FastifyInstance,
  credentials: { username: string; password: string; secret?: string | undefined },
  options: { now: () => Date; remoteAddress?: string },
): Promise<StaffSession> {
  // A test that moves the shared clock while another step signs in (the race matrix) can expire the
  // challenge between the password and the code: the sign-in starts again, as a person would.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signInOnce(app, credentials, options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof ChallengeExpired)) throw error;
    }
  }
}

class ChallengeExpired extends Error {}

function refusal(step: string, answer: { status: number; body: Record<string, unknown> }): Error {
  const text = `${step} failed: ${answer.status} ${JSON.stringify(answer.body)}`;
  return answer.body.code === 'operator.challengeExpired' ? new ChallengeExpired(text) : new Error(text);
}

async function signInOnce(
  app: FastifyInstance,
  credentials: { username: string; password: string; secret?: string | undefined },
  options: { now: () => Date; remoteAddress?: string },
): Promise<StaffSession> {
  const remoteAddress = options.remoteAddress ?? '10.9.0.1';
  const login = await post(
    app,
    '/login',
    { username: credentials.username, password: credentials.password },
    remoteAddress,
  );
  if (login.status !== 200)
    throw new Error(`staff login failed: ${login.status} ${JSON.stringify(login.body)}`);
  const challenge = login.body.challenge as string;
  if (login.body.enrolRequired) {
    const secret = login.body.secret as string;
    const enrol = await post(
      app,
      '/login/enrol',
      { challenge, code: totpCode(secret, options.now()) },
      remoteAddress,
    );
    if (enrol.status !== 200) throw refusal('staff enrolment', enrol);
    return {
      username: credentials.username,
      password: credentials.password,
      token: enrol.body.token as string,
      secret,
      recoveryCodes: enrol.body.recoveryCodes as string[],
    };
  }
  if (!credentials.secret) throw new Error(`${credentials.username} is enrolled, but the test has no secret`);
  const totp = await post(
    app,
    '/login/totp',
    { challenge, code: totpCode(credentials.secret, options.now()) },
    remoteAddress,
  );
  if (totp.status !== 200) throw refusal('staff second factor', totp);
  return { ...credentials, secret: credentials.secret, token: totp.body.token as string, recoveryCodes: [] };
}
