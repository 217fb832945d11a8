import { describe, expect, it } from "vitest";
import {
  bareAuthor,
  isAuthorHeader,
  isForumRank,
  isLoginToken,
  isPostedLine,
  isSectionHeading,
  isUsername,
  readAuthorLine,
  readByline,
} from "./read-author-line";
import { threadStarterOf } from "./thread-starter";

describe("a post's author line names the author; it is not a bio", () => {
  it("reads issue 28's author lines, glued separators and dates included", () => {
    expect(readAuthorLine("Léa Fontaine & @leafontaine_- Mar 3")).toMatchObject({ author: "Léa Fontaine & @leafontaine_", rest: "" });
    expect(isAuthorHeader("Léa Fontaine & @leafontaine_- Mar 3")).toBe(true);
    expect(isAuthorHeader("CW.) NFT Nate @nate_wagmi- 4h")).toBe(true);
    expect(isAuthorHeader("Luis @luis_eats · 1h")).toBe(true);
  });

  it("does not take the person's words for an author line", () => {
    expect(isAuthorHeader("PM @stripe. Opinions my own")).toBe(false);
    expect(isAuthorHeader("Product Manager @stripe")).toBe(false);
    expect(isAuthorHeader("Got a standing desk. Have stood at it once.")).toBe(false);
    // A forum comment's header: the username, its age and the thread's chips, with nothing said on it.
    expect(readAuthorLine("dang_fan 3 hours ago | parent | next [–]")).toMatchObject({ author: "dang_fan", rest: "" });
    expect(readAuthorLine("throwaway991 5 hours ago")).toMatchObject({ author: "throwaway991", rest: "" });
    // A plain lower-case username is one too, but not a word before the age.
    expect(readAuthorLine("tptacek 3 hours ago | parent | next [–]")).toMatchObject({ author: "tptacek", rest: "" });
    expect(readAuthorLine("edited 3 hours ago")).toBeUndefined();
    expect(readAuthorLine("posted 2 days ago")).toBeUndefined();
    // An entry's label before its date, capitalised like a name: the app's, never a person.
    expect(readAuthorLine("Update · 2 days ago")).toBeUndefined();
    expect(readAuthorLine("Pinned · 3h")).toBeUndefined();
    expect(readAuthorLine("Sam Whitaker 2 hours ago · Reply")).toMatchObject({ author: "Sam Whitaker", rest: "" });
    expect(readAuthorLine("benji.k who let you cook")).toMatchObject({ author: "benji.k", rest: "who let you cook" });
  });

  it("reads a thread's comment row with its score or its link's site after the age (v42's Reddit clients), and no number after a word", () => {
    expect(readAuthorLine("Kuba_fixes_things - 8h - 389")).toEqual({ author: "Kuba_fixes_things", rest: "" });
    expect(readAuthorLine("Lukasz_grows · 10h · 1.7k")).toEqual({ author: "Lukasz_grows", rest: "" });
    expect(readAuthorLine("plot_14b - 11h - i.redd.it")).toEqual({ author: "plot_14b", rest: "" });
    expect(isPostedLine("Kuba_fixes_things - 8h - 389")).toBe(true);
    expect(readAuthorLine("Room 4 - 12")).toBeUndefined();
  });

  it("reads a forum post's header with the post's number in its thread", () => {
    expect(readAuthorLine("Hollis_K reply #6 · 4:41 pm")).toMatchObject({ author: "Hollis_K", rest: "" });
    expect(readAuthorLine("FernGully88 #12")).toMatchObject({ author: "FernGully88", rest: "" });
    expect(readAuthorLine("Lorraine Beck · Post #214 · 2 hours ago")).toMatchObject({ author: "Lorraine Beck", rest: "" });
    expect(readAuthorLine("quietmarrow reply #3- 9:02 am")).toMatchObject({ author: "quietmarrow", rest: "" });
    // A number alone, or a word before it, is nobody's header.
    expect(readAuthorLine("Post #3")).toBeUndefined();
    expect(readAuthorLine("Best dad #1")).toBeUndefined();
    expect(readAuthorLine("Tried the new place #2")).toBeUndefined();
  });

  it("reads the post's author from its meta line, never from a caption's 'by'", () => {
    expect(readByline("312 points by kvolkov 7 hours ago | 241 comments")).toBe("kvolkov");
    expect(readByline("Posted by u/kale_king · 5h")).toBe("u/kale_king");
    expect(readByline("by Dana Whitaker · 6 min read")).toBe("Dana Whitaker");
    expect(readByline("Made by hand with love")).toBeUndefined();
    expect(readByline("Sunset by the lake · 3h")).toBeUndefined();
    expect(readByline("Inspired by kvolkov")).toBeUndefined();
  });
});

