// Checks the held-out set v41 against itself and v1 to v40, never against the engine
// (../drawn-sets/held-out-scripts.ts says what it checks): 40 screens of 40 apps in four parts of ten.
//
//   npx tsx bench/held-out-v41/check-held-out-v41.ts [--dir /tmp/held-out-v41-a --part]
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkHeldOut } from "../drawn-sets/held-out-scripts";

await checkHeldOut({ version: 41, count: 40, here: dirname(fileURLToPath(import.meta.url)) });
