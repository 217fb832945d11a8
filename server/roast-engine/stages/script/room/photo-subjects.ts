import { defineFamily } from "./room-types";

/** Things the detector is sure of, when nobody is in the picture (the detail's value is the people count). */
const ALONE = ["airplane", "boat", "train", "car", "truck", "bus", "motorcycle", "bicycle", "cup", "wine glass", "bottle", "bench", "vehicle"];

/**
 * Photos whose subject is a thing or an animal, and what the photo says when the detector is sure
 * only of the family ("animal", "vehicle": name-photo-object.ts). A line never names a species,
 * a person or a face the analysis did not find. Written for their labels, so not catch-alls.
 */
export const PHOTO_SUBJECTS = defineFamily("subject", [
  {
    id: "thing-alone",
    match: { on: "object", labels: ALONE, max: 0 },
    mood: "deadpan",
    broad: false,
    setups: [
      "A whole photo of {a}. No people, just {a}, living its best life.",
      "{ctx}, and {a} as the headliner.",
      "Nobody in frame. Just {a}, given the solo.",
      "{a}, centre stage, and not one human willing to share the frame.",
    ],
    twists: ["The {q} didn't ask for a photoshoot."],
    punches: [
      "Your camera roll is a {q} fan page now.",
      "The {q} is the most photogenic thing you own.",
      "Somewhere, {a} is wondering why it's famous.",
      "The {q} nailed it in one take, unlike you.",
      "The {q} has a better portfolio than most models.",
    ],
  },
  {
    id: "animal-alone",
    match: { on: "object", labels: ["animal"], max: 0 },
    mood: "wholesome",
    broad: false,
    setups: [
      "An animal, front and centre, and no human brave enough to join it.",
      "{ctx}, and an animal holding the whole frame.",
      "The entire photo handed to an animal. Bold casting.",
    ],
    punches: [
      "It didn't sign a release, and it's still the best thing here.",
      "The only one in this photo with nothing to prove.",
      "It has no idea it's famous, which is the dream.",
      "Your camera roll is a fan account now.",
      "It's out-posing everything else in your camera roll.",
    ],
  },
  {
    id: "animal-company",
    match: { on: "object", labels: ["animal"], min: 1 },
    mood: "wholesome",
    broad: false,
    setups: ["An animal in the shot, upstaging everyone in it.", "{ctx}, and an animal stealing the scene."],
    punches: ["The animal is carrying this photo.", "Upstaged by something that can't even hold a phone.", "The animal gets the credit; you get the caption."],
  },
  {
    id: "vehicle",
    match: { on: "object", labels: ["vehicle"] },
    broad: false,
    setups: ["A vehicle, parked and posing like it's in an advert.", "{ctx}, and a set of wheels as the star."],
    punches: [
      "The wheels have more personality than the parking.",
      "Posed like it's for sale, priced like a memory.",
      "It's not going anywhere, and neither is this photo.",
    ],
  },
]);

/** How the photo is framed, from where the model found things (find-photo-details.ts). */
export const FRAMING = defineFamily("framing", [
  {
    id: "cropped-head",
    match: { on: "scene", words: /^cropped head$/ },
    setups: ["The top of a head, cropped clean off.", "{ctx}, and the top of a head left out of the frame.", "Framed so the forehead didn't make the cut."],
    punches: [
      "The camera ran out of photo before it ran out of head.",
      "Somewhere a forehead is asking to be in the shot.",
      "The framing gave up at the eyebrows.",
      "Cropped like a bonsai: on purpose, supposedly.",
    ],
  },
]);

/** The sky, measured from the pixels (find-photo-scene.ts): true of the picture whatever else is in it. */
export const SKIES = defineFamily("sky", [
  {
    id: "sunset",
    match: { on: "scene", words: /^sunset$/ },
    mood: "deadpan",
    setups: [
      "A sunset. Groundbreaking. Nobody has ever photographed one before.",
      "{ctx}, and yet another sunset.",
      "That sunset, shot like the sun owed you money.",
    ],
    punches: [
      "The sun does this every day and still gets less credit.",
      "Somewhere a phone has four hundred of these.",
      "The sky did all the work; you pressed a button.",
      "Postcard energy, minus the stamp.",
      "The sun set, and so did the bar.",
    ],
  },
  {
    id: "big-sky",
    match: { on: "scene", words: /^big sky$/ },
    mood: "deadpan",
    setups: ["Half this photo is sky. Bold use of nothing.", "{ctx}, and the sky taking up half the frame.", "So much sky, the ground is just a footnote."],
    punches: [
      "The sky got top billing and it didn't even audition.",
      "Tilt the camera down; the interesting half is under there.",
      "A weather report with a bit of land attached.",
      "The horizon is doing all the heavy lifting.",
      "All that sky, and still no clear idea.",
    ],
  },
  {
    id: "sky",
    match: { on: "scene", words: /^sky$/ },
    setups: ["A strip of sky across the top, for scale.", "{ctx}, and a band of blue sky holding the top down."],
    punches: [
      "The sky showed up; the subject is still loading.",
      "Sky at the top, so we know which way is up.",
      "The one part of this photo nobody can argue with.",
    ],
  },
]);
