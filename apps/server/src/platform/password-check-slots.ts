import { AppError } from '../kernel/app-error.ts';

/**
 * Checking a password costs about 30 ms and 16 MiB of scrypt on the libuv pool, and each check runs
 * inside a transaction that holds a database connection (the throttle's rows are locked for it).
 * Without a bound, guesses from many addresses at once would hold every connection of the pool
 * waiting for hashes and stall the platform. So at most SLOTS checks run at once in a process (the
 * libuv pool's size), a few hundred wait their turn (each at most WAIT_MS), and past that a guess is
 * turned away at once with a 429, before it takes a connection.
 */
const SLOTS = 4;
const QUEUE_MAX = 256;
const WAIT_MS = 10_000;

let running = 0;
const waiting: (() => void)[] = [];

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

function acquire(): Promise<void> {
  if (running < SLOTS) {
    running += 1;
    return Promise.resolve();
  }
  if (waiting.length >= QUEUE_MAX) return Promise.reject(AppError.tooManyRequests('request.tooManyAtOnce'));
  return new Promise((resolve, reject) => {
    const turn = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      const index = waiting.indexOf(turn);
      if (index >= 0) waiting.splice(index, 1);
      reject(AppError.tooManyRequests('request.tooManyAtOnce'));
    }, WAIT_MS);
    waiting.push(turn);
  });
}

/** Runs a password check (its transaction included) in one of the process's few slots. */
export async function withPasswordCheckSlot<T>(check: () => Promise<T>): Promise<T> {
  await acquire();
  try {
    return await check();
  } finally {
    release();
  }
}
