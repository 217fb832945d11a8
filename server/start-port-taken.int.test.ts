import { createServer } from "node:net";
import { expect, it } from "vitest";
import { startTestServer } from "../tests/support/test-server";

it("fails its start with the port's error when the port is taken, rather than throwing it uncaught and waiting", async () => {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, "0.0.0.0", resolve));
  const { port } = holder.address() as { port: number };
  try {
    await expect(startTestServer({}, { port })).rejects.toMatchObject({ code: "EADDRINUSE" });
  } finally {
    await new Promise<void>((resolve) => holder.close(() => resolve()));
  }
}, 60_000);
