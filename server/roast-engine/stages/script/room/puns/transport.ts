import type { PunSource } from "./pun-types";

/** Buses as a trade: the field of a driver whose words name the route. */
export const PUNS_TRANSPORT: PunSource[] = [
  {
    id: "night-bus",
    words: /\b(?:night bus|bus driver|drive (?:a|the) (?:last )?(?:night )?bus|buses)\b/i,
    example: "I drive the last night bus out of Leeds",
    puns: ["Terminating here, every single time.", "Please hold on while the plot takes a sharp left.", "Next stop: consequences."],
    dating: ["This route terminates at heartbreak.", "Ring the bell twice if you want off this date."],
  },
];
