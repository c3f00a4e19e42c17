// The whole schema in one object, for Drizzle's typed queries. Tables live per domain in
// db/schema/; add each new file here.
import * as auth from "./schema/auth.ts";
import * as billing from "./schema/billing.ts";
import * as coins from "./schema/coins.ts";
import * as dares from "./schema/dares.ts";
import * as feedback from "./schema/feedback.ts";
import * as packs from "./schema/packs.ts";
import * as profile from "./schema/profile.ts";
import * as rooms from "./schema/rooms.ts";
import * as seen from "./schema/seen.ts";

export const schema = {
  ...auth,
  ...billing,
  ...coins,
  ...dares,
  ...feedback,
  ...packs,
  ...profile,
  ...rooms,
  ...seen,
};
