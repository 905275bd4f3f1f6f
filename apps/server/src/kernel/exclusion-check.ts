import type { ExclusionIdentity } from '../platform/exclusion-register.ts';
import { AppError } from './app-error.ts';
import type { AppDeps } from './context.ts';

/** A register slower than this is taken as down: the sign-in or registration is refused. */
const REGISTER_TIMEOUT_MS = 5_000;

/**
 * The exclusion register's answer for a person as a refusal, or null (decision 023): on the
 * register, `rg.exclusionRegistered`; a register that fails or does not answer in time refuses with
 * a neutral message (fail-closed). Asked before any row is locked: outside I/O never holds a lock.
 */
export async function exclusionRegisterRefusal(
  deps: Pick<AppDeps, 'exclusionRegister' | 'log'>,
  identity: ExclusionIdentity,
): Promise<AppError | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('the exclusion register did not answer in time')),
        REGISTER_TIMEOUT_MS,
      );
    });
    const isExcluded = await Promise.race([deps.exclusionRegister.isExcluded(identity), timeout]);
    return isExcluded ? AppError.refused('rg.exclusionRegistered') : null;
  } catch (error) {
    deps.log.error(
      { err: error, register: deps.exclusionRegister.name },
      'the exclusion register could not answer: sign-in or registration refused',
    );
    return AppError.unavailable('rg.exclusionRegisterUnavailable');
  } finally {
    clearTimeout(timer);
  }
}
