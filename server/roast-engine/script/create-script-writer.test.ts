import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NormalizedImage } from "../image";
import { createScriptWriter, type LlmConfig } from "./create-script-writer";
import { makeTestAnalysis } from "./make-test-analysis";
import { type Analysis, NO_PHOTO_FACTS } from "../types";

const analysis = makeTestAnalysis({ platform: "instagram", bioPhrases: ["Coffee addict", "Chasing sunsets"], handles: ["@maya"] });
const GOOD = {
  beats: ["'Coffee addict' and 'Chasing sunsets'.", "Two hobbies, one shared personality.", "Both of them end with you staring at the horizon, jittery."],
  quoted: ["Coffee addict", "Chasing sunsets"],
  mood: "smug",
};
/** A read screen: the owner's bio, a button, a friend's comment, and a dog in the photo. */
const screen: Analysis = {
  ...makeTestAnalysis({ platform: "instagram", kind: "post" }),
  lines: [
    { text: "Suggested for you", role: "ui", owner: "ui", box: { x: 0, y: 900, w: 500, h: 40 }, confidence: 0.9 },
    { text: "Dog mom and proud", role: "caption", owner: "self", box: { x: 40, y: 700, w: 600, h: 40 }, confidence: 0.9 },
    { text: "cute pup!!", role: "comment", owner: "other", author: "@sam", box: { x: 40, y: 800, w: 300, h: 40 }, confidence: 0.9 },
  ],
  quotes: [{ text: "Dog mom and proud", role: "caption", box: { x: 40, y: 700, w: 600, h: 40 } }],
  photo: { ...NO_PHOTO_FACTS, people: 1, objects: [{ label: "dog", box: { x: 100, y: 200, w: 300, h: 300 }, score: 0.9 }], outfit: ["red hoodie"] },
};
const TARGETED = {
  beats: ["'Dog mom and proud', says the caption.", "The dog is doing all the modelling here.", "We'd swipe right on the dog and leave you at the park."],
  targets: [
    { fragment: "Dog mom and proud", kind: "quote" },
    { fragment: "dog", kind: "object" },
  ],
  mood: "wholesome",
};
const completion = (content: unknown) => ({ choices: [{ message: { role: "assistant", content: JSON.stringify(content) } }] });

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const json = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
};
const requests: Array<{ url?: string; headers: IncomingMessage["headers"]; body: string }> = [];
const timers = new Set<NodeJS.Timeout>();
const scenarios: Record<string, Handler> = {
  good: (_req, _body, res) => json(res, 200, completion(GOOD)),
  "long-middle": (_req, _body, res) =>
    json(res, 200, completion({ ...GOOD, beats: [GOOD.beats[0], "A twist that rambles on and on for far too many words to fit.", GOOD.beats[2]] })),
  "too-long": (_req, _body, res) => json(res, 200, completion({ ...GOOD, beats: [GOOD.beats[0], `${GOOD.beats[2]} ${GOOD.beats[2]}`] })),
  "too-short": (_req, _body, res) => json(res, 200, completion({ ...GOOD, beats: ["'Coffee addict'.", "Yikes."] })),
  unsafe: (_req, _body, res) =>
    json(res, 200, completion({ ...GOOD, beats: [GOOD.beats[0], "Somehow even your religion looks tired of you and this sunset obsession."] })),
  "no-quote": (_req, _body, res) =>
    json(
      res,
      200,
      completion({ ...GOOD, beats: ["A profile so generic it could belong to anybody at all.", "Truly, a masterpiece of saying nothing."], quoted: [] }),
    ),
  "server-error": (_req, _body, res) => json(res, 500, { error: { message: "boom" } }),
  "rate-limited": (_req, _body, res) => json(res, 429, { error: { message: "slow down" } }),
  garbage: (_req, _body, res) => json(res, 200, "<html>definitely not json"),
  "content-not-json": (_req, _body, res) => json(res, 200, { choices: [{ message: { content: "Sure! Here's a roast: ..." } }] }),
  "wrong-shape": (_req, _body, res) => json(res, 200, completion({ roast: "one string" })),
  targeted: (_req, _body, res) => json(res, 200, completion(TARGETED)),
  "ui-quote": (_req, _body, res) =>
    json(
      res,
      200,
      completion({
        ...TARGETED,
        beats: ["'Suggested for you', says the screen.", TARGETED.beats[1], TARGETED.beats[2]],
        targets: [{ fragment: "Suggested for you" }],
      }),
    ),
  "other-quote": (_req, _body, res) =>
    json(
      res,
      200,
      completion({ ...TARGETED, beats: ["'cute pup!!' says your biggest fan.", TARGETED.beats[1], TARGETED.beats[2]], targets: [{ fragment: "cute pup!!" }] }),
    ),
  hoodie: (_req, _body, res) =>
    json(
      res,
      200,
      completion({
        ...TARGETED,
        beats: [TARGETED.beats[0], TARGETED.beats[1], "That red hoodie is doing the rest."],
        targets: [...TARGETED.targets, { fragment: "red hoodie", kind: "outfit" }],
      }),
    ),
  slow: (_req, _body, res) => {
    const timer = setTimeout(() => json(res, 200, completion(GOOD)), 3000);
    timers.add(timer);
  },
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      requests.push({ url: req.url, headers: req.headers, body });
      const scenario = req.url?.split("/")[1] ?? "";
      (scenarios[scenario] ?? ((_q, _b, r) => json(r, 404, {})))(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let image: NormalizedImage;
beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#d9822b" } })
    .jpeg()
    .toBuffer();
  image = { jpeg, width: 64, height: 64 };
});

