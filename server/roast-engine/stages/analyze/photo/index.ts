export { detectPhotoFacts } from "./detect-photo-facts";
export { closePhotoModel, getPhotoModel } from "./photo-model";
