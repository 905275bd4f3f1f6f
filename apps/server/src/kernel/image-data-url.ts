import { AppError } from './app-error.ts';

/** The first bytes each accepted picture type starts with: a name alone proves nothing. */
const MAGIC_BYTES: Record<string, (bytes: Buffer) => boolean> = {
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/png': (bytes) =>
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * A picture a player sends as a data URL (a receipt, a feedback screenshot): JPEG, PNG or WebP by its
 * own bytes, not empty and at most `maxBytes`. Refused with a message naming `field` otherwise.
 */
export function readImageDataUrl(
  dataUrl: string,
  field: string,
  maxBytes: number,
): { contentType: string; base64: string; byteSize: number } {
  const match = /^data:(image\/(?:jpeg|png|webp));base64,(.+)$/.exec(dataUrl);
  if (!match) throw AppError.badRequest(field, 'field.imageType');
  const [, contentType, base64] = match as unknown as [string, string, string];
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > maxBytes)
    throw AppError.badRequest(field, 'field.screenshotTooLarge', { limit: maxBytes });
  if (!MAGIC_BYTES[contentType]?.(bytes))
    throw AppError.badRequest(field, 'field.imageNotReal', { format: contentType.slice(6).toUpperCase() });
  return { contentType, base64, byteSize: bytes.length };
}
