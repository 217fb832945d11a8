import type { TropeSource } from "../joke-types";

/**
 * Two sure facts at once, roasted as the situation they make: a smile in a group, a smiling
 * selfie, a blurry mirror selfie, a group in the dark, someone in front of a sunset.
 */
export const PHOTO_SITUATIONS: TropeSource[] = [
  {
    id: "smile-in-group",
    match: { on: "face", words: /smiling/i },
    mood: "wholesome",
    needs: ["group", "smile", "face", "photo"],
    jokes: [
      "A group photo, and somebody's smiling like it was their idea. They'll also be the one who posts it.",
      "A smile in a group photo. One smile is easy; a whole group smiling at once takes a professional negotiator.",
      "A group shot with a genuine smile in it. Somebody heard 'say cheese' and took it very personally.",
    ],
  },
  {
    id: "smile-in-pair",
    match: { on: "face", words: /smiling/i },
    needs: ["two-people", "smile", "face", "photo"],
    jokes: [
      "Both of you in one photo, and the smile says one of you already knows who came out better.",
      "A pair of people, one photo, and a smile that says 'I picked this take, and you'll live with it'.",
      "Both of you in one photo, and a smile. That smile is going on a fridge door for years.",
    ],
  },
  {
    id: "smile-with-dog",
    match: { on: "object", words: /dog/i, labels: ["dog"], min: 1 },
    mood: "wholesome",
    needs: ["animal", "smile", "person", "photo"],
    jokes: [
      "A smile in a photo with a dog: the one smile nobody ever has to fake. The dog did that.",
      "A dog in the picture, and a smile to match. Nobody has ever smiled that honestly at a human.",
      "That smile is aimed at the dog, not the camera, and the camera has made its peace with that.",
    ],
  },
  {
    // One large face high in the frame, smiling: a selfie or a close portrait, said as neither.
    id: "smiling-selfie",
    match: { on: "pose", words: /(?<!mirror )selfie/i },
    needs: ["smile", "face", "photo"],
    jokes: [
      "A smile that close to the lens. The camera got a warmer welcome than most of your friends get.",
      ["Smiling this close to the camera, the purest form of self-approval there is.", "And it was granted, immediately."],
      "A grin that fills the whole frame. Confidence, measured in how little of the background was allowed in.",
    ],
  },
  {
    id: "blurry-mirror-selfie",
    match: { on: "pose", words: /mirror/i },
    mood: "chaotic",
    needs: ["mirror", "selfie", "blurry", "photo"],
    jokes: [
      "A mirror selfie, and somehow it's blurry. The reflection held still; the person holding the camera did not.",
      "A blurry mirror selfie. The only photo where you can blame the mirror and still be completely wrong.",
      "A blurry mirror selfie: one subject, one mirror, no moving parts, and it still came out like a ghost sighting.",
    ],
  },
  {
    id: "group-in-the-dark",
    match: { on: "scene", words: /^dark$/i },
    mood: "chaotic",
    needs: ["group", "dark", "photo"],
    jokes: [
      "A group photo taken in the dark. The whole crew is in it, allegedly, and we'll take attendance on trust.",
      "So dark. The group in this photo is now more of a rumour than a roll call.",
      "A group photo in the dark: years from now, nobody will be able to prove who was actually there.",
    ],
  },
  {
    id: "person-before-sunset",
    match: { on: "scene", words: /sunset/i },
    needs: ["sunset", "sky", "person", "photo"],
    jokes: [
      "A person in front of a sunset: the one backdrop guaranteed to upstage anybody who stands in front of it.",
      "You and a sunset in one photo. Everyone looking at it is trying to see round you to the sunset.",
      "The sunset came out great. Whoever shares the frame with it has been cast as the sunset's supporting act.",
    ],
  },
  {
    id: "black-and-white-portrait",
    match: { on: "scene", words: /black and white/i },
    mood: "deadpan",
    needs: ["face", "person", "photo"],
    jokes: [
      "A black and white portrait, because in colour you'd just be a person. This way you're an album cover.",
      "A portrait in black and white: the author photo on the back of a very serious novel.",
      "A portrait in black and white. The photo equivalent of speaking in a low voice so everyone thinks you're deep.",
    ],
  },
];
