/** Pip centres on a 100×100 die, per face. */
const pips: Record<number, readonly (readonly [number, number])[]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 26],
    [72, 26],
    [28, 50],
    [72, 50],
    [28, 74],
    [72, 74],
  ],
};

/** One six-sided die, drawn; `null` is a die not rolled yet. Decorative: say the face in words. */
export function DieFace({ face }: { face: number | null }) {
  return (
    <svg viewBox="0 0 100 100" className="size-full" aria-hidden="true">
      <rect
        x="4"
        y="4"
        width="92"
        height="92"
        rx="20"
        className={face === null ? "fill-night-700 stroke-night-600" : "fill-ink stroke-muted"}
        strokeWidth="3"
      />
      {face === null ? (
        <text x="50" y="64" textAnchor="middle" className="fill-muted text-[44px] font-black">
          ?
        </text>
      ) : (
        (pips[face] ?? []).map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="9" className="fill-night-950" />
        ))
      )}
    </svg>
  );
}
