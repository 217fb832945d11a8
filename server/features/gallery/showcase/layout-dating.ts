import type { ShowcaseSample } from "./showcase-sample";
import { SCREEN, type SampleDrawing } from "./sample-drawing";
import { circle, radialGradient, rect, shadeColor, svgDocument } from "./svg-shapes";
import type { TextBlock } from "./draw-text";

export function layoutDating(spec: ShowcaseSample): SampleDrawing {
  const { width, height } = SCREEN;
  const { theme } = spec;
  const [brand, distance] = spec.extras;
  const photoBottom = 760;
  const texts: TextBlock[] = [
    { text: brand ?? "", x: width / 2, y: 30, size: 44, bold: true, color: theme.accent, anchor: "middle" },
    { text: spec.name, x: 60, y: photoBottom - 170, size: 64, bold: true, color: "#ffffff" },
    { text: distance ?? "", x: 60, y: photoBottom - 85, size: 34, color: "#ffffff" },
  ];
  const cards: string[] = [];
  let y = photoBottom + 40;
  for (const line of spec.bio) {
    texts.push({ text: line, x: 60, y, size: 36, color: theme.text });
    y += 56;
  }
  for (const { prompt, answer } of spec.prompts ?? []) {
    cards.push(rect(30, y, width - 60, 200, shadeColor(theme.background, theme.background === "#1b1b1f" ? 0.08 : -0.04), 24));
    texts.push({ text: prompt, x: 70, y: y + 30, size: 30, bold: true, color: theme.muted });
    texts.push({ text: answer, x: 70, y: y + 85, size: 40, bold: true, color: theme.text, maxWidth: width - 140 });
    y += 230;
  }
  const photo = [
    rect(30, 100, width - 60, photoBottom - 100, "url(#photo)", 30),
    circle(width / 2, 330, 90, shadeColor(theme.accent, -0.5)),
    rect(width / 2 - 160, 430, 320, 330, shadeColor(theme.accent, -0.35), 60),
    rect(30, photoBottom - 200, width - 60, 200, "#00000066", 0),
  ].join("");
  return {
    width,
    height,
    svg: svgDocument(
      width,
      height,
      theme.background,
      photo + cards.join(""),
      radialGradient("photo", shadeColor(theme.accent, 0.5), shadeColor(theme.accent, -0.3)),
    ),
    texts,
  };
}
