// Checks the tuning set against itself, never against the engine (held-out v3's check;
// ../drawn-sets/check-screen-set.ts says what it checks): no app is one a held-out set uses.
//
//   npx tsx bench/tuning-set/check-tuning-set.ts
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkScreenSet } from "../drawn-sets/check-screen-set";

await checkScreenSet({
  dir: dirname(fileURLToPath(import.meta.url)),
  earlier: ["../held-out/screens.json", "../held-out-v2/screens.json", "../held-out-v3/screens.json"],
  earlierName: "a held-out set",
});
