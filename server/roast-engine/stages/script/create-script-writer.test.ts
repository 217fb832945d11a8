import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NormalizedImage } from "../../infrastructure/image";
import { type Analysis, NO_PHOTO_FACTS, type ScreenLine } from "../../types";
import { createScriptWriter, type LlmConfig } from "./create-script-writer";
import { makeTestAnalysis } from "./test-support/make-test-analysis";
import { type LlmStandIn, type StandInAnswer, type StandInRequest, startLlmStandIn } from "./test-support/llm-stand-in";

const line = (text: string, y: number, extra: Partial<ScreenLine> = {}): ScreenLine => ({
  text,
  role: "bio",
  owner: "self",
  box: { x: 40, y, w: 600, h: 40 },
  confidence: 0.9,
  ...extra,
});
/** A profile: the owner's bio on two lines and a button. */
const profile: Analysis = {
  ...makeTestAnalysis({ platform: "instagram", bioPhrases: ["Coffee addict", "Chasing sunsets"], handles: ["@maya"] }),
  lines: [
    line("@maya", 100, { role: "handle" }),
    line("Coffee addict", 200),
    line("Chasing sunsets", 246),
    line("Follow", 400, { role: "button", owner: "ui" }),
  ],
  quotes: [{ text: "Coffee addict Chasing sunsets", role: "bio", box: { x: 40, y: 200, w: 600, h: 86 } }],
};
const GOOD = {
  beats: ["'Coffee addict' and 'Chasing sunsets'.", "Two hobbies, one shared personality.", "Both of them end with you staring at the horizon, jittery."],
  targets: [
    { fragment: "Coffee addict", kind: "quote", whose: "owner" },
    { fragment: "Chasing sunsets", kind: "quote", whose: "owner" },
  ],
  mood: "smug",
};
/** A read screen: the owner's caption, a button, a friend's comment with its author, and a dog in the photo. */
const screen: Analysis = {
  ...makeTestAnalysis({ platform: "instagram", kind: "post" }),
  lines: [
    line("Suggested for you", 900, { role: "ui", owner: "ui" }),
    line("Dog mom and proud", 700, { role: "caption" }),
    line("cute pup!!", 800, { role: "comment", owner: "other", author: "@sam", box: { x: 40, y: 800, w: 300, h: 40 } }),
  ],
  quotes: [{ text: "Dog mom and proud", role: "caption", box: { x: 40, y: 700, w: 600, h: 40 } }],
  photo: { ...NO_PHOTO_FACTS, people: 1, objects: [{ label: "dog", box: { x: 100, y: 200, w: 300, h: 300 }, score: 0.9 }], outfit: ["red hoodie"] },
};
const TARGETED = {
  beats: ["“Dog mom and proud,” says the caption.", "The dog is doing all the modelling here.", "We'd swipe right on the dog and leave you at the park."],
  targets: [
    { fragment: "Dog mom and proud", kind: "quote", whose: "owner" },
    { fragment: "the dog", kind: "object", whose: "photo" },
  ],
  mood: "wholesome",
};
const withBeat = (first: string, targets: object[]) => ({ ...TARGETED, beats: [first, TARGETED.beats[1], TARGETED.beats[2]], targets });
const INVENTED = {
  ...GOOD,
  beats: ["'Professional overthinker' and 'Chasing sunsets'.", GOOD.beats[1], GOOD.beats[2]],
  targets: [{ fragment: "Professional overthinker", kind: "quote", whose: "owner" }],
};

