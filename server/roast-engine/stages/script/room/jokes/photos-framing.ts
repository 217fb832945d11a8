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
      "A blurry photo, posted anyway. There was one job, hold still, and the camera was the only one who tried.",
      "This photo is so blurry it could be anyone. Either a flaw or a very clever alibi.",
      ["The blur is doing you a favour: nobody can roast what nobody can make out.", "We'll try anyway."],
      "Out of focus, and posted with pride. The camera tried to warn you, and you overruled it.",
      "Somewhere in the blur, a moment definitely happened. We'll just have to take your word for it.",
    ],
  },
  {
    id: "dark",
    match: scene(/^dark$/i),
    mood: "deadpan",
    needs: ["dark", "photo"],
    jokes: [
      "A photo this dark is less a picture and more a guess. Somewhere in there, something happened.",
      ["The lighting here is a lifestyle choice: mysterious, moody, and mostly just dark.", "The flash was right there."],
      "Taken in the dark and posted anyway. Trusting the audience to fill in everything the camera couldn't.",
      ["The light in this photo was switched off, or simply never invited.", "The camera did its best with vibes alone."],
      ["So dark it's hard to tell where the picture ends and the screen begins.", "Turn it all the way up: still night."],
    ],
  },
  {
    id: "bright",
    match: scene(/bright/i),
    needs: ["photo"],
    jokes: [
      "This photo is so bright it should come with a warning. Especially for anyone opening it after midnight.",
      ["Overexposed to the point where the photo is mostly light and optimism.", "The details have gone on holiday."],
      "So much brightness that everything in the picture is glowing. Whether it earned the glow or not.",
      "The exposure is turned all the way up. Like the camera was trying very hard to be positive about this.",
    ],
  },
  {
    id: "black-and-white",
    match: scene(/black and white/i),
    needs: ["photo"],
    jokes: [
      "Black and white, because colour would have made it just a normal photo. And we can't have that.",
      "A black and white photo. The filter that turns any ordinary moment into something a museum would politely decline.",
      "Going black and white tells everyone this is art. The photo itself is still waiting to be told.",
      "Black and white, the classic move. For when a photo needs to feel deep without doing anything deep.",
    ],
  },
  {
    id: "low-res",
    match: scene(/low resolution/i),
    needs: ["photo"],
    jokes: [
      "This photo looks like it has been saved and re-sent a great many times. At this point it's more pixels than picture.",
      "The resolution here is low enough to count the pixels by hand. Honestly, that may be the point.",
      "A picture this grainy looks like it has been around: forwarded, downloaded, re-uploaded and cherished, in that order.",
      ["Those pixels are big enough to have names.", "Every one of them is working overtime for this picture."],
    ],
  },
  {
    id: "close-up",
    match: scene(/close-up/i),
    needs: ["face", "person", "photo"],
    jokes: [
      "A close-up so tight the lens could fog up. A single step back would have changed everything.",
      "That close-up fills the entire frame. The background never stood a chance, and neither did the lens.",
      "This close to the lens, it's not a portrait anymore. It's a very confident passport photo.",
      "The face takes up the whole picture. Like the camera got cornered and had nowhere else to look.",
    ],
  },
  {
    id: "far-away",
    match: scene(/far away/i),
    needs: ["person", "photo"],
    jokes: [
      "You're so far away in this photo it could be anyone. The background got the portrait; you got a cameo.",
      ["Standing this far from the camera is either humility or a witness protection strategy.", "The background is the star now."],
      "You're a speck in your own photo. The view has the lead role, and you're credited as 'person, distant'.",
      "Someone took this from very far away. You'd need a map and a guide just to find yourself in it.",
    ],
  },
  {
    id: "cropped-head",
    match: scene(/cropped head/i),
    mood: "chaotic",
    needs: ["face", "person", "photo"],
    jokes: [
      "The top of the head didn't make it into the frame. The photographer had one task, and got it half done.",
      "Cropped right across the top. Like the camera ran out of room at exactly the wrong moment.",
      "Whoever framed this decided the top of the head was optional. That's a lot of confidence for a camera.",
      "The head runs out of frame at the top. The photo equivalent of a sentence that never gets an ending.",
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
      "A photo with nobody in it. The one way to make sure nobody complains about how they came out.",
      "Nobody posing, nobody waving, just the camera and whatever it was pointed at. Pure documentary filmmaking.",
      "A picture without a single person in it. Either this is art photography, or the timer went off too early.",
      "Nobody in the picture, just {ctx}. A photo with all the warmth and ambition of a screensaver.",
      "Not a soul in the frame, only {ctx}. Somebody held a camera up to the world and the world shrugged.",
      "{ctx}, and nobody in it. The kind of photo that proves you were somewhere without proving it was you.",
      "A photo without a single person to blame for it. Except, of course, whoever took it.",
      "Nobody in front of the lens. The camera finally got a day off from people, and it looks relieved.",
    ],
  },
  {
    id: "sunset",
    match: scene(/sunset/i),
    mood: "smug",
    needs: ["sunset", "sky", "photo"],
    jokes: [
      "A sunset photo. The sun does this every single evening, and somehow it still made your highlights.",
      "A sunset, captured like the sky put it on just for you. It does this for everyone, every day.",
      "Posting a sunset is the photo version of saying 'nice weather today'. True, lovely, and adds nothing.",
      "A sunset in full colour. The sky did all the work, and you're the one walking off with the credit.",
    ],
  },
  {
    id: "big-sky",
    match: scene(/big sky/i),
    needs: ["sky", "photo"],
    jokes: [
      "Half this photo is sky. Whatever you were aiming at, the sky got the better end of the deal.",
      ["So much sky in the frame, like the ground did something to upset you.", "The sky got top billing."],
      "The sky takes up most of the picture. That's a lot of space to hand over to the weather.",
      "A photo that's mostly sky. Either it's very artistic or the camera was pointed up by mistake, and nobody's saying which.",
    ],
  },
  {
    id: "sky-strip",
    match: scene(/(?<!big )sky$/i),
    needs: ["sky", "photo"],
    jokes: [
      ["A strip of sky across the top, holding the whole picture together like tape.", "The horizon is doing its best."],
      "There's a bit of sky up top. The photo's gentle way of reminding us that outside exists.",
      "That strip of sky is the most peaceful part of the photo. And it's barely even in it.",
      "Just a sliver of sky at the top. Like the picture opened the curtains an inch and then lost interest.",
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
      "Everything in {q}. The colour palette of a waiting room that has only recently discovered minimalism.",
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
      ["So much {q} the photo has a flavour now, probably a sweet one.", "Somewhere, a dentist is already concerned about it."],
      "The whole photo is {q}. Like it was colour-coordinated by someone who really, really committed to a theme.",
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
      "The picture is mostly {q}, which is very soothing. That's about as much as we can say about it.",
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
      "So much {q} in the frame. The photo isn't asking for attention, it's demanding it with a megaphone.",
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
      "All that {q}. The colour scheme of a very serious wooden cabinet with a very serious opinion.",
      ["So much {q}, the photo looks steeped rather than taken.", "Milk, no sugar, and leave the bag in."],
      "The picture is mostly {q}. It has the warm, cosy feeling of a library nobody is allowed to talk in.",
    ],
  },
];
