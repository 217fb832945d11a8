import { defineFamily } from "./room-types";

const thing = (labels: string[]) => ({ on: "object" as const, labels });

/** Food and drinks in the picture. */
export const FOOD_DRINKS = defineFamily("food", [
  {
    id: "coffee-cup",
    match: thing(["cup"]),
    setups: ["A cup in hand, for the aesthetic.", "{ctx}, and a cup held like a trophy."],
    twists: ["The cup is a prop; we all know it."],
    punches: ["The drink went cold during the photo shoot.", "A cup, presented like it's a personality.", "That cup has been empty since the first take."],
  },
  {
    id: "wine-glass",
    match: thing(["wine glass"]),
    setups: ["A wine glass, raised to nobody in particular.", "{ctx}, and a wine glass for sophistication."],
    punches: ["Sophistication, sold by the glass.", "The glass is doing the talking.", "Cheers to the one person who liked this."],
  },
  {
    id: "bottle",
    match: thing(["bottle"]),
    setups: ["A bottle in the shot, casually, obviously.", "{ctx}, and a bottle as the supporting act."],
    punches: ["Hydration, but make it a photo op.", "The bottle has been positioned by a professional.", "Even the bottle is posing."],
  },
  {
    id: "pizza",
    match: thing(["pizza"]),
    setups: ["Pizza in the picture. Peak culture.", "{ctx}, and a pizza stealing the spotlight."],
    punches: ["The pizza has the better side.", "The only thing with a perfect crust here is the pizza.", "The pizza deserved a better photographer."],
  },
  {
    id: "cake-dessert",
    match: thing(["cake", "donut"]),
    setups: ["{a}, front and centre.", "{ctx}, and {a} as the guest of honour."],
    punches: ["The {q} is the real celebration here.", "The {q} got more attention than the guests.", "{a} this photogenic deserves its own account."],
  },
  {
    id: "fruit-healthy",
    match: thing(["banana", "apple", "orange", "broccoli", "carrot"]),
    setups: ["{a} in the photo. Health, as a prop.", "{ctx}, and {a} for wellness points."],
    punches: ["The {q} is doing all the nutrition.", "{a} for the camera, chips for later.", "That {q} is pure set dressing."],
  },
  {
    id: "sandwich-fastfood",
    match: thing(["sandwich", "hot dog"]),
    setups: ["{a}, photographed before eating. A ritual.", "{ctx}, and {a} in the frame."],
    punches: ["The {q} went cold for this.", "{a} with a better lighting budget than you.", "The {q} is the only one with layers here."],
  },
  {
    id: "table-meal",
    match: thing(["dining table", "table", "bowl", "fork", "knife", "spoon"]),
    setups: ["A meal, staged like a crime scene.", "{ctx}, and a whole table set for the camera."],
    punches: ["The food went cold waiting for you to find the angle.", "Dinner as a photo shoot, served lukewarm.", "The cutlery looks more relaxed than you."],
  },
]);
