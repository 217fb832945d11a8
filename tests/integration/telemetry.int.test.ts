import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../common/roast";
import { createUser, startTestServer, type TestServer, upload, waitForRoast } from "../../server/features/roasts/test-support/roast-test-kit";
import { drawSample } from "../../server/features/gallery/showcase";

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}
interface ExportRequest {
  resourceSpans: { resource: { attributes: ExportedSpan["attributes"] }; scopeSpans: { spans: ExportedSpan[] }[] }[];
}

/** A stand-in OpenTelemetry collector: keeps every OTLP/HTTP JSON export it receives. */
async function startCollector() {
  const exports: { path: string; headers: Record<string, unknown>; body: ExportRequest }[] = [];
  const server: Server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on("end", () => {
      exports.push({ path: req.url ?? "", headers: req.headers, body: JSON.parse(text) as ExportRequest });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const spans = () => exports.flatMap((e) => e.body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, exports, spans, close: () => new Promise((resolve) => server.close(resolve)) };
}

const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, a roast is one trace from its upload to its stored video:
 * the API's request span, the render job continuing it (through the job's data), and the job's
 * stages, exported over OTLP/HTTP by the OpenTelemetry SDK.
 */
describe("traces of a roast", () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let server: TestServer | undefined;
  beforeAll(async () => {
    collector = await startCollector();
  });
  afterAll(async () => {
    await server?.close();
    await collector.close();
  });

  it("follow the upload into the worker's render and its stages, in one trace", async () => {
    server = await startTestServer(
      { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_EXPORTER_OTLP_HEADERS: "x-collector-key=k%3D1", OTEL_SERVICE_NAME: "roastreel-test" },
      { moderation: { ready: Promise.resolve(), moderate: async () => ({ decision: "allow" }) } },
    );
    const user = await createUser(server);
    const response = await upload(server, user, await drawSample("x-thread-jordan"));
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { roast: RoastView }).roast;
    await waitForRoast(server, user, id, (r) => r.status === "completed");
    // Closing sends what is still batched.
    await server.close();
    server = undefined;

    expect(collector.exports.every((e) => e.path === "/v1/traces" && e.headers["x-collector-key"] === "k=1")).toBe(true);
    const spans = collector.spans();
    const uploadSpan = spans.find((s) => s.name === "POST /api/roasts");
    expect(uploadSpan).toBeDefined();
    const job = spans.find((s) => s.name === "job render-roast" && s.parentSpanId === uploadSpan?.spanId);
    expect(job).toMatchObject({ traceId: uploadSpan?.traceId });
    const stages = spans.filter((s) => s.parentSpanId === job?.spanId && s.name.startsWith("stage "));
    expect(stages.map((s) => s.name)).toEqual(["stage analyzing", "stage generating_script", "stage creating_video", "stage finalizing"]);
    expect(stages.every((s) => s.traceId === uploadSpan?.traceId && attribute(s, "roastreel.roast_id") === id)).toBe(true);
    const resource = collector.exports[0].body.resourceSpans[0].resource.attributes;
    expect(resource.find((a) => a.key === "service.name")?.value.stringValue).toBe("roastreel-test");
  });
});
