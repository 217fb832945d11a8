import { Clapperboard, Coins, Film, SlidersHorizontal } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { PRODUCT_PLURAL } from "../../../../common/brand";
import { type CaptionStyle, DEFAULT_CAPTION_STYLE } from "../../../../common/caption-styles";
import type { Narrator, RoastKind } from "../../../../common/roast";
import { Button } from "../../../components/ui/button";
import { useCredits, useNarrators, useRoasts, useUnlimitedMode } from "../api/queries";
import { useChosenFile } from "../hooks/use-chosen-file";
import { useDirectIt } from "../hooks/use-direct-it";
import { useDownloads } from "../hooks/use-downloads";
import { useGenerateRoast } from "../hooks/use-generate-roast";
import { usePasteAndDrop } from "../hooks/use-paste-and-drop";
import { useRoastActions } from "../hooks/use-roast-actions";
import { useRoastEvents } from "../hooks/use-roast-events";
import { useShareRoast } from "../hooks/use-share-roast";
import { useSharedImage } from "../hooks/use-shared-image";
import { countCredits, generateLabel } from "../lib/studio-rules";
import { BattleUpload } from "./battle-upload-card";
import { CompilationPanel } from "./compilation-panel";
import { ConsentDialog } from "./consent-dialog";
import { DirectPanel } from "./direct-panel";
import { DropOverlay } from "./drop-overlay";
import { CaptionStylePicker } from "./caption-style-picker";
import { NarratorPicker } from "./narrator-picker";
import { RoastKindSwitch } from "./roast-kind-switch";
import { RoastList } from "./roast-list";
import { UploadCard } from "./upload-card";

/**
 * /roast: upload (picked, pasted, dropped anywhere, or shared to the app), live progress, the
 * roasts with their player and actions, compilations.
 */
