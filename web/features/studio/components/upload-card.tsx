import { ImageUp, RefreshCw } from "lucide-react";
import { type DragEvent, type ReactNode, type RefObject, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";

interface UploadCardProps {
  /** The accepted file and its preview, once the consent dialog was accepted. */
  file: File | null;
  previewUrl: string | null;
  onFileChosen(file: File): void;
  onClear(): void;
  onGenerate(): void;
  generateLabel: string;
  isSubmitting: boolean;
  /** The hidden file input, so the consent dialog's 'Choose Different File' can open it too. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Shown with the chosen file, before its generate button (the narrator choice). */
  options?: ReactNode;
  /** Beside the generate button, once a file is chosen ("Direct it"). */
  secondaryAction?: ReactNode;
  /** Above the upload (the Single / Battle switch). */
  header?: ReactNode;
  /** Shown instead of the single upload (a battle's two drop zones). */
  body?: ReactNode;
}

/** Drop zone and file picker (a real button, so keyboard users get it too), preview, generate. */
export function UploadCard({
  file,
  previewUrl,
  onFileChosen,
  onClear,
  onGenerate,
  generateLabel,
  isSubmitting,
  inputRef: input,
  options,
  secondaryAction,
  header,
  body,
}: UploadCardProps) {
  const [dragging, setDragging] = useState(false);
  const pick = () => input.current?.click();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFileChosen(dropped);
  };

  return (
    <Card className="p-5 sm:p-8">
      {header ? <div className="mb-5">{header}</div> : null}
      {body ?? (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="roast-file-input"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = "";
              if (chosen) onFileChosen(chosen);
            }}
          />
          {file && previewUrl ? (
            <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
              <img src={previewUrl} alt="Preview of your upload" className="max-h-56 w-full rounded-2xl object-contain ring-1 ring-white/10 sm:w-56" />
              <div className="min-w-0 flex-1">
                <p className="text-sm text-zinc-500">Ready to roast</p>
                <p className="mt-1 truncate font-semibold text-white">{file.name}</p>
                {options}
                <div className="mt-5 flex flex-col gap-3 sm:flex-row">
                  <Button size="lg" onClick={onGenerate} disabled={isSubmitting} aria-busy={isSubmitting}>
                    {isSubmitting ? <Spinner /> : null}
                    {generateLabel}
                  </Button>
                  {secondaryAction}
                  <Button
                    variant="ghost"
                    disabled={isSubmitting}
                    onClick={() => {
                      onClear();
                      pick();
                    }}
                  >
                    <RefreshCw className="size-4" aria-hidden="true" />
                    Choose Different File
                  </Button>
                </div>
              </div>
            </div>
          ) : (
            <section
              aria-label="Upload an image"
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={cn(
                "flex flex-col items-center rounded-2xl border-2 border-dashed px-4 py-10 text-center transition sm:py-14",
                dragging ? "border-flame-400 bg-flame-500/10" : "border-white/15",
              )}
            >
              <ImageUp className="size-12 text-flame-400" aria-hidden="true" />
              <h2 className="mt-4 text-xl font-bold text-white">Drop a screenshot or photo</h2>
              <p className="mt-2 max-w-md text-sm text-zinc-400">
                A profile, a post, a story or an outfit. JPG or PNG work best; the upload is deleted after 24 hours.
              </p>
              <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
                <Button onClick={pick}>Choose Image</Button>
                <Button variant="outline" onClick={onGenerate} disabled={isSubmitting}>
                  {generateLabel}
                </Button>
              </div>
            </section>
          )}
        </>
      )}
    </Card>
  );
}
