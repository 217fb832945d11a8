import { PHOTO_FIXTURES } from "./photos-fixtures";
import { defineJokes } from "../joke-types";
import { PHOTO_ANIMALS } from "./photos-animals";
import { PHOTO_FOOD } from "./photos-food";
import { PHOTO_FRAMING } from "./photos-framing";
import { PHOTO_PEOPLE } from "./photos-people";
import { PHOTO_SITUATIONS } from "./photos-situations";
import { PHOTO_THINGS } from "./photos-things";

/**
 * Photographs: only what the photo model is sure of. The thing or animal that is the photo's
 * subject, the pose, the outfit's colours, the expression, who else is in it, two sure facts as
 * one situation (a smile in a group, a blurry mirror selfie), and how the photo was taken (blur,
 * light, framing, sky, colour) for photos where little else is sure.
 */
export const PHOTO_JOKES = defineJokes("jphoto", [
  ...PHOTO_ANIMALS,
  ...PHOTO_FOOD,
  ...PHOTO_THINGS,
  ...PHOTO_FIXTURES,
  ...PHOTO_PEOPLE,
  ...PHOTO_SITUATIONS,
  ...PHOTO_FRAMING,
]);
