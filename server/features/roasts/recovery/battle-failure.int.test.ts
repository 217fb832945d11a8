import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { tables } from "../../../lib/db";
import { FAILED_MESSAGE } from "../core/roast-state";
import { uploadBattle } from "../test-support/battle-upload";
import { balance, createUser, sampleImage, type TestServer, waitForRoast } from "../test-support/roast-test-kit";
import { FAILING_FFMPEG, type StandInServer, startWithStandInFfmpeg } from "../test-support/stand-in-ffmpeg";

const rowOf = async (server: TestServer, id: string) => (await server.ctx.database.db.select().from(tables.userRoasts).where(eq(tables.userRoasts.id, id)))[0];

describe("a battle whose render keeps failing", () => {
  let standIn: StandInServer;
  let server: TestServer;
  // A real failure: ffmpeg answers -version (start-up checks it) and fails every render. Retried
  // after 1 s and 2 s, not 5 s and 10 s: the wait is not what is checked.
  beforeAll(async () => {
    standIn = await startWithStandInFfmpeg("failing-battle", FAILING_FFMPEG, { JOB_RETRY_DELAY_SECONDS: "1" });
    server = standIn.server;
  });
  afterAll(() => standIn?.close());

  it("is failed on its last attempt and its one credit refunded once", async () => {
    const user = await createUser(server, { paid: 1 });
    const response = await uploadBattle(server, user, [await sampleImage("dating-hinge-sofia"), await sampleImage("dating-tinder-ryan")]);
    expect(response.status).toBe(201);
    const { roast: created } = (await response.json()) as { roast: RoastView };
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 0, paidCredits: 1 });
    const { roast } = await waitForRoast(server, user, created.id, (r) => r.status === "failed");
    expect(roast).toMatchObject({ kind: "battle", errorMessage: FAILED_MESSAGE, videoUrl: null });
    expect((await rowOf(server, roast.id)).attempts).toBe(3);
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 1 });
    const refunds = (await server.ctx.database.db.select().from(tables.creditLedger).where(eq(tables.creditLedger.userId, user.id))).filter(
      (l) => l.reason === "refund",
    );
    expect(refunds.map((r) => r.dedupeKey)).toEqual([`refund:${roast.id}`]);
  });
});
