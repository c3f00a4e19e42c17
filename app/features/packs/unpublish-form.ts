import { z } from "zod/mini";
import { isPackId } from "#app/domain/pack-id.ts";

/**
 * What an admin's "Unpublish" sends: the reported pack, by id. The reports page checks it
 * before sending and the unpublish API checks its address with it; whether the sender may
 * unpublish is the server's to say.
 */
export const unpublishFormSchema = z.object({
  packId: z.string("notFound").check(z.refine(isPackId, "notFound")),
});
