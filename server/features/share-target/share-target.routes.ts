import { Hono } from "hono";
import { SHARE_TARGET_ACCEPT_PATH, SHARE_TOKEN_PATTERN, type ShareOutcome } from "../../../common/share-target";
import type { AppEnv } from "../../context";
import { isTrustedShareSubmission } from "./share-submission";

const toStudio = (outcome: ShareOutcome) => `/roast?shared=${outcome}`;

/**
 * The share target on the server (ADR 0020). Nothing here reads or keeps an image: nothing is
 * uploaded before consent. Never a 404 or an error page in the share sheet's window.
 * - `POST /`: the share sheet's form when no service worker answered (the app just installed, or
 *   its worker was cleared): the studio asks for the image again. Another site's form is told
 *   apart by `Sec-Fetch-Site` and refused.
 * - `GET /verify`: where the worker sends a share it holds, since only the server sees
 *   `Sec-Fetch-Site`; the browser keeps the value of the navigation that began the share through
 *   the worker's redirect. Trusted, it goes on to `/accept`, which the worker answers by keeping the
 *   image; otherwise the studio says it was refused and the worker's copy is never kept.
 * - `GET /accept`: reached only when no worker answered it (replaced in between): share again.
 * Mounted before the origin check and the body limit (server/app.ts): it changes nothing, and the
 * share sheet sends no Origin a page of ours would.
 */
export const shareTargetRoutes = new Hono<AppEnv>()
  .post("/", (c) => {
    // Node's server discards a body nobody read once the answer is sent.
    return c.redirect(toStudio(isTrustedShareSubmission(c.req.header("sec-fetch-site")) ? "unavailable" : "refused"), 303);
  })
  .get("/", (c) => c.redirect(toStudio("unavailable"), 303))
  .get("/verify", (c) => {
    const token = c.req.query("token") ?? "";
    if (!SHARE_TOKEN_PATTERN.test(token)) return c.redirect(toStudio("unavailable"), 303);
    if (!isTrustedShareSubmission(c.req.header("sec-fetch-site"))) return c.redirect(toStudio("refused"), 303);
    return c.redirect(`${SHARE_TARGET_ACCEPT_PATH}?token=${token}`, 303);
  })
  .get("/accept", (c) => c.redirect(toStudio("unavailable"), 303));
