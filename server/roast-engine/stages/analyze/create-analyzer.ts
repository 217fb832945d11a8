import type { NormalizedImage } from "../../infrastructure/image";
import { type Analysis, NO_PHOTO_FACTS } from "../../types";
import { measureLineSurfaces } from "./find-line-surfaces";
import { findStoryBar } from "./find-story-bar";
import { measureVisualFacts } from "./measure-visual-facts";
import { mergeOcrPages, needsLargerReading, needsLightTextReading, sureLetters } from "./merge-ocr-pages";
import type { OcrPage } from "./ocr-engine";
import { createOcrEngine } from "./ocr-engine";
import { detectPhotoFacts, getPhotoModel } from "./photo";
import { chooseLargerOcrSize, chooseOcrSize, prepareLightTextImage, prepareOcrImage } from "./prepare-ocr-image";
import { readScreen } from "./read-screen";
import { detectLanguage, mendCapitalL } from "./detect-language";
import { isPhotoLike } from "./screen-or-photo";
import type { EngineLogger } from "../../engine-error";

export interface Analyzer {
  /**
   * `onReading` is given the analysis as soon as the screen is read, before the photo model's facts
   * (NO_PHOTO_FACTS in it): what a language model's request needs, sent while the photo model works.
   */
  analyze(image: NormalizedImage, options?: { signal?: AbortSignal; onReading?: (reading: Analysis) => void }): Promise<Analysis>;
  close(): Promise<void>;
}

/**
 * One analyzer per process (or worker): its OCR workers start at once and stay warm between
 * roasts. The photo model (faces, pose, objects, outfit) is the process's one, warm as well.
 */
export function createAnalyzer(options: { workers?: number; logger?: EngineLogger } = {}): Analyzer {
  const ocr = createOcrEngine(options.workers ?? 1);
  getPhotoModel();
  return {
    async analyze(image, { signal, onReading } = {}) {
      signal?.throwIfAborted();
      const [visual, storyBar] = await Promise.all([measureVisualFacts(image), findStoryBar(image)]);
      // Runs beside OCR (its own thread); never rejects but on abort, and never fails a roast.
      const photoFacts = detectPhotoFacts({ image, isPhoto: isPhotoLike(visual.flatRuns), logger: options.logger, signal });
      photoFacts.catch(() => undefined);
      const ocrImage = await prepareOcrImage(image.jpeg, image, visual.brightness);
      signal?.throwIfAborted();
      let firstImage = ocrImage;
      let first = await abortable(ocr.recognize(ocrImage), signal);
      // OCR read a resized copy: its boxes are mapped back to the normalised image.
      let size = chooseOcrSize(image.width, image.height);
      const read = (page: OcrPage, at: { width: number }) =>
        readScreen({ page, scale: image.width / at.width, width: image.width, height: image.height, flatRuns: visual.flatRuns, storyBar });
      let screen = read(first, size);
      const larger = needsLargerReading({ first, screen, visual }) ? chooseLargerOcrSize(image.width, image.height) : undefined;
      if (larger) {
        // Small text read little: read again, larger, and keep the reading that found more.
        const largerImage = await prepareOcrImage(image.jpeg, image, visual.brightness, larger);
        const again = await abortable(ocr.recognize(largerImage), signal);
        if (sureLetters(again) > sureLetters(first)) {
          [first, size, firstImage] = [again, larger, largerImage];
          screen = read(first, size);
        }
      }
      const language = detectLanguage(first.text);
      if (language) {
        // Written in a language whose accents English misreads: read again in it, so that a quote is
        // the screen's words letter for letter, unless that reading finds much less.
        const inLanguage = await abortable(ocr.recognize(firstImage, language), signal);
        if (sureLetters(inLanguage) >= sureLetters(first) * LANGUAGE_KEEPS) {
          first = mendCapitalL(inLanguage, language);
          screen = read(first, size);
        }
      }
      // Any other screen is read again only where light text was left unread: white words in the
      // coloured bubbles of a dark screen, which its greyscale copy loses.
      const everywhere = needsLightTextReading({ first, screen, visual });
      if (everywhere || screen.isScreenshot) {
        const lightText = await prepareLightTextImage(image.jpeg, image, size, everywhere ? {} : { unreadBeside: first.lines.map((l) => l.box) });
        signal?.throwIfAborted();
        if (lightText) screen = read(mergeOcrPages(first, await abortable(ocr.recognize(lightText), signal)), size);
      }
      const { isScreenshot, ...reading } = screen;
      const { flatRuns: _flatRuns, ...facts } = visual;
      onReading?.({ ...reading, visual: { ...facts, isScreenshot }, photo: NO_PHOTO_FACTS });
      // Measured while the photo model works: a screen's bubbles, kept whole in view (plan-shots.ts).
      const surfaces = isScreenshot
        ? await measureLineSurfaces(
            image,
            reading.lines.map((l) => l.box),
          )
        : undefined;
      const photo = await photoFacts;
      return { ...reading, visual: { ...facts, isScreenshot, ...(surfaces ? { surfaces } : {}) }, photo };
    },
    close: () => ocr.close(),
  };
}

/** How much of the English reading's sure letters a reading in the screen's own language must find to replace it. */
const LANGUAGE_KEEPS = 0.9;

/** Stops waiting when the signal aborts; the worker finishes its job and stays usable. */
function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
