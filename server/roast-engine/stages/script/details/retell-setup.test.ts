import { describe, expect, it } from "vitest";
import { lineQuoteDetail } from "./detail";
import { retellAbout, retellToThem, sentenceBefore, tellSetups } from "./retell-setup";

describe("retellToThem", () => {
  it("says a first-person sentence back to the person", () => {
    expect(retellToThem("I've had the same three-year plan for seven years")).toBe("You've had the same three-year plan for seven years");
    expect(retellToThem("I now get 212 emails each morning.")).toBe("You now get 212 emails each morning");
    expect(retellToThem("Then I put a traffic cone out.")).toBe("You put a traffic cone out");
    expect(retellToThem("I was the only one in my row wearing a helmet.")).toBe("You were the only one in your row wearing a helmet");
    expect(retellToThem("Friends say I'm a great planner.")).toBe("Friends say you're a great planner");
    expect(retellToThem("My sister lent me her car, twice.")).toBe("Your sister lent you her car, twice");
    expect(retellToThem("I am, to the exact shade, a bridesmaid.")).toBe("You are, to the exact shade, a bridesmaid");
    // Found out: the thing named in full after the opener is true as written.
    expect(retellToThem("Turns out the plates at the new gym are in pounds.")).toBe("Turns out the plates at the new gym are in pounds");
    expect(retellToThem("Apparently the neighbours can hear it.")).toBe("Apparently the neighbours can hear it");
    expect(retellToThem("Turns out it was the fuse.")).toBeUndefined();
    // Nothing in it is the writer's: "It" would be nobody the roast can name.
    expect(retellToThem("It emails a reminder for every overdue task.")).toBeUndefined();
  });

  it("retells a diary's subject-dropped past tense when the verb takes an object", () => {
    expect(retellToThem("Carried all the shopping in from the car in one trip.")).toBe("You carried all the shopping in from the car in one trip");
    expect(retellToThem("Went to my first silent disco last night.")).toBe("You went to your first silent disco last night");
    // "Poured into a glass" may be the beer's doing, and "Used once" describes a thing: no "You"
    // before them, and they are retold only where they speak of the writer.
    expect(retellToThem("Poured into a tulip glass that was my wife's vase.")).toBe("Poured into a tulip glass that was your wife's vase");
    expect(retellToThem("Used once and kept in the box.")).toBeUndefined();
  });

  it("leaves alone what would come out wrong or unsure", () => {
    expect(retellToThem("We now have a cone family.")).toBeUndefined();
    expect(retellToThem("Do you still have my good cake tin?")).toBeUndefined();
    expect(retellToThem("You are getting so much better at it.")).toBeUndefined();
    expect(retellToThem("I did it.")).toBeUndefined();
    // Under the prompt "Someone who won't": the words finish the prompt, and alone say the opposite.
    expect(retellToThem("judge me for having six sourdough starters.")).toBeUndefined();
    expect(retellToThem("then I put a traffic cone out.")).toBe("You put a traffic cone out");
    expect(retellToThem("of course I remember.")).toBe("Of course you remember");
    expect(retellToThem("the neighbour upstairs practises tap dancing.")).toBe("The neighbour upstairs practises tap dancing");
    expect(retellToThem("I spent the whole of the long bank holiday weekend building one single flat-pack wardrobe.")).toBeUndefined();
    // A title quoted in single marks is said as written, never "your friend's wedding".
    expect(retellToThem("Six nights a week I play 'Today is my friend's wedding'.")).toBeUndefined();
    expect(retellToThem("I've played my friend's song six nights a week.")).toBe("You've played your friend's song six nights a week");
    // Ending on its preposition, the sentence points at the next one: retold, it gives an order.
    expect(retellToThem("One thing I should own up to.")).toBeUndefined();
    expect(retellToThem("I finally gave up.")).toBe("You finally gave up");
    expect(retellToThem("My father-in-law asked which jar it came from.")).toBe("Your father-in-law asked which jar it came from");
  });
});

