import { describe, expect, it } from "vitest";
import type { Analysis, ScreenLine } from "../../../types";
import { makeLinesAnalysis } from "../test-support/make-test-analysis";
import { writeOfflineScript } from "../write-offline-script";
import { asksAQuestion, findExchanges } from "./find-exchanges";

const message = (text: string, y: number, author?: string): ScreenLine => ({
  text,
  role: "chat_message",
  owner: author ? "other" : "self",
  ...(author ? { author } : {}),
  box: { x: 60, y, w: 600, h: 40 },
  confidence: 0.95,
});

const chat = (lines: ScreenLine[]): Analysis => makeLinesAnalysis(lines, { kind: "chat" });

describe("findExchanges", () => {
  it("finds a question and the next voice's short answer, with who asked and who answered", () => {
    const found = findExchanges(
      chat([message("For you, 1. For me, 6.", 200), message("why 6?", 320, "Kemi Adeyemi"), message("Difficulty.", 440), message("ok", 560, "Kemi Adeyemi")]),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ text: "Difficulty", asked: { say: "'why 6?'", by: "Kemi" } });
    expect(found[0].by).toBeUndefined();
    expect(found[0].quoted).toEqual(["Difficulty", "why 6?"]);
  });

  it("never answers a notification banner's question with the chat's next message: the banner is another conversation", () => {
    const banner: ScreenLine = { ...message("are you still up for the climbing wall on Thursday?", 100, "Oddny"), role: "comment", notification: true };
    expect(findExchanges(chat([banner, message("Long. Good coffee though.", 320)]))).toEqual([]);
    expect(findExchanges(chat([{ ...banner, notification: undefined }, message("Long. Good coffee though.", 320)]))).toHaveLength(1);
  });

  it("quotes no question OCR misread into words nobody types ('any ruies Tor tne riage', v42's Poparide), and keeps one coined word", () => {
    const answer = message("Snacks are fine. One thing to know before Friday.", 320);
    expect(findExchanges(chat([message("any ruies Tor tne riage' are snacks ok?", 200, "Nivedita"), answer]))).toEqual([]);
    expect(findExchanges(chat([message("any rules for the ride, are snacks ok?", 200, "Nivedita"), answer]))).toHaveLength(1);
    expect(findExchanges(chat([message("any rules for the ride, are snackies ok?", 200, "Nivedita"), answer]))).toHaveLength(1);
  });

  it("gives another person's answer to the person's question to that person, said as theirs", () => {
    const [found] = findExchanges(chat([message("Does Doris have any rust?", 200), message("A little. She is 19.", 320, "Hamish Reid")]));
    expect(found).toMatchObject({ text: "A little. She is 19", by: "Hamish", asked: { say: "'Does Doris have any rust?'" } });
    expect(found.asked?.by).toBeUndefined();
  });

  it("finds none where one voice answers itself, the answer runs long or comes first, or the words are OCR debris", () => {
    expect(findExchanges(chat([message("which Friday?", 200, "Björn Larsen"), message("This one.", 320, "Björn Larsen")]))).toEqual([]);
    // One writer under two labels (held-out v39's listing: "Vitoria", then "Vitoria Landlord - 4d"): the asker was misread.
    expect(findExchanges(chat([message("Do I bring my own belt?", 200, "Vitoria"), message("The belt is yours.", 320, "Vitoria Landlord")]))).toEqual([]);
    // The same once the badge made the second label the person's own: "Vitoria" asks no one's "you".
    const ownName: ScreenLine = { ...message("Vitoria Landlord - 4d", 280), role: "name" };
    expect(findExchanges(chat([message("Do I bring my own belt?", 200, "Vitoria"), ownName, message("The belt is yours.", 320)]))).toEqual([]);
    expect(
      findExchanges(
        chat([
          message("which Friday?", 200, "Björn Larsen"),
          message("the one after the one after next week, probably, unless it rains again and the ferry is off", 320),
        ]),
      ),
    ).toEqual([]);
    expect(findExchanges(chat([message("This one.", 200), message("which Friday?", 320, "Björn Larsen")]))).toEqual([]);
    expect(findExchanges(chat([message("¢Y cuanto dura?", 200), message("Tres horas.", 320, "Ignacio Ruiz")]))).toEqual([]);
  });

  it("finds none whose answer runs on into a lower-case line under it that the reading gave another role", () => {
    const asked = { ...message("Could a clockmaker not fix it?", 1700, "Vlasta"), role: "comment" as const };
    const answer = { ...message("One offered in 1994. My mother showed", 1810, "Sarka"), role: "comment" as const, box: { x: 143, y: 1810, w: 724, h: 58 } };
    const runsOn: ScreenLine = {
      text: "him out fourteen minutes early.",
      role: "navigation",
      owner: "ui",
      box: { x: 216, y: 1878, w: 504, h: 32 },
      confidence: 0.96,
    };
    expect(findExchanges(chat([asked, answer]))).toHaveLength(1);
    expect(findExchanges(chat([asked, answer, runsOn]))).toEqual([]);
  });

  it("says the exchange in the screen's order, naming both voices, when it is the roast", () => {
    const analysis = chat([message("why 6?", 320, "Kemi Adeyemi"), message("Difficulty.", 440)]);
    const scripts = Array.from({ length: 12 }, (_, i) => writeOfflineScript(analysis, `exchange-${i}`)).filter((s) => s.lineIds[0].startsWith("jexchange."));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.text.indexOf("'why 6?'")).toBeGreaterThanOrEqual(0);
      expect(script.text.indexOf("'why 6?'")).toBeLessThan(script.text.indexOf("'Difficulty'"));
      expect(script.text).toContain("Kemi");
    }
  });

  it("hears a chat's question typed with no question mark, after a name said to the other side, and not a statement or an exclamation", () => {
    expect(asksAQuestion("did it say anything", true)).toBe(true);
    expect(asksAQuestion("eoghan how did he do", true)).toBe(true);
    expect(asksAQuestion("What happens when Femmie drives", true)).toBe(true);
    expect(asksAQuestion("What I learned this year")).toBe(false);
    expect(asksAQuestion("you have never been to Australia", true)).toBe(false);
    expect(asksAQuestion("what a day", true)).toBe(false);
    expect(asksAQuestion("how did it go.", true)).toBe(false);
    const [found] = findExchanges(chat([message("ok fair play. what are you lifting", 200, "Blathnaid"), message("Nothing. There's a massage chair.", 320)]));
    expect(found).toMatchObject({ text: "Nothing. There's a massage chair", asked: { say: "'what are you lifting'", by: "Blathnaid" } });
  });

  it("quotes no question or answer that stops on a word leading into more", () => {
    expect(findExchanges(chat([message("is anyone doing a coffee run, I'm", 200, "Caradoc Hale"), message("Don't need one. I have news.", 320)]))).toEqual([]);
    expect(findExchanges(chat([message("which Friday?", 200, "Björn Larsen"), message("The one after the", 320)]))).toEqual([]);
    expect(findExchanges(chat([message("is anyone doing a coffee run", 200, "Caradoc Hale"), message("Don't need one. I have news.", 320)]))).toHaveLength(1);
  });

  it("quotes no question whose last word the reading put on a line of its own", () => {
    const drives: ScreenLine = { text: "drives", role: "ui", owner: "ui", box: { x: 60, y: 250, w: 100, h: 40 }, confidence: 0.95 };
    expect(findExchanges(chat([message("what happens when Femmie", 200, "Andries"), drives, message("She does a Scottish one.", 400)]))).toEqual([]);
  });

  it("roasts the person's answer to the other side's question before a line weighed higher alone", () => {
    // The person's bubbles on the right: the uploader's own side of the chat.
    const sent = (text: string, y: number): ScreenLine => ({ ...message(text, y), box: { x: 360, y, w: 600, h: 40 } });
    const analysis = chat([
      sent("I sent the invite to the whole floor by mistake in March. Nobody declined.", 100),
      sent("They just started turning up, and by week three someone had made an agenda.", 160),
      message("is that why there is a doc", 300, "Berenike Osterholt"),
      sent("We have not once focused.", 420),
    ]);
    analysis.visual = { ...analysis.visual, width: 1000 };
    for (const seed of ["a", "b", "c", "d"]) expect(writeOfflineScript(analysis, seed).text).toContain("'We have not once focused'");
  });
  it("pairs a mail thread's question only with a message that answers it: a yes or a no, or the asker's name", () => {
    const ui = (text: string, y: number): ScreenLine => ({ text, role: "ui", owner: "ui", box: { x: 150, y, w: 400, h: 30 }, confidence: 0.95 });
    const said = (text: string, y: number, author?: string): ScreenLine => ({ ...message(text, y, author), role: "comment" });
    const thread = (reply: string) =>
      makeLinesAnalysis(
        [
          said("Christmas Day: who's bringing what", 40),
          ui("Holger Brandt", 100),
          ui("Sat", 140),
          ui("to Mum, Ivanka, Jonna", 180),
          said("Crackers and wine from me. Secret Santa again?", 220, "Holger Brandt"),
          ui("Jonna", 300),
          ui("Yesterday", 340),
          ui("to Mum, Ivanka, Holger", 380),
          said(reply, 420),
          ui("Reply all", 520),
        ],
        { kind: "comment" },
      );
    expect(findExchanges(thread("I'll bring the trifle."))).toEqual([]);
    expect(findExchanges(thread("Yes, fifteen pounds."))).toMatchObject([{ text: "Yes, fifteen pounds", asked: { by: "Holger" } }]);
    expect(findExchanges(thread("Holger, only if it's not socks."))).toMatchObject([{ text: "Holger, only if it's not socks" }]);
    // In a chat, the next message is the answer, as it always was.
    expect(findExchanges(chat([message("Secret Santa again?", 200, "Holger Brandt"), message("I'll bring the trifle.", 320)]))).toHaveLength(1);
  });
});