/** Each scenario answers its requests in turn (the last answer repeats). */
const scenarios: Record<string, StandInAnswer[]> = {
  good: [{ content: GOOD }],
  targeted: [{ content: TARGETED }],
  "long-middle": [{ content: { ...GOOD, beats: [GOOD.beats[0], "A twist that rambles on and on for far too many words to fit.", GOOD.beats[2]] } }],
  "too-long": [{ content: { ...GOOD, beats: [GOOD.beats[0], `${GOOD.beats[2]} ${GOOD.beats[2]}`] } }],
  "too-short": [{ content: { ...GOOD, beats: ["'Coffee addict'.", "Yikes."] } }],
  unsafe: [{ content: { ...GOOD, beats: [GOOD.beats[0], "Somehow even your religion looks tired of you and this sunset obsession."] } }],
  "no-quote": [
    { content: { ...GOOD, beats: ["A profile so generic it could belong to anybody at all.", "Truly, a masterpiece of saying nothing."], targets: [] } },
  ],
  invented: [{ content: INVENTED }],
  "invented-then-true": [{ content: INVENTED }, { content: GOOD }],
  "ui-as-owners": [
    { content: withBeat("'Suggested for you', says your bio.", [{ fragment: "Suggested for you", kind: "quote", whose: "owner" }]) },
    { content: TARGETED },
  ],
  "reply-as-owners": [{ content: withBeat("'cute pup!!' you wrote, about yourself.", [{ fragment: "cute pup!!", kind: "quote", whose: "owner" }]) }],
  "reply-as-theirs": [{ content: withBeat("And Sam's reply: 'cute pup!!'", [{ fragment: "cute pup!!", kind: "quote", whose: "other" }]) }],
  hoodie: [
    {
      content: {
        ...TARGETED,
        beats: [...TARGETED.beats.slice(0, 2), "That red hoodie is doing the rest."],
        targets: [...TARGETED.targets, { fragment: "red hoodie", kind: "outfit", whose: "photo" }],
      },
    },
  ],
  "server-error": [{ status: 500, body: { error: { message: "boom" } } }],
  "rate-limited": [{ status: 429, body: { error: { message: "slow down" } } }],
  garbage: [{ status: 200, body: "<html>definitely not json" }],
  "content-not-json": [{ content: "Sure! Here's a roast: ..." }],
  "wrong-shape": [{ content: { roast: "one string" } }],
  "no-schema": [{ status: 400, body: { error: { message: "response_format json_schema is not supported by this model" } } }, { content: GOOD }],
};

let standIn: LlmStandIn;
let slow: LlmStandIn;
const byScenario = (request: StandInRequest) => request.url.split("/")[2] ?? "";
beforeAll(async () => {
  standIn = await startLlmStandIn((request) => {
    const name = byScenario(request);
    const answers = scenarios[name] ?? [{ status: 404, body: {} }];
    // The schema-less endpoint refuses json_schema every time, and answers JSON mode.
    if (name === "no-schema") return request.body.response_format.type === "json_schema" ? answers[0] : answers[1];
    const before = standIn.requests.filter((r) => byScenario(r) === name).length - 1;
    return answers[Math.min(before, answers.length - 1)];
  });
  slow = await startLlmStandIn(() => ({ content: GOOD }), { latencyMs: 3000 });
});
afterAll(async () => {
  await Promise.all([standIn.close(), slow.close()]);
});

let image: NormalizedImage;
beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#d9822b" } })
    .jpeg()
    .toBuffer();
  image = { jpeg, width: 64, height: 64 };
});

const llm = (scenario: string, extra: Partial<LlmConfig> = {}): LlmConfig => ({
  baseUrl: `${standIn.baseUrl}/${scenario}/`,
  model: "vision-test",
  apiKey: "sk-test",
  timeoutMs: 2000,
  ...extra,
});
const sent = (scenario: string) => standIn.requests.filter((r) => byScenario(r) === scenario);

async function writeWith(scenario: string, upload: Analysis = profile, options: { safe?: boolean; config?: LlmConfig } = {}) {
  const reasons: string[] = [];
  const writer = createScriptWriter({ llm: options.config ?? llm(scenario), onFallback: (r) => reasons.push(r) });
  const { script, report } = await writer.write({ analysis: upload, image, seed: "seed-1", safe: options.safe });
  return { script, report, reasons };
}

