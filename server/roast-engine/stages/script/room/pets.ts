import { defineFamily } from "./room-types";

const pet = (labels: string[]) => ({ on: "object" as const, labels });

/** Pets in the picture: they always come out of it better. */
export const PETS = defineFamily("pet", [
  {
    id: "dog",
    match: pet(["dog"]),
    mood: "wholesome",
    setups: ["A dog in the photo. Smart move, borrowing charm.", "{ctx}, and a dog doing the heavy lifting."],
    twists: ["The dog is the main character here."],
    punches: [
      "The dog is carrying this photo on four legs.",
      "We'd swipe right on the dog and leave you at the park.",
      "The dog has better posture and a better agent.",
    ],
  },
  {
    id: "cat",
    match: pet(["cat"]),
    mood: "wholesome",
    setups: ["A cat in the shot, tolerating you.", "{ctx}, and a cat judging all of it."],
    twists: ["The cat did not consent to this shoot."],
    punches: ["The cat is already planning to leave.", "The cat has more followers in its heart.", "Somewhere the cat is writing a complaint."],
  },
  {
    id: "horse",
    match: pet(["horse", "cow", "sheep", "elephant", "zebra", "giraffe"]),
    setups: ["{a} in the photo. Bold co-star choice.", "{ctx}, and {a} for scale."],
    punches: ["The {q} is the better-looking one, sorry.", "Upstaged by {a}, and it didn't even try.", "The {q} wants its agent on the phone."],
  },
  {
    id: "bird",
    match: pet(["bird"]),
    setups: ["A bird in the shot, photobombing with style.", "{ctx}, and a bird stealing the scene."],
    punches: ["The bird got the better angle.", "Even the bird is posing harder than the rest of the photo.", "Nature's photobomber, and it won."],
  },
  {
    id: "teddy",
    match: pet(["teddy bear"]),
    mood: "wholesome",
    setups: ["A teddy bear, in the photo, on purpose.", "{ctx}, and a teddy bear as the plus one."],
    punches: ["The teddy bear has more composure.", "Emotional support, visible from space.", "The bear has seen things."],
  },
]);
