/**
 * The invite link as a QR code, drawn as one SVG path of its dark modules. Its own chunk (the
 * invite panel imports it lazily), so the qrcode package never weighs on another page.
 */
import { useMemo } from 'react';
import QRCode from 'qrcode';

/** The quiet zone around the code, in modules, as the standard asks. */
const MARGIN = 4;

export default function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) parts.push(`M${column + MARGIN} ${row + MARGIN}h1v1h-1z`);
      }
    }
    return { size: modules.size + 2 * MARGIN, path: parts.join('') };
  }, [text]);
  return (
    <svg className="classes__qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      {/* Dark on white in both themes: a camera reads it so. */}
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
