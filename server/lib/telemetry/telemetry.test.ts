import { describe, expect, it } from "vitest";
import { createTelemetry, NO_TELEMETRY, parseOtlpHeaders, spansFromStageTimings } from "./telemetry";

describe("telemetry", () => {
  it("is off without an endpoint: the work runs and nothing is carried or recorded", async () => {
    const telemetry = await createTelemetry({ serviceName: "roastreel", role: "api" });
    expect(telemetry).toBe(NO_TELEMETRY);
    expect(await telemetry.span("x", {}, async () => 42)).toBe(42);
    expect(telemetry.carrier()).toBeUndefined();
    await expect(telemetry.span("x", {}, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  });

  it("reads OTEL_EXPORTER_OTLP_HEADERS as the OpenTelemetry spec writes it", () => {
    expect(parseOtlpHeaders("api-key=abc%3D%3D, x-team = roast ,broken,=novalue")).toEqual({ "api-key": "abc==", "x-team": "roast" });
    expect(parseOtlpHeaders(undefined)).toEqual({});
  });

  it("lays a stage clock's timings end to end, ending when the roast completed", () => {
    const spans = spansFromStageTimings({ analyzing: 800, generating_script: 200, creating_video: 3000, finalizing: 100, total: 4100 }, 10_000, {
      "roastreel.roast_id": "r1",
    });
    expect(spans.map(({ name, startMs, endMs }) => [name, startMs, endMs])).toEqual([
      ["stage analyzing", 5_900, 6_700],
      ["stage generating_script", 6_700, 6_900],
      ["stage creating_video", 6_900, 9_900],
      ["stage finalizing", 9_900, 10_000],
    ]);
    expect(spans[2].attributes).toEqual({ "roastreel.roast_id": "r1", "roastreel.stage": "creating_video" });
  });
});
