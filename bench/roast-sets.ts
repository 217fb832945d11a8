import type { Platform, Script, UploadKind } from "../server/roast-engine/types";
import { degradeScreen, planDegrade } from "./degrade-screen";
import { type HeldOutSet, expectedKind, expectedPlatform, heldOutDir, loadHeldOut, readHeldOutImage } from "./held-out-truth";
import { loadReferenceQuotes } from "./writers-line";
import { type HeldOutVerdict, judgeHeldOutRoast } from "./judge-held-out";
import { SCREEN_TRUTHS } from "./reading-set";
import { judgeRoast, type RoastVerdict } from "./reading-set/judge-roast";
import { readSetImage, type ScreenSet } from "./screen-sets";

/**
 * The sets `npm run eval:roasts` runs on: our own drawn screens, clean and degraded (screen-sets.ts),
 * the tuning set of unseen apps (tuning-set/README.md), and the frozen held-out sets (held-out-truth.ts), each as drawn and worn the same way the
 * degraded set is (degrade-screen.ts, planned from the screen's id). `--set=` one of them, `both`
 * (the default: clean and degraded) or `all`.
 */
export type RoastSet = ScreenSet | HeldOutSet | `${HeldOutSet}-degraded`;

const ALL: RoastSet[] = [
  "clean",
  "degraded",
  "held-out",
  "held-out-degraded",
  "held-out-v2",
  "held-out-v2-degraded",
  "held-out-v3",
  "held-out-v3-degraded",
  "held-out-v4",
  "held-out-v4-degraded",
  "held-out-v5",
  "held-out-v5-degraded",
  "held-out-v6",
  "held-out-v6-degraded",
  "held-out-v7",
  "held-out-v7-degraded",
  "held-out-v8",
  "held-out-v8-degraded",
  "held-out-v9",
  "held-out-v9-degraded",
  "held-out-v10",
  "held-out-v10-degraded",
  "held-out-v11",
  "held-out-v11-degraded",
  "held-out-v12",
  "held-out-v12-degraded",
  "held-out-v13",
  "held-out-v13-degraded",
  "held-out-v14",
  "held-out-v14-degraded",
  "held-out-v15",
  "held-out-v15-degraded",
  "held-out-v16",
  "held-out-v16-degraded",
  "held-out-v17",
  "held-out-v17-degraded",
  "held-out-v18",
  "held-out-v18-degraded",
  "held-out-v19",
  "held-out-v19-degraded",
  "held-out-v20",
  "held-out-v20-degraded",
  "held-out-v21",
  "held-out-v21-degraded",
  "held-out-v22",
  "held-out-v22-degraded",
  "held-out-v23",
  "held-out-v23-degraded",
  "held-out-v24",
  "held-out-v24-degraded",
  "held-out-v25",
  "held-out-v25-degraded",
  "held-out-v26",
  "held-out-v26-degraded",
  "held-out-v27",
  "held-out-v27-degraded",
  "held-out-v28",
  "held-out-v28-degraded",
  "held-out-v29",
  "held-out-v29-degraded",
  "held-out-v30",
  "held-out-v30-degraded",
  "held-out-v31",
  "held-out-v31-degraded",
  "held-out-v32",
  "held-out-v32-degraded",
  "held-out-v33",
  "held-out-v33-degraded",
  "held-out-v34",
  "held-out-v34-degraded",
  "held-out-v35",
  "held-out-v35-degraded",
  "held-out-v36",
  "held-out-v36-degraded",
  "held-out-v37",
  "held-out-v37-degraded",
  "held-out-v38",
  "held-out-v38-degraded",
  "held-out-v39",
  "held-out-v39-degraded",
  "held-out-v40",
  "held-out-v40-degraded",
  "held-out-v41",
  "held-out-v41-degraded",
  "held-out-v42",
  "held-out-v42-degraded",
  "tuning-set",
  "tuning-set-degraded",
];

export function readRoastSetsArg(argv: string[]): RoastSet[] {
  const value = argv.find((a) => a.startsWith("--set="))?.slice(6) ?? "both";
  if (value === "both") return ["clean", "degraded"];
  if (value === "all") return ALL;
  const set = ALL.find((s) => s === value);
  if (set) return [set];
  throw new Error(`--set must be ${ALL.join(", ")}, both or all, not "${value}"`);
}

/** One screen of a set: what the engine should say it is, its bytes, and its judge. */
export interface RoastScreen {
  id: string;
  platform: Platform;
  /** Undefined where the engine has no kind for it (a review, a listing). */
  kind?: UploadKind;
  read(): Promise<Buffer>;
  judge(script: Script): RoastVerdict | HeldOutVerdict;
}

export function roastScreens(set: RoastSet): RoastScreen[] {
  if (set === "clean" || set === "degraded")
    return SCREEN_TRUTHS.map((truth) => ({
      id: truth.id,
      platform: truth.platform,
      kind: truth.kind,
      read: () => readSetImage(truth, set),
      judge: (script) => judgeRoast(script, truth),
    }));
  // A worn set is its held-out set's screens, worn (RoastSet: `${HeldOutSet}-degraded`).
  const heldOut = set.replace(/-degraded$/, "") as HeldOutSet;
  const degraded = set.endsWith("-degraded");
  const reference = loadReferenceQuotes(heldOutDir(heldOut));
  return loadHeldOut(heldOut).map((screen) => ({
    id: screen.id,
    platform: expectedPlatform(screen.app),
    kind: expectedKind(screen),
    read: async () => {
      const image = await readHeldOutImage(heldOut, screen);
      return degraded ? degradeScreen(image, planDegrade(screen.id)) : image;
    },
    judge: (script) => judgeHeldOutRoast(script, screen, reference.get(screen.id)),
  }));
}
