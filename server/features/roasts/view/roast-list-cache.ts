import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { createHourlyMap, type HourlyMap } from "./hourly-maps";

/** A studio's list of 20 roasts is ~24 KB: a few MB at most, however many users list their roasts. */
const MAX_LISTS = 256;
/** Longer lists (up to 200 roasts) are left to the per-roast fragments. */
const MAX_LIST_CHARS = 64 * 1024;

export interface KeptList {
  fingerprint: string;
  json: string;
  /**
   * The answer's entity tag: the user, the hour its links end in and the list's fingerprint, so a
   * browser that has this answer revalidates it with If-None-Match and is told 304. Weak, as it
   * stands for the answer gzipped or not.
   */
  etag: string;
  /** The answer gzipped, made on the first read that accepts it and reused after. */
  gzip?: Uint8Array<ArrayBuffer>;
}

/** The whole lists kept for the hour their links end in. */
export type ListCache = HourlyMap<KeptList>;
export const createListCache = (): ListCache => createHourlyMap<KeptList>();

/**
 * A user's whole GET /api/roasts answer, kept with the database's fingerprint of the list it was
 * built from (every row's id and row version, in order): any write to any of the user's roasts,
 * an insert or a delete gives another fingerprint, so a kept list is never older than the rows it
 * is asked for. Only lists without a running roast are kept (a running roast's ETA moves with the clock).
 */
export function findCachedList(cache: ListCache, expiresAtSec: number, userId: string, fingerprint: string): KeptList | undefined {
  const lists = cache.of(expiresAtSec);
  const kept = lists.get(userId);
  if (!kept || kept.fingerprint !== fingerprint) return undefined;
  // Least recently used goes first: a hit moves to the end.
  lists.delete(userId);
  lists.set(userId, kept);
  return kept;
}

/** Keeps the list (returned), unless it is too long to keep. */
export function keepList(cache: ListCache, expiresAtSec: number, userId: string, fingerprint: string, json: string): KeptList | undefined {
  if (json.length > MAX_LIST_CHARS) return undefined;
  const lists = cache.of(expiresAtSec);
  lists.delete(userId);
  if (lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value as string);
  const etag = `W/"${createHash("md5").update(`${userId}:${expiresAtSec}:${fingerprint}`).digest("base64url")}"`;
  const kept: KeptList = { fingerprint, json, etag };
  lists.set(userId, kept);
  return kept;
}

/**
 * A kept list gzipped: ~24 KB of JSON becomes ~3 KB on a phone's connection. Made once per kept
 * list, so repeated reads cost no compression; a list not kept (a running roast) goes uncompressed.
 */
export function gzipOfList(kept: KeptList): Uint8Array<ArrayBuffer> {
  kept.gzip ??= new Uint8Array(gzipSync(kept.json));
  return kept.gzip;
}

export const MAX_CACHED_LISTS = MAX_LISTS;
