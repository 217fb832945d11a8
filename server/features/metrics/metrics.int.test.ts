import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { call, createUser } from "../roasts/test-support/roast-test-kit";

const TOKEN = `metrics-${randomUUID()}`;

describe("GET /metrics", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  const scrape = (token?: string) => fetch(new URL("/metrics", server.url), { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("refuses a scrape without the bearer token", async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape("wrong-token-of-some-length")).status).toBe(401);
  });

  it("reports latency by route pattern, roasts, queue, credits and webhooks in Prometheus format", async () => {
    const user = await createUser(server, { paid: 2 });
    for (let i = 0; i < 3; i++) expect((await call(server, user, `/api/roasts/${randomUUID()}`)).status).toBe(404);
    await call(server, user, "/api/me");
    // A webhook with a bad signature is refused, and counted so.
    await fetch(new URL("/api/billing/webhooks/local", server.url), { method: "POST", body: "{}", headers: { "content-type": "application/json" } });

    const response = await scrape(TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/roastreel_http_request_duration_seconds_count\{method="GET",route="\/api\/roasts\/:id",status="404"\} 3/);
    expect(text).toMatch(/roastreel_http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/me",status="200"\} \d/);
    // Raw ids never become labels.
    expect(text).not.toMatch(/route="\/api\/roasts\/[0-9a-f]{8}-/);
    expect(text).toMatch(/roastreel_roasts\{status="completed"\} 0/);
    expect(text).toMatch(/roastreel_queue_depth \d+/);
    expect(text).toMatch(/roastreel_credits\{direction="granted"\} ([3-9]|\d\d+)/);
    expect(text).toMatch(/roastreel_webhook_events_total\{provider="local",outcome="rejected"\} 1/);
    expect(text).toContain("# TYPE roastreel_render_stage_seconds gauge");
  });

  it("does not exist without a token configured", async () => {
    const other = await startTestServer();
    try {
      const response = await fetch(new URL("/metrics", other.url), { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).not.toBe(200);
      expect(await response.text()).not.toContain("roastreel_");
    } finally {
      await other.close();
    }
  });
});
