import { defineFamily } from "./room-types";

const thing = (labels: string[]) => ({ on: "object" as const, labels });

/** Props, vehicles and places in the picture. */
export const THINGS = defineFamily("thing", [
  {
    id: "car",
    match: thing(["car", "truck"]),
    setups: ["{a} in the background, definitely not on purpose.", "{ctx}, and {a} posed like a relative."],
    twists: ["Parked at the angle of a car advert."],
    punches: ["The {q} has better lines than the caption.", "The {q} is financed; the confidence is not.", "The {q} is the one with horsepower in this photo."],
  },
  {
    id: "motorbike",
    match: thing(["motorcycle", "bicycle"]),
    setups: ["{a}, for the rebel energy.", "{ctx}, and {a} as a personality."],
    punches: ["The {q} is parked, and so is the personality.", "{a} in the picture, a bus pass in the wallet.", "Rebel without a kickstand."],
  },
  {
    id: "boat-plane",
    match: thing(["boat", "airplane", "train"]),
    setups: ["{a} in the shot. Travel, as a flex.", "{ctx}, and {a} in the background."],
    punches: [
      "The {q} is leaving, and it's not taking you.",
      "The {q} poses better than anyone who ever stood next to it.",
      "The {q} has been to more places than your caption.",
    ],
  },
  {
    id: "laptop",
    match: thing(["laptop", "keyboard", "mouse"]),
    setups: ["A laptop, open, for the hustle aesthetic.", "{ctx}, and a laptop proving you work."],
    punches: ["The laptop is just showing a spreadsheet of excuses.", "Working hard, or hardly working, on camera.", "The laptop deserves a holiday too."],
  },
  {
    id: "phone",
    match: thing(["phone", "cell phone"]),
    setups: ["A phone in the photo. Of course. Always.", "{ctx}, and the phone making a cameo."],
    punches: ["The phone is the main character; you're the case.", "Even in the photo, the phone gets the spotlight.", "The screen time report is shaking."],
  },
  {
    id: "tv-couch",
    match: thing(["tv", "TV", "couch", "bed", "chair"]),
    setups: ["{a} in the background, doing interior design work.", "{ctx}, and {a} for atmosphere."],
    punches: ["The {q} looks more rested than you.", "That {q} has seen your whole weekend.", "The {q} is the only thing here with support."],
  },
  {
    id: "book",
    match: thing(["book"]),
    setups: ["A book in the shot, for intellectual credibility.", "{ctx}, and a book as a prop."],
    punches: ["That book has been on page one since spring.", "The book is reading you, frankly.", "Literature, as a photo accessory."],
  },
  {
    id: "sports-gear",
    match: thing(["sports ball", "ball", "tennis racket", "skateboard", "surfboard", "skis", "snowboard", "frisbee", "baseball bat"]),
    setups: ["{a} in the picture. Sporty, allegedly.", "{ctx}, and {a} for the athletic look."],
    punches: ["The {q} has seen more action than this caption.", "Owning {a} is not a sport.", "The {q} is just there for the photo, like the rest of us."],
  },
  {
    id: "plant-vase",
    match: thing(["plant", "potted plant", "vase"]),
    setups: ["A plant in the corner, quietly judging.", "{ctx}, and a plant in the frame."],
    punches: ["The plant is the only one growing here.", "That plant is plastic, and so is the vibe.", "The plant has been photobombing since the move."],
  },
  {
    id: "umbrella-bag",
    match: thing(["umbrella", "handbag", "backpack", "suitcase", "tie"]),
    setups: ["{a}, styled like a co-star.", "{ctx}, and the {q} as the accessory."],
    punches: ["The {q} is the best dressed in the photo.", "The {q} is carrying this look.", "The {q} is holding it all together, literally."],
  },
  {
    id: "any-object",
    match: { on: "object" },
    broad: true,
    setups: ["{a} in the photo, the real star.", "{ctx}, and {a} in the frame."],
    punches: ["The {q} has main character energy.", "The {q} is the most interesting thing here, and it's {a}.", "The {q} is upstaging everyone, quietly."],
  },
]);
