import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { endThread } from "./end-thread";
import { startThread } from "./start-thread";

describe("startThread", () => {
  let dir = "";
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("runs a plain file without the parent's Node options (no TypeScript loader in the thread)", async () => {
    dir = await mkdtemp(join(tmpdir(), "rr-thread-"));
    const file = join(dir, "echo.mjs");
    await writeFile(
      file,
      "import { parentPort, workerData } from 'node:worker_threads';\nparentPort.postMessage({ execArgv: process.execArgv, got: workerData });\n",
    );
    const thread = startThread(pathToFileURL(file), { workerData: 7 });
    const reply = await new Promise<{ execArgv: string[]; got: number }>((resolve, reject) => {
      thread.once("message", resolve);
      thread.once("error", reject);
    });
    await endThread(thread);
    expect(reply).toEqual({ execArgv: [], got: 7 });
  });
});
