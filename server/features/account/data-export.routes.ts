import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { Hono } from "hono";
import { z } from "zod";
import type { DataExportView } from "../../../common/account";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { createScratchDir } from "../../lib/scratch-dir";
import { getSessionUser, requireUser } from "../auth";
import { checkExportLink } from "./account-links";
import { requestDataExport, toDataExportView } from "./data-export";
import { consumeExport, findExport } from "./export-state";

const linkQuery = z.object({
  id: z.string().uuid(),
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(200),
});

const INVALID_LINK = "This download link is invalid. Ask for a new copy of your data on your account page.";
const GONE_LINK = "This download link has expired or was already used. Ask for a new copy of your data on your account page.";

/**
 * /api/account/export: ask for a copy of the account's data (POST), see how it stands (GET),
 * and download it once through the signed link the mail and the account page carry.
 */
export const dataExportRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .get("/", async (c) => {
    const ctx = c.get("ctx");
    const user = getSessionUser(c);
    c.header("cache-control", "no-store");
    return c.json({ export: toDataExportView(ctx, user.id, await findExport(ctx.database.db, user.id)) } satisfies { export: DataExportView | null });
  })
  .post("/", async (c) => {
    const view = await requestDataExport(c.get("ctx"), getSessionUser(c));
    return c.json({ export: view } satisfies { export: DataExportView }, 202);
  })
  .get("/download", async (c) => {
    const ctx = c.get("ctx");
    const user = getSessionUser(c);
    const query = linkQuery.safeParse(c.req.query());
    if (!query.success) throw new AppError("FORBIDDEN", INVALID_LINK, { title: "Download failed" });
    const { id: exportId, exp, sig } = query.data;
    // Another account's link is refused whoever holds it: the signature names its owner.
    const check = checkExportLink({ userId: user.id, exportId, exp, sig }, ctx.env.authSecret);
    if (check === "invalid") throw new AppError("FORBIDDEN", INVALID_LINK, { title: "Download failed" });
    if (check === "expired") throw new AppError("NOT_FOUND", GONE_LINK, { title: "Download failed" });
    const state = await consumeExport(ctx.database.db, user.id, exportId);
    if (!state) throw new AppError("NOT_FOUND", GONE_LINK, { title: "Download failed" });
    // Taken out of storage now: the link is used, whatever happens to this download.
    const workDir = await createScratchDir("data-download");
    const zipPath = path.join(workDir, "export.zip");
    try {
      await ctx.storage.getToFile(state.key, zipPath);
    } catch (error) {
      await rm(workDir, { recursive: true, force: true });
      throw error;
    }
    await ctx.storage.delete(state.key);
    const stream = createReadStream(zipPath);
    stream.once("close", () => void rm(workDir, { recursive: true, force: true }));
    c.header("content-type", "application/zip");
    c.header("content-disposition", `attachment; filename="roastreel-data-${state.requestedAt.slice(0, 10)}.zip"`);
    c.header("cache-control", "no-store");
    return c.body(Readable.toWeb(stream) as ReadableStream);
  });
