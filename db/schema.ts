// The whole schema in one object, for Drizzle's typed queries. Tables live per domain in
// db/schema/; add each new file here.
import * as feedback from "./schema/feedback.ts";

export const schema = { ...feedback };
