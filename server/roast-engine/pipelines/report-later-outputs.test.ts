import { describe, expect, it } from "vitest";
import type { RoastOutput } from "../engine-types";
import { reportLaterOutputs } from "./report-later-outputs";

describe("reportLaterOutputs", () => {
  it("reports each later orientation as it is ready, and one that fails as missing", async () => {
    const reported: RoastOutput[] = [];
    const result = { outputs: { landscape: "/w/l.mp4" }, missing: {} };
    const later = [
      {
        orientation: "portrait" as const,
        render: Promise.resolve({ videoPath: "/w/p.mp4", durationMs: 7000, posterPath: "/w/p.jpg", width: 720, height: 1280 }),
      },
      { orientation: "landscape" as const, render: Promise.reject(new Error("ffmpeg failed")) },
    ];
    await reportLaterOutputs(later, result, { onOutput: (output) => void reported.push(output) });
    expect(reported).toEqual([{ orientation: "portrait", videoPath: "/w/p.mp4", posterPath: "/w/p.jpg", durationMs: 7000, width: 720, height: 1280 }]);
    expect(result.outputs).toEqual({ landscape: "/w/l.mp4", portrait: "/w/p.mp4" });
    expect(result.missing).toEqual({ landscape: "ffmpeg failed" });
  });

  it("stops on a failure once the run is aborted, recording nothing", async () => {
    const stop = new AbortController();
    stop.abort(new Error("deleted"));
    const result = { outputs: {}, missing: {} };
    const later = [{ orientation: "portrait" as const, render: Promise.reject(new Error("killed")) }];
    await expect(reportLaterOutputs(later, result, { signal: stop.signal })).rejects.toThrow("deleted");
    expect(result.missing).toEqual({});
  });
});
