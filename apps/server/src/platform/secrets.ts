import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Secret handling in one place: session tokens, password hashing (scrypt) and constant-time
 * comparison. Nothing else in the server touches node:crypto for secrets.
 */

const SCRYPT_KEY_LENGTH = 32;
const SCRYPT_COST = 16_384; // N=2^14, r=8, p=1: about 30 ms and 16 MiB per hash on this machine
const SCRYPT_BLOCK_SIZE = 8;
const SCRYPT_PARALLELISM = 1;
const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024;

function scryptAsync(secret: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      secret.normalize('NFKC'),
      salt,
      SCRYPT_KEY_LENGTH,
      { N: cost, r: SCRYPT_BLOCK_SIZE, p: SCRYPT_PARALLELISM, maxmem: SCRYPT_MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes a password as "scrypt$N$salt$hash" (base64url parts) so the cost can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT_COST);
  return `scrypt$${SCRYPT_COST}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Checks a password against a stored hash in constant time; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (parts?.length !== 4 || parts[0] !== 'scrypt') {
    await scryptAsync(password, randomBytes(16), SCRYPT_COST); // same cost whether or not the account exists
    return false;
  }
  const cost = Number(parts[1]);
  if (!Number.isInteger(cost) || cost < 1024 || cost > 1_048_576) return false;
  const expected = Buffer.from(parts[3]!, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(parts[2]!, 'base64url'), cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A 256-bit random token, hex encoded (64 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('hex');
}

/** Tokens are stored only as their SHA-256: a leaked table gives no usable session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sha256Hex(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time equality of two strings (different lengths return false without early exit on content). */
export function safeEqual(left: string, right: string): boolean {
  const leftBuffer = Buffer.from(left);
  const rightBuffer = Buffer.from(right);
  if (leftBuffer.length !== rightBuffer.length) {
    timingSafeEqual(leftBuffer, leftBuffer);
    return false;
  }
  return timingSafeEqual(leftBuffer, rightBuffer);
}

export function randomDigits(length: number): string {
  let digits = '';
  for (let index = 0; index < length; index += 1) digits += String(randomInt(0, 10));
  return digits;
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A generated password for guests and one-click accounts: 10 characters without look-alikes. */
export function generatePassword(length = 10): string {
  let password = '';
  for (let index = 0; index < length; index += 1)
    password += PASSWORD_ALPHABET[randomInt(0, PASSWORD_ALPHABET.length)];
  return password;
}

const SEAL_VERSION = 'v1';

/**
 * Seals a secret kept at rest (a staff member's TOTP secret) with AES-256-GCM under a 256-bit key
 * given as 64 hex characters: "v1.<iv>.<tag>.<ciphertext>" (base64url parts). The label binds the
 * sealed value to its use, so one sealed for another purpose or row does not open here.
 */
export function sealSecret(secret: string, keyHex: string, label: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  cipher.setAAD(Buffer.from(label));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return [SEAL_VERSION, ...parts].join('.');
}

/** Opens what sealSecret sealed with the same key and label; null when it was altered or sealed otherwise. */
export function openSecret(sealed: string, keyHex: string, label: string): string | null {
  const [version, iv, tag, content, ...rest] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || content === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(keyHex, 'hex'),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAAD(Buffer.from(label));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(content, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code: "xxxxx-xxxxx" from 31 letters and digits without look-alikes (about 50 bits). */
export function newRecoveryCode(): string {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}
