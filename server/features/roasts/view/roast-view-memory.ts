import type { Db } from "../../../lib/db";
import type { Storage } from "../../../lib/storage";
import { type ListQueries, prepareListQueries } from "./list-queries";
import { createListCache, type ListCache } from "./roast-list-cache";
import { createFragmentCache, type FragmentCache } from "./roast-list-fragments";
import { createMediaLinks, type MediaLinks } from "./sign-media-links";

/**
 * What reading roasts keeps between requests, one per app context (tests run several servers in
 * one process): every piece is bounded, and every kept answer ends with the hour its links do.
 */
export interface RoastViewMemory {
  /** The list queries, prepared once: building them again took more CPU than reading them. */
  queries: ListQueries;
  /** Media links signed this hour (sign-media-links.ts). */
  links: MediaLinks;
  /** Whole GET /api/roasts answers (roast-list-cache.ts). */
  lists: ListCache;
  /** Finished roasts' JSON (roast-list-fragments.ts). */
  fragments: FragmentCache;
}

export function createRoastViewMemory(db: Db, storage: Storage): RoastViewMemory {
  return { queries: prepareListQueries(db), links: createMediaLinks(storage), lists: createListCache(), fragments: createFragmentCache() };
}
