import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';

export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** Verifies Google ID tokens; absent when no client id is configured. */
export interface GoogleTokenVerifier {
  readonly clientId: string;
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Checks signature (against the JWKS), audience (our client id), issuer and expiry (with 60 s
 * tolerance for clock skew). Returns null for any token that fails, never throws on bad input.
 */
export function createGoogleTokenVerifier(options: {
  clientId: string;
  jwksUrl?: string;
  keySet?: JWTVerifyGetKey;
  now?: () => Date;
}): GoogleTokenVerifier {
  const keySet = options.keySet ?? createRemoteJWKSet(new URL(options.jwksUrl!), { timeoutDuration: 5_000 });
  return {
    clientId: options.clientId,
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keySet, {
          audience: options.clientId,
          issuer: GOOGLE_ISSUERS,
          clockTolerance: 60,
          algorithms: ['RS256'],
          ...(options.now ? { currentDate: options.now() } : {}),
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') return null;
        return {
          subject: payload.sub,
          email: typeof payload.email === 'string' ? payload.email : null,
          emailVerified: payload.email_verified === true,
          name: typeof payload.name === 'string' ? payload.name : null,
          picture: typeof payload.picture === 'string' ? payload.picture : null,
        };
      } catch {
        return null;
      }
    },
  };
}
