import type { TropeSource } from "../joke-types";
import type { Match } from "../room-types";

/** A worn item in a colour ("black top", "all-black outfit", "red tie"); legwear is left to plainer lines. */
const worn = (colours: string): Match => ({
  on: "outfit",
  words: new RegExp(`(?:${colours})(?= (?:top|tie|handbag|backpack|suitcase|umbrella|outfit)\\b)`, "i"),
});

/** Poses, outfits, expressions and who else is in the picture: choices, never the person. */
export const PHOTO_PEOPLE: TropeSource[] = [
  {
    id: "mirror-selfie",
    match: { on: "pose", words: /mirror/i },
    needs: ["mirror", "selfie", "person", "photo"],
    jokes: [
      "A mirror selfie. The only photo where the photographer, the model and the critic are all the same person.",
      "A mirror selfie: the one photo you can take without asking anybody for a favour, or their opinion.",
      "A mirror selfie. The whole world to pose in front of, and you picked the one spot that stares back.",
      ["The mirror did most of the work here, and it isn't even getting tagged.", "Uncredited, as usual."],
      "A mirror selfie, the photo version of laughing at your own joke. And the mirror laughed right along.",
      "A mirror selfie. Every friend with a camera was available, and you went with the one who only copies you.",
    ],
  },
  {
    id: "mirror-selfie-group",
    match: { on: "pose", words: /mirror/i },
    needs: ["mirror", "selfie", "group", "photo"],
    jokes: [
      "A group mirror selfie: everyone squeezed in, and only one person got to hold the camera. That's the hierarchy.",
      "Several people in one mirror selfie. The mirror has never been this busy, and it would like some space.",
      "A mirror selfie with the whole group in it: the most efficient photo possible, and nobody asked a stranger.",
    ],
  },
  {
    id: "mirror-selfie-pair",
    match: { on: "pose", words: /mirror/i },
    needs: ["mirror", "selfie", "two-people", "photo"],
    jokes: [
      "A mirror selfie with both of you in it. Only one got the camera, and that's the real pecking order.",
      "Both of you in one mirror selfie. Each of you will zoom in on one person, and not the other.",
      "A mirror selfie for the pair of you. Double the posing, and the mirror still does all the work.",
    ],
  },
  {
    // The arm's-length cue (analyze/photo/find-pose-cues.ts) sees one large face high in the
    // frame: a selfie, or a portrait someone else took close up. The jokes say only what shows.
    id: "selfie",
    match: { on: "pose", words: /(?<!mirror )selfie/i },
    needs: ["face", "person", "photo"],
    jokes: [
      "A face this close to the lens. The camera had nowhere else to look, and it clearly tried.",
      "A face right up to the camera, so close the background was politely asked to wait outside.",
      "One face, filling the frame like it paid for the whole thing. The rest of the world got the edges.",
      ["A close-up this committed leaves the viewer no escape route.", "We checked every corner. There is none."],
    ],
  },
  {
    id: "phone-in-hand",
    match: { on: "pose", words: /phone/i },
    needs: ["person", "photo"],
    jokes: [
      "The phone is in your hand even in the photo. At this point it's less an accessory, more a limb.",
      "Holding a phone in a photo, like a toddler with a favourite blanket. Nobody's taking it off you, don't worry.",
      "Phone in hand, even mid-photo. Like you're only half here and half waiting for a better notification.",
      "A phone in hand, right there in the picture. Whatever's on that screen is more interesting than this, apparently.",
    ],
  },
  {
    id: "one-colour-outfit",
    match: { on: "outfit", words: /outfit/i },
    needs: ["person", "photo"],
    jokes: [
      "The {q}. One colour from top to bottom, which is either a strong aesthetic or just what was clean.",
      ["The {q}. From across the room, the whole look could pass for a single crayon.", "A very confident crayon."],
      "The {q}. The look of someone who decided matching was a personality, then matched absolutely everything.",
      "Top and bottom in one colour. The {q} looks like a uniform; we're all waiting to hear which team.",
    ],
  },
  {
    id: "dark-item",
    match: worn("black|charcoal"),
    needs: ["person", "photo"],
    jokes: [
      "The {q}, because {w} goes with everything, including never having to pick a colour ever again.",
      "The {q}: {w}, the official colour of people who say 'I'm just not really a colour person'.",
      "The {q}: sleek, mysterious, and a magnet for every speck of fluff in the postcode.",
      "The {q}: the colour for every mood, as long as the mood is 'please don't talk to me'.",
    ],
  },
  {
    id: "white-item",
    match: worn("white|cream|light grey"),
    needs: ["person", "photo"],
    jokes: [
      ["The {q}, spotless for now. Every pasta sauce within a mile has taken that personally.", "The gravy is circling."],
      "The {q}: a colour that trusts the world not to spill on it. The world has other plans.",
      "The {q}. Crisp, clean, and lasting exactly as long as it took to get this picture.",
      "The {q}, the most optimistic thing in this photo. Pure, bright, and one spilled drink away from tragedy.",
    ],
  },
  {
    id: "loud-item",
    match: worn("red|orange|yellow|pink|magenta|purple|turquoise|mustard|lavender|plum|maroon"),
    needs: ["person", "photo"],
    jokes: [
      "The {q}, the colour equivalent of a ringtone at full volume in a quiet library.",
      "{a}: it walks into the room before you do, and stays a while after you leave.",
      "The {q} is doing all the talking in this photo, and won't let anyone else get a word in.",
      "The {q}. Nobody picks {w} hoping to blend in; this could be spotted by a helicopter in fog.",
    ],
  },
  {
    id: "quiet-item",
    match: worn("beige|tan|grey|brown|olive|peach"),
    needs: ["person", "photo"],
    jokes: [
      "The {q}, in a colour picked very carefully. Nobody will ever be able to describe it afterwards.",
      "{a}. The wardrobe version of saying 'either is fine' when someone asks where you want to eat.",
      "The {q} says 'I'd like to be in the photo, quietly, with nobody commenting'. Too late for that.",
      "The {q}. A colour so calm it could sit through an entire meeting without saying a single word.",
    ],
  },
  {
    id: "blue-item",
    match: worn("blue|navy|teal"),
    needs: ["person", "photo"],
    jokes: [
      "The {q}: the safest colour going, with all the energy of a firm handshake and a pension plan.",
      "{a}. The colour of someone who owns at least one spreadsheet and is quietly proud of it.",
      "The {q}. That shade is what people pick to look trustworthy, and the photo is almost convinced.",
      "The {q}. A colour that says 'I'm approachable' in the same voice a bank says 'we value your call'.",
    ],
  },
  {
    id: "green-item",
    match: worn("green|mint"),
    needs: ["person", "photo"],
    jokes: [
      "The {q}: either a fashion statement or an attempt to hide in a hedge, and the hedge isn't fooled.",
      "The {q}, the colour of a thriving houseplant: the only thing in this photo that gets watered regularly.",
      "The {q} brings the outdoors into the picture, so technically this photo counts as a nature walk.",
      "{a}. The colour equivalent of ordering the salad and then being very, very proud about it.",
    ],
  },
  {
    id: "tie",
    match: { on: "outfit", words: /tie/i },
    needs: ["person", "photo"],
    jokes: [
      "The {q}: the only piece of clothing whose whole job is announcing 'I have a meeting later'.",
      "{a} for a photo: dressing for the job you want, and the job is 'guest at every wedding'.",
      ["The {q}, knotted with more confidence than most people put into their careers.", "The knot has a management role."],
      "{a} in a photo is a promise. A serious conversation about quarterly targets could start at any moment.",
    ],
  },
  {
    id: "smiling",
    match: { on: "face", words: /smiling/i },
    mood: "wholesome",
    needs: ["face", "smile", "person", "photo"],
    jokes: [
      "That smile is carrying the whole photo, like the one person in a team project who actually did the reading.",
      "A full smile for the camera. The face of someone who has seen this photo and personally approved it.",
      ["Smiling like the camera owes you money and just promised to pay it back.", "With interest, apparently."],
      "That smile looks like the last survivor of a whole camera roll of attempts. The rest did not make it.",
      "Smiling in a photo on purpose. Brave, sincere, and wide open to a roast exactly like this one.",
    ],
  },
  {
    id: "straight-face",
    match: { on: "face", words: /neutral/i },
    mood: "deadpan",
    needs: ["face", "person", "photo"],
    jokes: [
      "A completely straight face. Like the camera asked a question and you're choosing not to answer it.",
      "That straight face says 'I'm not trying'. That takes a remarkable amount of trying to get right.",
      "The straight face of someone who was told to act natural. And took it as a legal instruction.",
      "Not a flicker of expression: the face of someone watching a kettle that refuses to boil.",
    ],
  },
  {
    id: "surprised",
    match: { on: "face", words: /surprised/i },
    mood: "chaotic",
    needs: ["face", "person", "photo"],
    jokes: [
      ["The surprised look, as if the camera wasn't the whole point of standing there.", "It was. It very much was."],
      "Surprised by the camera, in a photo you clearly agreed to. That's either great acting or a very short memory.",
      ["That surprised face is the best acting in the picture: caught off guard, on purpose.", "Candid, rehearsed, the usual."],
      "Looking surprised in a photo you meant to take. Like the camera just told you some gossip about yourself.",
    ],
  },
  {
    id: "glare",
    match: { on: "face", words: /angry|disgusted/i },
    needs: ["face", "person", "photo"],
    jokes: [
      "That glare at the camera. Whatever it did, it's very sorry, and it would like to go home now.",
      "A full glare into the lens, the exact look of someone whose food order just came out wrong.",
      "The face of someone just told the photo is going to be shared. And look, here it is.",
      "That glare could strip paint. Whoever took this photo is, presumably, no longer invited to anything at all.",
    ],
  },
  {
    id: "pout",
    match: { on: "face", words: /sad/i },
    mood: "deadpan",
    needs: ["face", "person", "photo"],
    jokes: [
      ["That downcast look is pure music video, minus the music and the video.", "All mood, no budget."],
      "A gloomy look, in a photo somebody chose to keep. Sad on the outside, quietly delighted with the angle.",
      "The pout of an album cover for an album that doesn't exist yet. Judging by this, it may never.",
      "That moody look turns an ordinary photo into the bit of a film where it starts raining for no reason.",
    ],
  },
  {
    id: "startled",
    match: { on: "face", words: /fearful/i },
    mood: "chaotic",
    needs: ["face", "person", "photo"],
    jokes: [
      ["A startled look, like the camera went off mid-thought and caught the thought.", "It was not a good thought."],
      "That startled expression says the camera arrived before anyone was ready. And nobody asked for a retake.",
      "Looking startled in your own photo, like the shutter sound was a personal attack. It was only a picture.",
    ],
  },
  {
    id: "group",
    match: { on: "scene", words: /group/i },
    needs: ["group", "photo"],
    jokes: [
      "A group photo, where every single person in it will zoom in on exactly one person. Themselves.",
      "A group photo, and there's no way every person in it approved this version. Somebody didn't get a vote.",
      "A group shot. The only kind of photo that needs a planning meeting before and an apology after.",
      "A group photo: somewhere in it is the person who said 'wait, I wasn't ready', and they were right.",
      "A group photo. One person's favourite shot, and everyone else's 'please, delete that right now, I'm begging'.",
    ],
  },
  {
    id: "pair",
    match: { on: "scene", words: /two(?: people)?/i },
    needs: ["two-people", "photo"],
    jokes: [
      "The two of you in one frame, and only one of you was consulted about which take made the cut.",
      "Two people, one photo, and the question: whose camera roll is it in, and does the other get a veto?",
      "The two of you in one picture. Each one privately convinced it's a great photo of just themselves.",
      "A photo of the two of you. One suggested it, and the other is still deciding whether to forgive them.",
    ],
  },
];
