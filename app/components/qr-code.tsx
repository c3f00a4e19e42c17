import { useId, useMemo } from "react";
import { cn } from "#app/components/ui/cn.ts";
import { drawnQrMatrix, qrMatrix } from "./qr-matrix.ts";

interface QrCodeProps {
  /** What the code holds: a link, usually. */
  value: string;
  /** What a screen reader says instead of the picture (where the code leads). */
  label: string;
  className?: string;
}

/**
 * A scannable QR code as inline SVG: crisp at any size, printable, and drawn dark on light
 * whatever the page's theme, because phone cameras read that best.
 *
 * Encoding tries every mask to pick the most readable one, which took a phone tens of
 * milliseconds in the middle of hydrating a room; the code the server drew is read back from
 * the page instead (drawnQrMatrix), and only a new value is encoded in the browser.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const id = useId();
  // At hydration the page holds the server's drawing of this value; later, a new value isn't.
  const { size, path } = useMemo(
    () =>
      (typeof document === "undefined"
        ? null
        : drawnQrMatrix(document.getElementById(id), value)) ?? qrMatrix(value),
    [id, value],
  );
  return (
    <svg
      id={id}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn("block aspect-square w-full rounded-xl bg-white", className)}
      data-qr-value={value}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#07060d" />
    </svg>
  );
}
