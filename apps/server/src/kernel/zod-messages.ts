import type { z } from 'zod';

const MAX_ISSUES_IN_MESSAGE = 3;

/** "mobile: The phone number cannot be empty; amount: must be a number" — every message names its field. */
export function describeZodError(error: z.ZodError): string {
  // One message per field: the first problem is the one to fix first.
  const seen = new Set<string>();
  const firstPerField = error.issues.filter((issue) => {
    const key = issue.path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const parts = firstPerField.slice(0, MAX_ISSUES_IN_MESSAGE).map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `${key}: unknown field`).join('; ');
    }
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    const message =
      issue.path.length === 0 && issue.code === 'invalid_type' ? 'must be a JSON object' : issue.message;
    return `${field}: ${message}`;
  });
  return parts.join('; ');
}
