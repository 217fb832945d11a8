import { request } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env";
import { signInTestUser } from "../../server/features/auth/test-support/sign-in-test-user";
import { tables } from "../../server/lib/db";
import { drawSample } from "../../server/features/gallery/showcase";
import { type RunningServer, startServer } from "../../server/start";
import { createTestDatabase } from "../support/test-db";
import { findFreePort } from "../support/test-server";

/** An upload sent in two halves, the second only when `rest()` is called: a request in flight on demand. */
function startSlowUpload(url: string, cookie: string, image: Buffer) {
  const boundary = "----roastreel-graceful-stop";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="profile.png"\r\nContent-Type: image/png\r\n\r\n`);
  const body = Buffer.concat([head, image, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const half = Math.floor(body.length / 2);
  const target = new URL("/api/roasts", url);
  let answered: (value: { status: number; body: string }) => void = () => {};
  const response = new Promise<{ status: number; body: string }>((resolve) => {
    answered = resolve;
  });
  const req = request(
    {
      host: "127.0.0.1",
      port: target.port,
      path: target.pathname,
      method: "POST",
      agent: false,
      headers: { origin: url, cookie, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": body.length },
    },
    (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on("end", () => answered({ status: res.statusCode ?? 0, body: text }));
    },
  );
  req.on("error", (error) => answered({ status: 0, body: error.message }));
  req.write(body.subarray(0, half));
  return { response, rest: () => req.end(body.subarray(half)) };
}

/**
 * SIGTERM on an API process (RunningServer.close, which run-process.ts calls on the signal): it
 * says it is stopping, takes no new connection, and answers the requests already in flight.
 */
describe("an API process stopping", () => {
  let server: RunningServer | undefined;
  let dataDir: string;
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("finishes an upload in flight while refusing new connections and reporting itself stopping", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "roastreel-api-stop-"));
    const database = await createTestDatabase();
    const [port, healthPort] = [await findFreePort(), await findFreePort()];
    const env = parseEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HEALTH_PORT: String(healthPort),
      SHUTDOWN_GRACE_MS: "30000",
    });
    const allowAll = { ready: Promise.resolve(), moderate: async () => ({ decision: "allow" as const }) };
    // Left open by the server's close, to read what the stopped process left behind.
    const keptOpen = { ...database, close: async () => {} };
    server = await startServer({ env, role: "api", port, database: keptOpen, hostname: "127.0.0.1", moderation: allowAll });
    const user = await signInTestUser(server.ctx);
    const url = `http://127.0.0.1:${port}`;

    const upload = startSlowUpload(url, user.cookie, await drawSample("x-thread-jordan"));
    // The request is in flight once its headers are read; its body waits for rest().
    await new Promise((resolve) => setTimeout(resolve, 500));
    const closing = server.close();

    const probe = await fetch(`${server.probeUrl}/api/ready`);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toMatchObject({ status: "stopping" });
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    upload.rest();
    const answer = await upload.response;
    expect(answer.status).toBe(201);
    await closing;

    const { id } = (JSON.parse(answer.body) as { roast: { id: string } }).roast;
    const [row] = await database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, id));
    const jobs = await database.sql.query<{ name: string }>("select name from pgboss.job where data->>'roastId' = $1", [id]);
    await database.close();
    // Stored and queued before the process let go: a worker takes it from here.
    expect(row).toMatchObject({ status: "pending", userId: user.id });
    expect(jobs.rows.map((job) => job.name)).toEqual(["render-roast"]);
  });
});
