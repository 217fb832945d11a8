import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { balance, createUser, startTestServer, type TestServer, upload, waitForRoast } from "../test-support/roast-test-kit";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#f4f4f4" } })
    .png()
    .toBuffer();

/** A long, narrow capture with dark text lines on it: the most extreme shape an upload may have. */
async function narrowCapture(): Promise<Buffer> {
  const lines = Array.from(
    { length: 40 },
    (_, i) => `<text x="10" y="${60 + i * 48}" font-family="DejaVu Sans" font-size="22">line ${i} of a very long thread</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="205" height="2048"><rect width="205" height="2048" fill="#fff"/>${lines.join("")}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe("uploads that once took the whole process down", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const health = async () => (await fetch(`${server.url}/api/health`)).status;

  it.each([
    ["a 1x16000 PNG (a few hundred bytes)", 1, 16_000],
    ["a 16000x1 PNG", 16_000, 1],
    ["a 1x1 PNG", 1, 1],
  ])("refuses %s with a clear 422, spends nothing, and the server stays healthy", async (_name, width, height) => {
    const user = await createUser(server, { paid: 1 });
    const response = await upload(server, user, await png(width, height));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ title: "Invalid image", code: "UNPROCESSABLE" });
    expect(await balance(server, user)).toEqual({ freeRoastsRemaining: 1, paidCredits: 1 });
    expect(await health()).toBe(200);
  });

  it("renders the narrowest shape it accepts (10:1) to the end, with the server healthy throughout", async () => {
    const user = await createUser(server);
    const response = await upload(server, user, await narrowCapture());
    expect(response.status).toBe(201);
    const { roast: created } = (await response.json()) as { roast: RoastView };
    const { roast } = await waitForRoast(server, user, created.id, (r) => r.status !== "pending" && r.status !== "processing");
    expect(roast.status).toBe("completed");
    expect(roast.videoUrl).toBeTruthy();
    expect(await health()).toBe(200);
  });
});
