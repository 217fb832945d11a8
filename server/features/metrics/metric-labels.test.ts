import { describe, expect, it } from "vitest";
import { errorCodeLabel, methodLabel, providerLabel, queueLabel, roastStatusLabel, stageLabel, statusLabel } from "./metric-labels";

describe("metric labels", () => {
  it("keep values of their closed sets and call anything else unknown", () => {
    expect(["GET", "DELETE", "get", "PROPFIND", "FOO123", ""].map(methodLabel)).toEqual(["GET", "DELETE", "unknown", "unknown", "unknown", "unknown"]);
    expect(["stripe", "paypal", "local", "Stripe", "x".repeat(500), undefined].map(providerLabel)).toEqual([
      "stripe",
      "paypal",
      "local",
      "unknown",
      "unknown",
      "unknown",
    ]);
    expect(["completed", "failed", "bogus", null].map(roastStatusLabel)).toEqual(["completed", "failed", "unknown", "unknown"]);
    expect(["analyzing", "merging_videos", "total", "__proto__"].map(stageLabel)).toEqual(["analyzing", "merging_videos", "total", "unknown"]);
  });

  it("keep every real status code and nothing else", () => {
    expect([200, 404, 599, 100, 600, 99, 200.5, Number.NaN].map(statusLabel)).toEqual(["200", "404", "599", "100", "unknown", "unknown", "unknown", "unknown"]);
  });

  it("keep the server's and the engine's error codes and our queues' names, nothing else", () => {
    expect(["UNPROCESSABLE", "BAD_INPUT", "UNAVAILABLE", "ECONNRESET", "unprocessable", "", null].map(errorCodeLabel)).toEqual([
      "UNPROCESSABLE",
      "BAD_INPUT",
      "UNAVAILABLE",
      "unknown",
      "unknown",
      "none",
      "none",
    ]);
    expect(["render-roast", "sweep-roasts", "__pgboss__send-it", "Render", "x".repeat(60), "a"].map(queueLabel)).toEqual([
      "render-roast",
      "sweep-roasts",
      "unknown",
      "unknown",
      "unknown",
      "unknown",
    ]);
  });
});
