/** A refused move: rules return this instead of throwing, so a UI can show why. */
export interface Invalid {
  invalid: true;
  reason: string;
}

export function invalid(reason: string): Invalid {
  return { invalid: true, reason };
}

export function isInvalid(value: unknown): value is Invalid {
  return (
    typeof value === "object" && value !== null && "invalid" in value && value.invalid === true
  );
}
