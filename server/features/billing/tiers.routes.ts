import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { findTiers } from "./find-tiers";

export const tiersRoutes = new Hono<AppEnv>().get("/", async (c) => {
  c.header("cache-control", "public, max-age=60");
  return c.json({ tiers: await findTiers(c.get("ctx").database.db) });
});
