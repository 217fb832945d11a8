import { createHourlyMap, type HourlyMap } from "./hourly-maps";

/** ~1.2 KB each: a few MB at most, however many users list their roasts. */
const MAX_FRAGMENTS = 5000;

/** Finished roasts' JSON kept for the hour their links end in. */
export type FragmentCache = HourlyMap<string>;
export const createFragmentCache = (): FragmentCache => createHourlyMap<string>();

/**
 * A finished roast's JSON as its owner last read it, keyed by the owner, the roast and the
 * database's fingerprint of every column the view is made of: any change to the row (whoever
 * wrote it, whether or not it touched updated_at) is a new key, so a fragment is never stale and
 * never served for another user's row. Links in a fragment end with the hour the cache is for.
 */
export const fragmentKey = (userId: string, roastId: string, version: string) => `${userId}\n${roastId}\n${version}`;

export function findFragment(cache: FragmentCache, expiresAtSec: number, key: string): string | undefined {
  const fragments = cache.of(expiresAtSec);
  const fragment = fragments.get(key);
  if (fragment !== undefined) {
    // Least recently used goes first: a hit moves to the end.
    fragments.delete(key);
    fragments.set(key, fragment);
  }
  return fragment;
}

export function keepFragment(cache: FragmentCache, expiresAtSec: number, key: string, fragment: string): void {
  const fragments = cache.of(expiresAtSec);
  if (fragments.size >= MAX_FRAGMENTS) fragments.delete(fragments.keys().next().value as string);
  fragments.set(key, fragment);
}

export const MAX_LIST_FRAGMENTS = MAX_FRAGMENTS;
