import { describe, expect, it } from "vitest";
import type { LineOwner, LineRole, ScreenLine } from "../../types";
import { ownAuthorLines } from "./own-author-lines";

const line = (text: string, role: LineRole, owner: LineOwner, author?: string): ScreenLine => ({
  text,
  role,
  owner,
  ...(author ? { author } : {}),
  box: { x: 0, y: 0, w: 10, h: 10 },
  confidence: 0.9,
});
const owners = (lines: ScreenLine[]) => ownAuthorLines(lines).map((l) => `${l.owner}${l.author ? ` (${l.author})` : ""}: ${l.text}`);

describe("ownAuthorLines", () => {
  it("gives the person back what they wrote under their own handle further down", () => {
    expect(
      owners([
        line("rangi.plays", "handle", "self"),
        line("Four stars because of the fishing.", "bio", "self"),
        line("lukas.m Jan 15", "name", "other", "lukas.m"),
        line("same, I stopped around year 4 too", "comment", "other", "lukas.m"),
        line("rangi.plays Jan 15", "name", "other", "rangi.plays"),
        line("yeah year 4 is when it turned", "comment", "other", "rangi.plays"),
      ]),
    ).toEqual([
      "self: rangi.plays",
      "self: Four stars because of the fishing.",
      "other (lukas.m): lukas.m Jan 15",
      "other (lukas.m): same, I stopped around year 4 too",
      "self: rangi.plays Jan 15",
      "self: yeah year 4 is when it turned",
    ]);
  });

  it("gives a listing's seller their answers to buyers, the handle named on the seller's row", () => {
    expect(
      owners([
        line("Lovely bag in excellent condition.", "bio", "self"),
        line("a celeste.holcombe", "bio", "self"),
        line("Seller - 38 items sold - Replies within a day", "bio", "self"),
        line("Is the strap adjustable?", "comment", "other", "fionnuala.b"),
        line("Yes, three holes. I used the middle one.", "comment", "other", "celeste.holcombe"),
      ]),
    ).toEqual([
      "self: Lovely bag in excellent condition.",
      "self: a celeste.holcombe",
      "self: Seller - 38 items sold - Replies within a day",
      "other (fionnuala.b): Is the strap adjustable?",
      "self: Yes, three holes. I used the middle one.",
    ]);
  });

  it("matches a handle with or without its @, and never a bare first name", () => {
    expect(owners([line("@mia.cooks", "handle", "self"), line("so proud of this", "comment", "other", "mia.cooks")])).toEqual([
      "self: @mia.cooks",
      "self: so proud of this",
    ]);
    expect(owners([line("Sam", "name", "self"), line("nice one", "comment", "other", "Sam")])).toEqual(["self: Sam", "other (Sam): nice one"]);
    expect(owners([line("@someone_else", "handle", "other", "@someone_else"), line("hi", "comment", "other", "someone_else")])).toEqual([
      "other (@someone_else): @someone_else",
      "other (someone_else): hi",
    ]);
  });

  it("takes only a handle over the person's words for theirs, never a friend's in a row under the bio", () => {
    expect(
      owners([
        line("@zurimakesnoise", "handle", "self"),
        line("the school ran out of clarinets so now i play a bassoon", "bio", "self"),
        line("siri.k", "handle", "self"),
        line("tadhg 2d", "handle", "other", "tadhg"),
        line("you played it in assembly and a year 7 cried", "comment", "other", "tadhg"),
        line("siri.k 1d", "handle", "other", "siri.k"),
        line("coming!! my nan is bringing a flask", "comment", "other", "siri.k"),
      ]).slice(5),
    ).toEqual(["other (siri.k): siri.k 1d", "other (siri.k): coming!! my nan is bringing a flask"]);
  });
});
