import { describe, expect, it } from "vitest";
import { closeParentheses, dropBegunElsewhere, dropStrayQuoteMark, endsSentenceAsWritten } from "./quote-edges";
import { numberedItems } from "./numbered-items";
import { splitQuote } from "./split-quote";

describe("splitQuote", () => {
  it("keeps a short quote whole, without the emoji at its edges", () => {
    expect(splitQuote("☕️ Matcha first, then feelings 👩‍💻")).toEqual(["Matcha first, then feelings"]);
  });

  it("never ends a sentence at a title's or a place's abbreviation (v38's 'Born and raised in St. Philip.')", () => {
    expect(splitQuote("Born and raised in St. Philip. I love a fish fry, a long drive and spoiling my two nieces.")).toEqual([
      "Born and raised in St. Philip",
      "I love a fish fry, a long drive and spoiling my two nieces",
    ]);
  });

  it("keeps a currency sign with its amount at either edge", () => {
    expect(splitQuote("$9 at the petrol station.")).toEqual(["$9 at the petrol station"]);
    expect(splitQuote("Worth every 12€ 🙂")).toEqual(["Worth every 12€"]);
    expect(splitQuote("€ sale!")).toEqual(["sale!"]);
  });

  it("splits a bio at pipes and joined emoji, never inside a word", () => {
    expect(splitQuote("Dog mom 👩‍👧 Marathon finisher | Amateur chef with a very strong opinion about garlic and its many uses")).toEqual([
      "Dog mom",
      "Marathon finisher",
      // A whole item with no clause to split at, short enough to quote beside a short joke.
      "Amateur chef with a very strong opinion about garlic and its many uses",
    ]);
  });

  it("splits one sentence too long to quote into its whole clauses, never inside a phrase", () => {
    expect(splitQuote("Hot take: breakfast for dinner is the only correct dinner and I will not be taking questions")).toEqual([
      "breakfast for dinner is the only correct dinner",
      "I will not be taking questions",
    ]);
    expect(splitQuote("Amateur chef with a very strong opinion about garlic and its many uses in the kitchen")).toEqual([]);
    // No clause to split at, and short enough for a short joke beside it: quoted whole.
    expect(splitQuote("Who keeps parking in front of my driveway every single morning?")).toEqual([
      "Who keeps parking in front of my driveway every single morning?",
    ]);
  });

  it("quotes a long sentence with no clause to cut it at by its last phrase, after its last comma", () => {
    expect(splitQuote("DNF. Searched for 50 minutes. Found a different cache, a shoe, and my own car keys which I lost here in April.")).toContain(
      "my own car keys which I lost here in April",
    );
    expect(splitQuote("Staff were very safety-focused and explained the rules twice, the second time looking only at me.")).toEqual([
      "the second time looking only at me",
    ]);
    // Never a comma inside a quotation, never a phrase of fewer than four words.
    expect(splitQuote('He now sends four-minute ones that start with "Hello, this is Dad" and end with "Bye, this was Dad."')).toEqual([]);
    expect(splitQuote("We stayed in the little cottage by the harbour for the whole of the long summer, mostly")).toEqual([]);
  });

  it("never quotes what follows a condition without the condition", () => {
    // Held-out v38's Three Day Rule: "I will assume you're hiding something" alone is not what she said.
    const answer = "If your kitchen has a fruit bowl with real fruit in it, I will assume you're hiding something.";
    expect(splitQuote(answer)).not.toContain("I will assume you're hiding something");
    expect(splitQuote(answer, { story: true, afterSetup: true })).toEqual([
      "If your kitchen has a fruit bowl with real fruit in it, I will assume you're hiding something",
    ]);
    expect(splitQuote("When the neighbours from across the street finally came round for dinner, they brought their own chairs")).toEqual([]);
  });

  it("splits at a comma before 'but' or 'so' too, keeping each whole clause", () => {
    expect(splitQuote("He talked about his divorce the whole appointment, which was a lot, but the fringe is great")).toEqual([
      "He talked about his divorce the whole appointment, which was a lot",
      "the fringe is great",
    ]);
    // Without the comma, "but" may sit inside a phrase ("all but forgotten"): no split.
    expect(splitQuote("Spent the whole weekend building a shed that is all but forgotten by everyone now")).toEqual([]);
  });

  it("keeps a short sentence that points back with the one it points at, and never quotes it alone", () => {
    expect(splitQuote("Bought a plant to feel like an adult. It died. I feel like an adult.")).toEqual([
      "Bought a plant to feel like an adult. It died",
      "I feel like an adult",
    ]);
    // The two go together up to a sentence's length; beyond it, the short one is left out, not quoted as "'It fell'".
    expect(splitQuote("Built a shelf for all my records and my books. It fell.")).toEqual(["Built a shelf for all my records and my books. It fell"]);
    expect(splitQuote("You get in first and open it for them. It's very romantic.")).toEqual(["You get in first and open it for them. It's very romantic"]);
    expect(splitQuote("Built a tall shelf for all of my records, my books and my plants. It fell.")).toEqual([
      "Built a tall shelf for all of my records, my books and my plants",
    ]);
  });

  it("leaves out a clause that leaves its verb to the one before", () => {
    expect(splitQuote("Rating every hot dog stand in the whole city so you don't have to. Stand #7 changed my life")).toEqual([
      "Rating every hot dog stand in the whole city so you don't have to",
      "Rating every hot dog stand in the whole city",
      "Stand #7 changed my life",
    ]);
  });

  it("offers a block's short last sentence with the sentence it pays off, last, where the two fit one quote", () => {
    expect(splitQuote("The barber talked me into his job while cutting my hair. I start Monday.")).toEqual([
      "The barber talked me into his job while cutting my hair",
      "I start Monday",
      "The barber talked me into his job while cutting my hair. I start Monday",
    ]);
    // Too long to say together, a kicker longer than six words, or a kicker of one word: nothing joined.
    expect(splitQuote("We drove four hours to the coast for the sunrise everyone on the forum had promised us. It rained.")).not.toContain(
      "We drove four hours to the coast for the sunrise everyone on the forum had promised us. It rained",
    );
    expect(splitQuote("Signed up for the gym. Never going back there again, not even once.")).toEqual([
      "Signed up for the gym",
      "Never going back there again, not even once",
    ]);
    expect(splitQuote("Cleaned the whole flat top to bottom before my mother came round. Fine.")).toEqual([
      "Cleaned the whole flat top to bottom before my mother came round",
      "Fine",
    ]);
  });

  it("offers what someone was told or said, after the verb and its 'that', whole", () => {
    expect(splitQuote("At circle time he told everyone that his grandad is a pirate, but only on Sundays.")).toContain(
      "his grandad is a pirate, but only on Sundays",
    );
    // Too short to stand alone, or nothing said: no reported clause.
    expect(splitQuote("Last night at the pub quiz my brother told everyone that he won.")).not.toContain("he won");
    expect(splitQuote("That is the house we lived in for years before we moved to the coast")).toEqual([]);
  });

  it("splits before a new subject with its verb ('and a man apologised'), never before a noun alone", () => {
    expect(splitQuote("I rang it once on the canal towpath and a man waved at me from his boat for ages.")).toEqual([
      "I rang it once on the canal towpath",
      "a man waved at me from his boat for ages",
    ]);
    expect(splitQuote("Spent the whole summer restoring the old boat and the sails and the little cabin")).toEqual([]);
    // A proper noun after the possessive opens one too.
    expect(splitQuote("Fluent in Welsh, Spanish and Italian, and my Italian is mostly ordering seconds in Italian.")).toEqual([
      "Fluent in Welsh, Spanish and Italian",
      "my Italian is mostly ordering seconds in Italian",
    ]);
    // An adverb may stand between the new subject and its verb ("my wife now says").
    expect(
      splitQuote("The first night it pulled two litres of water out of the air in our flat, and my wife now says I have been breathing soup since 2014.", {
        story: true,
      }),
    ).toEqual(["my wife now says I have been breathing soup since 2014"]);
  });

  it("never splits off a purpose after 'so' ('so we'd stop losing the sign'), and splits a result", () => {
    expect(splitQuote("I painted OPEN on the door in gloss so we'd stop losing the sign and the paint never came off.")).not.toContain(
      "we'd stop losing the sign",
    );
    // Short enough to quote whole, with a short kicker: whole, and the kicker for a story told (below).
    expect(splitQuote("He has asked for no speeches at the party, so there will be four.")).toEqual([
      "He has asked for no speeches at the party, so there will be four",
      "there will be four",
    ]);
    expect(splitQuote("The bus was forty minutes late again this morning, so I walked the whole way in the rain.")).toEqual([
      "The bus was forty minutes late again this morning",
      "I walked the whole way in the rain",
    ]);
  });

  it("splits before a quantity that is the new clause's subject ('and every single one hangs up on me')", () => {
    expect(splitQuote("Forty people a morning hear my voice first, and every single one hangs up on me.")).toEqual([
      "Forty people a morning hear my voice first",
      "every single one hangs up on me",
    ]);
    expect(splitQuote("I baked forty scones for the fete and half of them went to the vicar's spaniel.")).toEqual([
      "I baked forty scones for the fete",
      "half of them went to the vicar's spaniel",
    ]);
  });

  it("quotes a post's payoff a little too long, with nowhere to cut it, whole after its setup, and never a first sentence or a bio's that long", () => {
    const story = { story: true };
    const post = "Meal-prepped five lunches on Sunday, all labelled with the day. By Tuesday I had eaten four of them standing at the fridge at 11pm.";
    expect(splitQuote(post, story)).toEqual([
      "Meal-prepped five lunches on Sunday, all labelled with the day",
      "By Tuesday I had eaten four of them standing at the fridge at 11pm",
    ]);
    expect(splitQuote("By Tuesday I had eaten four of them standing at the fridge at 11pm. Meal prep works.", story)).toEqual(["Meal prep works"]);
    // A paragraph under another of the caption's goes on with the story.
    expect(splitQuote("By Tuesday I had eaten four of them standing at the fridge at 11pm.", { ...story, afterSetup: true })).toEqual([
      "By Tuesday I had eaten four of them standing at the fridge at 11pm",
    ]);
    // A bio's sentences are each their own item: a long one after another is no payoff.
    expect(splitQuote(post)).toEqual(["Meal-prepped five lunches on Sunday, all labelled with the day"]);
    // Seventeen words whose "and" leaves no clause of its own ("'I love you' in none this year"): still the answer's payoff.
    const answer = "I interpret for agriculture ministers in Brussels. This week I said 'milk quota' in four languages and 'I love you' in none this year.";
    expect(splitQuote(answer, story)).toContain("This week I said 'milk quota' in four languages and 'I love you' in none this year");
    // That long without its stop, it may run on into a line the reading did not join: not offered.
    const unjoined = "Keyboard trouble. This week the layout has twice switched from UK to something I didn't choose, and my password";
    expect(splitQuote(unjoined, story).join(" | ")).not.toContain("my password");
  });

  it("offers a sentence a short joke still fits beside whole, before its clauses: the payoff needs its setup", () => {
    expect(splitQuote("Wore it to a wedding. I have a job interview Thursday and I'm going as a raccoon.")).toEqual([
      "Wore it to a wedding",
      "I have a job interview Thursday and I'm going as a raccoon",
      "I'm going as a raccoon",
    ]);
    // Its last clause longer than a kicker, the sentence's clauses are offered after it too.
    expect(splitQuote("The bus was late again, so I walked all the way in the rain.")).toEqual([
      "The bus was late again, so I walked all the way in the rain",
      "The bus was late again",
      "I walked all the way in the rain",
    ]);
  });

  it("never offers the clauses before the short kicker a sentence ends on: a story's sentence is quoted whole up to its uncut length", () => {
    const sentence = "Half of them are about one man with a trumpet, and he is my father.";
    expect(splitQuote(sentence, { story: true })).toEqual(["he is my father", "Half of them are about one man with a trumpet, and he is my father"]);
    // A bio's sentence that long is never cut before its kicker.
    expect(splitQuote(sentence)).toEqual(["he is my father"]);
  });
});

