/**
 * Writes that cannot change what the root loader answers (the language and the signed-in
 * account: username, coins, liked games, Premium): reporting or unpublishing a pack, counting
 * a play, marking a pack shared, sending feedback and sending a dare. Likes are not among
 * them, since every heart reads the account's liked games.
 */
const accountNeutralWrites = [
  /^\/api\/packs\/[^/]+\/(report|unpublish|play|share)$/,
  /^\/api\/plays\/[^/]+$/,
  /^\/api\/feedback$/,
  /^\/misc\/you-have-been-dared$/,
];

/**
 * Whether a submission leaves the root's data as it was, so the root loader (and its profile
 * read) need not run again after it. Anything not known to be harmless refreshes the root, and
 * so does every revalidation that is not a submission.
 */
export function leavesAccountAlone(submission: {
  formMethod?: string;
  formAction?: string;
}): boolean {
  const { formMethod, formAction } = submission;
  if (!formMethod || formMethod.toUpperCase() === "GET" || !formAction) return false;
  const { pathname } = new URL(formAction, "http://party-dojo.invalid");
  return accountNeutralWrites.some((write) => write.test(pathname));
}
