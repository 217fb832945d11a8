/** W3C trace context (traceparent, tracestate) as headers or a job's field: a span carried to another process. */
export type TraceCarrier = Record<string, string>;

export type SpanAttributes = Record<string, string | number | boolean>;

/** What a span's work may say of it once it knows more (the route an HTTP request matched, its status). */
export interface SpanHandle {
  setAttributes(attributes: SpanAttributes): void;
  updateName(name: string): void;
}

export interface SpanOptions {
  /** The span this one continues, from another process (an HTTP request's headers, a job's data); otherwise the current one. */
  parent?: TraceCarrier;
  kind?: "server" | "consumer" | "internal";
}

/** A span that already ended, timed by someone else (a render's stages, stage-clock.ts). */
export interface TimedSpan {
  name: string;
  startMs: number;
  endMs: number;
  attributes?: SpanAttributes;
}

/**
 * Traces of a roast from upload to stored video: the upload's request in the API, the job in the
 * worker (continuing the request's trace through the job's data) and the render's stages. Off
 * unless OTEL_EXPORTER_OTLP_ENDPOINT is set; then the OpenTelemetry SDK exports them over
 * OTLP/HTTP (otel-telemetry.ts, loaded only then).
 */
export interface Telemetry {
  readonly enabled: boolean;
  /** Runs `work` in a span, a child of `options.parent` or of the current span; ends it with work's outcome. */
  span<T>(name: string, attributes: SpanAttributes, work: (span: SpanHandle) => Promise<T>, options?: SpanOptions): Promise<T>;
  /** The current span as trace context to carry to another process; undefined when there is none. */
  carrier(): TraceCarrier | undefined;
  /** Records spans that already ended as children of the current span. */
  record(spans: TimedSpan[]): void;
  /** Sends what is still buffered, then stops. */
  shutdown(): Promise<void>;
}

export interface TelemetryOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; traces go to <endpoint>/v1/traces. */
  endpoint?: string;
  /** OTEL_EXPORTER_OTLP_HEADERS: `key=value,key2=value2` sent with every export (a vendor's API key). */
  headers?: string;
  serviceName: string;
  /** The process's role (api, worker, all), on every span's resource. */
  role: string;
}