describe("parentheses in a quote", () => {
  it("are closed or left out, never cut open", () => {
    expect(splitQuote("Founder | CEO | (mostly) unemployed")).toEqual(["Founder", "CEO", "(mostly) unemployed"]);
    expect(splitQuote("Sourdough mom to 3 starters 🍞 (Doug, Carl & Bread Pitt)")).toEqual(["Sourdough mom to 3 starters 🍞 (Doug, Carl & Bread Pitt)"]);
    expect(closeParentheses("Reading challenge: 150 books (currently at")).toBe("Reading challenge: 150 books");
    expect(closeParentheses("mostly) unemployed")).toBe("mostly unemployed");
    expect(closeParentheses("Self-made entrepreneur (dad co-signed)")).toBe("Self-made entrepreneur (dad co-signed)");
  });
});

describe("a block that opens on the end of a sentence begun above it", () => {
  it("keeps what follows that end, and leaves whole sentences alone", () => {
    expect(dropBegunElsewhere("with the dog. Then the rain started")).toBe("Then the rain started");
    expect(dropBegunElsewhere("home by ten! Nobody believed me")).toBe("Nobody believed me");
    expect(dropBegunElsewhere("Made it. Finally home")).toBe("Made it. Finally home");
    expect(dropBegunElsewhere("this took me the whole of the weekend. Worth it")).toBe("this took me the whole of the weekend. Worth it");
    expect(dropBegunElsewhere("no sentence ends here at all")).toBe("no sentence ends here at all");
  });
});