describe("createScriptWriter with an OpenAI-compatible model", () => {
  it("posts the image at once, with no reader's hints, asking for a strict JSON schema", async () => {
    const { script, report, reasons } = await writeWith("good");
    expect(reasons).toEqual([]);
    expect(report).toMatchObject({ author: "model", problems: [] });
    expect(script).toMatchObject({ source: "llm", mood: "smug", beats: GOOD.beats, quoted: ["Coffee addict", "Chasing sunsets"] });
    expect(script.words.at(-1)).toEqual({ text: "jittery.", emphasis: true });
    const request = sent("good")[0];
    expect(request.url).toBe("/v1/good/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test");
    expect(request.body.model).toBe("vision-test");
    expect(request.body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "roast", strict: true } });
    expect(request.body.response_format.json_schema.schema.properties.targets.items.required).toEqual(["fragment", "kind", "whose"]);
    const user = request.body.messages.find((m: { role: string }) => m.role === "user");
    expect(user.content[0].text).toBe("Roast this upload.");
    expect(user.content[1].image_url.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(request.body.messages[0].content).toMatch(/16 to 22 spoken words/);
  });

  it("asks before the screen is read, and checks the answer against the analysis once it is", async () => {
    let finish: (analysis: Analysis) => void = () => {};
    const analysis = new Promise<Analysis>((resolve) => (finish = resolve));
    const before = sent("good").length;
    const pending = createScriptWriter({ llm: llm("good") }).write({ analysis, image, seed: "s" });
    await expect.poll(() => sent("good").length).toBe(before + 1);
    finish(profile);
    const { script, report } = await pending;
    expect(report.author).toBe("model");
    expect(script.targets[0]).toMatchObject({ kind: "quote", text: "Coffee addict", box: { x: 40, y: 200, w: 600, h: 40 } });
  });

  it("posts the reader's hints in the first request when told to wait for them", async () => {
    await writeWith("good", profile, { config: llm("good", { readerHints: "first" }) });
    expect(sent("good").at(-1)?.body.messages[1].content[0].text).toMatch(/^The screen reader's hints .*\n\{[\s\S]*Coffee addict/);
  });

  it("tells the model whose words the reader thinks are whose, and nothing about identity", async () => {
    await writeWith("targeted", screen, { config: llm("targeted", { readerHints: "first" }) });
    const facts = JSON.parse(
      sent("targeted")
        .at(-1)
        ?.body.messages[1].content[0].text.replace(/^[^{]*/, ""),
    );
    expect(facts.kind).toBe("post");
    expect(facts.lines).toContainEqual({ text: "Suggested for you", role: "ui", owner: "ui" });
    expect(facts.lines).toContainEqual({ text: "cute pup!!", role: "comment", owner: "other", author: "@sam" });
    expect(facts.photo).toMatchObject({ people: 1, objects: ["dog"], outfit: ["red hoodie"] });
    const keys = new Set<string>();
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) keys.add(k.toLowerCase()) && collect(v);
    };
    collect(sent("targeted").at(-1)?.body);
    for (const banned of ["age", "gender", "sex", "ethnicity", "race", "body", "health"]) expect(keys).not.toContain(banned);
  });

  it("turns the model's quote and photo claim into targets: the caption's box, the detector's dog", async () => {
    const { script, reasons } = await writeWith("targeted", screen);
    expect(reasons).toEqual([]);
    expect(script.quoted).toEqual(["Dog mom and proud"]);
    const words = script.words.map((w) => w.text);
    const [quote, dog] = script.targets;
    expect(quote).toMatchObject({ kind: "quote", text: "Dog mom and proud", box: { x: 40, y: 700, w: 600, h: 40 } });
    expect(words.slice(quote.wordStart, quote.wordEnd).join(" ")).toBe("“Dog mom and proud,”");
    expect(dog).toMatchObject({ kind: "object", text: "the dog", box: { x: 100, y: 200, w: 300, h: 300 } });
  });

  it("takes another person's words named as theirs, and refuses them said to be the owner's", async () => {
    const theirs = await writeWith("reply-as-theirs", screen);
    expect(theirs.report.author).toBe("model");
    expect(theirs.script.targets[0]).toMatchObject({ text: "cute pup!!", box: { x: 40, y: 800, w: 300, h: 40 } });
    const owners = await writeWith("reply-as-owners", screen);
    expect(owners.report).toMatchObject({ author: "fallback", problems: ["misattributed", "misattributed"] });
    expect(owners.reasons[0]).toMatch(/'cute pup!!' is @sam's words on the screen, not the owner's/);
  });

  it("sends a refused answer back once with the reason and the fragment, and uses the repair", async () => {
    const { script, report, reasons } = await writeWith("invented-then-true");
    expect(reasons).toEqual([]);
    expect(report).toMatchObject({ author: "repaired", problems: ["invented_quote"] });
    expect(script.beats).toEqual(GOOD.beats);
    const [first, second] = sent("invented-then-true");
    expect(second.body.messages.slice(0, 2)).toEqual(first.body.messages);
    expect(second.body.messages[2]).toEqual({ role: "assistant", content: JSON.stringify(INVENTED) });
    expect(second.body.messages[3].content).toMatch(/'Professional overthinker' is not on the screen/);
    expect(second.body.messages[3].content).toContain('The fragment at fault: "Professional overthinker"');
    // The first request left before the screen was read: the repair carries the reader's hints.
    expect(first.body.messages[1].content[0].text).toBe("Roast this upload.");
    const hints = JSON.parse(second.body.messages[3].content.replace(/^[^{]*/, ""));
    expect(hints.quotes).toEqual([{ text: "Coffee addict Chasing sunsets", role: "bio" }]);
  });

  it("falls back to the offline engine when the repair is refused too", async () => {
    const { script, report, reasons } = await writeWith("invented");
    expect(sent("invented")).toHaveLength(2);
    expect(script.source).toBe("offline");
    expect(script.text).not.toMatch(/overthinker/);
    expect(report).toMatchObject({ author: "fallback", problems: ["invented_quote", "invented_quote"] });
    expect(reasons[0]).toMatch(/refused: 'Professional overthinker' is not on the screen.*refused again/);
  });

  it("refuses the app's words said to be the owner's, and repairs", async () => {
    const { script, report } = await writeWith("ui-as-owners", screen);
    expect(report).toMatchObject({ author: "repaired", problems: ["misattributed"] });
    expect(script.text).not.toMatch(/Suggested/);
    expect(sent("ui-as-owners")[1].body.messages[3].content).toMatch(/the app's own words/);
  });

  it("drops a rambling middle beat when that makes the roast fit", async () => {
    const { script, report } = await writeWith("long-middle");
    expect(report.author).toBe("model");
    expect(script.beats).toEqual([GOOD.beats[0], GOOD.beats[2]]);
  });

  it("asks in JSON mode from then on when the endpoint refuses a schema", async () => {
    const config = llm("no-schema");
    const first = await writeWith("no-schema", profile, { config });
    expect(first.report.author).toBe("model");
    expect(sent("no-schema").map((r) => r.body.response_format.type)).toEqual(["json_schema", "json_object"]);
    await writeWith("no-schema", profile, { config });
    expect(sent("no-schema").map((r) => r.body.response_format.type)).toEqual(["json_schema", "json_object", "json_object"]);
  });

  it.each([
    ["too-long", "too_long", /spoken words cannot be said/],
    ["too-short", "too_short", /too short/],
    ["unsafe", "identity", /who someone is \(religion/],
    ["no-quote", "no_quote", /quotes nothing/],
    ["garbage", "bad_answer", /not a chat completion/],
    ["content-not-json", "bad_answer", /not JSON/],
    ["wrong-shape", "bad_answer", /schema/],
  ])("repairs once, then falls back, on %s", async (scenario, problem, reason) => {
    const { script, report, reasons } = await writeWith(scenario);
    expect(sent(scenario)).toHaveLength(2);
    expect(sent(scenario)[1].body.messages.at(-1).content).toMatch(reason);
    expect(script.source).toBe("offline");
    expect(script.quoted.length).toBeGreaterThan(0);
    expect(report).toMatchObject({ author: "fallback", problems: [problem, problem] });
    expect(reasons[0]).toMatch(reason);
  });

  it.each([
    ["server-error", /HTTP 500/],
    ["rate-limited", /HTTP 429/],
  ])("falls back at once when the model fails (%s)", async (scenario, reason) => {
    const { script, report, reasons } = await writeWith(scenario);
    expect(sent(scenario)).toHaveLength(1);
    expect(script.source).toBe("offline");
    expect(report).toMatchObject({ author: "fallback", problems: ["http_error"] });
    expect(reasons[0]).toMatch(reason);
  });

  it("falls back when the model is slower than the timeout", async () => {
    const started = Date.now();
    const config = { ...llm("slow"), baseUrl: slow.baseUrl, timeoutMs: 250 };
    const { script, report, reasons } = await writeWith("slow", profile, { config });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(script.source).toBe("offline");
    expect(report).toMatchObject({ author: "fallback", problems: ["timeout"] });
    expect(reasons).toEqual(["timed out after 250 ms"]);
  });

  it("stops, without falling back, when the caller aborts", async () => {
    const writer = createScriptWriter({ llm: { ...llm("slow"), baseUrl: slow.baseUrl } });
    const controller = new AbortController();
    const pending = writer.write({ analysis: profile, image, seed: "s", signal: controller.signal });
    setTimeout(() => controller.abort(new Error("roast cancelled")), 100);
    await expect(pending).rejects.toThrow("roast cancelled");
  });

  it("waiting for the hints, asks as soon as the screen is read, and checks the answer against the whole analysis", async () => {
    let finish: (analysis: Analysis) => void = () => {};
    const analysis = new Promise<Analysis>((resolve) => (finish = resolve));
    const before = sent("targeted").length;
    const writer = createScriptWriter({ llm: llm("targeted", { readerHints: "first" }) });
    const pending = writer.write({ analysis, reading: Promise.resolve({ ...screen, photo: NO_PHOTO_FACTS }), image, seed: "s" });
    await expect.poll(() => sent("targeted").length).toBe(before + 1);
    const facts = JSON.parse(
      sent("targeted")
        .at(-1)
        ?.body.messages[1].content[0].text.replace(/^[^{]*/, ""),
    );
    expect(facts.photo).not.toHaveProperty("people");
    finish(screen);
    const { script } = await pending;
    expect(script.targets.find((t) => t.kind === "object")?.box).toEqual({ x: 100, y: 200, w: 300, h: 300 });
  });

  it("uses the offline engine when no model is configured", async () => {
    const before = standIn.requests.length;
    const { script, report } = await createScriptWriter({}).write({ analysis: profile, image, seed: "seed-1" });
    expect(script.source).toBe("offline");
    expect(report).toEqual({ author: "offline", problems: [] });
    expect(standIn.requests.length).toBe(before);
  });
});

describe("a safe roast (a borderline upload) with the model", () => {
  it("tells the model, and keeps a roast of the outfit it wrote anyway out: the room writes a safe one", async () => {
    const usual = await writeWith("hoodie", screen);
    expect(usual.script.source).toBe("llm");
    expect(usual.script.text).toMatch(/red hoodie/);
    expect(sent("hoodie").at(-1)?.body.messages[0].content).not.toMatch(/safe roast/);

    const safe = await writeWith("hoodie", screen, { safe: true });
    expect(sent("hoodie").at(-2)?.body.messages[0].content).toMatch(/This is a safe roast: say nothing at all about the person's body/);
    expect(safe.report.problems).toEqual(["body_in_safe_roast", "body_in_safe_roast"]);
    expect(safe.script.source).toBe("offline");
    expect(safe.script.text).not.toMatch(/hoodie/i);
  });

  it("uses the model's roast when it keeps to the words and the things", async () => {
    const { script, reasons } = await writeWith("targeted", screen, { safe: true });
    expect(reasons).toEqual([]);
    expect(script.source).toBe("llm");
  });
});
