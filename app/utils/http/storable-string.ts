import { z } from "zod/mini";
import { isStorableText, unstorableTextError } from "./storable-text.ts";

/**
 * A zod string held to the storable-text rule (storable-text.ts), for every schema of text we
 * keep. The check comes first, so its message, naming the field by its full path, is the
 * first issue: `storableString({ error: required }).check(z.trim(), z.minLength(1, required))`.
 * A page form's schema, whose issues are codes its page words, passes its own code for it.
 */
export function storableString(params?: Parameters<typeof z.string>[0], unstorableCode?: string) {
  return z.string(params).check(
    z.refine(isStorableText, {
      error: (issue) => unstorableCode ?? unstorableTextError((issue.path ?? []).map(String)),
    }),
  );
}
