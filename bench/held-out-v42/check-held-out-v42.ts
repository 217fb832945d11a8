// Checks the held-out set v42 against itself and v1 to v41, never against the engine
// (../drawn-sets/held-out-scripts.ts says what it checks): 40 screens of 40 apps in four parts of ten.
//
//   npx tsx bench/held-out-v42/check-held-out-v42.ts [--dir /tmp/held-out-v42-a --part]
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkHeldOut } from "../drawn-sets/held-out-scripts";

await checkHeldOut({ version: 42, count: 40, here: dirname(fileURLToPath(import.meta.url)) });
