import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { tables } from "../../../lib/db";
import { call, createUser, sampleImage, startTestServer, type TestServer, type TestUser, upload, waitForRoast } from "../test-support/roast-test-kit";

const isSettled = (r: RoastView) => r.status !== "pending" && r.status !== "processing";

/** The writers'-room line ids the server stored for a finished roast. */
async function lineIdsOf(server: TestServer, roastId: string): Promise<string[]> {
  const [row] = await server.ctx.database.db.select({ lineIds: tables.userRoasts.lineIds }).from(tables.userRoasts).where(eq(tables.userRoasts.id, roastId));
  return row.lineIds;
}

async function finish(server: TestServer, user: TestUser, response: Response): Promise<{ id: string; lineIds: string[] }> {
  expect(response.status).toBe(201);
  const { roast } = (await response.json()) as { roast: RoastView };
  const settled = await waitForRoast(server, user, roast.id, isSettled);
  expect(settled.roast.status).toBe("completed");
  return { id: roast.id, lineIds: await lineIdsOf(server, roast.id) };
}

// What a user must not hear again: a whole joke (its id ends ":j…"; a tag adds "+…" after it), or
// an older theme's punchline, the last line of a roast glued from separate lines (":p…").
const punchlineOf = (lineIds: string[]) => lineIds.find((id) => /:j[0-9a-z]+$/.test(id)) ?? lineIds.at(-1)!;

describe("jokes and punchlines a user has heard", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("are not used again by the same user's next roast of the same upload, nor by its re-roast", async () => {
    const user = await createUser(server, { paid: 1 });
    const image = await sampleImage();

    // The welcome roast is free (and so cannot be re-roasted); the paid one after it can.
    const first = await finish(server, user, await upload(server, user, image));
    expect(punchlineOf(first.lineIds)).toMatch(/:[pj]/);
    const next = await finish(server, user, await upload(server, user, image));
    const rerolled = await finish(server, user, await call(server, user, `/api/roasts/${next.id}/reroast`, { method: "POST", json: {} }));

    expect(new Set([first, next, rerolled].map((r) => punchlineOf(r.lineIds))).size).toBe(3);
    // Nothing the user heard comes back as the punchline of a later roast.
    expect(first.lineIds).not.toContain(punchlineOf(next.lineIds));
    expect([...first.lineIds, ...next.lineIds]).not.toContain(punchlineOf(rerolled.lineIds));
    // Three full renders one after another: a busy 2-core machine needs more than one test's usual time.
  }, 360_000);
});
