import type { PhotoPixels } from "./photo-model";

/** Rows of the image read as bands: enough to find a sky's edge, cheap on a 640 px image. */
const BANDS = 40;
/** Mean grey step between neighbouring pixels, per band, above which a band has detail (not sky). */
const MAX_SKY_TEXTURE = 7;
/** A sky at least this share of the height is worth a line; a sliver over a tree line is not. */
const MIN_SKY_SHARE = 0.25;
/**
 * A sunset's sky can be deep red and dim at the top (lightness 0.13 on the set's sunset): warm
 * and smooth edge to edge is what makes it sky; under this it is too dark to tell its colour.
 */
const MIN_WARM_LIGHT = 0.1;
/** Land under a sunset is in silhouette: at most half as light as the sky, however dim the sky is. */
const DARKER_GROUND = 0.5;

export interface PhotoScene {
  /** Share of the height, from the top, that is open sky (smooth, blue or sunset-coloured, edge to edge). */
  skyShare: number;
  /** That sky is orange or red and the land under it dark: a sunset or a sunrise. */
  sunset: boolean;
}

/**
 * Sky and sunset from the pixels alone, for photos the detectors find nothing in (a landscape,
 * the sea, a building). Only what is certain counts: bands from the top edge down that are smooth
 * across the whole width and sky-coloured; the first band with detail or another colour ends it.
 */
export function findPhotoScene(pixels: PhotoPixels): PhotoScene {
  const bands = readBands(pixels);
  let sky = 0;
  while (sky < bands.length && bands[sky].texture <= MAX_SKY_TEXTURE && (bands[sky].blue || bands[sky].warm)) sky++;
  const skyShare = sky / bands.length;
  if (skyShare < MIN_SKY_SHARE) return { skyShare: 0, sunset: false };
  const skyBands = bands.slice(0, sky);
  const ground = bands.slice(sky);
  const warm = skyBands.filter((b) => b.warm).length >= skyBands.length / 2;
  const mean = (list: typeof bands) => list.reduce((sum, b) => sum + b.light, 0) / Math.max(1, list.length);
  return { skyShare: Math.round(skyShare * 100) / 100, sunset: warm && ground.length > 0 && mean(ground) < mean(skyBands) * DARKER_GROUND };
}

interface Band {
  texture: number;
  light: number;
  blue: boolean;
  warm: boolean;
}

function readBands({ data, width, height }: PhotoPixels): Band[] {
  const bands: Band[] = [];
  const rowsPer = Math.max(1, Math.floor(height / BANDS));
  for (let band = 0; band < BANDS && band * rowsPer < height; band++) {
    let [r, g, b, steps, n, stepN] = [0, 0, 0, 0, 0, 0];
    for (let y = band * rowsPer; y < Math.min(height, (band + 1) * rowsPer); y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        r += data[i];
        g += data[i + 1];
        b += data[i + 2];
        n++;
        if (x > 0) {
          steps += Math.abs(data[i] + data[i + 1] + data[i + 2] - data[i - 3] - data[i - 2] - data[i - 1]) / 3;
          stepN++;
        }
      }
    }
    [r, g, b] = [r / n, g / n, b / n];
    const light = (Math.max(r, g, b) + Math.min(r, g, b)) / 510;
    bands.push({
      texture: steps / Math.max(1, stepN),
      light,
      blue: b > r + 12 && b >= g && light > 0.3,
      warm: r > g + 25 && r > b + 40 && light > MIN_WARM_LIGHT,
    });
  }
  return bands;
}
