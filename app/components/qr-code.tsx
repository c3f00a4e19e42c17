import { useMemo } from "react";
import { cn } from "#app/components/ui/cn.ts";
import { qrMatrix } from "./qr-matrix.ts";

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
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => qrMatrix(value), [value]);
  return (
    <svg
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
