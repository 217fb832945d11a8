// Checks the held-out set v17 against itself, never against the engine (v3's shared check;
// ../drawn-sets/check-screen-set.ts says what it checks): no app is one v1 to v16 or the tuning set used,
// nor one of the big platforms every set leaves out, and the 40 screens are 40 apps in four parts of ten. On top of the shared
// check's 16–25 words, v17 holds every model roast to ROAST-STYLE's ~7 seconds, 16–22 spoken words, and
// keeps Chinese, Japanese and Korean out of the set (as v6 to v16 do).
//
//   npx tsx bench/held-out-v17/check-held-out-v17.ts [--dir /tmp/held-out-v17-a --part]
//
// --dir checks a set drawn elsewhere (one part drawn with --out); --part lets it hold fewer than 40 screens.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkHeldOut } from "../drawn-sets/held-out-scripts";

await checkHeldOut({ version: 17, count: 40, here: dirname(fileURLToPath(import.meta.url)) });
