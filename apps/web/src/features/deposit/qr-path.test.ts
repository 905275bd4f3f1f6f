import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path.ts';

describe('qrPath', () => {
  it('draws a square code with a quiet zone and the three finder patterns', () => {
    const { size, path } = qrPath('upi://pay?pa=demo%40upi&am=1000.00&cu=INR');
    expect(size).toBeGreaterThanOrEqual(25);
    expect(path.startsWith('M2 2h1v1h-1z')).toBe(true); // the top-left finder starts inside the border
    expect(path).not.toContain('M0 0');
  });
});
