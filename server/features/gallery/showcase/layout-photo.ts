import type { ShowcaseSample } from "./showcase-sample";
import type { SampleDrawing } from "./sample-drawing";
import { circle, linearGradient, radialGradient, rect, shadeColor, svgDocument } from "./svg-shapes";

/** A photo-like still: a soft scene, a standing figure in an outfit, grain, and a caption sticker. */
export function layoutPhoto(spec: ShowcaseSample): SampleDrawing {
  const width = 1080;
  const height = 1350;
  const { theme } = spec;
  const outfit = theme.accent;
  const figure = [
    rect(0, 0, width, height, "url(#light)"),
    rect(0, 980, width, 370, shadeColor(theme.background, 0.15)),
    circle(540, 330, 95, shadeColor(outfit, 0.55)),
    rect(400, 430, 280, 380, outfit, 70),
    rect(420, 790, 110, 380, shadeColor(outfit, -0.45), 40),
    rect(550, 790, 110, 380, shadeColor(outfit, -0.45), 40),
    rect(330, 450, 80, 300, outfit, 40),
    rect(670, 450, 80, 300, outfit, 40),
    circle(240, 260, 160, shadeColor(theme.accent, 0.7)),
  ].join("");
  const defs =
    linearGradient("wall", shadeColor(theme.background, 0.35), theme.background, true) +
    radialGradient("light", shadeColor(theme.accent, 0.6), theme.background);
  return {
    width,
    height,
    svg: svgDocument(width, height, "url(#wall)", figure, defs),
    photo: { blur: 3.5, grain: 14 },
    texts: [
      { text: spec.caption ?? "", x: width / 2, y: 1060, size: 50, bold: true, color: "#111111", highlight: "#ffffff", anchor: "middle" },
      { text: (spec.hashtags ?? []).join(" "), x: width / 2, y: 1160, size: 40, bold: true, color: "#ffffff", anchor: "middle" },
    ],
  };
}
