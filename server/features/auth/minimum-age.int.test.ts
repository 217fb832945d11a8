import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, sameOriginFetch, startTestServer } from "../../../tests/support/test-server";
import { tables } from "../../lib/db";

describe("sign-up confirms the minimum age", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const signUp = (body: Record<string, unknown>) => sameOriginFetch(server, "/api/auth/sign-up/email", { json: body });
  const usersWith = (email: string) => server.ctx.database.db.select().from(tables.user).where(eq(tables.user.email, email));

  it("refuses a sign-up without the age and terms box ticked, names both, and creates nobody", async () => {
    const email = `minor-${randomUUID()}@example.com`;
    for (const acceptTerms of [undefined, false, "true", 13]) {
      const response = await signUp({ email, password: "long enough password", acceptTerms });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "TERMS_REQUIRED",
        title: "Terms Required",
        error: "Please confirm you are 13 or older and accept the Terms of Service and Privacy Policy to create an account",
      });
    }
    expect(await usersWith(email)).toHaveLength(0);
    expect((await signUp({ email, password: "long enough password", acceptTerms: true })).status).toBe(200);
    expect(await usersWith(email)).toHaveLength(1);
  });
});
