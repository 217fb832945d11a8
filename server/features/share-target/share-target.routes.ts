import { Hono } from "hono";
import type { ShareOutcome } from "../../../common/share-target";
import type { AppEnv } from "../../context";

const UNAVAILABLE: ShareOutcome = "unavailable";

/**
 * The share target's fallback: the phone's share sheet POSTs the image here when no service
 * worker answered (the app just installed, or its worker was cleared). Nothing is read or kept,
 * since nothing is uploaded before consent: the browser goes to the studio, which asks for the
 * image again. Never a 404 or an error page in the share sheet's window.
 * Mounted before the origin check and the body limit (server/app.ts): it changes nothing, and the
 * share sheet sends no Origin a page of ours would.
 */
export const shareTargetRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/", (c) => {
  // Node's server discards a body nobody read once the answer is sent.
  return c.redirect(`/roast?shared=${UNAVAILABLE}`, 303);
});