describe("a sentence about a thing named in full", () => {
  it("is told as written, to the person or about another writer, and a pronoun's is not", () => {
    expect(retellToThem("The neighbour upstairs practises tap dancing on Tuesdays and Fridays.")).toBe(
      "The neighbour upstairs practises tap dancing on Tuesdays and Fridays",
    );
    expect(retellAbout("A clockmaker came, listened, and left.", "Corinna")).toBe("A clockmaker came, listened, and left");
    expect(retellToThem("The kitchen is where my plants go to die.")).toBe("The kitchen is where your plants go to die");
    expect(retellAbout("The dog ate my passport.", "Valdis")).toBe("The dog ate their passport");
    expect(retellToThem("He says he is nearly ready for the show.")).toBeUndefined();
    expect(retellToThem("The Guardian")).toBeUndefined();
    expect(retellAbout("The judge said I was lucky.", "Rollo")).toBeUndefined();
  });
});

describe("retellAbout", () => {
  it("says another writer's setup about them by name", () => {
    expect(retellAbout("Carried all the shopping in from the car in one trip.", "Valdis")).toBe("Valdis carried all the shopping in from the car in one trip");
    expect(retellAbout("I refused to put anything down to open the door.", "Valdis")).toBe("Valdis refused to put anything down to open the door");
    expect(retellAbout("I'm on my fifth practical test.", "Lucan")).toBe("Lucan is on their fifth practical test");
  });

  it("keeps a present tense or a second 'I' as written", () => {
    expect(retellAbout("I think the level is right.", "Rollo")).toBeUndefined();
    expect(retellAbout("I was sure I had locked it.", "Rollo")).toBeUndefined();
  });
});

describe("sentenceBefore", () => {
  it("finds the sentence or the clause right before the words", () => {
    const block = "Friends say I'm a great planner. I've had the same three-year plan for seven years, and I'm still in year one.";
    expect(sentenceBefore(block, "I'm still in year one")).toBe("I've had the same three-year plan for seven years");
    expect(sentenceBefore(block, "I've had the same three-year plan for seven years")).toBe("Friends say I'm a great planner.");
    expect(sentenceBefore("It emails a reminder. I now get 212 emails each morning, so I made a task to read them.", "I made a task to read them")).toBe(
      "I now get 212 emails each morning",
    );
  });

  it("finds none where the words open the block or were cut from inside a clause", () => {
    expect(sentenceBefore("I'm still in year one.", "I'm still in year one")).toBeUndefined();
    expect(sentenceBefore("The whole office finally uses one tool", "uses one tool")).toBeUndefined();
  });
});

describe("tellSetups", () => {
  const line = { role: "chat_message" as const, box: { x: 40, y: 300, w: 600, h: 40 } };
  const own = { ...lineQuoteDetail("It ate the sock", line, 1), setup: "I left my washing on the line." };
  it("tells the person's setup to them, or about them by name when they are the other side of a chat, and another writer's about them", () => {
    expect(tellSetups([own], "Aurelia", false)[0].told).toBe("You left your washing on the line");
    expect(tellSetups([own], "Aurelia", true)[0].told).toBe("Aurelia left their washing on the line");
    expect(tellSetups([own], undefined, true)[0].told).toBeUndefined();
    expect(tellSetups([{ ...own, by: "Bertil" }], "Aurelia", false)[0].told).toBe("Bertil left their washing on the line");
    expect(tellSetups([{ ...own, unowned: true }], "Aurelia", false)[0].told).toBeUndefined();
  });

  it("retells a sentence with no subject as its writer's in a chat or a diary, never from a review or a thread's comment", () => {
    const fixed = { ...own, setup: "Replaced two fence boards and fixed the gate latch." };
    expect(tellSetups([{ ...fixed, by: "Isidro" }], undefined, false)[0].told).toBe("Isidro replaced two fence boards and fixed the gate latch");
    const review = { ...fixed, role: "comment" as const };
    expect(tellSetups([{ ...review, by: "Isidro" }], undefined, false)[0].told).toBeUndefined();
    expect(tellSetups([review], undefined, false)[0].told).toBeUndefined();
    // Said in the first person, the writer did it, wherever it was written.
    expect(tellSetups([{ ...review, setup: "I replaced two fence boards myself.", by: "Isidro" }], undefined, false)[0].told).toBe(
      "Isidro replaced two fence boards themselves",
    );
  });
});
