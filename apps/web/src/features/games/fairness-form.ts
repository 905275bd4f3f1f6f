/**
 * The fairness checker's rules: reading the form (and its query-string pre-fill), the body for
 * POST /provider/api/verify, and how each game's outcome reads. No texts: problems are keys.
 */

export const ENGINES = ['dice', 'limbo', 'mines', 'plinko'] as const;
export type Engine = (typeof ENGINES)[number];

export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_DEFAULT = 3;
export const MINES_TILES = 25;
export const NONCE_MAX = 1_000_000_000;
export const CLIENT_SEED_MAX_LENGTH = 64;

/** The form as typed: every field is text until it is checked. */
export interface FairnessForm {
  engine: Engine;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  mines: string;
  /** Optional: the server seed hash the game showed before play, to compare with the revealed seed's. */
  expectedHash: string;
}

export type FormProblem = 'serverSeed' | 'clientSeed' | 'nonce' | 'mines';

export interface VerifyBody {
  engine: Engine;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  mines?: number;
}

function isEngine(value: string | null): value is Engine {
  return ENGINES.some((engine) => engine === value);
}

/** The form pre-filled from ?engine=&serverSeed=&clientSeed=&nonce= (and &mines=, &serverSeedHash=). */
export function formFromQuery(query: URLSearchParams): FairnessForm {
  const engine = query.get('engine');
  const text = (name: string, maxLength: number) => (query.get(name) ?? '').trim().slice(0, maxLength);
  return {
    engine: isEngine(engine) ? engine : 'dice',
    serverSeed: text('serverSeed', 64),
    clientSeed: text('clientSeed', CLIENT_SEED_MAX_LENGTH),
    nonce: text('nonce', 10),
    mines: text('mines', 2) || String(MINES_DEFAULT),
    expectedHash: text('serverSeedHash', 64),
  };
}

const SERVER_SEED = /^[0-9a-f]{64}$/;

function wholeNumber(value: string, min: number, max: number): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= min && number <= max ? number : null;
}

/** Checks the form: the request body, or the fields that need fixing (in form order). */
export function verifyBody(
  form: FairnessForm,
): { ok: true; body: VerifyBody } | { ok: false; problems: FormProblem[] } {
  const serverSeed = form.serverSeed.trim().toLowerCase();
  const clientSeed = form.clientSeed.trim();
  const nonce = wholeNumber(form.nonce, 0, NONCE_MAX);
  const mines = form.engine === 'mines' ? wholeNumber(form.mines, MINES_MIN, MINES_MAX) : null;
  const problems: FormProblem[] = [];
  if (!SERVER_SEED.test(serverSeed)) problems.push('serverSeed');
  if (clientSeed === '' || clientSeed.length > CLIENT_SEED_MAX_LENGTH) problems.push('clientSeed');
  if (nonce === null) problems.push('nonce');
  if (form.engine === 'mines' && mines === null) problems.push('mines');
  if (problems.length > 0 || nonce === null) return { ok: false, problems };
  const body: VerifyBody = { engine: form.engine, serverSeed, clientSeed, nonce };
  if (form.engine === 'mines' && mines !== null) body.mines = mines;
  return { ok: true, body };
}

/** A verified round as the page shows it. */
export type Outcome =
  | { engine: 'dice'; roll: string }
  | { engine: 'limbo'; result: string }
  | { engine: 'mines'; positions: number[]; grid: boolean[] }
  | { engine: 'plinko'; path: string; slot: number };

export interface Verification {
  serverSeedHash: string;
  outcome: Outcome;
}

/** Hundredths as the games show them: 4217 -> "42.17" (exact, no float rounding). */
export function formatHundredths(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  return `${whole}.${String(hundredths - whole * 100).padStart(2, '0')}`;
}

/** 25 tiles, row by row: true where a mine is. */
export function mineGrid(positions: readonly number[]): boolean[] {
  const mines = new Set(positions);
  return Array.from({ length: MINES_TILES }, (_, tile) => mines.has(tile));
}

/** The ball's path, one letter per row: 0 = L, 1 = R. */
export function plinkoPath(path: readonly number[]): string {
  return path.map((step) => (step === 1 ? 'R' : 'L')).join(' ');
}

const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** Reads the verify answer for the engine asked; null when it does not have the expected shape. */
export function readVerification(engine: Engine, answer: unknown): Verification | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const data = answer as Record<string, unknown>;
  if (typeof data.serverSeedHash !== 'string') return null;
  const serverSeedHash = data.serverSeedHash;
  switch (engine) {
    case 'dice':
      return isIndex(data.rollHundredths)
        ? { serverSeedHash, outcome: { engine, roll: formatHundredths(data.rollHundredths) } }
        : null;
    case 'limbo':
      return isIndex(data.resultHundredths)
        ? { serverSeedHash, outcome: { engine, result: `${formatHundredths(data.resultHundredths)}×` } }
        : null;
    case 'mines': {
      const positions = data.minePositions;
      if (!Array.isArray(positions) || !positions.every((tile) => isIndex(tile) && tile < MINES_TILES))
        return null;
      return { serverSeedHash, outcome: { engine, positions, grid: mineGrid(positions) } };
    }
    case 'plinko': {
      const { path, slot } = data;
      if (!Array.isArray(path) || !path.every((step) => step === 0 || step === 1) || !isIndex(slot))
        return null;
      return { serverSeedHash, outcome: { engine, path: plinkoPath(path), slot } };
    }
  }
}

/** Whether the hash the player noted before play is the SHA-256 of the revealed seed. */
export function isSameHash(expected: string, actual: string): boolean {
  const normalized = expected.trim().toLowerCase();
  return normalized !== '' && normalized === actual.toLowerCase();
}
