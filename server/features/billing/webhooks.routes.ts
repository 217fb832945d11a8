import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { receiveWebhook } from "./receive-webhook";

const providerSchema = z.enum(["local", "stripe", "paypal"]);

/**
 * POST /api/billing/webhooks/:provider — the raw body is read as text so the signature is checked
 * over exactly the bytes the provider signed. A duplicate answers 200 and changes nothing.
 */
export const webhooksRoutes = new Hono<AppEnv>().post(
  "/:provider",
  bodyLimit({
    maxSize: 512 * 1024,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", "Webhook body too large");
    },
  }),
  async (c) => {
    const provider = providerSchema.safeParse(c.req.param("provider"));
    if (!provider.success) throw new AppError("NOT_FOUND", "Not found");
    const rawBody = await c.req.text();
    const headers = Object.fromEntries(c.req.raw.headers.entries());
    const result = await receiveWebhook(c.get("ctx"), provider.data, { rawBody, headers });
    return c.json({ received: true, duplicate: result.duplicate });
  },
);
