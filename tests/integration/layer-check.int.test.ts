import { execFile } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// The layer check run as `npm run lint` runs it, in its own process: the pure rules it applies are
// unit-tested in scripts/layers.test.ts.
const run = promisify(execFile);

/** Runs the check `npm run lint` runs, as CI does: its exit code and what it printed. */
async function runLayerCheck(): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/check-layers.ts"]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("npm run lint's layer check", () => {
  it("fails on a deliberate back-arrow written into the tree, and passes once it is gone", async () => {
    // Its own name: CI runs this file on both test databases at once.
    const probe = `server/lib/layer-breach-probe-${process.pid}.ts`;
    await writeFile(probe, 'export { createRoast } from "../features/roasts";\n');
    try {
      const { code, output } = await runLayerCheck();
      expect(code).toBe(1);
      expect(output).toContain(`${probe}: import "../features/roasts" (server/features/roasts/index.ts) runs back up a layer`);
    } finally {
      await rm(probe, { force: true });
    }
    const { output } = await runLayerCheck();
    expect(output).not.toContain(probe);
  });
});
