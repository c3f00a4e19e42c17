import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { expect, test } from "vitest";
import { logContext } from "./context.ts";
import { handleError } from "./entry.server.tsx";

function loggedAt() {
  const levels: string[] = [];
  const log = {
    info: () => levels.push("info"),
    warn: () => levels.push("warn"),
    error: () => levels.push("error"),
  };
  const context = new RouterContextProvider();
  context.set(logContext, log);
  return { context, levels };
}

test("React Router's own 404 and 405 are logged at info, not as errors", () => {
  const { context, levels } = loggedAt();
  const request = new Request("http://localhost/games/dice", { method: "PUT" });
  const refused = new ErrorResponse(405, "Method Not Allowed", new Error("no action"), true);
  handleError(refused, { request, context, params: {} });
  handleError(new ErrorResponse(404, "Not Found", new Error("no route"), true), {
    request,
    context,
    params: {},
  });
  expect(levels).toEqual(["info", "info"]);
  handleError(new Error("a bug"), { request, context, params: {} });
  expect(levels).toEqual(["info", "info", "error"]);
});