describe("dropStrayQuoteMark", () => {
  it("drops a quote mark at an end with no partner, and keeps a pair", () => {
    expect(dropStrayQuoteMark('parking ticket (not my fault, sign was behind a tree)"')).toBe("parking ticket (not my fault, sign was behind a tree)");
    expect(dropStrayQuoteMark("“best day ever")).toBe("best day ever");
    expect(dropStrayQuoteMark('she said "no" and left')).toBe('she said "no" and left');
    expect(splitQuote('parking ticket (not my fault, sign was behind a tree)"')).toEqual(["parking ticket (not my fault, sign was behind a tree)"]);
  });
  it("keeps the opening mark of a title the line begins with, so its closing mark is not left stray", () => {
    expect(splitQuote('"Learn Guitar in 30 Days" book, bookmark on day 4')).toEqual(['"Learn Guitar in 30 Days" book, bookmark on day 4']);
    expect(splitQuote('"best day ever')).toEqual(["best day ever"]);
  });
});

describe("a numbered list whose wraps were joined", () => {
  it("is quoted item by item, each without its number, never with the next item's number", () => {
    const list = "1. The wall is plaster I think 2. There is a pipe somewhere, not sure where 3. Shelf is from 2016";
    expect(numberedItems(list)).toEqual(["The wall is plaster I think", "There is a pipe somewhere, not sure where", "Shelf is from 2016"]);
    expect(splitQuote(list)).toEqual(["The wall is plaster I think", "There is a pipe somewhere, not sure where", "Shelf is from 2016"]);
    expect(numberedItems("3) bring snacks 4) bring more snacks")).toEqual(["bring snacks", "bring more snacks"]);
  });
  it("leaves a line alone that only opens on a number, or counts on with no list", () => {
    expect(numberedItems("1. Coffee first")).toEqual(["1. Coffee first"]);
    expect(numberedItems("I ran 5. Then I slept 2. Hours, I mean")).toEqual(["I ran 5. Then I slept 2. Hours, I mean"]);
    expect(numberedItems("1. Gym 3. Nap")).toEqual(["1. Gym 3. Nap"]);
  });
});

