import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server";

describe("the running server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("reports health", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", db: "ok" });
  });

  it("sets security headers and a request id", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await fetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("lists the plans, cheapest first", async () => {
    const res = await fetch(`${server.url}/api/tiers`);
    const { tiers } = (await res.json()) as { tiers: Array<{ id: string; price: number }> };
    expect(tiers.map((t) => t.id)).toEqual(["oneoff", "starter", "essentials", "creator"]);
    expect(typeof tiers[0].price).toBe("number");
  });
});
