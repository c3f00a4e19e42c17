/** What a refusal's words are filled with: a value, a name, a count. */
export type RefusalParams = Readonly<Record<string, string | number>>;

/**
 * A refused move: rules return this instead of throwing, so a UI can say why. `code` is a key of
 * the `refusals` catalogue (app/i18n/<language>/refusals.json), dotted under the game's own
 * name for a game's own reasons (`meyer.mustBeat`); `params` fill its words.
 */
export interface Invalid {
  invalid: true;
  code: string;
  params?: RefusalParams;
}

export function invalid(code: string, params?: RefusalParams): Invalid {
  return params ? { invalid: true, code, params } : { invalid: true, code };
}

export function isInvalid(value: unknown): value is Invalid {
  return (
    typeof value === "object" && value !== null && "invalid" in value && value.invalid === true
  );
}
