import { defineFamily } from "./room-types";

/** Poses, faces and how the photo was taken. */
export const POSES = defineFamily("pose", [
  {
    id: "mirror-selfie", match: { on: "pose", words: /mirror selfie/ },
    setups: ["A mirror selfie. The phone is the co-star.", "{ctx}, and a mirror selfie to prove it."],
    twists: ["The mirror needs a wipe."],
    punches: ["The phone got a better angle than you did.", "The mirror has seen this pose four hundred times.", "Somewhere a bathroom is famous now."],
  },
  {
    id: "selfie", match: { on: "pose", words: /^selfie$/ },
    setups: ["A selfie from above, the classic angle.", "{ctx}, and a selfie at arm's length."],
    punches: ["Arm's length, which is where we'd like to stay.", "Taken seventeen times, this was the winner.", "The arm deserves a photo credit."],
  },
  {
    id: "phone-in-hand", match: { on: "pose", words: /phone in hand/ },
    setups: ["The phone in hand, even in the photo.", "{ctx}, and the phone never leaves the hand."],
    punches: ["Screen time called, it's worried.", "The phone is surgically attached at this point.", "Even mid-photo you're checking notifications."],
  },
  {
    id: "smiling", match: { on: "face", words: /smiling/ }, mood: "wholesome",
    setups: ["That smile, rehearsed in the car.", "{ctx}, and that smile selling it."],
    punches: ["The smile says yes; the eyes say 'is it done'.", "Smiling like the photo costs extra.", "A smile that's clearly take twelve."],
  },
  {
    id: "neutral", match: { on: "face", words: /neutral/ }, mood: "deadpan",
    setups: ["That straight face. Serious, like a passport photo.", "{ctx}, and a face giving absolutely nothing."],
    punches: ["The face of someone waiting for toast.", "Blue steel, low battery.", "Expression set to 'loading'."],
  },
  {
    id: "surprised", match: { on: "face", words: /surprised|fearful/ },
    setups: ["That surprised face, like the camera was a shock.", "{ctx}, and that surprised look."],
    punches: ["Caught in the act of being photographed, by yourself.", "Shocked, like the flash was a plot twist.", "That's the face of someone who saw their screen time."],
  },
  {
    id: "moody", match: { on: "face", words: /angry|sad|disgusted/ },
    setups: ["That moody look, straight from an album cover.", "{ctx}, and that brooding face."],
    punches: ["Brooding, like a kettle that won't boil.", "The mood is dramatic; the lighting is a kitchen.", "Moody, like a sock that lost its pair."],
  },
  {
    id: "group", match: { on: "scene", words: /group photo/ },
    setups: ["A group photo, so we can't tell which one is you.", "{ctx}, and the whole squad in frame."],
    punches: ["The group chat is typing and none of it is nice.", "Strength in numbers, style in none.", "The friend who took it is the real winner.", "Somebody blinked, and it was the vibe.", "Everyone posing, nobody agreeing on how."],
  },
  {
    id: "duo", match: { on: "scene", words: /two people/ },
    setups: ["Two people in one photo, and one of them is posing harder.", "{ctx}, and the two of you in frame."],
    punches: ["One of you is in on the joke; it's not you.", "A duo, with one person carrying the vibe.", "Couples costume energy, all year round."],
  },
  {
    id: "blurry", match: { on: "scene", words: /blurry/ },
    setups: ["A blurry photo. Taken mid-earthquake, clearly.", "{ctx}, and the blur doing damage control.", "Is that a photo or a memory of one?", "{ctx}, shot through a steamed-up window."],
    punches: ["The blur is the best filter you've got.", "Hold still, the camera begs you.", "Motion blur, emotional blur, all of it.", "Focus was optional and you opted out.", "Shot on a potato, moving at speed.", "The autofocus gave up and went home.", "An eye test, not a photo.", "Blurry enough to deny everything later."],
  },
  {
    id: "dark", match: { on: "scene", words: /^dark$/ },
    setups: ["This lighting. Taken inside a wardrobe.", "{ctx}, and the lights off."],
    punches: ["Mysterious, or you couldn't find the switch.", "The flash called in sick.", "We can't see you, and it's working.", "The light bulb filed for a day off."],
  },
  {
    id: "bright", match: { on: "scene", words: /bright/ },
    setups: ["This brightness. Shot directly on the sun.", "{ctx}, and the exposure turned to eleven."],
    punches: ["Overexposed, like the caption.", "The sun asked for a photo credit.", "So bright we need sunglasses to judge you.", "The exposure slider is crying."],
  },
  {
    id: "colour", match: { on: "scene", words: /colour/ },
    setups: ["All this {q}. A colour scheme with commitment.", "{ctx}, and {q} everywhere.", "So much {q}. Someone found a theme and stuck to it.", "{q}, wall to wall. A bold palette choice."],
    punches: ["The {q} is doing the talking.", "A {q} so committed it has a lease.", "Decorated by someone who found one paint tin.", "The {q} has more personality than the pose.", "A mood board with exactly one mood.", "Colour theory, skipped to the last chapter.", "The {q} is loud, and it knows it."],
  },
  {
    id: "beige-scene", match: { on: "scene", words: /beige/ },
    setups: ["All this beige. A palette called 'landlord special'.", "{ctx}, and beige, everywhere."],
    punches: ["Beige on beige, the wallpaper filed a complaint.", "A room so neutral it's in Switzerland.", "Decorated entirely in oatmeal.", "Beige: the colour of a waiting room's dreams.", "A palette that says 'rental deposit, please'."],
  },
  {
    id: "dark-mode", match: { on: "scene", words: /dark mode/ },
    setups: ["Dark mode, for the brooding hacker energy.", "{ctx}, and dark mode on, obviously."],
    punches: ["Dark mode doesn't make the bio mysterious.", "Hiding in the dark, but the words are still there.", "Dark mode: night vision for bad decisions."],
  },
]);
