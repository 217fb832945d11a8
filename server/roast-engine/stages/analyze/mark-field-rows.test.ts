import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../types";
import { markFieldRows } from "./mark-field-rows";

const W = 1080;
const at = (text: string, x: number, y: number, w: number, role: ScreenLine["role"] = "answer"): ScreenLine => ({
  text,
  box: { x, y, w, h: 40 },
  role,
  owner: "self",
  confidence: 0.95,
});
const read = (lines: ScreenLine[], kind: "dating" | "chat" = "dating") =>
  markFieldRows(lines, { kind, width: W }).map((l) => `${l.owner} ${l.role}: ${l.text}`);

describe("a form's rows", () => {
  it("gives a row's label to the app and keeps its value a detail, never a line to quote, in either reading order", () => {
    expect(
      read([
        at("Within 2 years", 700, 1430, 300),
        at("Marriage timeline", 64, 1432, 330),
        at("Father", 84, 1900, 120, "detail"),
        at("Retired bank manager", 600, 1898, 400, "bio"),
      ]),
    ).toEqual(["self detail: Within 2 years", "ui ui: Marriage timeline", "ui ui: Father", "self detail: Retired bank manager"]);
  });

  it("leaves a sentence, a line alone on its row, a bare number and another person's words as read", () => {
    expect(
      read([
        at("I still park three streets away.", 64, 1000, 700),
        at("Height", 64, 1100, 130, "detail"),
        at("172", 900, 1100, 100, "detail"),
        at("Relocation", 64, 1200, 200),
        { ...at("Open to it", 800, 1200, 200), owner: "other" },
        at("Sea swims on a Thursday", 64, 1300, 460, "bio"),
      ]),
    ).toEqual([
      "self answer: I still park three streets away.",
      "self detail: Height",
      "self detail: 172",
      "self answer: Relocation",
      "other answer: Open to it",
      "self bio: Sea swims on a Thursday",
    ]);
  });

  it("leaves a chat as read: its bubbles are no form", () => {
    expect(read([at("Mum", 64, 500, 100, "chat_message"), at("On my way", 760, 500, 280, "chat_message")], "chat")).toEqual([
      "self chat_message: Mum",
      "self chat_message: On my way",
    ]);
  });
});
