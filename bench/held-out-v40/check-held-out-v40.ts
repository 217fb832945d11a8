// Checks the held-out set v40 against itself and v1 to v39, never against the engine
// (../drawn-sets/held-out-scripts.ts says what it checks): 40 screens of 40 apps in four parts of ten.
//
//   npx tsx bench/held-out-v40/check-held-out-v40.ts [--dir /tmp/held-out-v40-a --part]
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkHeldOut } from "../drawn-sets/held-out-scripts";

await checkHeldOut({ version: 40, count: 40, here: dirname(fileURLToPath(import.meta.url)) });
