import { ArrowRight, Eye } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { renderSips } from "#app/games/_engine/drinks.ts";
import type { DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { CrowdResult, useRoomCrowd } from "./room-crowd.tsx";
import { usePresentName } from "./room-presence.tsx";
import { RoomTotals } from "./room-totals.tsx";
import { RoomVetoButton } from "./room-veto-button.tsx";

const cardTones = {
  violet:
    "rounded-[2rem] bg-gradient-to-br from-dojo-violet/25 to-night-800 p-6 text-center ring-2 ring-dojo-violet/50",
  pink: "rounded-[2rem] bg-gradient-to-br from-dojo-pink/25 to-night-800 p-6 text-center ring-2 ring-dojo-pink/50",
};

export type RoomVoteTone = keyof typeof cardTones;

interface RoomVoteBoardProps {
  view: {
    card: { text: string } | null;
    /** How the card's `{sips:N}` reads on this phone. */
    unit: DrinkUnit;
    vetoUsed: boolean;
    totals: readonly { id: string; name: string; sips: number; points: number }[];
  };
  tone: RoomVoteTone;
  revealed: boolean;
  isHost: boolean;
  /** Someone is in, so the host may reveal before everyone is. */
  anyoneIn: boolean;
  sending: boolean;
  refusal: string | null;
  onMove: (type: "reveal" | "veto" | "next") => void;
  /** The secret ballot, or the reveal. */
  children: ReactNode;
}

/**
 * A room card everyone answers in secret on their own phone, then sees revealed at once. Made
 * for one thumb in a dark room: big buttons, the card on top.
 */
export function RoomVoteBoard(props: RoomVoteBoardProps) {
  const { revealed, isHost, sending, onMove } = props;
  const { card, unit, vetoUsed } = props.view;
  // An audience phone sees the card and the reveal, none of the players' buttons.
  const { watching, result: crowd } = useRoomCrowd();
  const { t, i18n } = useTranslation("roomVotes");
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const amount = (count: number, each: DrinkUnit) => t(`tally.${each}`, { count });

  return (
    <div className="flex flex-col gap-4">
      <section className={cardTones[props.tone]}>
        <p
          data-testid="prompt"
          aria-live="polite"
          className="font-display text-2xl leading-tight font-extrabold text-balance sm:text-3xl"
        >
          {card
            ? renderSips(card.text, (count) => t(`cardAmount.${unit}`, { count }))
            : t("noCard")}
        </p>
      </section>

      {props.children}

      {revealed && crowd ? <CrowdResult result={crowd} /> : null}

      {watching ? null : revealed ? (
        <Button size="lg" disabled={sending} onClick={() => onMove("next")}>
          {t("next")}
          <ArrowRight aria-hidden="true" />
        </Button>
      ) : (
        <div className="flex flex-col gap-2">
          {isHost ? (
            <Button
              variant="gold"
              size="lg"
              disabled={sending || !props.anyoneIn}
              onClick={() => onMove("reveal")}
            >
              <Eye aria-hidden="true" />
              {t("revealNow")}
            </Button>
          ) : null}
          <RoomVetoButton
            label={t("veto")}
            disabled={sending || vetoUsed || card === null}
            onVeto={() => onMove("veto")}
          />
          <p className="text-center text-sm text-muted">
            {vetoUsed ? t("vetoUsed") : t("vetoHint")}
          </p>
        </div>
      )}

      {/* Under the buttons, so a refusal never moves them from under a thumb. */}
      <p role="alert" className="text-center font-bold text-danger">
        {props.refusal}
      </p>

      <RoomTotals
        title={t("totalsTitle")}
        lines={props.view.totals.map((entry) => ({
          key: entry.id,
          text: t("total", {
            name: entry.name,
            amount: list.format([
              ...(entry.sips > 0 ? [amount(entry.sips, "sips")] : []),
              ...(entry.points > 0 ? [amount(entry.points, "points")] : []),
            ]),
          }),
        }))}
      />
    </div>
  );
}

/**
 * Who the table still waits for, each with where their phone is ("Bo (away)"), and who is in
 * so far (`soFar`, null before anyone is).
 */
export function RoomVoteWaiting({
  missing,
  soFar,
}: {
  missing: readonly { id: string; name: string }[];
  soFar: string | null;
}) {
  const { t, i18n } = useTranslation("roomVotes");
  const presentName = usePresentName();
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  return (
    <p role="status" className="mt-3 text-sm text-muted">
      {missing.length > 0 ? (
        <span className="font-bold text-ink">
          {t("waitingFor", {
            names: list.format(missing.map((player) => presentName(player.id, player.name))),
          })}
        </span>
      ) : null}
      {missing.length > 0 && soFar !== null ? " · " : null}
      {soFar}
    </p>
  );
}

/** The reveal's call to drink (or pay up, when everyone it names plays for points). */
export function RoomDrinkUp({
  owed,
  sentences,
}: {
  owed: readonly { unit: DrinkUnit }[];
  sentences: readonly string[];
}) {
  const { t } = useTranslation("roomVotes");
  return (
    <>
      <p className="mt-2 font-extrabold text-dojo-gold">
        {owed.every((entry) => entry.unit === "points") ? t("payUp") : t("drinkUp")}
      </p>
      <ul className="text-xl font-bold text-dojo-gold">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </>
  );
}

interface RoomVoteSectionProps {
  title: string;
  hint?: string;
  /** The reveal: read out as it comes. */
  live?: boolean;
  children: ReactNode;
}

/** The ballot under the card, or the reveal in its place. */
export function RoomVoteSection({ title, hint, live = false, children }: RoomVoteSectionProps) {
  const titleId = useId();
  return (
    <section
      role={live ? "status" : undefined}
      aria-labelledby={titleId}
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <h2 id={titleId} className="text-lg font-extrabold">
        {title}
      </h2>
      {hint === undefined ? null : <p className="text-sm text-muted">{hint}</p>}
      {children}
    </section>
  );
}
