import { CAPTION_STYLES, type CaptionStyle, DEFAULT_CAPTION_STYLE } from "../../common/caption-styles";
import { NARRATORS, type Narrator, type Orientation, type Tier } from "../roast-engine";

export interface CliOptions {
  imagePath: string;
  /** With --battle: the second upload, B (imagePath is A). */
  secondImagePath?: string;
  outDir: string;
  tier: Tier;
  seed?: string;
  scriptOnly: boolean;
  /** Print each orientation's render plan instead of rendering. */
  plan: boolean;
  orientations: Orientation[];
  /** Who speaks; undefined: the server's default (lib/default-narrator.ts). */
  narrator?: Narrator;
  /** How the captions look; undefined: the default (common/caption-styles.ts). */
  captions?: CaptionStyle;
}

export const USAGE = `Usage: npm run roast -- <image> [options]
       npm run roast -- <image A> <image B> --battle [options]

Roasts a profile screenshot offline and writes a video per orientation; with --battle, roasts two
uploads in turns (A, B, A, B) and names a winner.

Options:
  --out <dir>                              where videos and the poster go (default: out)
  --tier free|starter|essentials|creator   tier options: watermark, music, 1080p (default: free)
  --seed <text>                            same seed, same roast (default: random)
  --orientation landscape|portrait|both    which videos to render (default: both)
  --narrator flite|roastbot|cloud          who speaks (default: the server's, cloud when TTS_BASE_URL
                                           is set, else flite)
  --captions bold|plate|pop                how the captions look (default: ${DEFAULT_CAPTION_STYLE})
  --battle                                 a roast battle of two images
  --script-only                            stop after the script
  --plan                                   print each orientation's render plan (camera, captions,
                                           marks, sound cues, end card) without rendering
  --help                                   show this help

Prints one JSON object: script, platform, analysis, timings_ms, outputs, shots, and per
orientation the caption groups with the boxes they cover (captions); a battle adds battle
(both analyses, the turns and the verdict).`;

/** A mistake in the command line: the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {}

const TIERS = ["free", "starter", "essentials", "creator"] as const;
const ORIENTATIONS = { landscape: ["landscape"], portrait: ["portrait"], both: ["portrait", "landscape"] } as const;

/** Parses the CLI's arguments (after `--`); "help" when asked for help. */
export function parseCliArgs(argv: string[]): CliOptions | "help" {
  const options: Partial<CliOptions> & { scriptOnly: boolean; plan: boolean; battle: boolean } = { scriptOnly: false, plan: false, battle: false };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === "") throw new UsageError(`${flag} needs a value.`);
      return v;
    };
    if (flag === "--help" || flag === "-h") return "help";
    else if (flag === "--script-only") options.scriptOnly = true;
    else if (flag === "--plan") options.plan = true;
    else if (flag === "--battle") options.battle = true;
    else if (flag === "--out") options.outDir = value();
    else if (flag === "--seed") options.seed = value();
    else if (flag === "--tier") {
      const tier = value();
      if (!(TIERS as readonly string[]).includes(tier)) throw new UsageError(`Unknown tier "${tier}": use ${TIERS.join(", ")}.`);
      options.tier = tier as Tier;
    } else if (flag === "--orientation") {
      const o = value();
      if (!(o in ORIENTATIONS)) throw new UsageError(`Unknown orientation "${o}": use landscape, portrait or both.`);
      options.orientations = [...ORIENTATIONS[o as keyof typeof ORIENTATIONS]];
    } else if (flag === "--narrator") {
      const narrator = value();
      if (!(NARRATORS as readonly string[]).includes(narrator)) throw new UsageError(`Unknown narrator "${narrator}": use ${NARRATORS.join(", ")}.`);
      options.narrator = narrator as Narrator;
    } else if (flag === "--captions") {
      const style = value();
      if (!(CAPTION_STYLES as readonly string[]).includes(style)) throw new UsageError(`Unknown caption style "${style}": use ${CAPTION_STYLES.join(", ")}.`);
      options.captions = style as CaptionStyle;
    } else if (flag.startsWith("-")) throw new UsageError(`Unknown option ${flag}.`);
    else rest.push(arg);
  }
  if (rest.length === 0) throw new UsageError(options.battle ? "Give the paths of the two images to battle." : "Give the path of an image to roast.");
  if (options.battle && rest.length !== 2) throw new UsageError(`A battle takes two images (got ${rest.length}).`);
  if (!options.battle && rest.length > 1) throw new UsageError(`One image at a time (got ${rest.length}); two with --battle.`);
  return {
    imagePath: rest[0],
    ...(options.battle ? { secondImagePath: rest[1] } : {}),
    outDir: options.outDir ?? "out",
    tier: options.tier ?? "free",
    seed: options.seed,
    scriptOnly: options.scriptOnly,
    plan: options.plan,
    orientations: options.orientations ?? [...ORIENTATIONS.both],
    ...(options.narrator ? { narrator: options.narrator } : {}),
    ...(options.captions ? { captions: options.captions } : {}),
  };
}
