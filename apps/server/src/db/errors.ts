/** The SQLSTATE and constraint of a database error, whichever driver raised it (Drizzle wraps them). */
export function databaseErrorOf(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return {};
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: name } = databaseErrorOf(error);
  return code === '23505' && (constraint === undefined || name === constraint);
}

export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: name } = databaseErrorOf(error);
  return code === '23514' && (constraint === undefined || name === constraint);
}

/** Serialization failures and deadlocks: the transaction can simply be run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  const { code } = databaseErrorOf(error);
  return code === '40001' || code === '40P01';
}
