/**
 * Writes that cannot change what the root loader answers (the language and the signed-in
 * account: username, coins, liked games, Premium): reporting or unpublishing a pack, counting
 * a play, marking a pack shared, sending feedback and sending a dare. Likes are not among
 * them, since every heart reads the account's liked games.
 */
const accountNeutralWrites: { path: RegExp; intents?: readonly string[] }[] = [
  { path: /^\/api\/packs\/[^/]+\/(report|unpublish|play|share)$/ },
  { path: /^\/played\/[^/]+$/ },
  { path: /^\/(api\/)?feedback$/ },
  { path: /^\/misc\/you-have-been-dared$/ },
  // A shared pack's page: its report form and the count of a play; the editor's share.
  { path: /^\/game\/[^/]+$/, intents: ["report", "play"] },
  { path: /^\/editor$/, intents: ["share"] },
];

/**
 * Whether a submission leaves the root's data as it was, so the root loader (and its profile
 * read) need not run again after it. Anything not known to be harmless refreshes the root, and
 * so does every revalidation that is not a submission.
 */
export function leavesAccountAlone(submission: {
  formMethod?: string;
  formAction?: string;
  formData?: FormData;
}): boolean {
  const { formMethod, formAction, formData } = submission;
  if (!formMethod || formMethod.toUpperCase() === "GET" || !formAction) return false;
  const { pathname } = new URL(formAction, "http://party-dojo.invalid");
  const intent = formData?.get("intent");
  return accountNeutralWrites.some(
    (write) =>
      write.path.test(pathname) &&
      (write.intents === undefined ||
        (typeof intent === "string" && write.intents.includes(intent))),
  );
}
