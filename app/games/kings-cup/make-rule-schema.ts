import { z } from "zod/mini";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { storableString } from "#app/utils/http/storable-string.ts";
import { checkMadeRule, maxRuleLength, minRuleLength, type MadeRule } from "./rules.ts";

/** What the words of a make-a-rule problem are filled with. */
export const ruleProblemParams = { min: minRuleLength, max: maxRuleLength };

/**
 * The make-a-rule form, checked on the phone by the rule set's own check (checkMadeRule), so
 * its problems are the refusal codes the game answers the move with (`kingsCup.ruleLength`,
 * `kingsCup.ruleRepeated`), and `unstorable` for text no room can keep.
 */
export function makeRuleFormSchema(made: readonly MadeRule[]) {
  return z.object({
    text: storableString({ error: "kingsCup.ruleLength" }, "unstorable").check(
      z.superRefine((text, context) => {
        const checked = checkMadeRule(text, made);
        if (isInvalid(checked))
          context.addIssue({ code: "custom", message: checked.code, input: text });
      }),
    ),
  });
}

export type MakeRuleFields = z.output<ReturnType<typeof makeRuleFormSchema>>;
