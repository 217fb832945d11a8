import { AsyncLocalStorage } from "node:async_hooks";
import { type Context, defaultTextMapGetter, defaultTextMapSetter, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, BatchSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import { parseOtlpHeaders } from "./otlp-headers";
import type { Telemetry, TelemetryOptions, TraceCarrier } from "./telemetry-types";

const KINDS = { server: SpanKind.SERVER, consumer: SpanKind.CONSUMER, internal: SpanKind.INTERNAL } as const;

/**
 * The OpenTelemetry SDK behind Telemetry: spans batched and exported over OTLP/HTTP (JSON). Nothing
 * is registered globally (no global tracer provider or context manager): the current span lives in
 * this instance's own AsyncLocalStorage, so several servers in one process (tests) keep their
 * traces apart, and no library's own instrumentation is switched on by loading this.
 */
export function startOtelTelemetry(options: TelemetryOptions & { endpoint: string }): Telemetry {
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/$/, "")}/v1/traces`, headers: parseOtlpHeaders(options.headers) });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName, "roastreel.process_role": options.role }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1_000 })],
  });
  const tracer = provider.getTracer("roastreel");
  const propagator = new W3CTraceContextPropagator();
  const current = new AsyncLocalStorage<Context>();
  const parentOf = (carrier?: TraceCarrier) =>
    carrier ? propagator.extract(ROOT_CONTEXT, carrier, defaultTextMapGetter) : (current.getStore() ?? ROOT_CONTEXT);

  return {
    enabled: true,
    async span(name, attributes, work, spanOptions = {}) {
      const parent = parentOf(spanOptions.parent);
      const span = tracer.startSpan(name, { attributes, kind: KINDS[spanOptions.kind ?? "internal"] }, parent);
      try {
        const result = await current.run(trace.setSpan(parent, span), () => work(span));
        span.setStatus({ code: SpanStatusCode.OK });
        return result;
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        throw error;
      } finally {
        span.end();
      }
    },
    carrier() {
      const active = current.getStore();
      if (!active || !trace.getSpan(active)) return undefined;
      const carrier: TraceCarrier = {};
      propagator.inject(active, carrier, defaultTextMapSetter);
      return carrier.traceparent ? carrier : undefined;
    },
    record(spans) {
      const parent = current.getStore() ?? ROOT_CONTEXT;
      for (const timed of spans) tracer.startSpan(timed.name, { attributes: timed.attributes, startTime: timed.startMs }, parent).end(timed.endMs);
    },
    // A collector that is down loses these spans; it must not fail the process's stop.
    shutdown: () => provider.shutdown().catch(() => {}),
  };
}
