/** The longest email address the contract accepts (feedback, profile). */
export const EMAIL_MAX_LENGTH = 254;

/** zod's email pattern, which the contract checks with. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** True when the contract accepts the (trimmed) text as an email address. */
export function isEmailAddress(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
