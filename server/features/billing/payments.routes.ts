import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { getSessionUser, requireUser } from "../auth";
import { findPayments, getPayment } from "./find-payments";

const idSchema = z.string().uuid();

/** The signed-in user's payments (latest 10) and one of them; never anyone else's. */
export const paymentsRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .get("/", async (c) => c.json({ payments: await findPayments(c.get("ctx").database.db, getSessionUser(c).id) }))
  .get("/:id", async (c) => {
    const id = idSchema.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "Payment not found", code: "NOT_FOUND" }, 404);
    return c.json({ payment: await getPayment(c.get("ctx").database.db, getSessionUser(c).id, id.data) });
  });
