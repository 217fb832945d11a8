import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NarratorOption, RoastView } from "../../../../common/roast";
import { decodeWav, getDurationMs } from "../../../roast-engine/stages/voice/wav";
import { insertCompletedRoast } from "../test-support/fixtures";
import { balance, call, createUser, sampleImage, startTestServer, type TestServer, type TestUser, waitForRoast } from "../test-support/roast-test-kit";

const listOf = async (server: TestServer) => {
  const response = await call(server, null, "/api/narrators");
  expect(response.status).toBe(200);
  return ((await response.json()) as { narrators: NarratorOption[] }).narrators;
};

/** POST /api/roasts with a narrator field beside the image. */
async function uploadWith(server: TestServer, user: TestUser, narrator?: string) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(await sampleImage())], { type: "image/png" }), "profile.png");
  if (narrator !== undefined) form.append("narrator", narrator);
  return call(server, user, "/api/roasts", { method: "POST", body: form });
}

/** The spec's generate-roast call: the image as a data URL, the narrator beside it in the JSON. */
async function generateWith(server: TestServer, user: TestUser, narrator?: unknown) {
  const imageBase64 = `data:image/png;base64,${(await sampleImage()).toString("base64")}`;
  return call(server, user, "/api/generate-roast", { method: "POST", json: narrator === undefined ? { imageBase64 } : { imageBase64, narrator } });
}

const roastOf = async (response: Response) => ((await response.json()) as { roast: RoastView }).roast;

describe("narrators on an offline server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // No render runs here: the roasts' rows are what is checked.
    await server.ctx.queue.stop();
  });
  afterAll(() => server?.close());

  it("offers Flite (the default, first) and RoastBot, and no cloud voice", async () => {
    expect(await listOf(server)).toEqual([
      { id: "flite", label: "Deadpan", description: expect.any(String), previewUrl: "/api/narrators/flite/preview", isDefault: true },
      { id: "roastbot", label: "RoastBot", description: expect.any(String), previewUrl: "/api/narrators/roastbot/preview", isDefault: false },
    ]);
  });

  it("serves a cacheable second of each voice, and no preview of a voice it does not offer", async () => {
    for (const id of ["flite", "roastbot"]) {
      const response = await call(server, null, `/api/narrators/${id}/preview`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("audio/wav");
      expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
      const ms = getDurationMs(decodeWav(Buffer.from(await response.arrayBuffer())));
      expect(ms).toBeGreaterThan(500);
      expect(ms).toBeLessThan(2500);
    }
    expect((await call(server, null, "/api/narrators/cloud/preview")).status).toBe(404);
  });

  it("refuses an unknown or unconfigured narrator with a 400 and spends nothing", async () => {
    const user = await createUser(server, { paid: 1 });
    const before = await balance(server, user);
    for (const narrator of ["gilbert-gottfried", "cloud"]) {
      const response = await uploadWith(server, user, narrator);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.stringContaining("Please choose a narrator") });
    }
    expect(await balance(server, user)).toEqual(before);
  });

  it("takes the same narrator field in the data-URL upload, checked the same way", async () => {
    const user = await createUser(server, { paid: 2 });
    const before = await balance(server, user);
    for (const narrator of ["gilbert-gottfried", "cloud", 7]) {
      const response = await generateWith(server, user, narrator);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ title: "Unknown narrator", error: "Please choose a narrator: Deadpan, RoastBot" });
    }
    expect(await balance(server, user)).toEqual(before);

    const chosen = await generateWith(server, user, "roastbot");
    expect(chosen.status).toBe(201);
    expect((await roastOf(chosen)).narrator).toBe("roastbot");
    expect((await roastOf(await generateWith(server, user))).narrator).toBe("flite");
  });

  it("stores the chosen narrator, the default when none is sent, and a re-roast keeps it", async () => {
    const user = await createUser(server, { paid: 2 });
    expect((await roastOf(await uploadWith(server, user, "roastbot"))).narrator).toBe("roastbot");
    expect((await roastOf(await uploadWith(server, user))).narrator).toBe("flite");

    const parent = await insertCompletedRoast(server.ctx, user.id, { narrator: "roastbot" });
    const response = await call(server, user, `/api/roasts/${parent.id}/reroast`, { method: "POST", json: {} });
    expect(response.status).toBe(201);
    expect((await roastOf(response)).narrator).toBe("roastbot");
  });
});

describe("narrators with a cloud voice configured", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TTS_BASE_URL: "http://127.0.0.1:9/v1", TTS_VOICE: "onyx" });
    await server.ctx.queue.stop();
  });
  afterAll(() => server?.close());

  it("lists the cloud voice first as the default, and takes it", async () => {
    expect((await listOf(server)).map((n) => [n.id, n.isDefault])).toEqual([
      ["cloud", true],
      ["flite", false],
      ["roastbot", false],
    ]);
    const user = await createUser(server, { paid: 1 });
    const response = await uploadWith(server, user, "cloud");
    expect(response.status).toBe(201);
    expect((await roastOf(response)).narrator).toBe("cloud");
  });
});

describe("a cloud voice that fails during a roast", () => {
  let server: TestServer;
  let speech: Server;
  const asked: string[] = [];
  beforeAll(async () => {
    // A stand-in of the TTS HTTP API that is down: every /audio/speech call answers 503.
    speech = createServer((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      req.resume().on("end", () => res.writeHead(503).end("overloaded"));
    });
    await new Promise<void>((resolve) => speech.listen(0, "127.0.0.1", resolve));
    server = await startTestServer({ TTS_BASE_URL: `http://127.0.0.1:${(speech.address() as AddressInfo).port}/v1` });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => speech?.close(resolve));
  });

  it("is spoken by Flite instead, and the roast says Flite spoke it", async () => {
    const user = await createUser(server, { paid: 1 });
    const created = await roastOf(await uploadWith(server, user, "cloud"));
    expect(created.narrator).toBe("cloud");
    const settled = (r: RoastView) => r.status !== "pending" && r.status !== "processing" && r.portraitStatus !== "pending";
    const { roast } = await waitForRoast(server, user, created.id, settled);
    expect(roast.status).toBe("completed");
    expect(asked).toContain("POST /v1/audio/speech");
    expect(roast.narrator).toBe("flite");
  });
});
