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
      "A group photo, and at least one person is smiling like they meant it. Statistically, that's a success.",
      "A smile in a group photo is a team effort. At least one person on this team actually showed up.",
      "A group shot with a genuine smile in it. Somebody heard 'say cheese' and took it very personally.",
    ],
  },
  {
    id: "smile-in-pair",
    match: { on: "face", words: /smiling/i },
    needs: ["two-people", "smile", "face", "photo"],
    jokes: [
      "Both of you in one frame. At least one of you is smiling like this whole photo was their idea.",
      "A pair of people, one photo. And a smile that says 'I picked this take, and you'll live with it'.",
      "Both of you in the picture. One of you is smiling like they've already picked this as the one to post.",
    ],
  },
  {
    id: "smile-with-dog",
    match: { on: "object", words: /dog/i, labels: ["dog"], min: 1 },
    mood: "wholesome",
    needs: ["animal", "smile", "person", "photo"],
    jokes: [
      "Smiling in a photo with a dog, the only time anyone's smile is completely believable. The dog earned that.",
      "A dog in the picture and a smile to go with it. Nobody has ever smiled that honestly at a human.",
      "That smile is for the dog, not the camera. Honestly, every single person looking at this understands.",
    ],
  },
  {
    // One large face high in the frame, smiling: a selfie or a close portrait, said as neither.
    id: "smiling-selfie",
    match: { on: "pose", words: /(?<!mirror )selfie/i },
    needs: ["smile", "face", "photo"],
    jokes: [
      "A big smile, right up against the lens. The camera and the face have finally agreed on something.",
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
      "Even the mirror couldn't get a sharp look at this one. A blurry mirror selfie, posted anyway, blur and all.",
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
      "A group shot with this little light in it. Somebody is definitely in the back, probably, doing their best.",
    ],
  },
  {
    id: "person-before-sunset",
    match: { on: "scene", words: /sunset/i },
    needs: ["sunset", "sky", "person", "photo"],
    jokes: [
      "Standing in front of a sunset. The one backdrop guaranteed to upstage anybody who stands in front of it.",
      "Posing against a sunset means sharing the frame with the most photogenic thing on earth. Brave, honestly.",
      "The sunset came out great. Whoever is standing in front of it has been cast as its supporting act.",
    ],
  },
  {
    id: "black-and-white-portrait",
    match: { on: "scene", words: /black and white/i },
    mood: "deadpan",
    needs: ["face", "person", "photo"],
    jokes: [
      "A black and white portrait. Because a normal photo of you simply wasn't quite brooding enough, apparently.",
      "A person, in black and white. Suddenly it's an album cover from before colour was even invented.",
      "A portrait in black and white. The photo equivalent of speaking in a low voice so everyone thinks you're deep.",
    ],
  },
];