describe("a message's sender and when they sent it", () => {
  it("reads a name dated by how long ago in another language as an author line", () => {
    expect(readAuthorLine("Sabine K. - vor 4 Std.")).toMatchObject({ author: "Sabine K.", rest: "" });
    expect(readAuthorLine("Julien Marchal · il y a 3 h")).toMatchObject({ author: "Julien Marchal", rest: "" });
    expect(readAuthorLine("Lucía Ortega · hace 2 días")).toMatchObject({ author: "Lucía Ortega", rest: "" });
    expect(readAuthorLine("Giulia Conti · 3 ore fa")).toMatchObject({ author: "Giulia Conti", rest: "" });
    expect(readAuthorLine("Bram de Vries · 2 uur geleden")).toMatchObject({ author: "Bram de Vries", rest: "" });
    // A sentence that says how long ago something happened is no author line.
    expect(readAuthorLine("Ich habe sie vor 4 Tagen gekauft")).toBeUndefined();
  });

  it("reads a name dated by a weekday, a day and month or a short date as an author line", () => {
    for (const line of ["Marta Kowalski Wed", "Dana Whitaker · Tuesday", "Tom Okafor 12 Nov", "Priya Nair 03/11/2026", "Jonas Berg Fri 18:05"]) {
      expect(isAuthorHeader(line), line).toBe(true);
    }
  });

  it("parts a sender, the time and the message read as one line", () => {
    expect(readAuthorLine("Marta Kowalski Mon 10:42 are we still on for tonight")).toEqual({ author: "Marta Kowalski", rest: "are we still on for tonight" });
    expect(readAuthorLine("Dana Whitaker Wed Gavin are you ok")).toEqual({ author: "Dana Whitaker", rest: "Gavin are you ok" });
    expect(readAuthorLine("Oskar Lind 3h told you so")).toEqual({ author: "Oskar Lind", rest: "told you so" });
  });

  it("leaves a line of words alone, though it holds a day", () => {
    for (const line of [
      "Gym Mon Wed Fri",
      "Leg Day Wed and I regret it",
      "Sunday Roast Sun 1pm",
      "Back on Monday",
      "Oskar Lind 3h Like Reply",
      "Dana Whitaker Wed 12 likes",
    ]) {
      expect(readAuthorLine(line), line).toBeUndefined();
    }
  });
});

describe("a comment's header with the writer's role, or its age glued", () => {
  it("reads a name before its role on the page and its age, and an age OCR glued, as author lines", () => {
    expect(readAuthorLine("Tidal Tales - Host - 3 days ago")).toMatchObject({ author: "Tidal Tales", rest: "" });
    expect(isAuthorHeader("Tidal Tales · Creator · 3 days ago")).toBe(true);
    expect(readAuthorLine("heron_hattie - 1day ago")).toMatchObject({ author: "heron_hattie", rest: "" });
  });

  it("reads an age whose 1 OCR took for a letter after the dash ('Neriah - Th') as an age", () => {
    expect(readAuthorLine("Neriah - Th")).toMatchObject({ author: "Neriah", rest: "" });
    expect(readAuthorLine("Rosslyn Ollerton - lh")).toMatchObject({ author: "Rosslyn Ollerton", rest: "" });
    expect(isAuthorHeader("Thank you Th")).toBe(false);
  });

  it("reads a date whose day was lost or glued to its month after the dash as a date", () => {
    expect(readAuthorLine("Nyssa - Dec")).toMatchObject({ author: "Nyssa", rest: "" });
    expect(readAuthorLine("Roshni -Dec1")).toMatchObject({ author: "Roshni", rest: "" });
    expect(isAuthorHeader("See you in Dec")).toBe(false);
  });

  it("leaves a sentence that ends on a role alone", () => {
    expect(isAuthorHeader("I was the host")).toBe(false);
    expect(isAuthorHeader("Never again will I host")).toBe(false);
  });
});

