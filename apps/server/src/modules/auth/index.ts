/** The auth module's public face: the login throttle, one-time codes and phone checks. */
export { checkThrottle, describeWait, recordFailure, recordSuccess } from './login-throttle.ts';
export { consumeOtp } from './otp.ts';
export { requirePhone } from './service.ts';