describe("an aside in brackets closing a long sentence", () => {
  it("is offered with the clause it undoes", () => {
    const parts = splitQuote("I always stand at the back by the sound desk, because that's where it sounds best (and where the exit is).");
    expect(parts).toContain("because that's where it sounds best (and where the exit is)");
    // A bracket that is a label or a count is no aside.
    expect(splitQuote("We stayed four nights in the cabin by the lake, which was lovely (Room 4B).")).not.toContain("which was lovely (Room 4B)");
  });
});

describe("a long sentence, the story's best line as often as not", () => {
  it("is split before an 'and' with a word like 'now' between it and the new subject, the word kept", () => {
    expect(splitQuote("The Italian on Perth Road. They stopped giving me a menu in 2022, and now they just ask how my mum is.")).toContain(
      "now they just ask how my mum is",
    );
    expect(splitQuote("It came in through the window in 1991 and nobody who was there remembers how.")).toEqual([
      "It came in through the window in 1991",
      "nobody who was there remembers how",
    ]);
  });

  it("is split before a clause hanging off it after a comma when nothing else splits it, the clause's word kept", () => {
    expect(splitQuote("He still draws a small animal next to it in the margin, which I've decided to allow.")).toEqual([
      "He still draws a small animal next to it in the margin",
      "which I've decided to allow",
    ]);
    expect(splitQuote("My florals are definitely looser now, in that they look like they're trying to escape the paper.")).toEqual([
      "My florals are definitely looser now",
      "in that they look like they're trying to escape the paper",
    ]);
    // Short enough to quote whole with a joke beside it: left whole, its aside with it.
    expect(splitQuote("Asked for a trim and got a trim, which is rarer than it should")).toEqual([
      "Asked for a trim and got a trim, which is rarer than it should",
    ]);
  });

  it("never splits a subject the 'I' shares ('my husband and I')", () => {
    expect(splitQuote("It has dual controls, so my husband and I each set our own side.")).not.toContain("I each set our own side");
    expect(splitQuote("I have never read a book cover to cover and im kind of proud of it")).toEqual([
      "I have never read a book cover to cover",
      "im kind of proud of it",
    ]);
  });

  it("ends after the bracket or quote mark its full stop sits in", () => {
    expect(splitQuote("Ran my first marathon this year!! (Walked most of it, got the bus for the end.) Legs are fine.")).toEqual([
      "Ran my first marathon this year!!",
      "(Walked most of it, got the bus for the end.)",
      "Legs are fine",
    ]);
  });
});

describe("endsSentenceAsWritten", () => {
  it("is true where the person put the full stop, and false where a line merely stops", () => {
    expect(endsSentenceAsWritten("Your food is dry. I am not, but the food is.", "I am not, but the food is")).toBe(true);
    expect(endsSentenceAsWritten('which the owner calls "the alarm clock we don\'t charge for".', "the alarm clock we don't charge for")).toBe(true);
    expect(endsSentenceAsWritten("The sisal posts are", "The sisal posts are")).toBe(false);
    expect(endsSentenceAsWritten("The sisal posts are worn", "The sisal posts are")).toBe(false);
  });
});
