import type { Storage } from "../../../lib/storage";

/** Enough for every link a busy hour lists; past it the hour's links are simply signed again. */
const MAX_LINKS_PER_HOUR = 20_000;

interface LinkOptions {
  key: string;
  downloadName?: string;
  expiresAtSec: number;
  nowMs: number;
}

/** Signed links to one storage's files, each signed once in its hour (see createMediaLinks). */
export interface MediaLinks {
  /** The link signed earlier in this hour, without waiting: a list of 20 roasts would otherwise await 80 promises. */
  find(options: LinkOptions): string | undefined;
  /** The link signed earlier in this hour, or a new one. */
  sign(options: LinkOptions): Promise<string>;
}

const linkId = (options: LinkOptions) => `${options.key}\n${options.downloadName ?? ""}`;

/**
 * Signed links to stored files, valid until `expiresAtSec` (always on the hour: see
 * mediaLinkLifetimeSec). Every read of a list within one hour asks for the very same links, so each
 * is signed once in the hour and then reused: the list of 20 roasts otherwise signed 80 links
 * per request. A link is only ever handed out with a row its owner just read from the database,
 * and holds nothing the signature does not (the key, the expiry, the download name); a new
 * hour starts an empty set.
 */
export function createMediaLinks(storage: Storage): MediaLinks {
  let hour: { expiresAtSec: number; links: Map<string, string> } | undefined;
  /** The hour's set of links, a new one when the hour (or the set's size) says so. */
  const hourOf = (expiresAtSec: number) => {
    if (!hour || hour.expiresAtSec !== expiresAtSec || hour.links.size >= MAX_LINKS_PER_HOUR) hour = { expiresAtSec, links: new Map() };
    return hour.links;
  };
  return {
    find: (options) => hourOf(options.expiresAtSec).get(linkId(options)),
    async sign(options) {
      const links = hourOf(options.expiresAtSec);
      const id = linkId(options);
      const known = links.get(id);
      if (known) return known;
      const expiresInSec = options.expiresAtSec - Math.floor(options.nowMs / 1000);
      const link = await storage.signedUrl(options.key, { expiresInSec, downloadName: options.downloadName });
      links.set(id, link);
      return link;
    },
  };
}
