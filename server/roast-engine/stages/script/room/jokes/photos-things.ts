import type { TropeSource } from "../joke-types";
import type { Match } from "../room-types";

/** An object the photo model is sure of; `people` is how many are in the picture (0: the thing is the subject). */
const seen = (words: RegExp, labels: string[], people: Pick<Match, "min" | "max"> = {}): Match => ({ on: "object", words, labels, ...people });

/** Vehicles, gadgets, furniture and gear in the picture: the prop as the star, or the prop as the personality. */
export const PHOTO_THINGS: TropeSource[] = [
  {
    id: "car-alone",
    match: seen(/car|truck/i, ["car", "truck"], { max: 0 }),
    needs: ["photo"],
    jokes: [
      "Just the {q} in the picture, angled like a magazine cover. Somebody here has very strong opinions about wheels.",
      "A portrait of {a}. Not a person, not a view, {a}. The engine size is coming next, isn't it?",
      "The {q} is the only subject in this photo, which says a great deal about the photographer's priorities.",
      "A solo photo shoot for the {q}. Most people don't get photographed this lovingly at their own wedding.",
    ],
  },
  {
    id: "car-and-person",
    match: seen(/car|truck/i, ["car", "truck"], { min: 1 }),
    needs: ["person", "photo"],
    jokes: [
      "Standing next to the {q} for a photo. A trophy shot, except trophies don't need insurance and an oil change.",
      "You and the {q} sharing the frame. It is genuinely hard to tell who is posing for whom.",
      "Posing with the {q} so it can do the talking. Honestly, it's saying a lot more than you are.",
    ],
  },
  {
    id: "vehicle-unsure",
    match: seen(/vehicle/i, ["vehicle"]),
    needs: ["photo"],
    jokes: [
      "A vehicle made it into the frame. Whatever else this photo is about, somebody wanted us to know they have wheels.",
      "There's a vehicle in the shot, doing what vehicles in photos always do. Quietly implying a road trip.",
      "A vehicle in the picture, just sitting there. It has more confidence than anything else in this photo.",
    ],
  },
  {
    id: "two-wheels",
    match: seen(/bicycle|motorcycle|bike|motorbike/i, ["bicycle", "motorcycle"]),
    needs: ["photo"],
    jokes: [
      "{a} in the picture. Half transport, half personality, and this photo is very much the personality half.",
      "Nobody has ever owned {a} and managed not to work it into the conversation. This photo is the conversation.",
      "{a} in the shot. The only thing in this picture with a more impressive spec sheet than whoever owns it.",
      "Somebody stopped to photograph {a} while it wasn't even moving. That's peak {q} person behaviour.",
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
      "There's a boat in the shot, so now this is officially a nautical lifestyle. The boat has not agreed to that.",
    ],
  },
  {
    id: "laptop",
    match: seen(/laptop/i, ["laptop"]),
    needs: ["photo"],
    jokes: [
      "A laptop in the shot. Nothing says hard at work like stopping work to take a photo of the laptop.",
      "The laptop made the frame. The modern way of saying you're very busy while clearly having time for photos.",
      "There's a laptop in the picture. Presumably there's something very important on it that we will never see.",
      "A laptop in the photo is the productivity version of a prop. The spreadsheet is out of frame, doing nothing.",
    ],
  },
  {
    id: "phone",
    match: seen(/phone/i, ["cell phone"]),
    needs: ["photo"],
    jokes: [
      "There's a phone in this picture, so somewhere a phone took a photo of a phone. Peak modern life.",
      "A phone in the shot, like a security blanket. Nobody can just stand somewhere anymore without one.",
      "A phone made it into the picture. Even in a photo, the phone is never more than a reach away.",
      "A phone made the photo. That's the phone's favourite thing, being the centre of attention, as usual.",
    ],
  },
  {
    id: "tv",
    match: seen(/tv/i, ["tv"]),
    needs: ["photo"],
    jokes: [
      "A TV in the frame. Even in a photo, the screen is still fighting everything else in the room for attention.",
      "A TV in the shot. The only thing in this picture that gets stared at more than whoever posted it.",
      "The TV made the photo. It has spent years being watched, and now it finally gets to be looked at.",
      "A TV in the picture. Whatever this moment was, it had a screen quietly competing with it.",
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
      "A book in the picture, placed to be seen. The way people read in cafés: mostly for the other people.",
    ],
  },
  {
    id: "couch-or-bed",
    match: seen(/couch|sofa|bed/i, ["couch", "bed"]),
    needs: ["photo"],
    jokes: [
      "The {q} made it into the picture. This was taken at maximum comfort and minimum effort.",
      "{a} in the frame. The natural habitat of whoever posted this, photographed in the wild at last.",
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
      "A plant in the frame. Instant calm, instant aesthetic, and the plant didn't ask for any of it.",
      "A plant in the photo, placed like a cast member. It's the only one here quietly doing photosynthesis.",
      "The plant got into the shot. Real or plastic, it's still giving the most relaxed performance in the picture.",
    ],
  },
  {
    id: "clock",
    match: seen(/clock/i, ["clock"]),
    needs: ["photo"],
    jokes: [
      "A clock in the photo, so at least something here knows what time it is. Just not what to do with it.",
      "There's a clock in the picture. This photo has officially been timestamped by the universe itself.",
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
      "Just {a}, alone in the frame. Somebody looked at a place to sit and decided it deserved a portrait instead.",
      "Just {a} and nobody sitting in it. Even the furniture in this photo is waiting for somebody to show up.",
    ],
  },
  {
    id: "umbrella",
    match: seen(/umbrella/i, ["umbrella"]),
    needs: ["photo"],
    jokes: [
      "There's an umbrella in the shot. The one accessory that turns any photo into a weather report.",
      "An umbrella in the picture. Either the weather was bad or the styling was very, very intentional.",
      "An umbrella made the frame. Nothing makes a picture feel like a movie scene quite like an umbrella and optimism.",
    ],
  },
  {
    id: "luggage",
    match: seen(/suitcase|backpack/i, ["suitcase", "backpack"]),
    needs: ["photo"],
    jokes: [
      "There's {a} in the shot. The universal sign for 'I'm a traveller now', and also for 'I'm running late'.",
      "{a} made the frame. It has probably seen more of the world than anything else in this photo.",
      "The {q} is in the photo like it's part of the team. At this point it's more of a personality than luggage.",
    ],
  },
  {
    id: "handbag",
    match: seen(/handbag/i, ["handbag"]),
    needs: ["photo"],
    jokes: [
      "A handbag in the photo, getting its own spot. Like a supporting character with a much better agent.",
      "The handbag made it into the frame. Whatever's inside it is probably more organised than this photo.",
      "A handbag in the shot. The one accessory that always makes the cut, no matter who else gets cropped.",
    ],
  },
  {
    id: "board-gear",
    match: seen(/surfboard|skis|snowboard|skateboard/i, ["surfboard", "skis", "snowboard", "skateboard"]),
    needs: ["photo"],
    jokes: [
      "The {q} made the picture. Bringing the gear into the shot is half the sport, and the easier half.",
      "The {q} got into the frame like a credential. Anyone can stand somewhere; standing there with gear is a lifestyle.",
      "The {q} made this photo. That means a long conversation about conditions is only moments away.",
      "Gear in the shot: the {q}, shown off like a trophy. We'll assume the action shots are on another camera.",
    ],
  },
  {
    id: "ball-gear",
    match: seen(/ball|racket|glove|frisbee|kite/i, ["sports ball", "tennis racket", "baseball glove", "frisbee", "kite"]),
    needs: ["photo"],
    jokes: [
      "{a} in the picture, so this is officially a sports photo. The sport itself appears to be standing still.",
      "{a} made the frame. That's how you prove you play without anyone having to watch you play.",
      "You brought {a} to the photo. Whatever the score was, the picture is definitely the real highlight.",
      "There's {a} in the shot. The most athletic thing in this photo, and it isn't even moving.",
    ],
  },
  {
    id: "teddy",
    match: seen(/teddy/i, ["teddy bear"]),
    mood: "wholesome",
    needs: ["photo"],
    jokes: [
      "A teddy bear in the picture. The calmest, most patient model in the whole shot, and it didn't ask for anything.",
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
      "The mirror selfie has a {q} in it. Everyone looks at the pose for a second and the {q} for the rest.",
      "A {q} in the background of a mirror selfie. The real co-star, and it's not even trying.",
    ],
  },
  {
    id: "appliance",
    match: seen(/refrigerator|oven|microwave|toaster/i, ["refrigerator", "oven", "microwave", "toaster"]),
    needs: ["photo"],
    jokes: [
      "{a} in the picture. Of all the backdrops in the world, this photo picked one that plugs into the wall.",
      "There's {a} in the frame. It gives this whole photo the energy of a rental listing nobody asked for.",
      "{a} made the shot. Not a view, not a landmark, an appliance, and it's still the hardest worker in the picture.",
    ],
  },
  {
    id: "desk-gear",
    match: seen(/keyboard|mouse/i, ["keyboard", "mouse"]),
    needs: ["photo"],
    jokes: [
      "{a} in the shot, so this is officially a desk photo. Productivity was paused so productivity could be documented.",
      "There's {a} in the frame. Nothing says 'I'm busy' like taking a break to photograph the equipment.",
      "{a} made the picture. The most thrilling desk accessory ever given a portrait, and it knows it.",
    ],
  },
  {
    id: "street-furniture",
    match: seen(/traffic light|stop sign|fire hydrant|parking meter/i, ["traffic light", "stop sign", "fire hydrant", "parking meter"]),
    needs: ["photo"],
    jokes: [
      "{a} in the picture. Of all the things a city has to offer, the camera went for municipal infrastructure.",
      "You took a photo and {a} is in it. Either urban photography or nobody checked the background. Either way, art.",
      "{a} made the shot. Somewhere, a city planner is finally getting the recognition they always deserved.",
      "There's {a} in the frame. The least glamorous co-star a photo can have, and it still held its pose.",
    ],
  },
];
