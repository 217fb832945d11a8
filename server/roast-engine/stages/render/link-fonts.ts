import { mkdir, symlink } from "node:fs/promises";
import { join } from "node:path";

/** The only fonts the captions and cards use (ASS "DejaVu Sans", regular and bold). */
export const CAPTION_FONT_FILES = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"];

/**
 * libass loads every font in its `fontsdir`, once per subtitle layer: a directory holding just
 * the two fonts used (as links into the bundled set) keeps that cheap.
 */
export async function linkFonts(fromDir: string, toDir: string): Promise<string> {
  await mkdir(toDir, { recursive: true });
  await Promise.all(CAPTION_FONT_FILES.map((file) => symlink(join(fromDir, file), join(toDir, file))));
  return toDir;
}
