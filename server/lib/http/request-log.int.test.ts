import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLog } from "../../../tests/support/capture-log";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import { createBrowser } from "../../features/auth/test-support/browser";
import { readLatestLink } from "../../features/auth/test-support/outbox";
import { signInTestUser } from "../../features/auth/test-support/sign-in-test-user";

/**
 * The request log, read as someone with access to the logs would: after refused and followed
 * links that carry live tokens, no line holds a token. Debug level, so every /api request is
 * written, the refusals (4xx) as in production and the redirects too.
 */
describe("the request log and mailed tokens", () => {
  let server: TestServer;
  let log: ReturnType<typeof captureLog>;
  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: "debug", TRUST_PROXY: "true" });
    log = captureLog();
  });
  afterAll(async () => {
    log.restore();
    await server.close();
  });
  const browser = () => createBrowser(server.url, { ip: "203.0.113.7" });
  const requestLines = (pathStart: string) => log.entries("request").filter((entry) => String(entry.path).startsWith(pathStart));

  it("writes a refused reset link's path without its token", async () => {
    const { email } = await signInTestUser(server.ctx);
    expect((await browser().post("/api/auth/request-password-reset", { email })).status).toBe(200);
    const link = new URL(await readLatestLink(server.ctx.database, email));
    const token = link.pathname.split("/").at(-1) ?? "";
    expect(token.length).toBeGreaterThan(10);

    // Without its callback the link is refused (4xx); with a foreign one, too when better-auth's origin check is on.
    const refused = await browser().request(`/api/auth/reset-password/${token}`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await browser().request(`/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent("http://attacker.example/")}`);

    const lines = requestLines("/api/auth/reset-password/");
    expect(lines.map((line) => [line.path, line.status])).toContainEqual(["/api/auth/reset-password/[redacted]", refused.status]);
    expect(log.lines.filter((line) => line.includes(token))).toEqual([]);
  });

  it("writes no confirmation or sign-in token, followed or refused", async () => {
    const unconfirmed = `log-${Date.now()}@example.com`;
    expect((await browser().post("/api/auth/sign-up/email", { email: unconfirmed, password: "long enough", acceptTerms: true })).status).toBe(200);
    const confirm = new URL(await readLatestLink(server.ctx.database, unconfirmed));
    const { email } = await signInTestUser(server.ctx);
    expect((await browser().post("/api/auth/sign-in/magic-link", { email })).status).toBe(200);
    const magic = new URL(await readLatestLink(server.ctx.database, email));
    const tokens = [confirm.searchParams.get("token") ?? "", magic.searchParams.get("token") ?? ""];
    expect(tokens.every((token) => token.length > 10)).toBe(true);

    await browser().request(`${confirm.pathname}?token=${tokens[0]}&callbackURL=%2Froast`);
    await browser().request(`${magic.pathname}${magic.search}`);
    await browser().request(`/api/auth/verify-email?token=${tokens[0]}x`);
    await browser().request(`/api/auth/magic-link/verify?token=${tokens[1]}`);

    expect(requestLines("/api/auth/verify-email").length).toBeGreaterThan(0);
    expect(requestLines("/api/auth/magic-link/verify").length).toBeGreaterThan(0);
    for (const token of tokens) expect(log.lines.filter((line) => line.includes(token))).toEqual([]);
  });
});
