/**
 * The auth module's public face: the login throttle, one-time codes, phone checks, and ending a
 * player's sessions (staff end them when they lock an account or sign a player out).
 */
export { checkThrottle, describeWait, recordFailure, recordSuccess } from './login-throttle.ts';
export { consumeOtp } from './otp.ts';
export { requirePhone } from './service.ts';
export { announceRevocation, endPlayerSessions, markSessionSeen } from './sessions.ts';
