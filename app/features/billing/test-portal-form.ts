import { z } from "zod/mini";

/** The test billing page's buttons: the card's own two, then the test clock's. */
export const testPortalIntents = [
  "cancel",
  "resume",
  "end-period",
  "fail-renewal",
  "pay-overdue",
] as const;

/** Checked by the page before sending and by its action; anything else is `unknownIntent`. */
export const testPortalFormSchema = z.object({
  intent: z.enum(testPortalIntents, "unknownIntent"),
});