export function StudioPage() {
  const live = useRoastEvents();
  const roastsQuery = useRoasts({ live });
  const credits = useCredits();
  const unlimitedMode = useUnlimitedMode().data ?? false;
  // Single or Battle: remembered while the studio is open.
  const [kind, setKind] = useState<RoastKind>("single");
  const isBattle = kind === "battle";
  const chosen = useChosenFile();
  // A battle's second upload (B); the first is `chosen`, as in a single roast.
  const chosenB = useChosenFile();
  // In a battle an image that arrives without a slot (pasted, dropped outside, shared) fills A, then B.
  const chooseIncoming = (file: File) => (isBattle && chosen.file && !chosenB.file ? chosenB.choose(file) : chosen.choose(file));
  // Every way in leads to the consent dialog, with the same checks as a picked file.
  useSharedImage(chooseIncoming);
  const dragging = usePasteAndDrop(chooseIncoming);
  const generator = useGenerateRoast();
  const downloads = useDownloads();
  const sharing = useShareRoast();
  const actions = useRoastActions();
  const [compiling, setCompiling] = useState(false);
  // The roast just started (its placeholder, then the stored roast, or a re-roast): its card is brought into view.
  const [revealId, setRevealId] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileInputB = useRef<HTMLInputElement>(null);
  const narrators = useNarrators().data ?? [];
  const [pickedNarrator, setNarrator] = useState<Narrator | null>(null);
  const narrator = pickedNarrator ?? narrators.find((n) => n.isDefault)?.id;

  const [captionStyle, setCaptionStyle] = useState<CaptionStyle>(DEFAULT_CAPTION_STYLE);

  // "Direct it" (issue 44): three drafts of the chosen upload before anything is spent; then as a one-click roast.
  const direct = useDirectIt({
    onRendered: (roastId) => {
      setRevealId(roastId);
      chosen.clear();
    },
  });
  const directing = direct.open && !isBattle && chosen.file !== null;
  const startDirecting = () => chosen.file && void direct.start(chosen.file, narrator);

  // What the roast is made with, shown with the chosen file: its narrator (when there is a choice) and its captions.
  const choices = (
    <>
      {narrator && narrators.length > 1 ? (
        <NarratorPicker narrators={narrators} value={narrator} onChange={setNarrator} disabled={generator.isSubmitting || direct.rendering} />
      ) : null}
      <CaptionStylePicker value={captionStyle} onChange={setCaptionStyle} disabled={generator.isSubmitting || direct.rendering} />
    </>
  );
  const generate = () =>
    void generator.generate({
      kind,
      file: chosen.file,
      secondFile: isBattle ? chosenB.file : null,
      // One key per pair of chosen files: a repeated submit of the same battle creates one.
      idempotencyKey: isBattle ? `${chosen.idempotencyKey}:${chosenB.idempotencyKey}` : chosen.idempotencyKey,
      unlimitedMode,
      credits: creditCount,
      narrator,
      captionStyle,
      onStarted: setRevealId,
      onCreated: (roastId) => {
        setRevealId(roastId);
        chosen.clear();
        chosenB.clear();
      },
    });

  const roasts = roastsQuery.data ?? [];
  const creditCount = countCredits(credits.data);
  const candidates = roasts.filter((r) => r.status === "completed" && r.videoUrl && r.platform !== "compilation");
  const closeCompilation = () => {
    setCompiling(false);
    setSelected([]);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      {dragging ? <DropOverlay /> : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-extrabold text-white sm:text-5xl">Roast Studio</h1>
          <p className="mt-2 text-zinc-400">Turn a screenshot into a 7-second roast video.</p>
        </div>
        <p className="flex items-center gap-2 rounded-full bg-white/5 px-4 py-2 text-sm text-zinc-300 ring-1 ring-white/10" data-testid="credits">
          <Coins className="size-4 text-flame-300" aria-hidden="true" />
          {unlimitedMode ? "Unlimited roasts" : `${creditCount} ${creditCount === 1 ? "credit" : "credits"}`}
          {!unlimitedMode && creditCount === 0 ? (
            <Link to="/pricing" className="font-semibold text-flame-300 hover:underline">
              Buy
            </Link>
          ) : null}
        </p>
      </div>

      <div className="mt-8">
        <UploadCard
          header={directing ? undefined : <RoastKindSwitch value={kind} onChange={setKind} disabled={generator.isSubmitting} />}
          body={
            isBattle ? (
              <BattleUpload
                slots={[
                  { name: "A", file: chosen.file, previewUrl: chosen.preview, onFileChosen: chosen.choose, onClear: chosen.clear, inputRef: fileInput },
                  { name: "B", file: chosenB.file, previewUrl: chosenB.preview, onFileChosen: chosenB.choose, onClear: chosenB.clear, inputRef: fileInputB },
                ]}
                isSubmitting={generator.isSubmitting}
                generateLabel={generateLabel({ unlimitedMode, credits: creditCount, isSubmitting: generator.isSubmitting, battle: true })}
                options={choices}
                onGenerate={generate}
              />
            ) : directing ? (
              <DirectPanel
                direct={direct}
                previewUrl={chosen.preview}
                choices={choices}
                costNote={unlimitedMode ? "Free in unlimited mode" : `Spends 1 credit · ${creditCount} ${creditCount === 1 ? "credit" : "credits"} left`}
                onRender={() => void direct.render({ narrator, captionStyle })}
                onUploadAgain={startDirecting}
              />
            ) : undefined
          }
          secondaryAction={
            <Button variant="outline" size="lg" onClick={startDirecting} disabled={generator.isSubmitting}>
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              Direct it
            </Button>
          }
          file={chosen.file}
          previewUrl={chosen.preview}
          onFileChosen={chosen.choose}
          inputRef={fileInput}
          onClear={chosen.clear}
          isSubmitting={generator.isSubmitting}
          generateLabel={generateLabel({ unlimitedMode, credits: creditCount, isSubmitting: generator.isSubmitting })}
          options={choices}
          onGenerate={generate}
        />
      </div>
      {/* Each upload gets the same consent dialog; only one is ever waiting. */}
      {[
        { slot: chosen, input: fileInput },
        { slot: chosenB, input: fileInputB },
      ].map(({ slot, input }, index) => (
        <ConsentDialog
          key={index === 0 ? "a" : "b"}
          file={slot.candidate}
          previewUrl={slot.candidatePreview}
          onAccept={slot.accept}
          onCancel={slot.discard}
          onChooseDifferent={() => {
            slot.discard();
            input.current?.click();
          }}
        />
      ))}

      <section aria-labelledby="your-roasts" className="mt-12">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="your-roasts" className="text-2xl font-bold text-white">
            Your Roasts
          </h2>
          {candidates.length >= 2 && !compiling ? (
            <Button variant="outline" size="sm" onClick={() => setCompiling(true)}>
              <Film className="size-4" aria-hidden="true" />
              Create Compilation
            </Button>
          ) : null}
        </div>
        {compiling ? (
          <div className="mt-5">
            <CompilationPanel
              candidates={candidates}
              selected={selected}
              isCreating={actions.isCreatingCompilation}
              onToggle={(id) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))}
              onClose={closeCompilation}
              onConfirm={() => void actions.createCompilation(selected).then((started) => started && closeCompilation())}
            />
          </div>
        ) : null}
        {roastsQuery.isPending ? (
          <p className="mt-6 text-zinc-400">Loading your roasts…</p>
        ) : roasts.length + generator.temporary.length === 0 ? (
          <div className="mt-6 flex flex-col items-center rounded-3xl bg-ink-900/60 px-6 py-12 text-center ring-1 ring-white/5">
            <Clapperboard className="size-10 text-zinc-600" aria-hidden="true" />
            <p className="mt-4 font-medium text-zinc-300">No roasts yet</p>
            <p className="mt-1 text-sm text-zinc-400">Your {PRODUCT_PLURAL} will appear here, newest first.</p>
          </div>
        ) : (
          <RoastList
            roasts={[...generator.temporary, ...roasts]}
            onRetry={(r) => void actions.retry(r)}
            retrying={actions.retrying}
            onDownloadLandscape={(r) => void downloads.downloadLandscape(r)}
            onDownloadPortrait={(r) => void downloads.downloadPortrait(r)}
            isConverting={downloads.isConverting}
            onShare={(r) => void sharing.share(r)}
            onUnshare={(r) => void sharing.unpublish(r)}
            onReroast={(r) => void actions.reroastFree(r, setRevealId)}
            reroasting={actions.reroasting}
            revealId={revealId}
            cardKeys={generator.cardKeys}
          />
        )}
      </section>
    </div>
  );
}
