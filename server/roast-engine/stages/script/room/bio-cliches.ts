import { INTEREST_CLICHES } from "./bio-interests";
import { LIFESTYLE_CLICHES } from "./bio-lifestyle";
import { defineFamily } from "./room-types";

/** Things people put in bios, and what they really say about the person (in this order: the last is any bio at all). */
export const BIO_CLICHES = defineFamily("bio", [...LIFESTYLE_CLICHES, ...INTEREST_CLICHES]);
