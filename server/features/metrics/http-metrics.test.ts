import { Hono } from "hono";
import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { createHttpMetrics } from "./http-metrics";

describe("HTTP metrics", () => {
  it("labels requests by the pattern that answered, and unmatched ones together", async () => {
    const registry = new Registry();
    const app = new Hono();
    app.use("*", createHttpMetrics(registry));
    const api = new Hono().get("/:id", (c) => c.text(c.req.param("id")));
    app.route("/api/things", api);
    await app.request("/api/things/1");
    await app.request("/api/things/2");
    await app.request("/api/nothing/here");
    const text = await registry.metrics();
    expect(text).toContain('roastreel_http_request_duration_seconds_count{method="GET",route="/api/things/:id",status="200"} 2');
    expect(text).toContain('roastreel_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"} 1');
  });
});

describe("HTTP metric labels", () => {
  it("counts a method outside the known ones, and a webhook to a provider we do not have, as unknown", async () => {
    const registry = new Registry();
    const app = new Hono();
    app.use("*", createHttpMetrics(registry));
    app.post("/api/billing/webhooks/:provider", (c) => c.json({ error: "Not found" }, 404));
    const odd = `FOO${"1".repeat(200)}`;
    const provider = `made-up-${"p".repeat(200)}`;
    await app.request("/api/nothing/here", { method: odd });
    await app.request(`/api/billing/webhooks/${provider}`, { method: "POST" });
    const text = await registry.metrics();
    expect(text).not.toContain(odd);
    expect(text).not.toContain(provider);
    expect(text).toContain('roastreel_http_request_duration_seconds_count{method="unknown",route="unmatched",status="404"} 1');
    expect(text).toContain('roastreel_webhook_events_total{provider="unknown",outcome="rejected"} 1');
  });
});
