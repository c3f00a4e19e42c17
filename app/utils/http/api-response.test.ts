import { expect, test } from "vitest";
import { readJsonBody } from "./api-response.ts";
import { tooDeepMessage } from "./storable-text.ts";

function post(body: string, type = "application/json") {
  return new Request("http://localhost/api/feedback", {
    method: "POST",
    headers: { "Content-Type": type },
    body,
  });
}

async function refusal(request: Request) {
  const read = await readJsonBody(request);
  if (read.ok) return null;
  return { status: read.response.status, body: await read.response.json() };
}

test("a JSON body is read as it was sent", async () => {
  expect(await readJsonBody(post('{"feedback":"Skål 🍻\\n","tags":["a"]}'))).toEqual({
    ok: true,
    body: { feedback: "Skål 🍻\n", tags: ["a"] },
  });
});

test("another content type is a 415 and broken JSON a 400", async () => {
  expect((await refusal(post("feedback=hi", "text/plain")))?.status).toBe(415);
  expect((await refusal(post("{")))?.status).toBe(400);
});

test("a NUL or a lone surrogate anywhere is a 400 naming where it is", async () => {
  const message = "prompts.1.text contains a character that can't be saved";
  for (const text of ["\\u0000", "\\ud800"]) {
    const body = `{"prompts":[{"text":"ok"},{"text":"b${text}d"}]}`;
    expect(await refusal(post(body))).toEqual({
      status: 400,
      body: { error: message, issues: [{ path: "prompts.1.text", message }] },
    });
  }
});

test("a key is held to the same rule", async () => {
  expect((await refusal(post('{"fine":1,"b\\u0000d":2}')))?.body).toMatchObject({
    issues: [{ path: "b\u0000d" }],
  });
});

test("a body nested past the limit is a 400, however deep", async () => {
  for (const depth of [33, 5000]) {
    expect(await refusal(post(`${"[".repeat(depth)}${"]".repeat(depth)}`))).toEqual({
      status: 400,
      body: { error: tooDeepMessage, code: "BODY_TOO_DEEP" },
    });
  }
});
