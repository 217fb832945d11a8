import { AppError } from "../errors";

/**
 * Object keys look like `roasts/<id>/landscape.mp4`: slash-separated segments of letters, digits,
 * `.`, `_` and `-`. No segment may start with a dot, so `..`, hidden files and absolute paths can
 * never reach outside the storage root (the local adapter maps keys straight onto the file system).
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment));
}

/** Throws BAD_REQUEST unless the key is safe to use as a relative path. */
export function requireValidKey(key: string): string {
  if (!isValidKey(key)) throw new AppError("BAD_REQUEST", `Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * A prefix is a key, optionally ending in `/` (a folder). An empty prefix is refused: deleting
 * "everything" is never what a caller means.
 */
export function requireValidPrefix(prefix: string): string {
  const trimmed = prefix.endsWith("/") ? prefix.slice(0, -1) : prefix;
  if (!isValidKey(trimmed)) throw new AppError("BAD_REQUEST", `Invalid storage prefix: ${JSON.stringify(prefix)}`);
  return prefix;
}
