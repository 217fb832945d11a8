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
      "A pizza in this photo, which means a pizza had to wait for the camera. Cold pizza, sacrificed for content.",
      "A pizza, photographed like a newborn. It was always going to be dinner; now it's dinner with a portfolio.",
      "Pizza in the photo: the most honest picture there is. Nobody has ever had to fake being happy near pizza.",
      "A pizza in the picture. Somewhere, someone is zooming in to judge the toppings, and they have opinions.",
    ],
  },
  {
    id: "cake",
    match: seen(/cake/i, ["cake"]),
    needs: ["food", "photo"],
    jokes: [
      "A cake in the photo, so somewhere nearby a knife is waiting patiently for the photographer to finish.",
      "A cake, getting its own photo shoot. Nobody is ever this gentle with something they're about to cut into.",
      "A cake in the picture. Showing people a cake they can't eat is the cruellest thing a photo can do.",
      "A picture is the only way a cake ever survives, so technically this is the cake's memorial portrait.",
    ],
  },
  {
    id: "donut",
    match: seen(/donut/i, ["donut"]),
    needs: ["food", "photo"],
    jokes: [
      "A donut in the picture. Its modelling career lasts exactly as long as it takes someone to get hungry.",
      "A donut in the picture. Photograph it fast: soon the hole in the middle will be the only part left.",
      "A donut in the photo. It comes with the middle already missing, and still nobody stops at one.",
    ],
  },
  {
    id: "sandwich",
    match: seen(/sandwich|hot dog/i, ["sandwich", "hot dog"]),
    needs: ["food", "photo"],
    jokes: [
      "{a} in the photo. Nobody takes that picture unless it's an extraordinary {q}, or a slow day.",
      "{a} in the photo. The bar for a photo opportunity is now on the floor, with the crumbs.",
      "{a} in the picture, treated like a newborn for about a minute, and then it gets eaten.",
      "{a} in the photo: the most attention it will ever get, and it ends at the first bite.",
    ],
  },
  {
    id: "produce",
    match: seen(/apple|orange|broccoli|carrot/i, ["apple", "orange", "broccoli", "carrot"]),
    needs: ["food", "photo"],
    jokes: [
      "The {q} in this photo: the healthiest thing in the picture, and the one thing nobody is reaching for.",
      "The {q} made the picture. Years of 'eat your {q}', and the closest anyone got was taking its photo.",
      "A camera, the whole world in front of it, and the {q} made the frame. The {q} feels very seen.",
      "The {q} made the picture, so technically this photo counts as a healthy portion. Looking counts, surely.",
    ],
  },
  {
    id: "banana",
    match: seen(/banana/i, ["banana"]),
    needs: ["food", "photo"],
    jokes: [
      "A banana in the photo: the internet's official unit of measurement, and nobody's told us what it's measuring.",
      "A banana made the picture. It'll be brown by tomorrow, so this photo is the banana's absolute peak.",
      "A banana in the picture, the only fruit that's also a classic cartoon trap. Mind where you step.",
    ],
  },
  {
    id: "food-with-person",
    match: seen(/pizza|cake|donut|sandwich|hot dog|banana|apple|orange|broccoli|carrot/i, FOODS, { min: 1 }),
    needs: ["food", "person", "photo"],
    jokes: [
      "You and {a} in one photo. Clever: if nobody likes the photo, they'll still like the {q}.",
      "{a} in the shot with you. Nobody's looking at you; they're all thinking about the {q}.",
      "You, photographed with {a} like a proud parent at graduation. The {q} won't make the reunion.",
      "You and {a}, one frame. One of you will regret this photo, and it's not the {q}.",
    ],
  },
  {
    id: "cutlery",
    match: seen(/fork|knife|spoon/i, ["fork", "knife", "spoon"]),
    needs: ["photo"],
    jokes: [
      "There's {a} in the shot, which means food is near, or was, and the {q} is the only witness.",
      "{a} made the picture. Cutlery in a photo is the universal sign for 'I'm about to eat, please hurry'.",
      "{a} in the frame, waiting for the picture to be over so it can finally do its one job.",
    ],
  },
  {
    id: "cup",
    match: seen(/cup/i, ["cup"]),
    needs: ["photo"],
    jokes: [
      "A cup in the photo. Tea, soup or just warm water, the cup will take that secret to the dishwasher.",
      "A cup in the shot, the universal symbol for 'my mornings are calm'. The cup has seen your mornings.",
      "A cup in the picture. Instantly the whole photo wants a scented candle and a knitted blanket beside it.",
      "A cup in the photo: the prop that makes any picture look about to say something wise. So far, nothing.",
    ],
  },
  {
    id: "wine-glass",
    match: seen(/wine/i, ["wine glass"]),
    needs: ["photo"],
    jokes: [
      "A wine glass in the frame. That explains the confidence of whoever decided this photo was a keeper.",
      "A wine glass in the shot: sophisticated, relaxed, and exactly one refill away from a very different photo.",
      "A wine glass in the photo. Whatever time this was taken, the glass has officially declared it evening.",
      "A wine glass in the picture, working hard to make the photo look sophisticated. It's a cup on stilts.",
    ],
  },
  {
    id: "bottle",
    match: seen(/bottle/i, ["bottle"]),
    needs: ["photo"],
    jokes: [
      "A bottle in the photo: the only thing in the picture with a label saying exactly what's inside. Refreshing honesty.",
      "A bottle in the picture. If there's a message in it, it says 'help, I'm in somebody's photo again'.",
      ["A bottle in the picture, sitting there like product placement.", "The brand has not been in touch."],
      "A bottle in the picture, where everyone can see it. So it's either the good stuff, or water.",
    ],
  },
  {
    id: "bowl",
    match: seen(/bowl/i, ["bowl"]),
    needs: ["photo"],
    jokes: [
      "A bowl in the picture. Every photo with a bowl in it is one voiceover away from a cooking show.",
      "A bowl in the frame. Somebody looked at a bowl and thought, 'this is a moment'. It was a bowl.",
      "A bowl in the photo, so it's a still life. Painters spent months on a bowl; this took a second.",
    ],
  },
  {
    id: "table",
    match: seen(/table/i, ["dining table"]),
    needs: ["photo"],
    jokes: [
      "A table in the shot: dinner, or a flat lay. And a flat lay is just dinner that's gone cold.",
      "There's a table in the picture. Every photo taken at a table is secretly a photo of waiting for food.",
      "A table in the picture. The only furniture that gets photographed more often than it gets wiped.",
    ],
  },
];
