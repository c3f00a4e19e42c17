import { createServer, type Server } from "node:net";
import { afterEach, expect, test } from "vitest";
import { createMailSender } from "./mail-sender.server.ts";
import { createOutbox } from "./outbox.server.ts";
import { createSmsSender } from "./sms-sender.server.ts";

function recorder() {
  const lines: { details: object; message: string }[] = [];
  const record = (details: object, message: string) => lines.push({ details, message });
  return { lines, log: { info: record, warn: record } };
}

test("without SMTP_URL a mail goes to the outbox and the log", async () => {
  const outbox = createOutbox();
  const { lines, log } = recorder();
  const mail = createMailSender({ from: "Party Dojo <no-reply@example.com>" }, { outbox, log });
  expect(mail.kind).toBe("outbox");
  await mail.send({
    to: "a@example.com",
    subject: "Hi",
    text: "Go: http://x/1",
    link: "http://x/1",
  });
  expect(outbox.list()).toMatchObject([
    { channel: "mail", to: "a@example.com", subject: "Hi", link: "http://x/1" },
  ]);
  expect(lines[0]?.details).toMatchObject({ to: "a@example.com", text: "Go: http://x/1" });
});

test("without SMS_URL a text goes to the outbox, newest first", async () => {
  const outbox = createOutbox();
  const sms = createSmsSender({}, { outbox, log: recorder().log });
  expect(sms.kind).toBe("outbox");
  await sms.send({ to: "+4511111111", text: "first" });
  await sms.send({ to: "+4522222222", text: "second" });
  expect(outbox.list().map((message) => message.text)).toEqual(["second", "first"]);
});

test("the outbox keeps only its newest messages", () => {
  const outbox = createOutbox(2);
  for (const text of ["1", "2", "3"]) {
    outbox.add({ channel: "sms", to: "+4511111111", subject: null, text, link: null });
  }
  expect(outbox.list().map((message) => message.text)).toEqual(["3", "2"]);
});

test("with SMS_URL a text is POSTed as JSON {to, text} with the bearer token", async () => {
  const outbox = createOutbox();
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fakeFetch: typeof fetch = async (url, init) => {
    calls.push({ url: String(url), init });
    return new Response("{}", { status: 202 });
  };
  const sms = createSmsSender(
    { url: "https://sms.example/send", token: "t0ken" },
    { outbox, log: recorder().log, fetch: fakeFetch },
  );
  expect(sms.kind).toBe("http");
  await sms.send({ to: "+4512345678", text: "123456 is your code" });
  expect(calls).toHaveLength(1);
  expect(calls[0]?.url).toBe("https://sms.example/send");
  expect(calls[0]?.init?.method).toBe("POST");
  expect(new Headers(calls[0]?.init?.headers).get("authorization")).toBe("Bearer t0ken");
  expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
    to: "+4512345678",
    text: "123456 is your code",
  });
  expect(outbox.list()).toHaveLength(0);
});

test("a provider's refusal is an error, so the sign-in reports it instead of waiting", async () => {
  const refuse: typeof fetch = async () => new Response("nope", { status: 500 });
  const sms = createSmsSender(
    { url: "https://sms.example/send", token: "t" },
    { outbox: createOutbox(), log: recorder().log, fetch: refuse },
  );
  await expect(sms.send({ to: "+4512345678", text: "x" })).rejects.toThrow(/500/);
});

let smtpServer: Server | undefined;
afterEach(() => smtpServer?.close());

/** The smallest SMTP conversation nodemailer needs, recording what it was sent. */
function fakeSmtp(): Promise<{ port: number; received: string[] }> {
  const received: string[] = [];
  return new Promise((resolve) => {
    smtpServer = createServer((socket) => {
      let inData = false;
      socket.write("220 fake ESMTP\r\n");
      socket.on("data", (chunk) => {
        for (const line of chunk.toString().split("\r\n").filter(Boolean)) {
          received.push(line);
          if (inData) {
            if (line === ".") {
              inData = false;
              socket.write("250 queued\r\n");
            }
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 fake\r\n");
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write("354 go on\r\n");
          } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
          else socket.write("250 ok\r\n");
        }
      });
    });
    smtpServer.listen(0, "127.0.0.1", () => {
      const address = smtpServer?.address();
      resolve({ port: typeof address === "object" && address ? address.port : 0, received });
    });
  });
}

test("with SMTP_URL a mail is delivered over SMTP and not kept in the outbox", async () => {
  const { port, received } = await fakeSmtp();
  const outbox = createOutbox();
  const mail = createMailSender(
    { smtpUrl: `smtp://127.0.0.1:${port}`, from: "Party Dojo <no-reply@example.com>" },
    { outbox, log: recorder().log },
  );
  expect(mail.kind).toBe("smtp");
  await mail.send({ to: "b@example.com", subject: "Your link", text: "http://x/2" });
  expect(received).toContain("RCPT TO:<b@example.com>");
  expect(received.some((line) => line.includes("Subject: Your link"))).toBe(true);
  expect(outbox.list()).toHaveLength(0);
});
