import type { Box } from "../../../types";
import type { PhotoPixels } from "./photo-model";

const CELL = 8;

/**
 * Where the photo is in an upload: all of it for a photo; the profile picture or the post's photo
 * in a screenshot; nothing when the screen is text and flat interface, where the model cannot help.
 * Works on a small nearest-neighbour thumbnail: a cell of 8x8 pixels is photo-like when few of its
 * neighbouring pixels share a colour and it holds many colours (text on a flat screen has few);
 * the largest connected patch of such cells is the photo.
 */
export function findPhotoRegion(pixels: PhotoPixels): Box | undefined {
  const cols = Math.floor(pixels.width / CELL);
  const rows = Math.floor(pixels.height / CELL);
  if (cols < 2 || rows < 2) return undefined;
  const photoLike = Array.from({ length: rows * cols }, (_, i) => isPhotoLikeCell(pixels, (i % cols) * CELL, Math.floor(i / cols) * CELL));
  // Mostly photo: a photo, or a screenshot that is nearly all photo (a story).
  if (photoLike.filter(Boolean).length >= rows * cols * 0.5) return { x: 0, y: 0, w: pixels.width, h: pixels.height };
  const seen = new Uint8Array(rows * cols);
  let best: { cells: number; left: number; top: number; right: number; bottom: number } | undefined;
  for (let start = 0; start < photoLike.length; start++) {
    if (!photoLike[start] || seen[start]) continue;
    const patch = { cells: 0, left: cols, top: rows, right: 0, bottom: 0 };
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const cell = stack.pop() as number;
      const [col, row] = [cell % cols, Math.floor(cell / cols)];
      patch.cells++;
      patch.left = Math.min(patch.left, col);
      patch.right = Math.max(patch.right, col + 1);
      patch.top = Math.min(patch.top, row);
      patch.bottom = Math.max(patch.bottom, row + 1);
      for (const [dc, dr] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        const [c, r] = [col + dc, row + dr];
        const next = r * cols + c;
        if (c >= 0 && c < cols && r >= 0 && r < rows && photoLike[next] && !seen[next]) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    if (!best || patch.cells > best.cells) best = patch;
  }
  // A photo big enough to carry a face or an object: 4% of the cells, and not a thin strip.
  if (!best || best.cells < rows * cols * 0.04 || best.right - best.left < 3 || best.bottom - best.top < 3) return undefined;
  return { x: best.left * CELL, y: best.top * CELL, w: (best.right - best.left) * CELL, h: (best.bottom - best.top) * CELL };
}

function isPhotoLikeCell({ data, width }: PhotoPixels, x0: number, y0: number): boolean {
  let same = 0;
  const colours = new Set<number>();
  for (let y = y0; y < y0 + CELL; y++) {
    for (let x = x0; x < x0 + CELL; x++) {
      const i = (y * width + x) * 3;
      colours.add(((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4));
      if (x + 1 < x0 + CELL && Math.max(Math.abs(data[i] - data[i + 3]), Math.abs(data[i + 1] - data[i + 4]), Math.abs(data[i + 2] - data[i + 5])) <= 4) same++;
    }
  }
  return same / (CELL * (CELL - 1)) < 0.35 && colours.size >= 8;
}
