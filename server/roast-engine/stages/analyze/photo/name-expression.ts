import type { Expression } from "../../../types";

/** Human's emotion labels, named as a roast would say them. */
const EXPRESSIONS: Record<string, Expression> = {
  happy: "smiling",
  neutral: "neutral",
  surprise: "surprised",
  angry: "angry",
  sad: "sad",
  disgust: "disgusted",
  fear: "fearful",
};

/**
 * How sure the emotion model must be before a roast may name an expression. It reads calm faces
 * as "angry" or "sad" at 0.4–0.77 on the package's own sample photos, so the unkind readings need
 * near-certainty; a smile or a blank stare is cheap to get wrong and fun to get right.
 */
const MIN_SCORE: Record<Expression, number> = {
  smiling: 0.5,
  neutral: 0.45,
  surprised: 0.6,
  angry: 0.85,
  sad: 0.85,
  disgusted: 0.85,
  fearful: 0.85,
};

/** The face's expression when the model is sure enough of its top reading; otherwise none. */
export function nameExpression(emotions: Array<{ emotion: string; score: number }>): Expression | undefined {
  const top = [...emotions].sort((a, b) => b.score - a.score)[0];
  const expression = top ? EXPRESSIONS[top.emotion] : undefined;
  return expression && top.score >= MIN_SCORE[expression] ? expression : undefined;
}
