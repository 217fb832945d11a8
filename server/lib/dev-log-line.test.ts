import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { formatDevLogLine } from "./dev-log-line";
import { createPrettyStream } from "./logger";

describe("a development log line", () => {
  it("reads a request as a sentence, without its id", () => {
    const line = formatDevLogLine({ level: 30, msg: "request", requestId: "0f1e", method: "POST", path: "/api/contact", status: 403, ms: 1 });
    expect(line).toBe("POST /api/contact → 403 in 1 ms");
  });

  it("gives other entries their message and fields as key=value, long values cut short", () => {
    const line = formatDevLogLine({
      level: 30,
      time: 1,
      service: "roastreel",
      msg: "removed render folders left by a crash",
      removed: 3,
      note: "x".repeat(200),
    });
    expect(line).toBe(`removed render folders left by a crash  removed=3  note=${"x".repeat(79)}…`);
  });

  it("names a warning's error by its message only, and shows an error's stack below it", () => {
    const err = {
      type: "EngineError",
      message: "ffmpeg failed (exit 255)",
      stack: "EngineError: ffmpeg failed (exit 255)\n    at run (run-binary.ts:45:14)",
      details: { args: ["-y"] },
    };
    expect(formatDevLogLine({ level: 40, msg: "job attempt failed; it will be retried", job: "render-gallery", attempt: 1, err })).toBe(
      "job attempt failed; it will be retried  job=render-gallery  attempt=1: ffmpeg failed (exit 255)",
    );
    expect(formatDevLogLine({ level: 50, msg: "contact message not mailed", err })).toBe(
      "contact message not mailed: ffmpeg failed (exit 255)\n    at run (run-binary.ts:45:14)",
    );
  });

  it("is what the development log prints in place of the JSON object", () => {
    let written = "";
    const destination = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk);
        done();
      },
    });
    pino({ base: { service: "roastreel" }, timestamp: false }, createPrettyStream(destination)).info(
      { requestId: "r1", method: "GET", path: "/api/me", status: 401, ms: 22 },
      "request",
    );
    expect(written).toBe("INFO: GET /api/me → 401 in 22 ms\n");
  });
});