describe("a chat's sender row, whatever the app", () => {
  it("reads a sender with a date before the time, a plain username with a time, and a name with 'Yesterday' as author lines", () => {
    expect(readAuthorLine("Me Jun 3, 4:02 PM")).toEqual({ author: "Me", rest: "" });
    expect(readAuthorLine("anjalidesigns 4:09 PM")).toEqual({ author: "anjalidesigns", rest: "" });
    expect(readAuthorLine("Bethany Cole Yesterday")).toEqual({ author: "Bethany Cole", rest: "" });
    expect(isAuthorHeader("Me Jun 3, 4:02 PM")).toBe(true);
  });
  it("reads a writer before a date in brackets, its time after it or not", () => {
    expect(readAuthorLine("piersmtb (Dec 1, 2026 at 6:40)")).toEqual({ author: "piersmtb", rest: "" });
    expect(readAuthorLine("Hanne Solberg (3 March 2025, 14:02)")).toEqual({ author: "Hanne Solberg", rest: "" });
    expect(isAuthorHeader("roccoshreds (Dec 1, 2026 at 6:12)")).toBe(true);
    // Words in brackets that hold no date stay someone's words.
    expect(readAuthorLine("tuned it (finally)")).toBeUndefined();
  });
  it("takes a word of what was done before its date for no one ('Reviewed 16 November 2026')", () => {
    expect(readAuthorLine("Reviewed 16 November 2026")).toBeUndefined();
    expect(readAuthorLine("Updated · 3h")).toBeUndefined();
    expect(readAuthorLine("Alfred · 3h")).toEqual({ author: "Alfred", rest: "" });
  });
  it("leaves a sentence that ends on a time or a day alone", () => {
    expect(readAuthorLine("see you at 4:09 PM")).toBeUndefined();
    expect(readAuthorLine("I cried yesterday")).toBeUndefined();
    expect(readAuthorLine("lunch 4:09 PM")).toBeUndefined();
  });
});

describe("a meeting chat's sender and whom it went to", () => {
  it("reads the sender and the message after 'to Everyone' and the time", () => {
    expect(readAuthorLine("Trevor Baines to Everyone 10:11 wait")).toEqual({ author: "Trevor Baines", rest: "wait" });
    expect(readAuthorLine("Deborah Quinn to Me (Direct Message) 10:12")).toEqual({ author: "Deborah Quinn", rest: "" });
    expect(readAuthorLine("Deborah Quinn (Host) to Everyone 10:02")).toEqual({ author: "Deborah Quinn (Host)", rest: "" });
  });
  it("leaves a sentence that says 'to everyone' alone", () => {
    expect(readAuthorLine("I went to everyone's party")).toBeUndefined();
    expect(readAuthorLine("Say hi to everyone")).toBeUndefined();
  });
});

describe("an avatar read as two letters before a username", () => {
  it("is left out of the author when a date closes the line", () => {
    expect(readAuthorLine("cy lukas.m Jan 15")).toEqual({ author: "lukas.m", rest: "" });
    expect(readAuthorLine("cy Wren Hadley 22:40")).toEqual({ author: "Wren Hadley", rest: "" });
    expect(readAuthorLine("cy quietcompounder - 30m")).toEqual({ author: "quietcompounder", rest: "" });
    expect(readAuthorLine("iy Sidsel 1d")).toEqual({ author: "Sidsel", rest: "" });
  });
  it("stays before a word of the language: 'my Garden 2d' is no one", () => {
    expect(readAuthorLine("my Garden 2d")).toBeUndefined();
  });
  it("stays when it is a word, or when nothing dates the line", () => {
    expect(readAuthorLine("hi lukas.m Jan 15")).toBeUndefined();
    expect(readAuthorLine("cy lukas.m")).toBeUndefined();
  });
});

describe("a username dated year first", () => {
  it("is an author's row", () => {
    expect(readAuthorLine("jessie_k 2023-11-10")).toEqual({ author: "jessie_k", rest: "" });
  });
  it("while a date alone, or a sentence before one, is no author", () => {
    expect(readAuthorLine("2023-11-10")).toBeUndefined();
    expect(readAuthorLine("we met on 2023-11-10")).toBeUndefined();
  });
});

describe("a writer, where they write from, and when", () => {
  it("names the writer before the place", () => {
    expect(readAuthorLine("Maribel - Vermont - 5 days ago")).toEqual({ author: "Maribel", rest: "" });
    expect(readAuthorLine("Prudence K. · Leeds · 4 days ago")).toEqual({ author: "Prudence K.", rest: "" });
    expect(readAuthorLine("Dana Whitaker · Bristol, UK · 2h")).toEqual({ author: "Dana Whitaker", rest: "" });
    expect(isAuthorHeader("Hafsa S. - Sacramento - 1 day ago")).toBe(true);
  });
  it("names nobody when the words before the place are the app's or the language's", () => {
    expect(readAuthorLine("Posted - Leeds - 2 days ago")).toBeUndefined();
    expect(readAuthorLine("Great food - Leeds - 2 days ago")).toBeUndefined();
    expect(readAuthorLine("Recipe - 4.8 - 2,880 reviews")).toBeUndefined();
  });
});

