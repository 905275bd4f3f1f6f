import { encode } from 'uqr';

/**
 * A QR code as one SVG path of dark modules (loaded on demand: the encoder stays out of every
 * page chunk until an order shows its code). `size` includes a 2-module quiet zone.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((isDark, x) => {
      if (isDark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, path };
}
