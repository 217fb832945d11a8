import { randomBytes, randomUUID } from "node:crypto";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { type RoastRow, roastKeys } from "../roast-row";

/** A small real PNG. */
export const smallPng = (color = "#ff5a1f") => sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).png().toBuffer();

/** A JPEG in CMYK, as print tools export it. */
export const cmykJpeg = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: "#3366cc" } }).toColourspace("cmyk").jpeg().toBuffer();

/** A 300x200 JPEG whose EXIF says "rotate 90°": it must come out 200x300. */
export const exifRotatedJpeg = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: "#22aa66" } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();

/** A valid PNG that claims 20000x20000 pixels (a decompression bomb) in a few hundred bytes. */
export function hugePngHeader(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", deflateSync(Buffer.alloc(20001))), chunk("IEND", Buffer.alloc(0))]);
}

/**
 * A completed roast put straight into the database and storage (no render), for tests of what
 * happens around finished roasts: sharing, compilations, re-roasts, clean-up.
 */
export async function insertCompletedRoast(ctx: AppContext, userId: string, fields: Partial<typeof tables.userRoasts.$inferInsert> = {}): Promise<RoastRow> {
  const id = randomUUID();
  await ctx.storage.put(roastKeys.landscape(id), randomBytes(2048), "video/mp4");
  await ctx.storage.put(roastKeys.poster(id), await smallPng(), "image/jpeg");
  await ctx.storage.put(roastKeys.source(id), await smallPng("#123456"), "image/jpeg");
  const [row] = await ctx.database.db
    .insert(tables.userRoasts)
    .values({
      id,
      userId,
      status: "completed",
      creditKind: "paid",
      tier: "starter",
      seed: "seed",
      script: "A test roast.",
      sourceKey: roastKeys.source(id),
      landscapeKey: roastKeys.landscape(id),
      posterKey: roastKeys.poster(id),
      durationMs: 7000,
      completedAt: new Date(),
      expiresAt: new Date(Date.now() + 90 * 86_400_000),
      ...fields,
    })
    .returning();
  return row;
}
