import { Hono } from "hono";
import { z } from "zod";
import { type BillingProvidersView, checkoutRequestSchema, paypalConfirmRequestSchema } from "../../../common/billing";
import type { AppEnv } from "../../context";
import { getSessionUser, requireUser } from "../auth";
import { confirmPayPalCheckout, confirmStripeCheckout } from "./confirm-checkout";
import { createCheckout } from "./create-checkout";

const paypalPaymentSchema = z.object({ tier: z.enum(["starter", "essentials", "creator", "oneoff"]), quantity: z.number().int().min(1).max(100).default(1) });
const stripeConfirmSchema = z.object({ session_id: z.string().min(1).max(255) });
const body = (c: { req: { json(): Promise<unknown> } }) => c.req.json().catch(() => null);

/** Opening checkouts and re-checking them with the provider. Prices are decided on the server. */
export const checkoutRoutes = new Hono<AppEnv>()
  .get("/providers", (c) => {
    const { billing } = c.get("ctx");
    const view: BillingProvidersView = {
      providers: billing.checkoutProviders,
      defaultProvider: billing.checkoutProviders[0] ?? null,
      testMode: billing.testMode,
    };
    return c.json(view);
  })
  .post("/checkout", requireUser, async (c) => {
    const request = checkoutRequestSchema.parse(await body(c));
    const { url } = await createCheckout(c.get("ctx"), { user: getSessionUser(c), request });
    return c.json({ url, redirect_url: url });
  })
  // The spec's create-paypal-payment: a one-off pack of a tier, paid with PayPal.
  .post("/create-paypal-payment", requireUser, async (c) => {
    const { tier, quantity } = paypalPaymentSchema.parse(await body(c));
    const request = { tierId: tier, isSubscription: false, quantity, provider: "paypal" as const };
    const { url } = await createCheckout(c.get("ctx"), { user: getSessionUser(c), request });
    return c.json({ success: true, approval_url: url });
  })
  .post("/confirm", requireUser, async (c) => {
    const { session_id } = stripeConfirmSchema.parse(await body(c));
    return c.json(await confirmStripeCheckout(c.get("ctx"), getSessionUser(c).id, session_id));
  })
  .post("/paypal/confirm", requireUser, async (c) => {
    const query = paypalConfirmRequestSchema.parse(await body(c));
    return c.json(await confirmPayPalCheckout(c.get("ctx"), getSessionUser(c).id, query));
  });
