import type { Storage } from "../../lib/storage";

/** Enough for every link a busy hour lists; past it the hour's links are simply signed again. */
const MAX_LINKS_PER_HOUR = 20_000;

interface HourOfLinks {
  expiresAtSec: number;
  links: Map<string, string>;
}

const hours = new WeakMap<Storage, HourOfLinks>();

interface LinkOptions {
  key: string;
  downloadName?: string;
  expiresAtSec: number;
  nowMs: number;
}

/** The hour's set of links, a new one when the hour (or the set's size) says so. */
function hourOf(storage: Storage, expiresAtSec: number): HourOfLinks {
  let hour = hours.get(storage);
  if (!hour || hour.expiresAtSec !== expiresAtSec || hour.links.size >= MAX_LINKS_PER_HOUR) {
    hour = { expiresAtSec, links: new Map() };
    hours.set(storage, hour);
  }
  return hour;
}

const linkId = (options: LinkOptions) => `${options.key}\n${options.downloadName ?? ""}`;

/** The link signed earlier in this hour, without waiting: a list of 20 roasts would otherwise await 80 promises. */
export function findSignedLink(storage: Storage, options: LinkOptions): string | undefined {
  return hourOf(storage, options.expiresAtSec).links.get(linkId(options));
}

/**
 * A signed link to a stored file, valid until `expiresAtSec` (always on the hour: see
 * mediaLinkLifetimeSec). Every read of a list within one hour asks for the very same links, so each
 * is signed once in the hour and then reused: the list of 20 roasts otherwise signed 80 links
 * per request. A link is only ever handed out with a row its owner just read from the database,
 * and holds nothing the signature does not (the key, the expiry, the download name); a new
 * hour starts an empty set.
 */
export async function signMediaLink(storage: Storage, options: LinkOptions): Promise<string> {
  const hour = hourOf(storage, options.expiresAtSec);
  const id = linkId(options);
  const known = hour.links.get(id);
  if (known) return known;
  const expiresInSec = options.expiresAtSec - Math.floor(options.nowMs / 1000);
  const link = await storage.signedUrl(options.key, { expiresInSec, downloadName: options.downloadName });
  hour.links.set(id, link);
  return link;
}
