import { type Context, Hono } from "hono";
import type { AppEnv } from "../../../../context";
import { optionalUser } from "../../../auth";
import { findActiveSubscription } from "../../find-subscription";
import { renderExpiredCheckoutPage, renderLocalCheckoutPage } from "./local-checkout-page";

/**
 * The built-in test checkout (server-rendered, no script): GET shows it, the POSTs pay,
 * decline or cancel and send the browser on to the payment result pages. Only the account that
 * opened the checkout can use it; it exists only when no real provider is configured.
 */
export const localCheckoutRoutes = new Hono<AppEnv>()
  .use("*", optionalUser)
  .get("/:token", (c) => {
    const session = readSession(c);
    if (!c.get("user")) return c.redirect("/auth", 302);
    if (!session) return c.html(renderExpiredCheckoutPage(), 404);
    c.header("cache-control", "no-store");
    // The page's forms must say where they come from: under the app's default no-referrer policy a
    // browser sends "Origin: null" with a form post, which the same-origin check rightly refuses.
    c.header("referrer-policy", "same-origin");
    return c.html(renderLocalCheckoutPage(session, c.req.param("token")));
  })
  .post("/:token/:action{pay|decline|cancel}", async (c) => {
    const session = readSession(c);
    if (!session) return c.html(renderExpiredCheckoutPage(), 404);
    const local = c.get("ctx").billing.local;
    const action = c.req.param("action");
    if (action === "pay" && local && session.mode === "upgrade") {
      // The upgrade is paid against the subscription as it is now: if it changed meanwhile, the checkout is void.
      const current = await findActiveSubscription(c.get("ctx").database.db, session.userId);
      if (!current || !(await local.payUpgrade(session, current))) return c.html(renderExpiredCheckoutPage(), 404);
      return c.redirect("/account?plan=upgraded", 303);
    }
    if (action === "pay" && local) {
      await local.pay(session);
      return c.redirect(`/payment-success?provider=local&session_id=${session.sid}`, 303);
    }
    if (action === "decline" && local) await local.decline(session);
    return c.redirect(`/payment-canceled${action === "decline" ? "?reason=declined" : ""}`, 303);
  });

/** The checkout of the URL's token, if it is genuine, unexpired and the signed-in user's own. */
function readSession(c: Context<AppEnv>) {
  const session = c.get("ctx").billing.local?.readSession(c.req.param("token") ?? "");
  const user = c.get("user");
  return session && user && session.userId === user.id ? session : null;
}
