// Checks the held-out set v21 against itself and v1 to v20, never against the engine
// (../drawn-sets/held-out-scripts.ts says what it checks): 19 screens of 19 apps in two parts (two of the four drawn did not finish).
//
//   npx tsx bench/held-out-v21/check-held-out-v21.ts [--dir /tmp/held-out-v21-a --part]
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkHeldOut } from "../drawn-sets/held-out-scripts";

await checkHeldOut({ version: 21, count: 19, here: dirname(fileURLToPath(import.meta.url)) });
