import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { devices, type Browser, type Page } from "@playwright/test";
import { answerFirstVisit, expect, test } from "./fixtures.ts";
import { OwnServer } from "./hostile-server.ts";
import { gotoHydrated, waitForHydration } from "./hydration.ts";
import { createAccount, newEmail } from "./sign-up.ts";

// The app behind Caddy ending TLS, as docs/deploy.md sets it up: the browser speaks https to
// the proxy, the proxy plain http to a production server of the test's own, which trusts it
// (TRUST_PROXY=loopback). Sign-up, a room started and joined, a move played over the room's
// event stream, all through the proxy (docs/decisions/029-behind-a-proxy.md).

const caddyPath = process.env.CADDY_PATH ?? "/usr/bin/caddy";

test.skip(
  !existsSync(caddyPath),
  `Caddy is not installed at ${caddyPath}: apt-get install caddy, or point CADDY_PATH at one`,
);

/** A port nothing listens on now: the kernel's pick, given back at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether the app answers its health check through the proxy (any certificate taken). */
function healthyThroughProxy(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = https.get(
      `${address}/api/health`,
      { rejectUnauthorized: false },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    request.on("error", () => resolve(false));
  });
}

/** Caddy with its own certificate authority (`tls internal`), its files in a temp folder. */
class OwnCaddy {
  readonly home = mkdtempSync(path.join(tmpdir(), "party-dojo-caddy-"));
  private process: ChildProcess | null = null;
  private output: string[] = [];

  readonly address: string;
  private readonly upstreamPort: number;
  private readonly httpPort: number;

  constructor(address: string, upstreamPort: number, httpPort: number) {
    this.address = address;
    this.upstreamPort = upstreamPort;
    this.httpPort = httpPort;
  }

  async start(): Promise<void> {
    const { port } = new URL(this.address);
    const caddyfile = path.join(this.home, "Caddyfile");
    writeFileSync(
      caddyfile,
      `{
	admin off
	skip_install_trust
	auto_https disable_redirects
	http_port ${this.httpPort}
	https_port ${port}
	storage file_system ${path.join(this.home, "data")}
}

https://127.0.0.1:${port} {
	tls internal
	reverse_proxy 127.0.0.1:${this.upstreamPort} {
		flush_interval -1
	}
}
`,
    );
    const child = spawn(caddyPath, ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: this.home,
        XDG_DATA_HOME: path.join(this.home, "data"),
        XDG_CONFIG_HOME: path.join(this.home, "config"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.process = child;
    const keep = (chunk: Buffer) => this.output.push(chunk.toString());
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const exited = new Promise<never>((_, reject) =>
      child.once("exit", (code) =>
        reject(new Error(`caddy exited with ${code}:\n${this.output.join("")}`)),
      ),
    );
    await Promise.race([exited, this.waitForHealth()]);
  }

  private async waitForHealth(): Promise<void> {
    for (;;) {
      if (await healthyThroughProxy(this.address)) return;
      // Refused until Caddy listens and has its certificate; each try answers at once.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async remove(): Promise<void> {
    const child = this.process;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    this.process = null;
    rmSync(this.home, { recursive: true, force: true });
  }
}

let app: OwnServer;
let caddy: OwnCaddy;
let publicAddress = "";

test.beforeAll(async () => {
  // A fresh embedded database first: minutes on a busy box (docs/decisions/044-browser-suite-in-budget.md).
  test.setTimeout(240_000);
  const [appPort, httpsPort, httpPort] = [await freePort(), await freePort(), await freePort()];
  publicAddress = `https://127.0.0.1:${httpsPort}`;
  app = new OwnServer(appPort, { BASE_URL: publicAddress, TRUST_PROXY: "loopback" });
  caddy = new OwnCaddy(publicAddress, appPort, httpPort);
  await app.start();
  await caddy.start();
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  await caddy?.remove();
  await app?.remove();
});

async function phoneOverHttps(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    baseURL: publicAddress,
    ignoreHTTPSErrors: true,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await answerFirstVisit(page);
  return page;
}

test("signs up, starts a room, is joined and plays a move, all over https through Caddy", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const host = await phoneOverHttps(browser);
  const guest = await phoneOverHttps(browser);
  try {
    await createAccount(host, newEmail("proxied"));

    // The room's form is a page action: refused unless the request's address is https too.
    await gotoHydrated(host, "/rooms/new");
    await host.getByRole("textbox", { name: "Your name" }).fill("Ada");
    await host.getByRole("button", { name: "Start the room" }).click();
    await expect(host).toHaveURL(/\/rooms\/[A-Z]{4}$/);
    await waitForHydration(host);
    expect(host.url().startsWith(`${publicAddress}/rooms/`)).toBe(true);
    const code = (await host.locator("[data-room-code]").getAttribute("data-room-code")) ?? "";

    const hostCookies = await host.context().cookies(publicAddress);
    expect(hostCookies.find((cookie) => cookie.name === "pd_seat")).toMatchObject({
      secure: true,
      httpOnly: true,
    });
    // Signed in, the device is given its language (app/features/account/language-choice.server.ts).
    expect(hostCookies.find((cookie) => cookie.name === "lng")).toMatchObject({ secure: true });

    await gotoHydrated(guest, "/join");
    await guest.getByRole("textbox", { name: "Room code" }).fill(code);
    await guest.getByRole("textbox", { name: "Your name" }).fill("Bo");
    await guest.getByRole("button", { name: "Join", exact: true }).click();
    await expect(guest).toHaveURL(new RegExp(`/rooms/${code}$`));
    await waitForHydration(guest);
    const guestSeat = (await guest.context().cookies(publicAddress)).find(
      (cookie) => cookie.name === "pd_seat",
    );
    expect(guestSeat?.secure).toBe(true);

    // Every change below reaches the other phone over the room's event stream through Caddy.
    await expect(host.getByText("2 players")).toBeVisible();
    await host.getByRole("button", { name: /^Never Have I Ever/ }).click();
    await expect(guest.getByText("Next up: Never Have I Ever")).toBeVisible();
    await host.getByRole("button", { name: "Start Never Have I Ever" }).click();
    await expect(guest.getByRole("button", { name: "I have", exact: true })).toBeVisible();
    await host.getByRole("button", { name: "I have", exact: true }).click();
    await guest.getByRole("button", { name: "I haven't" }).click();
    for (const each of [host, guest]) await expect(each.getByText("Have: Ada")).toBeVisible();
  } finally {
    await host.context().close();
    await guest.context().close();
  }
});
