import type { ShouldRevalidateFunctionArgs } from "react-router";

/** What a page's clientAction answers when its server action could not be reached. */
const offlineAnswer = { ok: false, problem: "offline" } as const;

function isOfflineAnswer(value: unknown): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    "problem" in value &&
    value.problem === offlineAnswer.problem
  );
}

/**
 * Runs the server action from the browser; a dropped connection becomes `offlineAnswer`
 * for the button to tell, instead of an error page. Redirects and the action's own
 * error responses pass through.
 */
export async function withOfflineAnswer<T>(
  serverAction: () => Promise<T>,
): Promise<T | typeof offlineAnswer> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return offlineAnswer;
  }
}

/**
 * shouldRevalidate for every route with a loader on a page whose actions answer
 * `offlineAnswer`: an action that never reached the server changed nothing, and reloading
 * the page's data would fail the same way and replace the page with an error.
 */
export function revalidateUnlessOffline({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return isOfflineAnswer(actionResult) ? false : defaultShouldRevalidate;
}
