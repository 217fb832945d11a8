import { DEFAULT_INTENSITY, INTENSITIES, INTENSITY_LABELS, type Intensity, isIntensity } from "../../../../common/intensity";
import { AppError } from "../../../lib/errors";

const unknownIntensity = () => {
  const offered = INTENSITIES.map((id) => INTENSITY_LABELS[id].label).join(", ");
  return new AppError("BAD_REQUEST", `Please choose an intensity: ${offered}`, { title: "Unknown intensity" });
};

const isUnset = (requested: unknown) => requested === undefined || requested === null || requested === "";

/** The intensity asked for (the default when none), or a 400 naming the levels on offer. */
export function requireIntensity(requested: unknown): Intensity {
  if (isUnset(requested)) return DEFAULT_INTENSITY;
  if (isIntensity(requested)) return requested;
  throw unknownIntensity();
}

/** An intensity that must be given (a rewrite's), or the same 400. */
export function requireChosenIntensity(requested: unknown): Intensity {
  if (isUnset(requested)) throw unknownIntensity();
  return requireIntensity(requested);
}
