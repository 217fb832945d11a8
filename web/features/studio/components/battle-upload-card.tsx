import { ImageUp, RefreshCw } from "lucide-react";
import { type DragEvent, type ReactNode, type RefObject, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";

export interface BattleSlot {
  /** "A" or "B": how the upload is named on the card. */
  name: string;
  file: File | null;
  previewUrl: string | null;
  onFileChosen(file: File): void;
  onClear(): void;
  inputRef: RefObject<HTMLInputElement | null>;
}

interface BattleUploadProps {
  slots: [BattleSlot, BattleSlot];
  onGenerate(): void;
  generateLabel: string;
  isSubmitting: boolean;
  options?: ReactNode;
}

/** A Roast Battle's two uploads side by side (stacked on a phone), each with its own drop zone and picker, then one generate button. */
export function BattleUpload({ slots, onGenerate, generateLabel, isSubmitting, options }: BattleUploadProps) {
  return (
    <div>
      <p className="text-sm text-zinc-400">Two profiles, one video, one winner. One credit for both; the uploads are deleted after 24 hours.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {slots.map((slot) => (
          <BattleDropZone key={slot.name} slot={slot} disabled={isSubmitting} />
        ))}
      </div>
      {options}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onGenerate} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {generateLabel}
        </Button>
      </div>
    </div>
  );
}

function BattleDropZone({ slot, disabled }: { slot: BattleSlot; disabled: boolean }) {
  const [dragging, setDragging] = useState(false);
  const pick = () => slot.inputRef.current?.click();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) slot.onFileChosen(dropped);
  };
  return (
    <section
      aria-label={`Upload ${slot.name}`}
      data-testid={`battle-slot-${slot.name.toLowerCase()}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        "flex min-h-64 flex-col items-center justify-center rounded-2xl border-2 border-dashed p-4 text-center transition",
        dragging ? "border-flame-400 bg-flame-500/10" : slot.file ? "border-transparent bg-white/5" : "border-white/15",
      )}
    >
      <input
        ref={slot.inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`battle-file-input-${slot.name.toLowerCase()}`}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = "";
          if (chosen) slot.onFileChosen(chosen);
        }}
      />
      <h2 className="text-lg font-bold text-white">Upload {slot.name}</h2>
      {slot.file && slot.previewUrl ? (
        <>
          <img src={slot.previewUrl} alt={`Preview of upload ${slot.name}`} className="mt-3 h-40 w-full rounded-xl object-contain" />
          <p className="mt-2 w-full truncate text-sm text-zinc-400">{slot.file.name}</p>
          <Button
            variant="ghost"
            size="sm"
            className="mt-2"
            disabled={disabled}
            onClick={() => {
              slot.onClear();
              pick();
            }}
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            Choose Different File
          </Button>
        </>
      ) : (
        <>
          <ImageUp className="mt-3 size-10 text-flame-400" aria-hidden="true" />
          <p className="mt-2 max-w-60 text-sm text-zinc-400">Drop a screenshot or photo</p>
          <Button className="mt-4" variant="secondary" onClick={pick} disabled={disabled}>
            Choose Image {slot.name}
          </Button>
        </>
      )}
    </section>
  );
}
