// Checks the held-out set v16 against itself, never against the engine (v3's shared check;
// ../drawn-sets/check-screen-set.ts says what it checks): no app is one v1 to v15 or the tuning set used,
// nor one of the big platforms every set leaves out, and the 30 screens are 30 apps (part A, ten chats and listings, was not drawn: README.md). On top of the shared
// check's 16–25 words, v16 holds every model roast to ROAST-STYLE's ~7 seconds, 16–22 spoken words, and
// keeps Chinese, Japanese and Korean out of the set (as v6 to v15 do).
//
//   npx tsx bench/held-out-v16/check-held-out-v16.ts [--dir /tmp/held-out-v16-a --part]
//
// --dir checks a set drawn elsewhere (one part drawn with --out); --part lets it hold fewer than 30 screens.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkHeldOut } from "../drawn-sets/held-out-scripts";

await checkHeldOut({ version: 16, count: 30, here: dirname(fileURLToPath(import.meta.url)) });
