import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../../tests/support/test-server";
import type { AppEnv } from "../../context";
import { getSessionUser, optionalUser, requireUser } from "./session-middleware";
import { signInTestUser } from "./test-support/sign-in-test-user";

describe("session middleware", () => {
  let server: TestServer;
  let app: Hono<AppEnv>;

  beforeAll(async () => {
    server = await startTestServer();
    // A small app of its own, so the middleware is seen exactly as another feature would use it.
    app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("ctx", server.ctx);
        await next();
      })
      .get("/private", requireUser, (c) => c.json({ id: getSessionUser(c).id }))
      .get("/public", optionalUser, (c) => c.json({ id: c.get("user")?.id ?? null }))
      .onError((error, c) => c.json({ error: error.message }, (error as { status?: number }).status === 401 ? 401 : 500));
  });
  afterAll(() => server?.close());

  it("requireUser answers 401 'Please sign in' without a session, over HTTP too", async () => {
    const response = await fetch(`${server.url}/api/me`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "Please sign in", code: "UNAUTHORIZED" });
    expect((await app.request("/private", { headers: { cookie: "better-auth.session_token=forged.value" } })).status).toBe(401);
  });

  it("requireUser sets the user from a valid session cookie", async () => {
    const user = await signInTestUser(server.ctx);
    const response = await app.request("/private", { headers: { cookie: user.cookie } });
    expect(await response.json()).toEqual({ id: user.id });

    const me = await fetch(`${server.url}/api/me`, { headers: { cookie: user.cookie } });
    expect(await me.json()).toMatchObject({
      user: { id: user.id, email: user.email, emailVerified: true, name: "", createdAt: expect.any(String) },
      credits: { freeRoastsRemaining: 1, paidCredits: 0 },
    });
  });

  it("optionalUser lets anonymous requests through and recognises signed-in ones", async () => {
    expect(await (await app.request("/public")).json()).toEqual({ id: null });
    const user = await signInTestUser(server.ctx, { verified: false });
    expect(await (await app.request("/public", { headers: { cookie: user.cookie } })).json()).toEqual({ id: user.id });
    const me = await fetch(`${server.url}/api/me`, { headers: { cookie: user.cookie } });
    expect(await me.json()).toMatchObject({ user: { emailVerified: false } });
  });
});
