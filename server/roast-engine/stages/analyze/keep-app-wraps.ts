import type { ScreenLine } from "../../types";

/**
 * The second half of an app's line that wrapped is the app's too: a line opening in lower case
 * right under an app's sentence that stopped without a full stop, in its column ("Prompt: How has
 * procrastination affected your" over "learning this term? (300 words minimum)"). A dating app's
 * prompt is left alone: the answer under it is the person's, whatever its case; so is a line that
 * names its writer, and the post under a header that dates it.
 */
export function keepAppWraps(lines: ScreenLine[]): ScreenLine[] {
  return lines.map((line, i) => {
    const above = lines[i - 1];
    // A line with its writer's name ("benji.k who let you cook") is a comment, not a wrap.
    // Nor does a header that ends in its age ("zuri posted · 2d") wrap: the post under it opens in its writer's own case.
    if (above?.owner !== "ui" || above.role === "prompt" || above.role === "timestamp" || line.owner === "ui" || line.author !== undefined) return line;
    if (!/^\p{Ll}/u.test(line.text.trim()) || /[.!?…:;]$/.test(above.text.trim()) || above.text.trim().split(/\s+/).length < 4) return line;
    const gap = line.box.y - (above.box.y + above.box.h);
    const sameColumn = Math.abs(line.box.x - above.box.x) <= above.box.h;
    const wrapped = gap >= -above.box.h * 0.3 && gap <= above.box.h * 0.8;
    return sameColumn && wrapped ? { ...line, role: "ui", owner: "ui", author: undefined } : line;
  });
}
