import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '@fairplay/contract/constants';

/** The contract's limits: JPEG, PNG or WebP, at most 2 MB decoded and 2,800,000 characters as a data URL. */
export const SCREENSHOT_MAX_BYTES = RECEIPT_MAX_BYTES;
export const SCREENSHOT_MAX_DATA_URL_LENGTH = 2_800_000;
export const SCREENSHOT_ACCEPT = RECEIPT_TYPES.join(',');
/** Longest side a resized photo is sent at: readable, and small on a slow network. */
export const SCREENSHOT_MAX_SIDE_PX = 1_600;
/** Files up to this size with sides within the limit are sent as they are (screenshots stay sharp). */
const SEND_AS_IS_MAX_BYTES = 1024 * 1024;
/** JPEG qualities tried in turn until the photo fits. */
const JPEG_QUALITIES = [0.85, 0.72, 0.6, 0.45] as const;

export type ScreenshotProblem = 'imageType' | 'imageTooLarge' | 'imageUnreadable';

export function screenshotTypeProblem(type: string): ScreenshotProblem | null {
  return (RECEIPT_TYPES as readonly string[]).includes(type) ? null : 'imageType';
}

/** The decoded size of a base64 data URL, in bytes. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** True when the server will take this data URL (type, encoding and size). */
export function isSendableScreenshot(dataUrl: string): boolean {
  return (
    /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/.test(dataUrl) &&
    dataUrl.length <= SCREENSHOT_MAX_DATA_URL_LENGTH &&
    dataUrlBytes(dataUrl) <= SCREENSHOT_MAX_BYTES
  );
}

/** The size a picture is drawn at so its longest side is at most maxSide (never enlarged). */
export function scaledSize(width: number, height: number, maxSide = SCREENSHOT_MAX_SIDE_PX) {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

async function decode(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Draws the picture smaller as JPEG on a white background, lowering quality until it fits. */
function downscale(image: HTMLImageElement): string | null {
  const size = scaledSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  for (const quality of JPEG_QUALITIES) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (isSendableScreenshot(dataUrl)) return dataUrl;
  }
  return null;
}

/**
 * Turns a chosen file into a data URL the server accepts: small screenshots as they are, big
 * photos drawn smaller in the browser first.
 */
export async function prepareScreenshot(
  file: File,
): Promise<{ dataUrl: string } | { problem: ScreenshotProblem }> {
  const typeProblem = screenshotTypeProblem(file.type);
  if (typeProblem) return { problem: typeProblem };
  let image: HTMLImageElement;
  try {
    image = await decode(file);
  } catch {
    return { problem: 'imageUnreadable' };
  }
  const isSmall =
    file.size <= SEND_AS_IS_MAX_BYTES &&
    Math.max(image.naturalWidth, image.naturalHeight) <= SCREENSHOT_MAX_SIDE_PX;
  if (isSmall) {
    const dataUrl = await readAsDataUrl(file).catch(() => '');
    if (isSendableScreenshot(dataUrl)) return { dataUrl };
  }
  const dataUrl = downscale(image);
  return dataUrl ? { dataUrl } : { problem: 'imageTooLarge' };
}
