/**
 * The exclusion-register port (issue 14, decision 023): a national self-exclusion register
 * (Spelpaus, ROFUS, GAMSTOP...) that a licensed deployment plugs in. It is asked at every
 * registration and every sign-in; a player on it is refused play (a sign-in still gets the
 * withdraw-only session), and a register that cannot answer refuses too (fail-closed).
 */

/** What the server knows of a person; a register matches on what it can (fields may be missing). */
export interface ExclusionIdentity {
  /** The player's phone in E.164, when bound (verified by a code). */
  mobile: string | null;
  /** The e-mail address Google verified, when signed in with Google. */
  email: string | null;
  googleSubject: string | null;
}

export interface ExclusionRegister {
  /** The adapter's name, for the start-up log. */
  readonly name: string;
  /** Whether the person is on the register; throws when the register cannot answer. */
  isExcluded(identity: ExclusionIdentity): Promise<boolean>;
}

/** The adapters a deployment can name in EXCLUSION_REGISTER. */
export const EXCLUSION_REGISTER_KINDS = ['none', 'memory'] as const;
export type ExclusionRegisterKind = (typeof EXCLUSION_REGISTER_KINDS)[number];

/** No register: nobody is on it. A jurisdiction without one (production says so at every start). */
export const noExclusionRegister: ExclusionRegister = {
  name: 'none',
  isExcluded: async () => false,
};

/** How many entries the in-memory register holds at most (a test's list, never a real one). */
const MEMORY_REGISTER_MAX_ENTRIES = 10_000;

/**
 * An in-memory register for tests and demos (refused in production): phones and e-mails added to
 * it are excluded; `failWith` makes every question fail, to show the server refuses then.
 */
export class MemoryExclusionRegister implements ExclusionRegister {
  readonly name = 'memory';
  private readonly entries = new Set<string>();
  private failure: Error | null = null;

  /** Puts a phone (E.164) or an e-mail address on the register. */
  exclude(entry: string): void {
    if (this.entries.size >= MEMORY_REGISTER_MAX_ENTRIES) throw new Error('memory register is full');
    this.entries.add(entry.toLowerCase());
  }

  remove(entry: string): void {
    this.entries.delete(entry.toLowerCase());
  }

  /** From now on every question fails with this error (null: answers again). */
  failWith(error: Error | null): void {
    this.failure = error;
  }

  async isExcluded(identity: ExclusionIdentity): Promise<boolean> {
    if (this.failure) throw this.failure;
    return [identity.mobile, identity.email].some(
      (entry) => entry !== null && this.entries.has(entry.toLowerCase()),
    );
  }
}

/** The adapter the configuration names. */
export function createExclusionRegister(kind: ExclusionRegisterKind): ExclusionRegister {
  return kind === 'memory' ? new MemoryExclusionRegister() : noExclusionRegister;
}
