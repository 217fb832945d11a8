// Checks the held-out set v23 against itself and v1 to v22, never against the engine
// (../drawn-sets/held-out-scripts.ts says what it checks): 20 screens of 20 apps in two parts of ten.
//
//   npx tsx bench/held-out-v23/check-held-out-v23.ts [--dir /tmp/held-out-v23-a --part]
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkHeldOut } from "../drawn-sets/held-out-scripts";

await checkHeldOut({ version: 23, count: 20, here: dirname(fileURLToPath(import.meta.url)) });
