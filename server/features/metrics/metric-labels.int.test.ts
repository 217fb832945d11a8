import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "../../lib/db";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { createUser } from "../roasts/test-support/roast-test-kit";
import { HTTP_METHODS, UNKNOWN_LABEL } from "./metric-labels";

const TOKEN = `metrics-${randomUUID()}`;
/** A name no closed label set holds, long enough that each series made of it would cost kilobytes. */
const junk = (length = 1_000) =>
  `x${randomBytes(length)
    .toString("hex")
    .slice(0, length - 1)}`;

/** Every value of one label in a Prometheus text scrape. */
const labelValues = (text: string, label: string) => new Set([...text.matchAll(new RegExp(`[{,]${label}="([^"]*)"`, "g"))].map((m) => m[1]));

describe("metric labels under attack", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const response = await fetch(new URL("/metrics", server.url), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };
  /** `sameOrigin` passes the CSRF check, so the request goes on to look for a route. */
  const send = (path: string, method: string, sameOrigin = false) =>
    fetch(new URL(path, server.url), {
      method,
      body: "{}",
      headers: { "content-type": "application/json", ...(sameOrigin ? { origin: server.url } : {}) },
    });

  it("counts webhooks to made-up providers and odd requests under closed labels, and the scrape stays small", async () => {
    const before = await scrape();
    const names: string[] = [];
    for (let i = 0; i < 150; i++) {
      const name = junk();
      names.push(name);
      expect((await send(`/api/billing/webhooks/${name}`, "POST")).status).toBe(404);
    }
    // WebDAV methods Node's parser lets through, and invented ones (Node refuses those itself: 400).
    const methods = ["PROPFIND", "MKCALENDAR", "PURGE", "SEARCH", "REPORT", "FOO123BAR", `Q${junk(40).toUpperCase()}`];
    for (let i = 0; i < 150; i++) {
      const name = junk(300);
      names.push(name);
      const path = i % 2 === 0 ? `/api/${name}/${i}` : `/${name}`;
      const response = await send(path, methods[i % methods.length], i % 3 === 0);
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    const after = await scrape();

    for (const name of names) expect(after).not.toContain(name.slice(0, 40));
    for (const method of methods) expect(after).not.toContain(`method="${method}"`);
    expect([...labelValues(after, "provider")]).toEqual([UNKNOWN_LABEL]);
    expect(after).toMatch(/roastreel_webhook_events_total\{provider="unknown",outcome="rejected"\} 150/);
    for (const method of labelValues(after, "method")) expect([...HTTP_METHODS, UNKNOWN_LABEL]).toContain(method);
    expect(after).toMatch(/roastreel_http_request_duration_seconds_count\{method="unknown",route="unmatched",status="404"\} \d+/);
    // 300 requests with kilobyte names: a few new series of bounded labels, not one per name.
    expect(after.length - before.length).toBeLessThan(16 * 1024);
    expect(after.length).toBeLessThan(96 * 1024);
  });

  it("reports roast statuses and render stages from closed sets even when a row holds another", async () => {
    const user = await createUser(server);
    const weird = junk(64);
    await server.ctx.database.db.insert(tables.userRoasts).values([
      { userId: user.id, seed: "a", status: "completed", completedAt: new Date(), stageTimings: { analyzing: 800, [weird]: 400, total: 1200 } },
      { userId: user.id, seed: "b", status: weird as "failed" },
    ]);
    const text = await scrape();
    expect(text).not.toContain(weird);
    expect(text).toMatch(/roastreel_roasts\{status="unknown"\} 1/);
    expect(text).toMatch(/roastreel_render_stage_seconds\{stage="unknown",quantile="0.5"\} 0.4/);
    expect(text).toMatch(/roastreel_render_stage_seconds\{stage="analyzing",quantile="0.5"\} 0.8/);
    expect(text).toMatch(/roastreel_render_stage_seconds\{stage="total",quantile="0.9"\} 1.2/);
  });
});