describe("a comment's header dated the way a journal prints it", () => {
  it("reads the writer before 'Mar. 19th, 10:12', an avatar's letter before them dropped", () => {
    expect(readAuthorLine("a nettlecombe - Mar. 19th, 10:12")).toMatchObject({ author: "nettlecombe", rest: "" });
    expect(readAuthorLine("merrow_oriane · 19th Mar., 08:30")).toMatchObject({ author: "merrow_oriane", rest: "" });
  });
});

describe("an author without the day printed after it", () => {
  it("drops a weekday after a person's name or a username, and keeps a name that is only a day", () => {
    expect(bareAuthor("Tomas Iglesias Mon")).toBe("Tomas Iglesias");
    expect(bareAuthor("Colin Pryce Fri")).toBe("Colin Pryce");
    expect(bareAuthor("RetiredRenzo Sat")).toBe("RetiredRenzo");
    expect(bareAuthor("Tomas Iglesias")).toBe("Tomas Iglesias");
    expect(bareAuthor("Gym Mon")).toBe("Gym Mon");
  });
});

describe("isSectionHeading", () => {
  it("knows a page's section heading from a person's name", () => {
    for (const heading of ["Known Flaws", "Seller's Description", "Recent Reviews", "Current Bid", "Owner's Notes"])
      expect(isSectionHeading(heading)).toBe(true);
    for (const name of ["Rose Bell", "Mark Jones", "Sam Whitaker", "Hedwig", "Chris Evans", "Is this a reminder app", "Dogs are my thing"])
      expect(isSectionHeading(name)).toBe(false);
  });
});

describe("isForumRank", () => {
  it("knows a member's rank from a name", () => {
    for (const rank of ["Active Member", "Senior Moderator", "Well-known member", "Forum Member", "Veteran"]) expect(isForumRank(rank)).toBe(true);
    for (const name of ["Ingmar Sollie", "Members Only Jacket", "Guru Nanak Street"]) expect(isForumRank(name)).toBe(false);
  });
});

describe("who started a thread, from the line under its title", () => {
  it("reads the starter beside the thread's tally or after 'Started by'", () => {
    expect(threadStarterOf("Radley · Page 2 of 2")).toBe("Radley");
    // A name that is also a word ("ottar", an attar) still starts a thread beside its tally.
    expect(threadStarterOf("Ottar - Page 17 of 17")).toBe("Ottar");
    expect(threadStarterOf("Nadim · 126 replies · Page 7")).toBe("Nadim");
    expect(threadStarterOf("Neasa_W - 27 replies")).toBe("Neasa_W");
    expect(threadStarterOf("Started by Hollyhock3 · 27 messages")).toBe("Hollyhock3");
  });

  it("reads no starter from a page's own tally or from words", () => {
    for (const line of ["Reviews · 312 replies", "Description · Page 2", "Showing page 2 of 2", "I wrote 40 replies · Page 2"])
      expect(threadStarterOf(line), line).toBeUndefined();
  });
});

describe("isUsername", () => {
  it("reads a login with a dot, a digit or an underscore in it, never a sentence's last word wrapped with its full stop", () => {
    expect(isUsername("anjali.m")).toBe(true);
    expect(isUsername("throwaway991")).toBe(true);
    expect(isUsername("end.")).toBe(false);
    expect(isLoginToken("end.")).toBe(false);
    expect(isUsername("again.")).toBe(false);
  });

  describe("a date is no author", () => {
    it("reads no one from a post's date line that opens on its weekday or month", () => {
      expect(readAuthorLine("Thursday, 3 December 2026 · 9:02 PM")).toBeUndefined();
      expect(readAuthorLine("Thursday, 3 December 2026 - 9:02 PM")).toBeUndefined();
      expect(readAuthorLine("Tue. · 9:02 PM")).toBeUndefined();
    });
    it("still reads a person named after a month", () => {
      expect(readAuthorLine("June · 3h")?.author).toBe("June");
      expect(readAuthorLine("Lindiwe Dube · Dec 3")?.author).toBe("Lindiwe Dube");
    });
  });
});
