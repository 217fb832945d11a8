// Checks the held-out set v22 against itself and v1 to v21, never against the engine
// (../drawn-sets/held-out-scripts.ts says what it checks): 20 screens of 20 apps in two parts of ten.
//
//   npx tsx bench/held-out-v22/check-held-out-v22.ts [--dir /tmp/held-out-v22-b --part]
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkHeldOut } from "../drawn-sets/held-out-scripts";

await checkHeldOut({ version: 22, count: 20, here: dirname(fileURLToPath(import.meta.url)) });
