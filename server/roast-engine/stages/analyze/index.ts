export { createAnalyzer, type Analyzer } from "./create-analyzer";
export { guessPlatform } from "./guess-platform";
export { parseCount } from "./parse-counts";
