import { expect, test } from "vitest";
import { readFormBody } from "./form-body.ts";

function post(body: BodyInit | undefined, type?: string) {
  return new Request("http://localhost/profile", {
    method: "POST",
    headers: type ? { "Content-Type": type } : {},
    body,
  });
}

const urlencoded = "application/x-www-form-urlencoded";

test("a url-encoded or multipart form is read as sent", async () => {
  const encoded = await readFormBody(
    post("username=Sk%C3%A5l&dare=line+one%0Aline+two", urlencoded),
  );
  expect(encoded.ok && Object.fromEntries(encoded.form)).toEqual({
    username: "Skål",
    dare: "line one\nline two",
  });
  const multipart = new FormData();
  multipart.set("outcome", "pay");
  const read = await readFormBody(post(multipart));
  expect(read.ok && read.form.get("outcome")).toBe("pay");
});

test("JSON, plain text or no body at all is a 415", async () => {
  for (const request of [
    post('{"username":"x"}', "application/json"),
    post("username=x", "text/plain"),
    post(undefined),
  ]) {
    expect(await readFormBody(request)).toEqual({ ok: false, status: 415, problem: "notForm" });
  }
});

test("a cut-off multipart body is a 400", async () => {
  const cut = '--b\r\nContent-Disposition: form-data; name="dare"\r\n\r\nSing a so';
  expect(await readFormBody(post(cut, "multipart/form-data; boundary=b"))).toEqual({
    ok: false,
    status: 400,
    problem: "unreadable",
  });
});

test("a control character in a value or a name is a 400 the page words", async () => {
  expect(await readFormBody(post("intent=x&dare=Sing%00loud", urlencoded))).toEqual({
    ok: false,
    status: 400,
    problem: "unstorable",
  });
  expect(await readFormBody(post("da%1Bre=x", urlencoded))).toMatchObject({
    ok: false,
    status: 400,
  });
});
