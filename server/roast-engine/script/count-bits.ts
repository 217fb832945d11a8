import type { Bit, Fill } from "./bit";
import type { Material } from "./roast-material";

const GROUPS = ["group chat", "book club", "family reunion", "dentist's waiting room", "Tuesday Zoom call", "fire drill"];
const VEHICLES = ["minivan", "elevator", "hot tub", "golf cart", "canoe"];
const SMALL_PLACES = ["cul-de-sac", "office kitchen", "Discord server", "zip code", "bowling league"];

type CountMaterial = Extract<Material, { kind: "count" }>;
type RatioMaterial = Extract<Material, { kind: "ratio" }>;

/** Jokes on one number: a tiny audience, a suspiciously huge one, a mountain of posts. */
export function buildCountBit(m: CountMaterial, f: Fill): Bit | undefined {
  const n = m.shown;
  const bit = (openers: string[], twists: string[], punches: string[], weight: number): Bit => ({
    quoted: [n], openers, twists, punches, mood: "deadpan", weight,
  });
  switch (m.label) {
    case "followers":
      if (m.value < 1000)
        return bit(
          [`${n} followers.`, `${n} followers on ${f.place}.`, `A grand total of ${n} followers.`, `Only ${n} followers.`],
          ["I've seen bigger crowds at a bus stop.", "Half of them are bots, and the bots look bored."],
          [
            `That's not an audience, that's a ${f.r.pick(GROUPS)}.`,
            `You could fit the whole fan base in a ${f.r.pick(VEHICLES)}.`,
            "Even the algorithm left you on read.",
            "Somewhere a bot is your number one fan.",
          ],
          2.5,
        );
      if (m.value < 100_000)
        return bit(
          [`${n} followers.`, `${n} people follow this.`, `${n} followers on ${f.place}.`],
          [`Famous in exactly one ${f.r.pick(SMALL_PLACES)}.`],
          ["And not one of them has told you to stop.", "That's not fame, that's a very large group chat.", "Every one of them is still waiting for a good post."],
          1.5,
        );
      return bit(
        [`${n} followers.`, `${n} people chose to see this.`, `${n} followers on ${f.place}.`],
        ["That's the population of a small country."],
        ["Imagine that many witnesses and still no intervention.", "A whole city of people, and every one of them scrolled past in silence."],
        2.5,
      );
    case "following":
      if (m.value <= 20)
        return bit(
          [`Following just ${n} accounts.`, `You follow ${n} people.`],
          ["Exclusive, like a club nobody asked to join."],
          ["And your own mother didn't make the cut.", "A velvet rope with nobody queueing outside."],
          2,
        );
      if (m.value >= 1000)
        return bit([`Following ${n} accounts.`], [], ["That's not a feed, that's a hostage situation.", "Scrolling is clearly a second job."], 1.5);
      return undefined;
    case "likes":
      return bit(
        [`${n} likes.`, `${n} likes in total.`],
        [],
        ["Your phone's autocorrect gets more engagement.", "Someone out there is double-tapping in their sleep."],
        1.5,
      );
    case "posts":
      if (m.value >= 1000) return bit([`${n} posts.`], [], ["Your camera roll is begging for a day off.", "Quantity was clearly the whole strategy."], 1.5);
      if (m.value < 100) return bit([`Only ${n} posts.`], [], ["And somehow that's still too many."], 1.5);
      return undefined;
    case "connections":
      if (m.value >= 500)
        return bit(
          [`${n} connections.`, `${n} connections on LinkedIn.`],
          [],
          ["And not one of them would help you move.", "And not one of them reads past your headline.", "Not one of them has ever endorsed you for anything."],
          2,
        );
      return bit([`${n} connections.`], [], [`That's not a network, that's a ${f.r.pick(GROUPS)}.`], 2);
    case "friends":
      return bit(
        [`${n} friends on Facebook.`, `${n} friends.`],
        [],
        ["And every single one of them has you on mute.", "Not one of them stopped you from posting this."],
        2,
      );
    case "views":
      return bit([`${n} views.`], [], ["Mostly you, checking whether it worked."], 1.5);
    default:
      return undefined;
  }
}

/** Following far more people than follow back: a strategy built on hope. */
export function buildRatioBit(m: RatioMaterial, f: Fill): Bit {
  const { shownFollowing: fg, shownFollowers: fr } = m;
  return {
    quoted: [fg, fr],
    openers: [`Following ${fg}, followed by ${fr}.`, `You follow ${fg} people, and ${fr} follow back.`],
    twists: ["The maths is not mathing.", "That's a lot of unreturned waves."],
    punches: [
      `A networking strategy built entirely on ${f.r.pick(["hope", "vibes", "optimism", "wishful thinking"])}.`,
      "You're not an influencer, you're an audience.",
      "The follow-back economy has collapsed, and you're holding the bag.",
      "That's not a following, that's a one-sided group project.",
    ],
    mood: "deadpan",
    weight: 3,
  };
}
