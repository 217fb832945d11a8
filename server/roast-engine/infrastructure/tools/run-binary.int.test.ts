import { describe, expect, it } from "vitest";
import { EngineError } from "../../engine-error";
import { runBinary } from "./run-binary";

const node = process.execPath;

describe("runBinary", () => {
  it("returns stdout on success", async () => {
    const { stdout } = await runBinary(node, ["-e", "process.stdout.write('ok')"]);
    expect(stdout).toBe("ok");
  });

  it("runs a process at the lower priority it is given, and a process that ends at once still reports its end", async () => {
    const { stdout } = await runBinary(node, ["-e", "setTimeout(() => process.stdout.write(String(require('node:os').getPriority())), 200)"], { niceness: 10 });
    expect(stdout).toBe("10");
    await expect(runBinary("/bin/true", [], { niceness: 10 })).resolves.toMatchObject({ stdout: "" });
  });

  it("turns a failure into an EngineError with the end of stderr", async () => {
    const run = runBinary(node, ["-e", "console.error('x'.repeat(5000) + ' the real reason'); process.exit(3)"]);
    await expect(run).rejects.toBeInstanceOf(EngineError);
    await expect(run).rejects.toThrow(/exit 3\).*the real reason/s);
  });

  it("kills the process when the signal aborts", async () => {
    const controller = new AbortController();
    const started = Date.now();
    const run = runBinary(node, ["-e", "setTimeout(() => {}, 30000)"], { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("stop")), 100);
    await expect(run).rejects.toThrow("stop");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("refuses to start when already aborted, and reports a missing binary", async () => {
    await expect(runBinary(node, [], { signal: AbortSignal.abort(new Error("early")) })).rejects.toThrow("early");
    await expect(runBinary("/nonexistent/ffmpeg", [])).rejects.toThrow(/Could not start/);
  });
});
