import { rm } from "node:fs/promises";
import path from "node:path";
import type { DataExportView } from "../../../common/account";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { tables } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { consumeRateLimit } from "../../lib/rate-limit-db";
import { createScratchDir } from "../../lib/scratch-dir";
import { buildExportUrl } from "./account-links";
import { buildExportReadyMail } from "./account-mail";
import { buildDataExport } from "./build-data-export";
import { type ExportState, findExport, markExportReady, startExport, takeExpiredExports } from "./export-state";
import { buildDataExportJob } from "./account-jobs";

type Ctx = Pick<AppContext, "database" | "storage" | "queue" | "mailer" | "env" | "logger">;

/** One export per account per hour: each is a copy of every stored video. */
export const EXPORT_RATE_LIMIT = { windowMs: 60 * 60_000, max: 1 };

const unixSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export function toDataExportView(ctx: Pick<Ctx, "env">, userId: string, state: ExportState | null): DataExportView | null {
  if (!state) return null;
  const url =
    state.status === "ready"
      ? buildExportUrl(ctx.env.publicUrl, { userId, exportId: state.exportId, exp: unixSeconds(state.expiresAt) }, ctx.env.authSecret)
      : null;
  return { status: state.status, requestedAt: state.requestedAt, expiresAt: state.status === "ready" ? state.expiresAt : null, url };
}

/** Asks for a new copy of the account's data: queued, built by a worker, mailed when ready. */
export async function requestDataExport(ctx: Ctx, user: { id: string }): Promise<DataExportView> {
  const decision = await consumeRateLimit(ctx.database.db, `data-export:${user.id}`, EXPORT_RATE_LIMIT);
  if (!decision.allowed) {
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    throw new AppError("RATE_LIMITED", `You can ask for one copy of your data per hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
      title: "Too many requests",
      details: { retryAfterSeconds: decision.retryAfterSeconds },
    });
  }
  const { state, replaced } = await startExport(ctx.database.db, user.id);
  await deleteZips(ctx, replaced);
  await ctx.queue.send(buildDataExportJob, { userId: user.id, exportId: state.exportId }, { singletonKey: `data-export:${user.id}` });
  return toDataExportView(ctx, user.id, state)!;
}

/** The job: builds the zip, stores it next to the others of the account, marks it ready and mails the link. */
export async function runDataExport(ctx: Ctx, payload: { userId: string; exportId: string }): Promise<void> {
  const current = await findExport(ctx.database.db, payload.userId);
  // Replaced by a newer request, or the account was deleted: nothing to build.
  if (current?.exportId !== payload.exportId) return;
  const workDir = await createScratchDir("data-export");
  try {
    const zipPath = path.join(workDir, "export.zip");
    await buildDataExport(ctx, payload.userId, zipPath, workDir);
    await ctx.storage.putFile(current.key, zipPath, "application/zip");
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const ready = await markExportReady(ctx.database.db, payload.userId, payload.exportId);
  if (!ready) {
    // Deleted or replaced while it was built: its zip must not stay behind.
    await ctx.storage.delete(current.key);
    return;
  }
  const [owner] = await ctx.database.db.select({ email: tables.user.email }).from(tables.user).where(eq(tables.user.id, payload.userId));
  if (!owner) return;
  const view = toDataExportView(ctx, payload.userId, ready)!;
  await ctx.mailer.send(buildExportReadyMail(owner.email, view.url!));
}

/** Deletes exports past their 24 hours, and builds that never finished, with their zips. */
export async function sweepDataExports(ctx: Pick<Ctx, "database" | "storage" | "logger">, now = new Date()): Promise<number> {
  const expired = await takeExpiredExports(ctx.database.db, now);
  await deleteZips(ctx, expired);
  if (expired.length > 0) ctx.logger.info({ exports: expired.length }, "expired data exports deleted");
  return expired.length;
}

async function deleteZips(ctx: Pick<Ctx, "storage">, states: ExportState[]) {
  await Promise.all(states.map((state) => ctx.storage.delete(state.key)));
}
