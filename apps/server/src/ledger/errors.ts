/** A debit would take a player's account below zero; nothing was posted. */
export class InsufficientFundsError extends Error {
  constructor(readonly idempotencyKey: string) {
    super('Insufficient balance');
    this.name = 'InsufficientFundsError';
  }
}

/** The idempotency key was already used for a transfer with different content; nothing was posted. */
export class IdempotencyConflictError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`Idempotency key ${idempotencyKey} was used for a different transfer`);
    this.name = 'IdempotencyConflictError';
  }
}
