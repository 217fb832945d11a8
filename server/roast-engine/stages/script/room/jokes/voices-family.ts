import type { TropeSource } from "../joke-types";

/** Family life: parents, kids, in-laws, the family group chat, a parent's remark. */
export const FAMILY_TROPES: TropeSource[] = [];
