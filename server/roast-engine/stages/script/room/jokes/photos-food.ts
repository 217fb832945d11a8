import type { TropeSource } from "../joke-types";
import type { Match } from "../room-types";

/** An object the photo model is sure of; `people` is how many are in the picture (0: the thing is the subject). */
const seen = (words: RegExp, labels: string[], people: Pick<Match, "min" | "max"> = {}): Match => ({ on: "object", words, labels, ...people });

const FOODS = ["pizza", "cake", "donut", "sandwich", "hot dog", "banana", "apple", "orange", "broccoli", "carrot"];

/** Food and drink in the picture: a plate photographed like a newborn, a prop held like a personality. */
export const PHOTO_FOOD: TropeSource[] = [
  {
    id: "pizza",
    match: seen(/pizza/i, ["pizza"]),
    needs: ["food", "photo"],
    jokes: [
      "A photo of pizza, taken while it was still pizza. That's more restraint than most people show around a pizza.",
      "Pizza, photographed as carefully as a newborn. It was going to be dinner, and then it became content instead.",
      "There was pizza right there and the first instinct was the camera. The pizza may have gone cold for this picture.",
      "The pizza is the star of this picture. That might be the most honest thing anyone has ever posted.",
    ],
  },
  {
    id: "cake",
    match: seen(/cake/i, ["cake"]),
    needs: ["food", "photo"],
    jokes: [
      "A cake, photographed with the care of a wedding portrait. Somebody had to document it before the knife got to it.",
      "The cake got its own photo shoot. Nobody has ever been this gentle with something they were about to eat.",
      "A photo of cake is just proof there was cake. Nobody needed it, and everyone still wants a slice.",
      "A picture is the only way a cake ever survives. So technically, this is the cake's memorial portrait.",
    ],
  },
  {
    id: "donut",
    match: seen(/donut/i, ["donut"]),
    needs: ["food", "photo"],
    jokes: [
      "A donut, photographed right before it was eaten. The shortest modelling career in the entire history of pastry.",
      "You took a picture of a donut. It has a hole in the middle, and so did the plan for this photo.",
      "A donut getting the full portrait treatment. A ring of fried dough with better representation than most of us.",
    ],
  },
  {
    id: "sandwich",
    match: seen(/sandwich|hot dog/i, ["sandwich", "hot dog"]),
    needs: ["food", "photo"],
    jokes: [
      "{a}, given the full portrait treatment. Somewhere a chef feels proud and a photographer feels very confused.",
      "Stopping to photograph {a} means it was a good one. Or the day had nothing else going on.",
      "{a} as the subject of a photo. The bar for what counts as an event has never been lower, or tastier.",
      "This is the most attention {a} has ever received. It was probably gone a few bites after the picture.",
    ],
  },
  {
    id: "produce",
    match: seen(/apple|orange|broccoli|carrot/i, ["apple", "orange", "broccoli", "carrot"]),
    needs: ["food", "photo"],
    jokes: [
      "{a}, front and centre. Nobody photographs produce by accident, so this was a decision, and a suspiciously wholesome one.",
      "{a} made it into the picture. Proof there's at least one healthy thing nearby, even if it's only a prop.",
      "A photo where {a} gets a starring role. The most wholesome casting decision a camera ever made.",
      "You had a camera, the whole world to point it at, and you chose {a}. The {q} is honoured.",
    ],
  },
  {
    id: "banana",
    match: seen(/banana/i, ["banana"]),
    needs: ["food", "photo"],
    jokes: [
      "A banana in the shot. The internet's favourite unit of measurement, and for once it's off duty, just being fruit.",
      "There's a banana in this photo, so at last we have a sense of scale. Just not for anything important.",
      "A banana made the picture. Of all the fruit to star in a photo, you picked the one with its own wrapper.",
    ],
  },
  {
    id: "food-with-person",
    match: seen(/pizza|cake|donut|sandwich|hot dog|banana|apple|orange|broccoli|carrot/i, FOODS, { min: 1 }),
    needs: ["food", "person", "photo"],
    jokes: [
      "Posing with {a} is a strategy. If the photo flops, at least there was {a} in it.",
      "There's {a} in the shot with you. Everyone looking at this picture is now looking at the {q}.",
      "{a} made it into the photo. That tells us exactly where the priorities were when the camera came out.",
      "A person and {a} in one picture. By dinnertime, only the person will still be around to enjoy it.",
    ],
  },
  {
    id: "cup",
    match: seen(/cup/i, ["cup"]),
    needs: ["photo"],
    jokes: [
      "A cup, placed in the shot like a prop. Whatever is in it is doing a lot of work for this photo.",
      "There's a cup in the shot. The official emblem of 'I'm a calm person with a morning routine.'",
      "A cup in the picture. The smallest possible prop that still says somebody here is very busy and very interesting.",
      ["Photographing a cup is how people say 'cosy' without having to say anything at all.", "The cup is carrying the whole mood."],
    ],
  },
  {
    id: "wine-glass",
    match: seen(/wine/i, ["wine glass"]),
    needs: ["photo"],
    jokes: [
      "A wine glass in the frame. This photo was clearly taken at its single most confident moment.",
      "The wine glass made the picture, placed like it's part of the personality. At this point, it might be.",
      "A wine glass in the shot. Sophisticated, relaxed, and one refill away from a very different kind of photo.",
      "Nothing says 'I'm cultured' like the wine glass getting into the picture first. Priorities, beautifully framed.",
    ],
  },
  {
    id: "bottle",
    match: seen(/bottle/i, ["bottle"]),
    needs: ["photo"],
    jokes: [
      "A bottle in the shot. It's either hydration or a party, and the photo refuses to tell us which.",
      "The bottle got a spot in the frame like a cast member. Honestly, it's giving the steadiest performance here.",
      ["A bottle, placed right there in the picture, as if the photo needed a sponsor.", "It did not get one."],
      "A bottle in the picture, right where everyone can see it, which is how you know it's the good stuff. Or water.",
    ],
  },
  {
    id: "bowl",
    match: seen(/bowl/i, ["bowl"]),
    needs: ["photo"],
    jokes: [
      "A bowl in the photo. Whatever's in it was arranged for the camera and then, presumably, eaten in a very unphotogenic hurry.",
      "Somebody looked down at a bowl and thought, the world needs to see this. And now the world has seen it.",
      "The bowl gets a portrait. A dish got better framing than most people's profile pictures, and it didn't even try.",
    ],
  },
  {
    id: "table",
    match: seen(/table/i, ["dining table"]),
    needs: ["photo"],
    jokes: [
      "A table in the shot. This is either a dinner or a very committed attempt at a flat lay.",
      "There's a table in the picture. Every photo taken at a table is secretly a photo of waiting for food.",
      "A table made the frame, so this is officially a meal photo. Whether or not the meal has arrived yet.",
    ],
  },
];
