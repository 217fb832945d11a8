import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { z } from "zod";
import type { AccountDeletionView } from "../../../common/account";
import { MAX_PASSWORD_LENGTH } from "../../../common/password-rules";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { getSessionUser, requireUser } from "../auth";
import { confirmDeletion, deleteAccount, deletionMethod, mailDeletionLink } from "./delete-account";

/** Sent with a deletion that succeeded, and only then: the browser drops its cache, cookies and storage for the site. */
const ACCOUNT_DELETED_CLEAR_SITE_DATA = '"cache", "cookies", "storage"';

const deleteRequest = z.object({
  password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  token: z.string().max(200).optional(),
});

/**
 * /api/account/deletion: how this account confirms (GET), a mailed confirmation link for an
 * account without a password (POST /link), and the deletion itself (POST), confirmed by the
 * password or that link's token.
 */
export const accountDeletionRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .get("/", async (c) => {
    c.header("cache-control", "no-store");
    return c.json({ confirmWith: await deletionMethod(c.get("ctx"), getSessionUser(c).id) } satisfies AccountDeletionView);
  })
  .post("/link", async (c) => {
    const ctx = c.get("ctx");
    const user = getSessionUser(c);
    if ((await deletionMethod(ctx, user.id)) === "password") {
      throw new AppError("BAD_REQUEST", "Confirm with your password instead.", { title: "Password required" });
    }
    await mailDeletionLink(ctx, user);
    return c.json({ sent: true });
  })
  .post("/", async (c) => {
    const ctx = c.get("ctx");
    const user = getSessionUser(c);
    const parsed = deleteRequest.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new AppError("BAD_REQUEST", "Please confirm with your password or the link we emailed you.", { title: "Deletion failed" });
    await confirmDeletion(ctx, user.id, parsed.data);
    await deleteAccount(ctx, user);
    // The session is gone with the account; the browser's cookies go too.
    const { authCookies } = await ctx.auth.$context;
    for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
      deleteCookie(c, cookie.name, { path: "/", secure: cookie.attributes.secure });
    }
    // And everything the browser kept of the account: private videos and posters are cached for
    // up to two hours (sign-out clears the cache as well, auth.routes.ts), and Cache Storage may
    // hold an image shared to the app. The page does the same for browsers that ignore this header.
    c.header("clear-site-data", ACCOUNT_DELETED_CLEAR_SITE_DATA);
    return c.json({ deleted: true });
  });
