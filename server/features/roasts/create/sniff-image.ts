/** The upload's magic-number check lives in common, so the studio refuses a renamed file before it is sent. */
export { type ImageType, sniffImageType } from "../../../../common/sniff-image";
