import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ScreenTruth } from "./screen-truth";

export type { ScreenTruth } from "./screen-truth";

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The realistic screenshot set's ground truth (drawn by draw-screens.ts, committed with the images). */
export const SCREEN_TRUTHS: ScreenTruth[] = JSON.parse(readFileSync(path.join(HERE, "ground-truth.json"), "utf8"));

export const screenImagePath = (truth: Pick<ScreenTruth, "file">) => path.join(HERE, "images", truth.file);

/** The bytes of one screenshot of the set, as a user would upload them. */
export const readScreenImage = (truth: Pick<ScreenTruth, "file">) => readFile(screenImagePath(truth));
