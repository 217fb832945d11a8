import type { TropeSource } from "../joke-types";
import { seen } from "./photos-things";

/** Things fixed in place that the detector knows: appliances, a desk's gear, street furniture. */
export const PHOTO_FIXTURES: TropeSource[] = [
  {
    id: "appliance",
    match: seen(/refrigerator|oven|microwave|toaster/i, ["refrigerator", "oven", "microwave", "toaster"]),
    needs: ["photo"],
    jokes: [
      "{a} in the picture. Of all the backdrops in the world, this photo picked one that plugs in.",
      "There's {a} in the frame. It gives this whole photo the energy of a rental listing nobody asked for.",
      "{a} made the shot. Not a view, not a landmark: an appliance, and still the hardest worker here.",
    ],
  },
  {
    id: "desk-gear",
    match: seen(/keyboard|mouse/i, ["keyboard", "mouse"]),
    needs: ["photo"],
    jokes: [
      "{a} in the shot, so this is officially a desk photo. Productivity was paused so productivity could be documented.",
      "There's {a} in the frame. Nothing says 'I'm busy' like taking a break to photograph the equipment.",
      "{a} made the picture, which means the real work is happening just out of frame. Or, more likely, not.",
    ],
  },
  {
    id: "street-furniture",
    match: seen(/traffic light|stop sign|fire hydrant|parking meter/i, ["traffic light", "stop sign", "fire hydrant", "parking meter"]),
    needs: ["photo"],
    jokes: [
      "{a} in the picture. Of everything a city has to offer, the camera went for municipal infrastructure.",
      "{a} in the photo: either urban photography, or nobody checked the background. Either way, it's art now.",
      "{a} made the shot. Somewhere, a city planner is finally getting the recognition they always deserved.",
      "There's {a} in the frame: the least glamorous co-star a photo can have, and it held its pose.",
    ],
  },
];
