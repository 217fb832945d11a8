import type { TropeSource } from "../joke-types";
import type { Match } from "../room-types";

const scene = (words: RegExp): Match => ({ on: "scene", words });
/** The photo's loudest colour ("beige colour"), said as the colour alone ("beige"). */
const colour = (names: string): Match => scene(new RegExp(`(?:${names})(?= colour$)`, "i"));

/** How the photo was taken: blur, light, framing, sky and colour, for photos the model finds little else in. */
export const PHOTO_FRAMING: TropeSource[] = [
  {
    id: "blurry",
    match: scene(/blurry/i),
    mood: "chaotic",
    needs: ["blurry", "photo"],
    jokes: [
      "A blurry photo. The camera had one request, 'hold still', and somebody took it as a suggestion.",
      "This photo is so blurry it could be anyone, anywhere. As evidence, it would be thrown out of court.",
      ["A photo this blurry is a favour to whoever's in it: nobody can roast what nobody can make out.", "We squinted. We tried."],
      "This photo is out of focus, which means somebody looked at it, saw the blur, and said 'that'll do'.",
      "Somewhere in this blur, something happened. The photo remembers it the way everyone remembers a big night out.",
    ],
  },
  {
    id: "dark",
    match: scene(/^dark$/i),
    mood: "deadpan",
    needs: ["dark", "photo"],
    jokes: [
      "This photo is so dark it could be a picture of anything, including the inside of a pocket.",
      ["The lighting here is a lifestyle choice: mysterious, moody, and mostly just dark.", "The flash was right there."],
      "A photo taken in the dark and kept anyway. The viewer is expected to bring their own torch.",
      "A picture this dark is the opening shot of a horror film. Whatever's in there, nobody should go and check.",
      ["So dark it's hard to tell where the picture ends and the screen begins.", "Turn the brightness up: still night."],
    ],
  },
  {
    id: "bright",
    match: scene(/bright/i),
    needs: ["photo"],
    jokes: [
      "This photo is so bright it should come with a warning, especially for anyone opening it after midnight.",
      ["So bright that the details in this photo have faded to a rumour.", "Squint and you can almost see one."],
      "So bright it looks like this photo was taken from inside a fridge, the moment somebody opened the door.",
      "The exposure is all the way up, like the camera was trying very hard to stay positive about this.",
    ],
  },
  {
    id: "black-and-white",
    match: scene(/black and white/i),
    needs: ["photo"],
    jokes: [
      "Black and white, because in colour it would just have been a photo. This way it's practically a museum piece.",
      "A black and white photo: the filter that makes any moment look like a history lesson, minus the history.",
      "Going black and white tells everyone this is art. The photo is still waiting for someone to tell it why.",
      "A black and white photo. Somewhere there's a colour version of this, rejected for not being moody enough.",
    ],
  },
  {
    id: "low-res",
    match: scene(/low resolution/i),
    needs: ["photo"],
    jokes: [
      "This photo looks like it has been forwarded so many times it's now more pixels than picture.",
      "The resolution here is low enough to count the pixels by hand. It's less a photo, more a mosaic.",
      "A photo this low resolution looks like it was taken on a calculator. A very proud calculator.",
      ["The pixels in this photo are big enough to have names.", "Every one of them is working overtime."],
    ],
  },
  {
    id: "close-up",
    match: scene(/close-up/i),
    needs: ["face", "person", "photo"],
    jokes: [
      "A close-up so tight the lens could fog up. One step back and we'd know where this was taken.",
      "A close-up that fills the entire frame. Somewhere behind that face was a background, and it's been evicted.",
      "This close to the lens, it isn't a portrait anymore. It's a passport photo with a lot of confidence.",
      "The face takes up the whole picture, like the camera got cornered and had nowhere else to look.",
    ],
  },
  {
    id: "far-away",
    match: scene(/far away/i),
    needs: ["person", "photo"],
    jokes: [
      "You're so far away in this photo it could be anyone. The background got the portrait; you got a cameo.",
      ["Being this far from the camera is either modesty or witness protection.", "Either way, it's working."],
      "You're a speck in your own photo. The view has the lead role, and you're credited as 'person, distant'.",
      "The person in this photo is so far away that finding them needs binoculars and a search party.",
    ],
  },
  {
    id: "cropped-head",
    match: scene(/cropped head/i),
    mood: "chaotic",
    needs: ["face", "person", "photo"],
    jokes: [
      "The top of the head didn't make the frame. The photographer had one job and did most of it.",
      "Cropped right across the top of the head, like the photo ran out of room with one inch to go.",
      "Whoever framed this decided the top of the head was a bonus feature, and this is the basic package.",
      "The head runs off the top of the frame, like the photo got bored just before the good part.",
    ],
  },
  {
    id: "nobody-in-it",
    pair: { kinds: ["object", "scene"] },
    match: scene(/nobody/i),
    mood: "deadpan",
    needs: ["photo"],
    jokes: [
      "Not a single person in this picture. A shot so good, apparently, that any human would only have ruined it.",
      "Nobody in this photo at all: the kind you find a year later and think, 'why did I take this?'",
      "A picture without a single person in it. Either this is art photography, or the timer went off too early.",
      "Nobody in the picture, just {ctx}. A photo with all the warmth and ambition of a screensaver.",
      "Not a soul in the frame, just {ctx}. It looks like evidence in a very boring investigation.",
      "{ctx}, and nobody in it. The kind of photo that proves you were somewhere without proving it was you.",
      "A photo with nobody in it, so nobody to blame for it. Except, of course, whoever pressed the button.",
      "Not one person in the shot. The camera was left alone with whatever this is, and whatever this is won.",
      "Nobody in the frame. This is the photo you take while waiting for everyone else to turn up.",
      "No people, no moment, just {ctx}. Bold of you to share it with the rest of us anyway.",
      "Nobody in it, just {ctx}. A picture that would make a very calm loading screen for a very slow app.",
      "An empty frame and {ctx}. The kind of picture you scroll straight past in your own camera roll.",
      "Nobody in this picture. Whoever took it is still out there somewhere, refusing to explain themselves to anyone.",
      "Not a person in sight. Even the photographer took one look at this and decided to stay out of it.",
    ],
  },
  {
    id: "sunset",
    match: scene(/sunset/i),
    mood: "smug",
    needs: ["sunset", "sky", "photo"],
    jokes: [
      "A sunset photo. The sun does this every single evening, and somehow it still made your highlights.",
      "A sunset photo. Every camera on earth has this exact picture, and it still felt like an exclusive.",
      "A sunset photo is the picture version of saying 'nice weather today'. True, lovely, and adds nothing.",
      "A sunset in full colour. The sky did all the work, and you're the one walking off with the credit.",
    ],
  },
  {
    id: "big-sky",
    match: scene(/big sky/i),
    needs: ["sky", "photo"],
    jokes: [
      "Half this photo is sky. Whatever you were aiming at is down at the bottom, fighting for space.",
      "The sky takes up most of the picture. That's a lot of space to hand over to the weather.",
      "A photo that's mostly sky. Either it's art, or the camera went off while somebody was checking for rain.",
    ],
  },
  {
    id: "sky-strip",
    match: scene(/(?<!big )sky$/i),
    needs: ["sky", "photo"],
    jokes: [
      ["A strip of sky across the top, holding the whole picture together like tape.", "The horizon is doing its best."],
      "A strip of sky along the top: the photo dipped one toe into the great outdoors and stopped.",
      "Just a sliver of sky at the top, like the picture opened the curtains an inch and then lost interest.",
    ],
  },
  {
    id: "beige",
    // A colour is the last thing to say about a photo with a person, a pose or a thing in it.
    broad: true,
    match: colour("beige|tan|cream"),
    mood: "deadpan",
    needs: ["photo"],
    jokes: [
      "So much {q}. The photo looks like a rental flat that has been told not to have opinions.",
      "All that {q}. It looks like a dentist's waiting room that's trying very hard not to alarm anyone.",
      ["This much {q} is a decision, and the decision was to avoid decisions.", "Even the air looks neutral."],
      "So much {q} that the photo could be a very expensive candle. Notes of oat, linen and indecision.",
    ],
  },
  {
    id: "pink",
    broad: true,
    match: colour("pink|magenta|lavender|peach|purple|plum"),
    needs: ["photo"],
    jokes: [
      "All that {q}. This photo isn't a picture anymore, it's a mood board that got completely out of hand.",
      ["So much {q} in one photo that it probably has a flavour now.", "Somewhere, a dentist is already worried."],
      "The whole photo is {q}, like it was styled by a birthday party that refused to end.",
      "This much {q} in one photo is either a brand or a birthday party. The photo isn't telling which.",
    ],
  },
  {
    id: "green",
    broad: true,
    match: colour("green|mint|olive|teal|turquoise"),
    needs: ["photo"],
    jokes: [
      ["So much {q} in one picture that it technically counts as a nature documentary now.", "Narrated by nobody."],
      "All that {q}. Like the photo is trying to convince us somebody here goes outside on a regular basis.",
      "The picture is mostly {q}, like a salad that somebody decided to photograph instead of eating.",
      ["This much {q} is the closest some of us get to touching grass.", "Through a screen, but it counts."],
    ],
  },
  {
    id: "blue",
    broad: true,
    match: colour("blue|navy"),
    needs: ["photo"],
    jokes: [
      "All that {q}. Like the photo is trying to calm everybody down before they look any closer.",
      "So much {q} in the frame. The picture feels like a bank's logo that wandered off and got lost.",
      ["The whole photo leans {q}, cool and composed.", "The photographer, we can only assume, was neither of those things."],
      "So much {q}. The photo has the calm of an airline safety video, right before the bit about the exits.",
    ],
  },
  {
    id: "warm",
    broad: true,
    match: colour("red|orange|yellow|mustard|maroon"),
    mood: "chaotic",
    needs: ["photo"],
    jokes: [
      "So much {q} in the frame. The photo isn't asking for attention, it's demanding it through a megaphone.",
      "All that {q}. The picture is loud enough that the neighbours are going to complain about it.",
      ["The photo is drenched in {q}, like someone turned the warmth dial and walked away.", "It's still turning."],
      "This much {q} in a photo is a mood. And the mood is 'turn that down, please'.",
    ],
  },
  {
    id: "brown",
    broad: true,
    match: colour("brown|dark brown"),
    mood: "deadpan",
    needs: ["photo"],
    jokes: [
      "All that {q}. The photo looks like a solicitor's office, just before somebody reads out the will.",
      ["So much {q}, the photo looks steeped rather than taken.", "Milk, no sugar, and leave the bag in."],
      "The picture is mostly {q}: the warm, cosy feeling of a library nobody is allowed to talk in.",
    ],
  },
];
