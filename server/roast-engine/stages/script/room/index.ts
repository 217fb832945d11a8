import { BIO_CLICHES } from "./bio-cliches";
import { CAPTIONS } from "./captions";
import { CHAT } from "./chat";
import { COMMENTS } from "./comments";
import { COUNTS } from "./counts";
import { DATING } from "./dating";
import { FOOD_DRINKS } from "./food-drinks";
import { FOOD_WORDS } from "./food-words";
import { HASHTAGS } from "./hashtags";
import { JOB_TITLES } from "./job-titles";
import { OUTFITS } from "./outfits";
import { PETS } from "./pets";
import { FRAMING, PHOTO_SUBJECTS, SKIES } from "./photo-subjects";
import { PLATFORMS } from "./platforms";
import { POSES } from "./poses";
import type { Theme } from "./room-types";
import { THINGS } from "./things";

export { GENERIC_THEME, PAIR_SETUPS } from "./generic";

/** The writers' room: every theme, one family a file. */
export const ROOM: readonly Theme[] = [
  ...BIO_CLICHES,
  ...DATING,
  ...JOB_TITLES,
  ...HASHTAGS,
  ...CAPTIONS,
  ...COUNTS,
  ...PLATFORMS,
  ...CHAT,
  ...COMMENTS,
  ...PETS,
  ...FOOD_DRINKS,
  ...FOOD_WORDS,
  ...THINGS,
  ...OUTFITS,
  ...POSES,
  ...PHOTO_SUBJECTS,
  ...SKIES,
  ...FRAMING,
];
