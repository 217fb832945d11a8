import { CAPTION_STYLE_LABELS, CAPTION_STYLES, type CaptionStyle, DEFAULT_CAPTION_STYLE } from "../../../../common/caption-styles";
import { cn } from "../../../lib/cn";

interface CaptionStylePickerProps {
  value: CaptionStyle;
  onChange(style: CaptionStyle): void;
  disabled?: boolean;
}

/** The video's colours (server/roast-engine/stages/render/caption-looks.ts): the spoken word's yellow, a thick dark outline. */
const SPOKEN = "text-[#FFD23F]";
const OUTLINE = { textShadow: "0 0 2px #000, 1px 1px 0 #000, -1px -1px 0 #000, 1px -1px 0 #000, -1px 1px 0 #000, 2px 2px 0 #000" };

/** A small picture of each style: two words over a busy strip, the second being spoken. */
function Preview({ style }: { style: CaptionStyle }) {
  return (
    <span
      aria-hidden="true"
      className="grid h-12 w-full place-items-center overflow-hidden rounded-lg bg-[repeating-linear-gradient(0deg,#e4e4e7_0_3px,#a1a1aa_3px_6px)]"
    >
      {style === "bold" ? (
        <span className="whitespace-nowrap text-sm font-black text-white sm:text-base" style={OUTLINE}>
          Nice <span className={SPOKEN}>try</span>
        </span>
      ) : style === "plate" ? (
        <span className="whitespace-nowrap rounded-md bg-[#141018] px-1.5 py-0.5 text-sm font-bold text-white sm:text-base">
          Nice <span className={SPOKEN}>try</span>
        </span>
      ) : (
        <span className="whitespace-nowrap text-base font-black text-white sm:text-lg" style={OUTLINE}>
          Nice <span className={cn("ml-1 inline-block scale-125", SPOKEN)}>try</span>
        </span>
      )}
    </span>
  );
}

/** How the captions look: native radios (Tab into the group, arrows to move), each a small picture of the style with its name. */
export function CaptionStylePicker({ value, onChange, disabled }: CaptionStylePickerProps) {
  return (
    <fieldset className="mt-4" disabled={disabled} data-testid="caption-style-picker">
      <legend className="text-sm font-medium text-zinc-300">Captions</legend>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {CAPTION_STYLES.map((style) => (
          <div key={style} className="flex">
            <label
              className={cn(
                "flex w-full cursor-pointer flex-col gap-1.5 rounded-xl p-2 ring-1 ring-inset transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-flame-400",
                value === style ? "bg-flame-500/10 ring-flame-400/70" : "ring-white/10 hover:ring-white/25",
              )}
              title={CAPTION_STYLE_LABELS[style].description}
            >
              <Preview style={style} />
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="caption-style"
                  value={style}
                  checked={value === style}
                  onChange={() => onChange(style)}
                  className="size-4 shrink-0 accent-flame-500"
                  aria-describedby={`caption-style-${style}`}
                />
                <span className="min-w-0 text-sm font-semibold text-white">{CAPTION_STYLE_LABELS[style].label}</span>
              </span>
            </label>
            <span id={`caption-style-${style}`} className="sr-only">
              {CAPTION_STYLE_LABELS[style].description}
              {style === DEFAULT_CAPTION_STYLE ? " (the default)" : ""}
            </span>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
