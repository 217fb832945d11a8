import type { ShowcaseSample } from "./showcase-sample";
import { layoutStatColumns, SCREEN, type SampleDrawing, stackLines } from "./sample-drawing";
import { circle, drawTileGrid, linearGradient, rect, svgDocument } from "./svg-shapes";

export function layoutInstagram(spec: ShowcaseSample): SampleDrawing {
  const { width, height } = SCREEN;
  const { theme } = spec;
  const bio = stackLines(spec.bio, 48, 470, { size: 34, color: theme.text }, 50);
  const tags = spec.hashtags?.length ? [{ text: spec.hashtags.join(" "), x: 48, y: bio.bottom + 4, size: 34, color: "#00376b" }] : [];
  const buttonsTop = bio.bottom + 80;
  const gridTop = buttonsTop + 140;
  const body = [
    circle(170, 250, 118, "url(#ring)"),
    circle(170, 250, 104, theme.background),
    circle(170, 250, 96, theme.accent),
    rect(40, buttonsTop, 490, 80, "#0095f6", 14),
    rect(550, buttonsTop, 490, 80, "#e4e6eb", 14),
    drawTileGrid(gridTop, width, height, theme.accent),
  ].join("");
  return {
    width,
    height,
    svg: svgDocument(width, height, theme.background, body, linearGradient("ring", "#f58529", "#dd2a7b")),
    texts: [
      { text: spec.handle ?? spec.name, x: 48, y: 44, size: 42, bold: true, color: theme.text },
      ...layoutStatColumns(spec.stats, [470, 700, 930], 190, theme),
      { text: spec.name, x: 48, y: 410, size: 36, bold: true, color: theme.text },
      ...bio.blocks,
      ...tags,
      { text: spec.extras[0] ?? "Follow", x: 285, y: buttonsTop + 20, size: 34, bold: true, color: "#ffffff", anchor: "middle" },
      { text: spec.extras[1] ?? "Message", x: 795, y: buttonsTop + 20, size: 34, bold: true, color: "#111111", anchor: "middle" },
    ],
  };
}
