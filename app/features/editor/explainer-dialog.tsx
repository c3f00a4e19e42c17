import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";

// The editor's "video", made of our own drawings: no video file, no player, no CDN. Each
// scene animates on a loop and ends on its finished picture (what reduced motion shows).

const box = "[transform-box:fill-box]";

function Phone({ children }: { children: ReactNode }) {
  return (
    <>
      <rect
        x="70"
        y="6"
        width="100"
        height="148"
        rx="16"
        className="fill-night-900 stroke-night-600"
        strokeWidth="2"
      />
      <rect x="106" y="12" width="28" height="4" rx="2" className="fill-night-600" />
      {children}
    </>
  );
}

function DetailsScene() {
  const fields = [
    { y: 28, tone: "fill-dojo-pink", delay: "[animation-delay:0ms]" },
    { y: 56, tone: "fill-dojo-gold", delay: "[animation-delay:350ms]" },
    { y: 84, tone: "fill-dojo-cyan", delay: "[animation-delay:700ms]" },
  ];
  return (
    <Phone>
      {fields.map(({ y, tone, delay }) => (
        <g key={y}>
          <rect
            x="82"
            y={y}
            width="76"
            height="18"
            rx="5"
            className="fill-night-800 stroke-night-600"
          />
          <rect
            x="87"
            y={y + 6}
            width="58"
            height="6"
            rx="3"
            className={cn(tone, box, "origin-left animate-explainer-fill", delay)}
          />
        </g>
      ))}
      <rect
        x="82"
        y="118"
        width="76"
        height="20"
        rx="8"
        className={cn("fill-dojo-pink", box, "origin-center animate-explainer-pop")}
      />
    </Phone>
  );
}

function PromptsScene() {
  const cards = [
    { y: 26, delay: "[animation-delay:0ms]", token: false },
    { y: 62, delay: "[animation-delay:400ms]", token: true },
    { y: 98, delay: "[animation-delay:800ms]", token: false },
  ];
  return (
    <Phone>
      {cards.map(({ y, delay, token }) => (
        <g key={y} className={cn(box, "animate-explainer-rise", delay)}>
          <rect x="80" y={y} width="80" height="28" rx="7" className="fill-night-700" />
          {token ? (
            <>
              <rect x="86" y={y + 10} width="22" height="8" rx="4" className="fill-dojo-violet" />
              <rect x="112" y={y + 11} width="40" height="6" rx="3" className="fill-muted" />
            </>
          ) : (
            <rect x="86" y={y + 11} width="62" height="6" rx="3" className="fill-muted" />
          )}
        </g>
      ))}
    </Phone>
  );
}

function ReviewScene() {
  return (
    <Phone>
      {[30, 44, 58, 72].map((y) => (
        <rect
          key={y}
          x="82"
          y={y}
          width={y === 30 ? 50 : 76}
          height="6"
          rx="3"
          className="fill-night-600"
        />
      ))}
      <rect
        x="92"
        y="94"
        width="56"
        height="18"
        rx="9"
        className={cn("fill-dojo-gold", box, "animate-explainer-fade")}
      />
      <g className={cn(box, "origin-center animate-explainer-pop")}>
        <rect x="92" y="94" width="56" height="18" rx="9" className="fill-success" />
        <path
          d="M110 103l5 5 10-10"
          className="fill-none stroke-night-950"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <circle
        cx="120"
        cy="134"
        r="8"
        className={cn(
          "fill-dojo-pink",
          box,
          "origin-center animate-explainer-pop [animation-delay:300ms]",
        )}
      />
    </Phone>
  );
}

// A QR-like pattern: three corner squares and a few modules, enough to read as "a code".
const modules = [
  [3, 0],
  [4, 1],
  [3, 2],
  [0, 3],
  [2, 3],
  [4, 3],
  [1, 4],
  [3, 4],
  [4, 4],
] as const;

function ShareScene() {
  return (
    <>
      <g className={cn(box, "origin-center animate-explainer-pop")}>
        <rect x="90" y="30" width="60" height="60" rx="6" className="fill-ink" />
        {[
          [94, 34],
          [130, 34],
          [94, 70],
        ].map(([x, y]) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width="16"
            height="16"
            rx="2"
            className="fill-night-950"
          />
        ))}
        {modules.map(([column, row]) => (
          <rect
            key={`${column}-${row}`}
            x={114 + column * 6}
            y={54 + row * 6}
            width="5"
            height="5"
            className="fill-night-950"
          />
        ))}
      </g>
      {[
        { x: 22, delay: "[animation-delay:300ms]" },
        { x: 184, delay: "[animation-delay:600ms]" },
      ].map(({ x, delay }) => (
        <g key={x} className={cn(box, "animate-explainer-rise", delay)}>
          <rect
            x={x}
            y="64"
            width="34"
            height="60"
            rx="8"
            className="fill-night-800 stroke-night-600"
            strokeWidth="2"
          />
          <rect x={x + 5} y="76" width="24" height="30" rx="4" className="fill-dojo-violet" />
        </g>
      ))}
      <rect
        x="84"
        y="104"
        width="72"
        height="26"
        rx="9"
        className={cn(
          "fill-dojo-pink",
          box,
          "origin-center animate-explainer-pop [animation-delay:900ms]",
        )}
      />
    </>
  );
}

const scenes = [
  { key: "details", Scene: DetailsScene },
  { key: "prompts", Scene: PromptsScene },
  { key: "review", Scene: ReviewScene },
  { key: "share", Scene: ShareScene },
] as const;

export function ExplainerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("editor");
  const [index, setIndex] = useState(0);
  const scene = scenes[index] ?? scenes[0];
  const last = index === scenes.length - 1;
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setIndex(0);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title={t("explainer.title")} closeLabel={t("explainer.close")}>
        <figure className="mt-4">
          <svg
            key={scene.key}
            viewBox="0 0 240 160"
            role="img"
            aria-label={t(`explainer.scenes.${scene.key}.picture`)}
            className="w-full rounded-2xl bg-night-950 ring-1 ring-night-700"
          >
            <scene.Scene />
          </svg>
          <figcaption className="mt-4" aria-live="polite">
            <p className="text-sm font-bold text-muted">
              {t("explainer.position", { position: index + 1, total: scenes.length })}
            </p>
            <h3 className="mt-1 text-xl font-extrabold">
              {t(`explainer.scenes.${scene.key}.title`)}
            </h3>
            <p className="mt-1 text-muted">{t(`explainer.scenes.${scene.key}.text`)}</p>
          </figcaption>
        </figure>
        <div aria-hidden="true" className="mt-4 flex justify-center gap-2">
          {scenes.map(({ key }, dot) => (
            <span
              key={key}
              className={cn(
                "size-2.5 rounded-full",
                dot === index ? "bg-dojo-pink" : "bg-night-600",
              )}
            />
          ))}
        </div>
        <div className="mt-4 flex gap-3">
          <Button
            variant="secondary"
            className="flex-1"
            disabled={index === 0}
            onClick={() => setIndex((current) => Math.max(current - 1, 0))}
          >
            <ChevronLeft aria-hidden="true" />
            {t("explainer.previous")}
          </Button>
          {last ? (
            <Button className="flex-1" onClick={() => change(false)}>
              {t("explainer.done")}
            </Button>
          ) : (
            <Button className="flex-1" onClick={() => setIndex((current) => current + 1)}>
              {t("explainer.next")}
              <ChevronRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
