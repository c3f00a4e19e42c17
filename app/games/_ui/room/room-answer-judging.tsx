import { Link2, Link2Off, ThumbsDown, X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { AnswerJudgingMove, AnswerMark } from "#app/games/_engine/answer-match.ts";

/** One revealed answer as a room phone shows it (app/games/_engine/answer-match.ts). */
export interface JudgedAnswerRow {
  key: string;
  /** What the row names beside the answer: its author, in a list that isn't theirs. */
  label?: string;
  text: string;
  mine: boolean;
  mark: AnswerMark;
  points: number;
  votes: number;
  votedDown: boolean;
  /** The keys of the other answers the table counts as the same as this one. */
  group: readonly string[];
  /** A word of warning for the voters (it doesn't start with the letter). */
  hint?: string | null;
}

export interface AnswerSection {
  id: string;
  title: string;
  /** Beside the title: the section's points. */
  aside?: string;
  answers: readonly JudgedAnswerRow[];
}

/** The words of the game the answers are from. */
export interface AnswerJudgingWords {
  mark: (answer: JudgedAnswerRow) => string;
  voteDown: (answer: string) => string;
  votes: (count: number) => string;
  join: (answer: string) => string;
  joinWith: (answer: string, other: string) => string;
  joining: (answer: string) => string;
  split: (answer: string) => string;
  cancel: string;
  empty: string;
}

interface RoomAnswerJudgingProps {
  /** Over the answers, while votes are open: how to vote (and for the host, to match). */
  hint: string | null;
  sections: readonly AnswerSection[];
  /** Every answer may be joined with every other; otherwise only within a section. */
  joinAcross: boolean;
  /** Votes are open (the answers are revealed, not yet scored) and this phone is seated. */
  canVote: boolean;
  /** The host may join and split answers. */
  canMatch: boolean;
  sending: boolean;
  /** The round the answers are from: every move names it. */
  round: number;
  onMove: (move: AnswerJudgingMove) => void;
  words: AnswerJudgingWords;
}

const markTones: Record<AnswerMark, string> = {
  unique: "text-dojo-cyan",
  shared: "text-dojo-gold",
  repeat: "text-muted",
  struck: "text-danger",
};

/**
 * Every answer once revealed: how it scores, a vote-down button on everyone else's, and for the
 * host the matcher's overrides. To join two answers the host taps Join on one, then "Same as" on
 * the other: one button a row, however many answers there are. Made for one thumb.
 */
export function RoomAnswerJudging(props: RoomAnswerJudgingProps) {
  const { sections, words, sending, round, onMove } = props;
  const [joining, setJoining] = useState<string | null>(null);
  const all = sections.flatMap((section) => section.answers);
  const from = joining === null ? undefined : all.find((answer) => answer.key === joining);
  const sectionOf = (key: string) =>
    sections.find((section) => section.answers.some((answer) => answer.key === key))?.id;
  const canJoin = (answer: JudgedAnswerRow) =>
    from !== undefined &&
    answer.key !== from.key &&
    !from.group.includes(answer.key) &&
    (props.joinAcross || sectionOf(answer.key) === sectionOf(from.key));

  return (
    <>
      {props.hint === null ? null : <p className="text-sm text-muted">{props.hint}</p>}
      <div className="flex flex-col gap-3">
        {props.canMatch && from ? (
          <div
            role="status"
            className="sticky top-2 z-10 flex items-center justify-between gap-3 rounded-2xl bg-dojo-violet/30 p-3 ring-1 ring-dojo-violet"
          >
            <p className="font-bold">{words.joining(from.text)}</p>
            <Button variant="secondary" onClick={() => setJoining(null)}>
              <X aria-hidden="true" />
              {words.cancel}
            </Button>
          </div>
        ) : null}
        {sections.map((section) => (
          <Section key={section.id} section={section}>
            {section.answers.length === 0 ? (
              <p className="text-sm text-muted">{words.empty}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {section.answers.map((answer) => (
                  <li
                    key={answer.key}
                    data-testid="judged-answer"
                    data-mark={answer.mark}
                    className="rounded-2xl bg-night-900 p-3 ring-1 ring-night-700"
                  >
                    <div className="flex items-baseline justify-between gap-3">
                      <p className="min-w-0">
                        {answer.label ? (
                          <span className="text-sm font-bold text-muted">{answer.label} </span>
                        ) : null}
                        <span
                          className={cn(
                            "text-lg font-extrabold break-words",
                            answer.mark === "struck" && "line-through decoration-2",
                          )}
                        >
                          {answer.text}
                        </span>
                      </p>
                      <p className={cn("shrink-0 text-sm font-bold", markTones[answer.mark])}>
                        {words.mark(answer)}
                      </p>
                    </div>
                    {answer.hint ? <p className="text-sm text-dojo-gold">{answer.hint}</p> : null}
                    <div className="mt-2 flex flex-wrap gap-2">
                      {props.canVote && !answer.mine ? (
                        <Button
                          variant={answer.votedDown ? "danger" : "secondary"}
                          aria-pressed={answer.votedDown}
                          aria-label={words.voteDown(answer.text)}
                          disabled={sending}
                          onClick={() =>
                            onMove({
                              type: "vote",
                              round,
                              answer: answer.key,
                              down: !answer.votedDown,
                            })
                          }
                        >
                          <ThumbsDown aria-hidden="true" />
                          {words.votes(answer.votes)}
                        </Button>
                      ) : answer.votes > 0 ? (
                        <p className="text-sm text-muted">{words.votes(answer.votes)}</p>
                      ) : null}
                      {props.canMatch && from === undefined ? (
                        <Button
                          variant="ghost"
                          aria-label={words.join(answer.text)}
                          disabled={sending}
                          onClick={() => setJoining(answer.key)}
                        >
                          <Link2 aria-hidden="true" />
                        </Button>
                      ) : null}
                      {props.canMatch && from === undefined && answer.group.length > 0 ? (
                        <Button
                          variant="ghost"
                          aria-label={words.split(answer.text)}
                          disabled={sending}
                          onClick={() => {
                            const other = answer.group[0];
                            if (other !== undefined)
                              onMove({ type: "split", round, a: answer.key, b: other });
                          }}
                        >
                          <Link2Off aria-hidden="true" />
                        </Button>
                      ) : null}
                      {props.canMatch && from && canJoin(answer) ? (
                        <Button
                          variant="gold"
                          disabled={sending}
                          onClick={() => {
                            onMove({ type: "join", round, a: from.key, b: answer.key });
                            setJoining(null);
                          }}
                        >
                          <Link2 aria-hidden="true" />
                          {words.joinWith(answer.text, from.text)}
                        </Button>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        ))}
      </div>
    </>
  );
}

function Section({ section, children }: { section: AnswerSection; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h3 id={titleId} className="truncate text-lg font-extrabold">
          {section.title}
        </h3>
        {section.aside ? (
          <p className="shrink-0 font-bold text-dojo-gold" data-testid="section-points">
            {section.aside}
          </p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
