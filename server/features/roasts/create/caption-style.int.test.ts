import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { tables } from "../../../lib/db";
import { insertCompletedRoast } from "../test-support/fixtures";
import { balance, call, createUser, sampleImage, startTestServer, type TestServer, type TestUser } from "../test-support/roast-test-kit";

/** POST /api/roasts with a captionStyle field beside the image. */
async function uploadWith(server: TestServer, user: TestUser, captionStyle?: string) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(await sampleImage())], { type: "image/png" }), "profile.png");
  if (captionStyle !== undefined) form.append("captionStyle", captionStyle);
  return call(server, user, "/api/roasts", { method: "POST", body: form });
}

/** The spec's generate-roast call: the image as a data URL, the caption style beside it in the JSON. */
async function generateWith(server: TestServer, user: TestUser, captionStyle: unknown) {
  const imageBase64 = `data:image/png;base64,${(await sampleImage()).toString("base64")}`;
  return call(server, user, "/api/generate-roast", { method: "POST", json: { imageBase64, captionStyle } });
}

const roastOf = async (response: Response) => ((await response.json()) as { roast: RoastView }).roast;

describe("a roast's caption style", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // No render runs here: the roasts' rows are what is checked.
    await server.ctx.queue.stop();
  });
  afterAll(() => server?.close());

  const storedStyle = async (roastId: string) =>
    (await server.ctx.database.db.select({ style: tables.userRoasts.captionStyle }).from(tables.userRoasts).where(eq(tables.userRoasts.id, roastId)))[0]?.style;

  it("is taken with the upload and stored on the roast; without one, the default (plate)", async () => {
    const user = await createUser(server, { paid: 3 });
    const popped = await uploadWith(server, user, "pop");
    expect(popped.status).toBe(201);
    const roast = await roastOf(popped);
    expect(roast.captionStyle).toBe("pop");
    expect(await storedStyle(roast.id)).toBe("pop");

    const plain = await roastOf(await uploadWith(server, user));
    expect(plain.captionStyle).toBe("plate");
    expect(await storedStyle(plain.id)).toBe("plate");

    const data = await generateWith(server, user, "bold");
    expect(data.status).toBe(201);
    expect(await storedStyle((await roastOf(data)).id)).toBe("bold");
  });

  it("refuses an unknown style with a clear 400 and spends nothing", async () => {
    const user = await createUser(server, { paid: 1 });
    const before = await balance(server, user);
    const refused = await uploadWith(server, user, "karaoke");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ title: "Unknown caption style", error: "Please choose a caption style: Bold, Plate, Pop" });
    for (const style of ["BOLD", 3]) {
      const response = await generateWith(server, user, style);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ title: "Unknown caption style" });
    }
    expect(await balance(server, user)).toEqual(before);
  });

  it("is kept by a re-roast", async () => {
    const user = await createUser(server, { paid: 1 });
    const parent = await insertCompletedRoast(server.ctx, user.id, { captionStyle: "pop" });
    const response = await call(server, user, `/api/roasts/${parent.id}/reroast`, { method: "POST", json: {} });
    expect(response.status).toBe(201);
    const child = await roastOf(response);
    expect(child.captionStyle).toBe("pop");
    expect(await storedStyle(child.id)).toBe("pop");
  });
});
