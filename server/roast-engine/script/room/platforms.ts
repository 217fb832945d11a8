import { defineFamily } from "./room-types";

/** Platform habits: the same words land differently on LinkedIn, TikTok or X. */
export const PLATFORMS = defineFamily("platform", [
  {
    id: "linkedin-any", match: { on: "quote", platforms: ["linkedin"], roles: ["bio", "caption", "other"] }, broad: true,
    setups: ["{q}. On LinkedIn, where people clap for Mondays.", "{ctx}, and on LinkedIn, {q}.", "{q}. Written in the voice of a keynote.", "{q}. LinkedIn, where a lunch break becomes a lesson."],
    twists: ["Agree? Comment below."],
    punches: ["Somewhere a recruiter is nodding, and nobody knows why.", "A post written for a conference that doesn't exist.", "This is the professional equivalent of a mirror selfie.", "Your network reacted with the lightbulb, out of fear.", "HR has bookmarked this, and not kindly.", "A humble brag, heavy on the brag."],
  },
  {
    id: "linkedin-lesson", match: { on: "quote", platforms: ["linkedin"], words: /lesson|learned|taught me|here'?s what|failure|agree\?/i },
    setups: ["{q}. Every LinkedIn lesson starts with a breakfast.", "{ctx}, and the lesson {q}."],
    punches: ["What this taught me about B2B sales: nothing.", "A parable from someone who missed the bus once.", "The lesson is: stop posting lessons."],
  },
  {
    id: "tiktok-any", match: { on: "quote", platforms: ["tiktok"], roles: ["bio", "caption", "other"] }, broad: true,
    setups: ["{q}. On TikTok, with a trending sound, probably.", "{ctx}, and on TikTok, {q}.", "{q}. Filmed vertically, thought horizontally."],
    twists: ["Part one of forty."],
    punches: ["Follow for part two, which will never come.", "The algorithm sent this to your aunt.", "A whole vibe compressed to fifteen seconds and no reason.", "Somewhere a trending sound is filing a complaint.", "The For You page did not ask for you.", "Posted with a transition that took four hours.", "The duet responses are already brutal."],
  },
  {
    id: "x-thread", match: { on: "quote", platforms: ["twitter"], roles: ["bio", "caption", "other", "chat_message"] }, broad: true,
    setups: ["{q}. Posted on X, the home of the unsolicited thread.", "{ctx}, and on X: {q}.", "{q}. Posted with the confidence of a blue tick."],
    twists: ["A thread. 1/27."],
    punches: ["The replies are already typing 'ratio'.", "A take so hot the timeline put on gloves.", "Somewhere an engagement farmer is taking notes.", "The quote tweets are sharpening their knives.", "Community notes is drafting a response.", "Bold words for an app that rebrands weekly."],
  },
  {
    id: "instagram-any", match: { on: "quote", platforms: ["instagram"], roles: ["bio", "other"] }, broad: true,
    setups: ["{q}. On Instagram, where everyone is at brunch.", "{ctx}, and on Instagram, {q}.", "{q}. Curated, filtered and still like this."],
    punches: ["The grid is aesthetic; the person is loading.", "Instagram is a museum and this is the gift shop.", "Your highlights need highlights.", "The grid has a colour scheme; the life does not.", "A feed with more planning than your future."],
  },
  {
    id: "facebook-any", match: { on: "quote", platforms: ["facebook"], roles: ["bio", "caption", "other"] }, broad: true,
    setups: ["{q}. On Facebook, for the aunts.", "{ctx}, and on Facebook, {q}.", "{q}. Posted for the cousins.", "{q}. Facebook, where every update is a press release."],
    punches: ["Three aunts and a former teacher have reacted with a hug.", "Posted between a minion meme and a birthday reminder.", "The comments will be in capital letters.", "Shared by your uncle, captioned LOL in capitals.", "Liked by your mum, then shared by your mum.", "The reactions are all the crying-laughing face.", "An aunt has already asked if you're okay.", "Pinned to the fridge of the internet.", "Someone's replying with a minion picture as we speak."],
  },
  {
    id: "status-update", match: { on: "quote", platforms: ["facebook", "twitter"], words: /feeling|just|today|so tired|can'?t believe|anyone else/i },
    setups: ["{q}. A status update nobody requested.", "{ctx}, and the update {q}."],
    punches: ["Thank you for this live broadcast of a Tuesday.", "The world paused, then kept scrolling.", "News at eleven: still nothing happened.", "Breaking news, broken slowly."],
  },
  {
    id: "name-handle-mismatch", match: { on: "handle", words: /\d{3,}|_{2,}|\.{2,}|x{2,}/i },
    setups: ["{q}. A handle with the number they gave you when the good one was gone.", "{ctx}, and then the handle {q}."],
    punches: ["Somewhere the original is living your life.", "The numbers are load-bearing.", "A username with a serial number, like a fridge."],
  },
  {
    id: "official-handle", match: { on: "handle", words: /official|real|the_?real|thereal|iam|itsme|its_/i },
    setups: ["{q}. In case of confusion with the fake ones.", "{ctx}, and the handle {q}."],
    punches: ["Nobody is impersonating you, we checked.", "Official, like a certificate from a cereal box.", "The real one, for the three people who asked."],
  },
  {
    id: "any-handle", match: { on: "handle" }, broad: true, mood: "deadpan",
    setups: ["{q}. A handle chosen at two in the morning.", "{ctx}, under the name {q}.", "{q}. A username that took three tries and a digit."],
    punches: ["A username with the energy of a forgotten password.", "The handle is the best-written thing here.", "Said out loud it sounds like a Wi-Fi network.", "Even autocorrect refuses to touch that name.", "A handle that sounds like a sandwich chain.", "Your username is an inside joke with yourself."],
  },
]);
