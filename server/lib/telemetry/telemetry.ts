import type { SpanAttributes, SpanHandle, Telemetry, TelemetryOptions, TimedSpan } from "./telemetry-types";

export type { SpanAttributes, SpanHandle, SpanOptions, Telemetry, TelemetryOptions, TimedSpan, TraceCarrier } from "./telemetry-types";
export { parseOtlpHeaders } from "./otlp-headers";

const NO_SPAN: SpanHandle = { setAttributes: () => {}, updateName: () => {} };

/** Telemetry off: every call runs its work and records nothing. */
export const NO_TELEMETRY: Telemetry = {
  enabled: false,
  span: (_name, _attributes, work) => work(NO_SPAN),
  carrier: () => undefined,
  record: () => {},
  shutdown: async () => {},
};

/**
 * Telemetry from config: nothing at all without an endpoint (no OpenTelemetry module is even
 * loaded), the SDK with an OTLP/HTTP exporter with one.
 */
export async function createTelemetry(options: TelemetryOptions): Promise<Telemetry> {
  if (!options.endpoint) return NO_TELEMETRY;
  const { startOtelTelemetry } = await import("./otel-telemetry");
  return startOtelTelemetry({ ...options, endpoint: options.endpoint });
}

/**
 * Spans for stages timed one after another and ending at `endMs`, in the order they were entered
 * (a stage clock's timings: `{ analyzing: 812, generating_script: 240, …, total }`; the total is
 * not a stage).
 */
export function spansFromStageTimings(timings: Record<string, number>, endMs: number, attributes: SpanAttributes = {}): TimedSpan[] {
  const stages = Object.entries(timings).filter(([stage, ms]) => stage !== "total" && Number.isFinite(ms) && ms >= 0);
  let startMs = endMs - stages.reduce((sum, [, ms]) => sum + ms, 0);
  return stages.map(([stage, ms]) => {
    const span = { name: `stage ${stage}`, startMs, endMs: startMs + ms, attributes: { ...attributes, "roastreel.stage": stage } };
    startMs += ms;
    return span;
  });
}
