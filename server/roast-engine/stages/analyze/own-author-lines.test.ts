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
const roles = (lines: ScreenLine[]) => ownAuthorLines(lines).map((l) => l.role);

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

  it("takes the writer the app badges as the page's own (Creator, Seller, OP) for the person, and no badge-less namesake", () => {
    expect(
      owners([
        line("Winnifred Treadgold", "name", "self"),
        line("I have brought 214 typewriters back to life.", "bio", "self"),
        line("Woodrow 4d", "name", "other", "Woodrow"),
        line("Has the council replied yet?", "comment", "other", "Woodrow"),
        line("Winnifred Creator - 4d", "name", "other", "Winnifred"),
        line("By email. I printed it out and typed my reply.", "comment", "other", "Winnifred"),
      ]).slice(2),
    ).toEqual([
      "other (Woodrow): Woodrow 4d",
      "other (Woodrow): Has the council replied yet?",
      "self: Winnifred Creator - 4d",
      "self: By email. I printed it out and typed my reply.",
    ]);
    expect(owners([line("a Sheelagh Seller - 1d", "name", "other", "Sheelagh"), line("Yes, it folds.", "comment", "other", "Sheelagh")])).toEqual([
      "self: a Sheelagh Seller - 1d",
      "self: Yes, it folds.",
    ]);
    expect(owners([line("rutger_n - OP - 4h", "name", "other", "rutger_n"), line("kept all three", "comment", "other", "rutger_n")])[1]).toBe(
      "self: kept all three",
    );
    // The badge read into the author, as the reader gives it when the app sets no separator before it.
    expect(
      owners([line("Vaiva Seller - 4h", "name", "other", "Vaiva Seller"), line("It is in a sealed envelope.", "comment", "other", "Vaiva Seller")])[1],
    ).toBe("self: It is in a sealed envelope.");
    // "The owner" answering under a review is the business, no badge of the page's writer (v10's HappyCow).
    expect(owners([line("Thanks Pete! Tell your dad.", "comment", "other", "the owner")])).toEqual(["other (the owner): Thanks Pete! Tell your dad."]);
    // A name followed by words that only begin like a badge, or by none, is another person's.
    expect(owners([line("Hostile Harriet 2d", "name", "other", "Hostile Harriet"), line("no", "comment", "other", "Hostile Harriet")])[1]).toBe(
      "other (Hostile Harriet): no",
    );
    expect(owners([line("Sam 2d", "name", "other", "Sam"), line("Sam's the author of this", "comment", "other", "Sam")])[1]).toBe(
      "other (Sam): Sam's the author of this",
    );
  });

  it("takes a handle that spells the person's name, read as an author right under it, for theirs", () => {
    expect(
      owners([
        line("Nevin Colquhoun", "name", "self"),
        line("- Editor at a local paper", "comment", "other", "@nevincolquhoun"),
        line("Went to my first silent disco last night.", "caption", "self"),
        line("so what were you dancing to", "comment", "other", "@mireiad"),
        line("Everyone else's feet. Great rhythm.", "comment", "other", "@nevincolquhoun"),
      ]).slice(1),
    ).toEqual([
      "self: - Editor at a local paper",
      "self: Went to my first silent disco last night.",
      "other (@mireiad): so what were you dancing to",
      "self: Everyone else's feet. Great rhythm.",
    ]);
    // The handle's own line is the person's handle line, never a quote of theirs.
    expect(roles([line("Nevin Colquhoun", "name", "self"), line("- Editor at a local paper", "comment", "other", "@nevincolquhoun")])).toEqual([
      "name",
      "handle",
    ]);
    // Another's handle under the name, or one further down, stays theirs.
    expect(owners([line("Nevin Colquhoun", "name", "self"), line("nice", "comment", "other", "@mireiad")])[1]).toBe("other (@mireiad): nice");
    expect(owners([line("Nevin Colquhoun", "name", "self"), line("Went dancing.", "caption", "self"), line("ha", "comment", "other", "@nevin.fan")])[2]).toBe(
      "other (@nevin.fan): ha",
    );
  });
});
