import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/lib/db/schema/index.ts",
  out: "./server/lib/db/migrations",
});
