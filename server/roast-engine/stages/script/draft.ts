import type { Script } from "../../types";
import type { Detail } from "./details/detail";
import type { RoomLine } from "./room/room-types";

/** A roast being written: its beats, the room lines they came from, and which details they name where. */
export interface Draft {
  beats: string[];
  lines: RoomLine[];
  used: Array<{ detail: Detail; beat: number }>;
  mood: Script["mood"];
}

/** Whether a draft's whole text may be spoken: the word budget, the safety filter and, for a safe roast, no body or clothes. */
export type Fits = (text: string) => boolean;
