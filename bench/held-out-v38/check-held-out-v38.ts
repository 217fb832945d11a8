// Checks the held-out set v38 against itself and v1 to v37, never against the engine
// (../drawn-sets/held-out-scripts.ts says what it checks): 40 screens of 40 apps in four parts of ten.
//
//   npx tsx bench/held-out-v38/check-held-out-v38.ts [--dir /tmp/held-out-v38-a --part]
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkHeldOut } from "../drawn-sets/held-out-scripts";

await checkHeldOut({ version: 38, count: 40, here: dirname(fileURLToPath(import.meta.url)) });
