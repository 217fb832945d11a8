import { CAPTION_STYLES, CAPTION_STYLE_LABELS, type CaptionStyle, DEFAULT_CAPTION_STYLE, isCaptionStyle } from "../../../../common/caption-styles";
import { AppError } from "../../../lib/errors";

/** The caption style asked for with an upload (the default when none), or a 400 naming the styles on offer. */
export function requireCaptionStyle(requested: unknown): CaptionStyle {
  if (requested === undefined || requested === null || requested === "") return DEFAULT_CAPTION_STYLE;
  if (isCaptionStyle(requested)) return requested;
  const offered = CAPTION_STYLES.map((id) => CAPTION_STYLE_LABELS[id].label).join(", ");
  throw new AppError("BAD_REQUEST", `Please choose a caption style: ${offered}`, { title: "Unknown caption style" });
}
