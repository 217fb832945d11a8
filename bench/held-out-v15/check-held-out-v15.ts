// Checks the held-out set v15 against itself, never against the engine (v3's shared check;
// ../drawn-sets/check-screen-set.ts says what it checks): no app is one v1 to v14 or the tuning set used,
// nor one of the big platforms every set leaves out, and the 40 screens are 40 apps. On top of the shared
// check's 16–25 words, v15 holds every model roast to ROAST-STYLE's ~7 seconds, 16–22 spoken words, and
// keeps Chinese, Japanese and Korean out of the set (as v6 to v14 do).
//
//   npx tsx bench/held-out-v15/check-held-out-v15.ts [--dir /tmp/held-out-v15-a --part]
//
// --dir checks a set drawn elsewhere (one part drawn with --out); --part lets it hold fewer than 40 screens.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkHeldOut } from "../drawn-sets/held-out-scripts";

await checkHeldOut({ version: 15, count: 40, here: dirname(fileURLToPath(import.meta.url)), minApps: 30 });
