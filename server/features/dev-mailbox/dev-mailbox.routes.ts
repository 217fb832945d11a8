import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { findOutboxMessages, getOutboxMessage } from "./find-outbox-messages";
import { renderMailboxList, renderMailboxMessage } from "./mailbox-pages";

const listQuery = z.object({ to: z.string().trim().max(320).optional() });

/**
 * The dev outbox at /dev/mailbox (HTML) and /dev/mailbox.json (for tests). Mounted at /dev,
 * and only when mail is not sent over SMTP.
 */
export function devMailboxRoutes(db: Db) {
  return new Hono()
    .get("/mailbox.json", async (c) => {
      const { to } = listQuery.parse(c.req.query());
      return c.json({ messages: await findOutboxMessages(db, { to: to || undefined }) });
    })
    .get("/mailbox", async (c) => {
      const { to } = listQuery.parse(c.req.query());
      return c.html(renderMailboxList(await findOutboxMessages(db, { to: to || undefined }), to));
    })
    .get("/mailbox/:id", async (c) => {
      const id = z.uuid().safeParse(c.req.param("id"));
      const message = id.success ? await getOutboxMessage(db, id.data) : null;
      if (!message) throw new AppError("NOT_FOUND", "No such message");
      return c.html(renderMailboxMessage(message));
    });
}
