import type { ShowcaseSample } from "./showcase-sample";
import { layoutStatColumns, SCREEN, type SampleDrawing, stackLines } from "./sample-drawing";
import { circle, drawTileGrid, rect, svgDocument } from "./svg-shapes";

export function layoutTiktok(spec: ShowcaseSample): SampleDrawing {
  const { width, height } = SCREEN;
  const { theme } = spec;
  const centre = width / 2;
  const buttonsTop = 620;
  const bio = stackLines(spec.bio, centre, 740, { size: 34, color: theme.text, anchor: "middle" }, 50);
  const tags = spec.hashtags?.length
    ? [{ text: spec.hashtags.join(" "), x: centre, y: bio.bottom + 4, size: 34, bold: true, color: theme.text, anchor: "middle" as const }]
    : [];
  const body = [
    circle(centre, 210, 120, theme.accent),
    rect(centre - 330, buttonsTop, 320, 84, theme.accent, 8),
    rect(centre + 10, buttonsTop, 320, 84, theme.muted, 8),
    drawTileGrid(bio.bottom + 110, width, height, theme.accent),
  ].join("");
  return {
    width,
    height,
    svg: svgDocument(width, height, theme.background, body),
    texts: [
      { text: spec.handle ?? spec.name, x: centre, y: 360, size: 40, bold: true, color: theme.text, anchor: "middle" },
      ...layoutStatColumns(spec.stats, [centre - 300, centre, centre + 300], 440, theme),
      { text: spec.extras[0] ?? "Follow", x: centre - 170, y: buttonsTop + 22, size: 34, bold: true, color: "#ffffff", anchor: "middle" },
      { text: spec.extras[1] ?? "Message", x: centre + 170, y: buttonsTop + 22, size: 34, bold: true, color: theme.background, anchor: "middle" },
      ...bio.blocks,
      ...tags,
    ],
  };
}
