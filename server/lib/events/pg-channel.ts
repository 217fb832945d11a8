import { createHash } from "node:crypto";

/**
 * Our channel names (`roast:<id>`, `user:<id>`) as PostgreSQL LISTEN channels: lower-case
 * identifier characters only, under the 63-byte limit, with a hash of the original so distinct
 * names stay distinct. Messages also carry the original name, which decides delivery.
 */
export function toPgChannel(channel: string): string {
  const readable = channel
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, "_")
    .slice(0, 40);
  const hash = createHash("sha256").update(channel).digest("hex").slice(0, 12);
  return `rr_${readable}_${hash}`;
}

/** NOTIFY payloads are limited to 8000 bytes. */
export const MAX_NOTIFY_BYTES = 7900;
