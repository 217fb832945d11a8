import type { TropeSource } from "../joke-types";
import type { Match } from "../room-types";

/** An object the photo model is sure of; `people` is how many are in the picture (0: the thing is the subject). */
export const seen = (words: RegExp, labels: string[], people: Pick<Match, "min" | "max"> = {}): Match => ({ on: "object", words, labels, ...people });

/** Vehicles, gadgets, furniture and gear in the picture: the prop as the star, or the prop as the personality. */
export const PHOTO_THINGS: TropeSource[] = [
  {
    id: "car-alone",
    match: seen(/car|truck/i, ["car", "truck"], { max: 0 }),
    needs: ["photo"],
    jokes: [
      "Just the {q} in this photo, nobody else. It looks like a poster that says 'Have you seen this {q}?'",
      "Just the {q}, nobody else. There's a very long story about this {q} coming, and nobody can stop it.",
      "The {q} is the only subject in this photo. The photographer's priorities are clear, and they have wheels.",
      "A solo photo shoot for the {q}. Most people don't get photographed this lovingly at their own wedding.",
    ],
  },
  {
    id: "car-and-person",
    match: seen(/car|truck/i, ["car", "truck"], { min: 1 }),
    needs: ["person", "photo"],
    jokes: [
      "{a} in the shot with you. Yours or not, people will assume it is, and ask about the mileage.",
      "You and the {q} sharing the frame. It is genuinely hard to tell who is posing for whom.",
      "You and {a} in one photo. If it's yours, it's a trophy shot; if not, it's borrowed glory.",
    ],
  },
  {
    id: "vehicle-unsure",
    match: seen(/vehicle/i, ["vehicle"]),
    needs: ["photo"],
    jokes: [
      "A vehicle made it into the picture, which is more than most vehicles manage. They're usually just passing through.",
      "There's a vehicle in the shot, doing what vehicles in photos always do: hinting at a road trip nobody's planned.",
      "A vehicle in the photo, the film extra of this picture: no lines, no credit, and still in the shot.",
    ],
  },
  {
    id: "two-wheels",
    match: seen(/bicycle|motorcycle|bike|motorbike/i, ["bicycle", "motorcycle"]),
    needs: ["photo"],
    jokes: [
      "{a} in the picture. Half transport, half personality, and this photo is very much the personality half.",
      "Nobody has ever owned {a} and managed not to work it into the conversation. This photo is the conversation.",
      "{a} in the shot: the only thing here with a spec sheet, and someone's about to read it aloud.",
      "{a} in the photo: a machine built for speed, caught in the one format where it can't go anywhere.",
    ],
  },
  {
    id: "bus-or-train",
    match: seen(/bus|train/i, ["bus", "train"]),
    needs: ["photo"],
    jokes: [
      "{a} in the picture. Most people try to catch the {q}; you photographed it, which is the other option.",
      "You took a photo of {a}. Somewhere, a person with a notebook full of {q} numbers just felt seen.",
      "{a} in the frame, the only thing in this photo that runs on a schedule. Allegedly.",
      "The {q} made the shot. Public transport finally getting the attention it deserves, from exactly one person.",
    ],
  },
  {
    id: "plane",
    match: seen(/airplane|plane/i, ["airplane"]),
    needs: ["photo"],
    jokes: [
      "A plane in the photo. That's how people say they travel without having to actually say they travel.",
      "The plane made it into the picture. A trip announcement, disguised as a sudden interest in aviation.",
      "You photographed a plane. Either you're going somewhere or you really like planes, and both are a personality.",
    ],
  },
  {
    id: "boat",
    match: seen(/boat/i, ["boat"]),
    needs: ["photo"],
    jokes: [
      "A boat in the picture. The oldest trick for making any photo look like a page from a holiday brochure.",
      "Nobody photographs a boat casually. It's always a hint, and the hint is always about whose boat it is.",
      "There's a boat in the shot, so this is officially a nautical lifestyle now. The boat has not agreed.",
    ],
  },
  {
    id: "laptop",
    match: seen(/laptop/i, ["laptop"]),
    needs: ["photo"],
    jokes: [
      "A laptop in the shot. Nothing says hard at work like stopping work to take a photo of the laptop.",
      "A laptop in the photo, the sign for 'I work from anywhere', which mostly means a café with slow wifi.",
      "There's a laptop in the picture. Whatever's on it is officially 'work', and the other tabs will never be shown.",
      "A laptop in the photo is the productivity version of a prop. The spreadsheet is out of frame, doing nothing.",
    ],
  },
  {
    id: "phone",
    match: seen(/phone/i, ["cell phone"]),
    needs: ["photo"],
    jokes: [
      "There's a phone in this picture, probably taken by another phone. Phones photographing phones: the machines have won.",
      "A phone in the shot, which is fair: without one, how would anyone prove this moment happened?",
      "A phone in the picture, the plus-one that comes to everything and then spends the whole night on its phone.",
      "A phone in this picture, so for once it's in the photo instead of taking it. A well-earned day off.",
    ],
  },
  {
    id: "tv",
    match: seen(/tv/i, ["tv"]),
    needs: ["photo"],
    jokes: [
      "A TV in the frame. Even in a photo, the screen is still fighting everything in the room for attention.",
      "A TV in the shot, the only thing in this picture that's used to being stared at for hours.",
      "A TV in the picture. Somewhere, a little box on it is asking 'are you still watching?'",
      "A TV in the photo: the one guest who never leaves, never helps, and still gets the best seat.",
    ],
  },
  {
    id: "book",
    match: seen(/book/i, ["book"]),
    needs: ["photo"],
    jokes: [
      "There's a book in the shot. Whether it was read or just photographed is between you and the bookmark.",
      "A book made the frame, which instantly adds a few points of intellect to the whole photo. Temporarily.",
      "Nothing makes a photo look smarter than a book in it. And nothing is easier than never opening it.",
      "A book in the picture: reading, café-style, where the main thing is other people seeing you do it.",
    ],
  },
  {
    id: "couch-or-bed",
    match: seen(/couch|sofa|bed/i, ["couch", "bed"]),
    needs: ["photo"],
    jokes: [
      "The {q} made it into the picture. This was taken at maximum comfort and minimum effort.",
      "{a} in the frame. The natural habitat of whoever took this, photographed in the wild at last.",
      "A photo with {a} in it. Nothing about this suggests anyone left the house, and that's the whole charm.",
      "{a} in the shot. The place where plans go to get comfortable and never leave.",
    ],
  },
  {
    id: "plant",
    match: seen(/plant/i, ["potted plant"]),
    needs: ["photo"],
    jokes: [
      "There's a plant in the picture. So this photo has at least one thing in it that's clearly thriving.",
      "A plant in the photo: the cheapest way to make any picture look like its owner has their life together.",
      "A plant in the photo, placed like a cast member. It's the only one here quietly doing photosynthesis.",
      "The plant got into the shot. Real or plastic, it's still giving the most relaxed performance in the picture.",
    ],
  },
  {
    id: "clock",
    match: seen(/clock/i, ["clock"]),
    needs: ["photo"],
    jokes: [
      "A clock in the photo, so something here knows what time it is. Just not what to do with it.",
      "A clock in the picture, so the photo comes with its own timestamp, in case anyone asks where you were.",
      "A clock in the shot. The only thing in here that has kept moving since the picture was taken.",
      "A clock in the photo, keeping time for a picture that will never move again. Very poetic, very unnecessary.",
    ],
  },
  {
    id: "empty-seat",
    match: seen(/chair|bench/i, ["chair", "bench"], { max: 0 }),
    mood: "deadpan",
    needs: ["photo"],
    jokes: [
      "{a} with nobody in it, photographed like it has a story. It doesn't. It's {a}.",
      "A photo of an empty {q}, which is either very deep art or a very slow day. Probably both.",
      "Just {a}, alone in the frame. Somebody looked at a place to sit and gave it a portrait instead.",
      "Just {a}, nobody sitting in it. Even the furniture in this photo is waiting for somebody to show up.",
    ],
  },
  {
    id: "umbrella",
    match: seen(/umbrella/i, ["umbrella"]),
    needs: ["photo"],
    jokes: [
      "There's an umbrella in the shot. The one accessory that turns any photo into a weather report.",
      "An umbrella in the picture. Either the weather was bad or the styling was very, very intentional.",
      "An umbrella in the picture, which turns any photo into the opening scene of a romantic film. Cue the rain.",
    ],
  },
  {
    id: "luggage",
    match: seen(/suitcase|backpack/i, ["suitcase", "backpack"]),
    needs: ["photo"],
    jokes: [
      "There's {a} in the shot. The universal sign for 'I'm a traveller now', and also for 'I'm running late'.",
      "{a} made the frame. It has probably seen more of the world than anything else in this photo.",
      "The {q} is in the photo like a travel companion, the only one who never complains about the itinerary.",
    ],
  },
  {
    id: "handbag",
    match: seen(/handbag/i, ["handbag"]),
    needs: ["photo"],
    jokes: [
      "A handbag in the photo, getting its own spot. Like a supporting character with a much better agent.",
      "The handbag made it into the frame. Whatever's inside it is probably more organised than this photo.",
      "A handbag in the shot. Inside, probably: old receipts, a mystery key, and a snack from a previous era.",
    ],
  },
  {
    id: "board-gear",
    match: seen(/surfboard|skis|snowboard|skateboard/i, ["surfboard", "skis", "snowboard", "skateboard"]),
    needs: ["photo"],
    jokes: [
      "The {q} made the picture. Bringing the gear into the shot is half the sport, and the easier half.",
      "The {q} got into the frame like a credential: proof of the sport, without the inconvenience of a video.",
      "The {q} made this photo. That means a long conversation about conditions is only moments away.",
      "Gear in the shot: the {q}, shown off like a trophy. We'll assume the action shots are on another camera.",
    ],
  },
  {
    id: "ball-gear",
    match: seen(/ball|racket|glove|frisbee|kite/i, ["sports ball", "tennis racket", "baseball glove", "frisbee", "kite"]),
    needs: ["photo"],
    jokes: [
      "{a} in the picture, so this is officially a sports photo. The sport itself is standing very still.",
      "{a} made the frame. That's how you prove you play without anyone having to watch you play.",
      "{a} in the picture: proof of intent, like running shoes by the door. Results sold separately.",
      "There's {a} in the shot. The most athletic thing in this photo, and it isn't even moving.",
    ],
  },
  {
    id: "remote",
    match: seen(/remote/i, ["remote"]),
    needs: ["photo"],
    jokes: [
      "A remote in the photo: the most powerful object in any home, because whoever holds it decides the evening.",
      "A remote made the picture. The one thing in every home that goes missing daily, finally caught on camera.",
      "A remote in the picture: the most fought-over object in any home, caught in a rare moment of peace.",
    ],
  },
  {
    id: "vase",
    match: seen(/vase/i, ["vase"]),
    needs: ["photo"],
    jokes: [
      "A vase in the picture. Owning a vase is the exact moment a person officially becomes a grown-up.",
      "A vase in the shot, the one thing in any home whose whole job is standing still, being dusted around.",
      "A vase made the photo, looking elegant, and one clumsy elbow away from a very different story.",
    ],
  },
  {
    id: "bathroom-kit",
    match: seen(/toothbrush|hair drier/i, ["toothbrush", "hair drier"]),
    needs: ["photo"],
    jokes: [
      "{a} in the picture. Of all the props available, this photo went with personal hygiene equipment.",
      "{a} made the frame. Nobody plans a photo shoot around {a}; it just refused to leave.",
      "{a} in the shot. Somebody checked everything about this photo except the {q} sitting right there.",
    ],
  },
  {
    id: "bat",
    match: seen(/baseball bat/i, ["baseball bat"]),
    needs: ["photo"],
    jokes: [
      "{a} in the picture, so it's officially a sports photo. The sport so far: standing around, holding things.",
      "{a} in the shot, which makes the photo look like the poster for a film about a comeback.",
      "{a} made the frame: proof of a sport, with no proof anyone has ever hit anything with it.",
    ],
  },
  {
    id: "teddy",
    match: seen(/teddy/i, ["teddy bear"]),
    mood: "wholesome",
    needs: ["photo"],
    jokes: [
      "A teddy bear in the picture: the calmest, most patient model in the shot, and it asked for nothing.",
      "There's a teddy bear in the frame. It's holding the exact expression it has held for its entire career.",
      "A teddy bear made the shot. This photo has a plus-one who never complains about the angle.",
      "The teddy bear is in the picture like a co-star. Frankly, it's carrying the warmth of the whole thing.",
    ],
  },
  {
    id: "mirror-plumbing",
    match: seen(/toilet|sink/i, ["toilet", "sink"]),
    needs: ["mirror", "selfie", "photo"],
    jokes: [
      "A mirror selfie with the {q} in full view. You checked the angle, the light, everything except the {q}.",
      "The {q} made it into the mirror selfie. Of all the things to share a frame with, you picked plumbing.",
      "A {q} in the mirror selfie. People look at the pose for a second, and the {q} for the rest.",
      "A {q} in the background of a mirror selfie: the co-star nobody cast, and the one everyone remembers.",
    ],
  },
];