const llm = (scenario: string, extra: Partial<LlmConfig> = {}): LlmConfig => ({
  baseUrl: `${base}/${scenario}/`,
  model: "vision-test",
  apiKey: "sk-test",
  timeoutMs: 2000,
  ...extra,
});

async function writeWith(scenario: string, extra: Partial<LlmConfig> = {}, upload: Analysis = analysis, safe?: boolean) {
  const reasons: string[] = [];
  const writer = createScriptWriter({ llm: llm(scenario, extra), onFallback: (r) => reasons.push(r) });
  const script = await writer.write({ analysis: upload, image, seed: "seed-1", safe });
  return { script, reasons };
}

describe("createScriptWriter with an OpenAI-compatible model", () => {
  it("posts the image and the analysis as a JSON-mode chat completion", async () => {
    const { script, reasons } = await writeWith("good");
    expect(reasons).toEqual([]);
    expect(script).toMatchObject({ source: "llm", mood: "smug", beats: GOOD.beats, quoted: ["Coffee addict", "Chasing sunsets"] });
    expect(script.words.at(-1)).toEqual({ text: "jittery.", emphasis: true });

    const request = requests.at(-1)!;
    expect(request.url).toBe("/good/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test");
    const body = JSON.parse(request.body);
    expect(body.model).toBe("vision-test");
    expect(body.response_format).toEqual({ type: "json_object" });
    const user = body.messages.find((m: { role: string }) => m.role === "user");
    expect(user.content[0].text).toContain("Coffee addict");
    expect(user.content[1].image_url.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
  });

  it("tells the model whose words are whose, the kind, the quotes and the photo facts, and nothing about identity", async () => {
    await writeWith("targeted", {}, screen);
    const body = JSON.parse(requests.at(-1)!.body);
    const facts = JSON.parse(body.messages[1].content[0].text.replace(/^[^{]*/, ""));
    expect(facts.kind).toBe("post");
    expect(facts.lines).toContainEqual({ text: "Suggested for you", role: "ui", owner: "ui" });
    expect(facts.lines).toContainEqual({ text: "cute pup!!", role: "comment", owner: "other", author: "@sam" });
    expect(facts.quotes).toEqual([{ text: "Dog mom and proud", role: "caption" }]);
    expect(facts.photo).toMatchObject({ people: 1, objects: ["dog"], outfit: ["red hoodie"] });
    const keys = new Set<string>();
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) keys.add(k.toLowerCase()) && collect(v);
    };
    collect(body);
    for (const banned of ["age", "gender", "sex", "ethnicity", "race", "body", "health", "emotion_age"]) expect(keys).not.toContain(banned);
  });

  it("turns the fragments the model names into targets over the owner's quote and the photo's dog", async () => {
    const { script, reasons } = await writeWith("targeted", {}, screen);
    expect(reasons).toEqual([]);
    expect(script.quoted).toEqual(["Dog mom and proud"]);
    const words = script.words.map((w) => w.text);
    const [quote, dog] = script.targets;
    expect(quote).toMatchObject({ kind: "quote", text: "Dog mom and proud", box: { x: 40, y: 700, w: 600, h: 40 } });
    expect(words.slice(quote.wordStart, quote.wordEnd).join(" ")).toBe("'Dog mom and proud',");
    expect(dog).toMatchObject({ kind: "object", text: "dog", box: { x: 100, y: 200, w: 300, h: 300 } });
  });

  it.each([
    ["ui-quote", /'Suggested for you' is not the owner's words/],
    ["other-quote", /'cute pup' is not the owner's words/],
  ])("falls back when the model quotes words that are not the owner's (%s)", async (scenario, reason) => {
    const { script, reasons } = await writeWith(scenario, {}, screen);
    expect(script.source).toBe("offline");
    expect(reasons[0]).toMatch(reason);
    expect(script.text).not.toMatch(/Suggested|cute pup/);
  });

  it("drops a rambling middle beat to fit the word budget", async () => {
    const { script, reasons } = await writeWith("long-middle");
    expect(reasons).toEqual([]);
    expect(script.source).toBe("llm");
    expect(script.beats).toEqual([GOOD.beats[0], GOOD.beats[2]]);
  });

  it.each([
    ["server-error", /HTTP 500/],
    ["rate-limited", /HTTP 429/],
    ["garbage", /not JSON/],
    ["content-not-json", /content is not JSON/],
    ["wrong-shape", /schema/],
    ["too-long", /budget/],
    ["too-short", /budget/],
    ["unsafe", /unsafe \(religion/],
    ["no-quote", /quotes nothing/],
  ])("falls back to the offline engine on %s", async (scenario, reason) => {
    const { script, reasons } = await writeWith(scenario);
    expect(script.source).toBe("offline");
    expect(script.quoted.length).toBeGreaterThan(0);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(reason);
  });

  it("falls back when the model is slower than the timeout", async () => {
    const started = Date.now();
    const { script, reasons } = await writeWith("slow", { timeoutMs: 250 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(script.source).toBe("offline");
    expect(reasons).toEqual(["timed out after 250 ms"]);
  });

  it("stops, without falling back, when the caller aborts", async () => {
    const writer = createScriptWriter({ llm: llm("slow") });
    const controller = new AbortController();
    const pending = writer.write({ analysis, image, seed: "s", signal: controller.signal });
    setTimeout(() => controller.abort(new Error("roast cancelled")), 100);
    await expect(pending).rejects.toThrow("roast cancelled");
  });

  it("uses the offline engine when no model is configured", async () => {
    const before = requests.length;
    const script = await createScriptWriter({}).write({ analysis, image, seed: "seed-1" });
    expect(script.source).toBe("offline");
    expect(requests.length).toBe(before);
  });
});

describe("a safe roast (a borderline upload) with the model", () => {
  it("tells the model, and keeps a roast of the outfit it wrote anyway out: the room writes a safe one", async () => {
    const usual = await writeWith("hoodie", {}, screen);
    expect(usual.script.source).toBe("llm");
    expect(usual.script.text).toMatch(/red hoodie/);
    expect(JSON.parse(requests.at(-1)!.body).messages[0].content).not.toMatch(/safe roast/);

    const safe = await writeWith("hoodie", {}, screen, true);
    expect(JSON.parse(requests.at(-1)!.body).messages[0].content).toMatch(/This is a safe roast: say nothing at all about the person's body/);
    expect(safe.reasons).toEqual([expect.stringMatching(/body or clothes/)]);
    expect(safe.script.source).toBe("offline");
    expect(safe.script.text).not.toMatch(/hoodie/i);
  });

  it("uses the model's roast when it keeps to the words and the things", async () => {
    const { script, reasons } = await writeWith("targeted", {}, screen, true);
    expect(reasons).toEqual([]);
    expect(script.source).toBe("llm");
  });
});
