import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * The otpauth:// URL as a QR code the authenticator app scans: one SVG path of dark modules,
 * drawn by React (no markup from a string), crisp at any size. A 2-module quiet zone.
 */
export function EnrolmentQrCode({ otpauthUrl, label }: { otpauthUrl: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(otpauthUrl, { ecc: 'M', border: 2 });
    let dark = '';
    qr.data.forEach((row, y) => {
      row.forEach((isDark, x) => {
        if (isDark) dark += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { size: qr.size, path: dark };
  }, [otpauthUrl]);
  return (
    <svg
      className="enrolment-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
