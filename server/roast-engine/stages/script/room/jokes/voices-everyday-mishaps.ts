import type { TropeSource } from "../joke-types";
import { moan } from "./voices-everyday";

/** Small daily mishaps: an alarm slept through, the wifi down. */
export const EVERYDAY_MISHAP_TROPES: TropeSource[] = [
  {
    // "Slept through my alarm", "Hit snooze again", "My alarm didn't go off".
    id: "day-alarm",
    match: moan(
      /\b(?:slept through (?:my |the |an? )?alarms?|(?:hit|hitting|pressed|pressing) snooze (?:again|too many times)|(?:my|the) alarm (?:didn'?t|did not|never) go off|overslept)\b/i,
    ),
    mood: "chaotic",
    jokes: [
      ["{q}. The alarm will be blamed in the official report.", "It had no lawyer.", "It had no lawyer, and no chance."],
      ["{q}. A lie-in nobody approved, now being paid for in a sprint.", "Toothbrush in hand.", "Toothbrush in hand, one sock on."],
      ["{q}. The morning has been cut down to a highlights reel.", "Mostly running.", "Mostly running, some shouting."],
      ["{q}. Everything today will now be done at double speed and half the dignity.", "Breakfast cancelled."],
    ],
  },
  {
    // "Wifi is down again", "No signal out here", "Internet not working". A place "with no signal"
    // is where someone is going, not a moan about a connection ("in a forest, with no signal").
    id: "day-wifi",
    match: moan(
      /\b(?:wi-?fi (?:is |keeps )?(?:down|dropping|cutting out|not working|so slow|playing up)|(?<!\b(?:with|without) )(?:no|zero) (?:signal|wi-?fi|internet)|internet (?:is )?(?:down|not working|so slow))\b/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. Reporting the internet being down, on the internet.", "It came back just for this.", "It came back just long enough for this."],
      ["{q}. Somewhere, a router is about to be switched off and on again, with feeling.", "And a little prayer."],
      ["{q}. Modern hardship, in full: the little bars have let everyone down.", "Every last one of them."],
      ["{q}. Life offline lasted a few minutes before this was typed.", "Brave minutes.", "Brave minutes, nobody will forget them."],
    ],
  },
];
