import { randomUUID } from "node:crypto";
import type { AppContext } from "../server/context";
import { signInTestUser } from "../server/features/auth/test-support/sign-in-test-user";
import { grantCredits } from "../server/features/credits";
import { tables } from "../server/lib/db";

/** A signed-in user for a bench: `roasts` completed roasts in the list and `credits` paid credits. */
export async function seedBenchUser(ctx: AppContext, options: { roasts: number; credits: number }) {
  const user = await signInTestUser(ctx);
  if (options.credits > 0) {
    await grantCredits(ctx.database.db, { userId: user.id, kind: "paid", amount: options.credits, reason: "purchase", dedupeKey: `bench:${user.id}` });
  }
  for (let i = 0; i < options.roasts; i++) {
    const id = randomUUID();
    await ctx.database.db.insert(tables.userRoasts).values({
      id,
      userId: user.id,
      seed: `bench-${i}`,
      status: "completed",
      portraitStatus: "ready",
      landscapeKey: `roasts/${id}/landscape.mp4`,
      portraitKey: `roasts/${id}/portrait.mp4`,
      posterKey: `roasts/${id}/poster.jpg`,
      script: "A bench roast with a script of about twenty words so the list carries what it carries in use.",
      stageTimings: { analyzing: 900, generating_script: 50, creating_video: 2500, finalizing: 100, total: 3550 },
      completedAt: new Date(),
      expiresAt: new Date(Date.now() + 90 * 86_400_000),
    });
  }
  return { userId: user.id, cookie: user.cookie };
}
