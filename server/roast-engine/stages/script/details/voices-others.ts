import type { Detail } from "./detail";

/**
 * Whether the material is everyone's on the screen, each line said as its writer's (write-joke.ts,
 * `voiceOthers`): where no line is surely the person's (a group chat, a thread). Taking it too
 * where the person's lines are only labels beside another writer's story was tried: over nineteen
 * development sets the roasts quoted the reference's line no more often, and more of them named a
 * label or a place read as a writer ("Levering Ophalen could have said nothing").
 */
export function voicesOthers(details: readonly Detail[]): boolean {
  return !details.some((d) => d.kind === "quote" && !d.unowned);
}
