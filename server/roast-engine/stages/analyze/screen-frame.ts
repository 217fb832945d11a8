import type { UploadKind } from "../../types";

/** The upload as the role passes see it: what kind of screen it is, and its size in pixels. */
export interface Frame {
  kind: UploadKind;
  width: number;
  height: number;
  portrait: boolean;
}
