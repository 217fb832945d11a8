// Part D of the held-out set v31: profiles with bios, reviews and listings, each with other people's words beside the
// owner's (screens-d-profiles.ts, screens-d-reviews.ts, screens-d-listings.ts; the shared pieces in screens-d-kit.ts).
import type { ScreenSpec } from "./screen-type";
import { avito, dba, fotocasa, immowelt } from "./screens-d-listings";
import { opencollective, steady, tipeee } from "./screens-d-profiles";
import { judgeme, twogis, yandexmaps } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [avito, steady, twogis, immowelt, opencollective, yandexmaps, dba, tipeee, judgeme, fotocasa];
