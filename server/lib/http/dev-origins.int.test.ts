import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import { readMail } from "../../features/auth/test-support/outbox";
import { signInTestUser } from "../../features/auth/test-support/sign-in-test-user";

/**
 * A POST as a browser sends it from the page at `origin` to the server reached as `host`
 * (node:http, since fetch does not let a caller name the Host). A cookie is sent, as a browser
 * that has visited the site does.
 */
function post(server: TestServer, path: string, origin: string, host?: string, body: unknown = {}, type = "application/json"): Promise<number> {
  const url = new URL(path, server.url);
  const payload = type === "application/json" ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        headers: { origin, host: host ?? url.host, cookie: "seen=1", "content-type": type, "content-length": Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

const apiPost = (server: TestServer, origin: string, host?: string) => post(server, "/api/account/no-such-action", origin, host);

describe("origins in development (the app opened at 127.0.0.1 or a LAN address)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: "development", LOG_LEVEL: "silent", SAMPLE_GALLERY: "off" });
  });
  afterAll(() => server.close());

  it("lets the API take requests from http://127.0.0.1 and from the LAN address the phone opened", async () => {
    const port = new URL(server.url).port;
    // The answer is the route's (404), not the origin rule's 403. better-auth's own check of
    // /api/auth is off under a test runner; dev-origins-auth.test.ts proves it with it on.
    expect(await apiPost(server, `http://127.0.0.1:${port}`)).toBe(404);
    expect(await apiPost(server, `http://192.168.1.20:${port}`, `192.168.1.20:${port}`)).toBe(404);
  });

  it("still refuses other sites", async () => {
    const port = new URL(server.url).port;
    expect(await apiPost(server, `http://192.168.1.99:${port}`, `192.168.1.20:${port}`)).toBe(403);
    expect(await apiPost(server, "https://evil.example")).toBe(403);
  });
});

describe("mailed links in development, from a page whose Host and Origin the sender chose", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: "development", LOG_LEVEL: "silent", SAMPLE_GALLERY: "off" });
  });
  afterAll(() => server.close());

  /** A request that names itself as a LAN page the development trust accepts (attacker.local). */
  const forged = (path: string, body: unknown, type?: string) => {
    const port = new URL(server.url).port;
    return post(server, path, `http://attacker.local:${port}`, `attacker.local:${port}`, body, type);
  };
  const linksMailedTo = async (email: string) => (await readMail(server.ctx.database, email)).flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? []);
  /** The reset links mailed (signInTestUser's sign-up mailed a confirmation link before). */
  const resetLinksMailedTo = async (email: string) => (await linksMailedTo(email)).filter((link) => link.includes("/api/auth/reset-password/"));

  it("refuses a password reset whose link would land on another site, and mails nothing", async () => {
    const { email } = await signInTestUser(server.ctx);
    const port = new URL(server.url).port;
    for (const redirectTo of ["http://attacker.example/", `http://attacker.local:${port}/reset-password`, "//attacker.example/reset-password"]) {
      expect(await forged("/api/auth/request-password-reset", { email, redirectTo })).toBe(403);
    }
    // better-auth reads a form body as well as JSON.
    expect(await forged("/api/auth/request-password-reset", { email, redirectTo: "http://attacker.example/" }, "application/x-www-form-urlencoded")).toBe(403);
    expect(await forged("/api/auth/request-password-reset?callbackURL=http%3A%2F%2Fattacker.example%2F", { email, redirectTo: "/reset-password" })).toBe(403);
    expect(await resetLinksMailedTo(email)).toEqual([]);
    expect((await linksMailedTo(email)).filter((link) => link.includes("attacker"))).toEqual([]);
  });

  it("mails a reset link on PUBLIC_URL to the same forged page that asks for our own reset page", async () => {
    const { email } = await signInTestUser(server.ctx);
    expect(await forged("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" })).toBe(200);
    const links = await resetLinksMailedTo(email);
    expect(links).toHaveLength(1);
    expect(links[0].startsWith(`${server.url}/api/auth/reset-password/`)).toBe(true);
    expect(new URL(links[0]).searchParams.get("callbackURL")).toBe("/reset-password");
  });

  it("refuses sign-up and magic-link mail whose callback, new-user or error link leaves PUBLIC_URL", async () => {
    const email = "dev-forged-links@example.com";
    const attacker = "http://attacker.example/";
    expect(await forged("/api/auth/sign-up/email", { email, password: "a long enough password", acceptTerms: true, callbackURL: attacker })).toBe(403);
    for (const field of ["callbackURL", "newUserCallbackURL", "errorCallbackURL"]) {
      expect(await forged("/api/auth/sign-in/magic-link", { email, [field]: attacker })).toBe(403);
    }
    expect(await forged("/api/auth/send-verification-email", { email, callbackURL: attacker })).toBe(403);
    expect(await linksMailedTo(email)).toEqual([]);
  });
});

describe("origins outside development", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("trusts only PUBLIC_URL and TRUSTED_ORIGINS", async () => {
    const port = new URL(server.url).port;
    expect(await apiPost(server, `http://127.0.0.1:${port}`)).toBe(403);
  });
});
