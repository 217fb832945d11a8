// Checks the held-out set v3 against itself, never against the engine (v2's check, without photo
// roasts; ../drawn-sets/check-screen-set.ts says what it checks): no app is one v1 or v2 used.
//
//   npx tsx bench/held-out-v3/check-held-out-v3.ts
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkScreenSet } from "../drawn-sets/check-screen-set";

await checkScreenSet({
  dir: dirname(fileURLToPath(import.meta.url)),
  earlier: ["../held-out/screens.json", "../held-out-v2/screens.json"],
  earlierName: "v1 or v2",
});
