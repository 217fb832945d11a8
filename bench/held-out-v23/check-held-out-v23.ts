// Checks the held-out set v23 against itself and v1 to v22, never against the engine
// (../drawn-sets/held-out-scripts.ts says what it checks): 30 screens of 30 apps in three parts of ten.
//
//   npx tsx bench/held-out-v23/check-held-out-v23.ts [--dir /tmp/held-out-v23-a --part]
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkHeldOut } from "../drawn-sets/held-out-scripts";

await checkHeldOut({ version: 23, count: 30, here: dirname(fileURLToPath(import.meta.url)) });
