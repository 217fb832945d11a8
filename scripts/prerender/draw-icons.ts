import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { SHARE_TARGET_FILE_FIELD, SHARE_TARGET_PATH } from "../../common/share-target";

/** PNG sizes written to /icons (the manifest's icons, apple-touch-icon) and packed into favicon.ico. */
export const ICON_SIZES = [180, 192, 512] as const;
const ICO_SIZES = [16, 32, 48];

/** An .ico holding PNG images (supported by every browser since IE Vista-era): 6-byte header, 16-byte entries. */
export function packIco(pngs: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)]);
}

/** favicon.ico and the PNG app icons, drawn from the SVG favicon. */
export async function drawIcons(faviconSvgPath: string): Promise<{ ico: Buffer; pngs: Array<{ size: number; data: Buffer }> }> {
  const svg = await readFile(faviconSvgPath);
  const render = (size: number) =>
    sharp(svg, { density: Math.ceil((72 * size) / 64) })
      .resize(size, size)
      .png()
      .toBuffer();
  const icoPngs = await Promise.all(ICO_SIZES.map(async (size) => ({ size, data: await render(size) })));
  const pngs = await Promise.all(ICON_SIZES.map(async (size) => ({ size, data: await render(size) })));
  return { ico: packIco(icoPngs), pngs };
}

/**
 * The web app manifest: name, colours and icons for "add to home screen" (with the service worker,
 * what Chromium needs to offer the install), and the share target that puts RoastReel in the
 * share sheet of the phone's gallery and screenshot preview (web/sw.ts receives the POST).
 */
export function buildWebManifest(options: { name: string; description: string }): string {
  return JSON.stringify(
    {
      name: options.name,
      short_name: options.name,
      description: options.description,
      id: "/",
      start_url: "/roast",
      scope: "/",
      display: "standalone",
      background_color: "#0a0708",
      theme_color: "#0a0708",
      icons: [
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
        ...ICON_SIZES.filter((size) => size !== 180).map((size) => ({
          src: `/icons/icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: "image/png",
          purpose: "any",
        })),
      ],
      share_target: {
        action: SHARE_TARGET_PATH,
        method: "POST",
        enctype: "multipart/form-data",
        params: { title: "title", text: "text", url: "url", files: [{ name: SHARE_TARGET_FILE_FIELD, accept: ["image/*"] }] },
      },
    },
    null,
    2,
  );
}
