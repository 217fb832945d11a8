import { createRequire } from "node:module";
import path from "node:path";
import type { Worker as Thread } from "node:worker_threads";
import { type Bbox, type Block, createScheduler, createWorker, OEM, PSM, type Scheduler, type Worker } from "tesseract.js";
import { EngineError } from "../../engine-error";

const require = createRequire(import.meta.url);
/**
 * The languages the reader reads in their own letters: English first, and the Latin-script
 * languages whose accents English drops or misreads ("colchón" read "colchén", "schlägt" read
 * "schlagt"), each read again only when the screen is written in it (detect-language.ts).
 */
export type OcrLanguage = "eng" | "deu" | "fra" | "spa" | "por" | "ita" | "nld" | "pol" | "tur";
// The LSTM-only "best_int" model is a quarter of the size of the default one and faster, with the
// same accuracy on screen text. Loading it from the npm package keeps tesseract.js off the CDN.
const langPath = (language: OcrLanguage) => path.join(path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), "4.0.0_best_int");

/** One line as tesseract read it, in pixels of the image it was given. */
export interface OcrLine {
  text: string;
  box: { x: number; y: number; w: number; h: number };
  /** 0..1 */
  confidence: number;
  /** Lines tesseract put in one paragraph share this number: wrapped text stays together. */
  paragraph: number;
  words: Array<{ text: string; box: { x: number; y: number; w: number; h: number }; confidence: number }>;
}

export interface OcrPage {
  text: string;
  lines: OcrLine[];
}

export interface OcrEngine {
  /**
   * Reads the text of an image (PNG or JPEG bytes), line by line with boxes, in English unless
   * another language is asked for: that language's one worker starts for the reading and stops
   * when no reading waits for it, so the worker's memory (DESIGN §7) holds one more model (about
   * 70 MB) only while it reads; loading it costs about 0.4 s a time, paid only by such screens.
   */
  recognize(image: Buffer, language?: OcrLanguage): Promise<OcrPage>;
  close(): Promise<void>;
}

/** Warm tesseract workers that are used until one of them fails, then replaced. */
interface Pool {
  scheduler: Scheduler;
  ready: Promise<void>;
  /** Rejects when a worker thread errors or exits: the jobs in flight on it will never answer. */
  died: Promise<never>;
  inFlight: number;
  retired: boolean;
}

/**
 * Starts tesseract workers at once and keeps them warm: loading the model costs ~0.4 s, a
 * recognition on a warm worker ~0.3 s. A failed job fails only its own recognize: tesseract.js
 * would otherwise rethrow a worker's rejection (and a thread's 'error' event) where nothing can
 * catch it, taking the process down. A worker that failed once is not trusted again (a wasm abort
 * leaves it broken), so its pool is retired when idle and the next job starts a fresh one.
 */
export function createOcrEngine(workerCount = 1, options: { startTimeoutMs?: number } = {}): OcrEngine {
  const count = Math.max(1, workerCount);
  const startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
  let pool = startPool(count, startTimeoutMs, "eng");
  // The other language's pool while a reading in it runs: one at a time.
  let other: { language: OcrLanguage; pool: Pool } | undefined;
  let closed = false;

  const retire = (old: Pool) => {
    old.retired = true;
    if (pool === old && !closed) pool = startPool(count, startTimeoutMs, "eng");
    if (other?.pool === old) other = undefined;
    if (old.inFlight === 0) void stopPool(old);
  };
  const poolFor = (language: OcrLanguage): Pool => {
    if (language === "eng") return pool;
    if (other?.language !== language) {
      if (other) retire(other.pool);
      other = { language, pool: startPool(1, startTimeoutMs, language) };
    }
    return other.pool;
  };

  return {
    async recognize(image, language = "eng") {
      if (closed) throw new EngineError("UNAVAILABLE", "The OCR engine is closed");
      const current = poolFor(language);
      current.inFlight++;
      try {
        await current.ready.catch((cause: unknown) => {
          retire(current);
          throw new EngineError("UNAVAILABLE", "Text recognition could not start", { cause });
        });
        // tesseract.js rejects with plain strings: give callers the one error type.
        const result = await Promise.race([current.scheduler.addJob("recognize", image, {}, { text: true, blocks: true }), current.died]).catch(
          (cause: unknown) => {
            retire(current);
            throw new EngineError("INTERNAL", "Text recognition failed", { cause });
          },
        );
        return { text: result.data.text ?? "", lines: flattenBlocks(result.data.blocks ?? []) };
      } finally {
        current.inFlight--;
        if (language !== "eng" && current.inFlight === 0 && other?.pool === current) retire(current);
        if (current.retired && current.inFlight === 0) void stopPool(current);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([stopPool(pool), ...(other ? [stopPool(other.pool)] : [])]);
    },
  };
}

/**
 * A worker not started in this long never will: tesseract.js listens for no error or exit of its
 * thread while it loads, so a thread that dies then leaves the start waiting forever, and every
 * recognize behind it (with nothing else alive, a CLI exits mid-await). Loading takes ~0.4 s.
 */
const START_TIMEOUT_MS = 60_000;

function startPool(count: number, startTimeoutMs: number, language: OcrLanguage): Pool {
  let markDied: (reason: unknown) => void = () => undefined;
  const died = new Promise<never>((_, reject) => {
    markDied = reject;
  });
  // Only a job racing it needs this rejection; an idle pool's death is noticed on its next job.
  died.catch(() => undefined);
  const scheduler = createScheduler();
  const ready = startWorkers(scheduler, count, startTimeoutMs, language, (reason) => markDied(reason));
  // A start-up failure surfaces on the first recognize; this only keeps it from going unhandled.
  ready.catch(() => undefined);
  return { scheduler, ready, died, inFlight: 0, retired: false };
}

const stopped = new WeakSet<Pool>();
async function stopPool(pool: Pool): Promise<void> {
  if (stopped.has(pool)) return;
  stopped.add(pool);
  pool.retired = true;
  await pool.ready.catch(() => undefined);
  await pool.scheduler.terminate().catch(() => undefined);
}

const toBox = (b: Bbox) => ({ x: b.x0, y: b.y0, w: Math.max(0, b.x1 - b.x0), h: Math.max(0, b.y1 - b.y0) });

function flattenBlocks(blocks: Block[]): OcrLine[] {
  let paragraph = 0;
  const lines: OcrLine[] = [];
  for (const block of blocks) {
    for (const para of block.paragraphs) {
      paragraph += 1;
      for (const line of para.lines) {
        lines.push({
          text: line.text.trim(),
          box: toBox(line.bbox),
          confidence: line.confidence / 100,
          paragraph,
          words: line.words.map((w) => ({ text: w.text, box: toBox(w.bbox), confidence: w.confidence / 100 })),
        });
      }
    }
  }
  return lines;
}

/** One tesseract worker, or a rejection when it has not started within `timeoutMs` (a late one is ended). */
function startWorker(timeoutMs: number, language: OcrLanguage): Promise<Worker> {
  const starting = createWorker(language, OEM.LSTM_ONLY, {
    langPath: langPath(language),
    cacheMethod: "none",
    gzip: true,
    // Without a handler tesseract.js throws a failed job's message from its message listener.
    errorHandler: () => undefined,
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`an OCR worker did not start within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([starting, late])
    .catch((error: unknown) => {
      void starting.then((worker) => worker.terminate()).catch(() => undefined);
      throw error;
    })
    .finally(() => clearTimeout(timer));
}

async function startWorkers(scheduler: Scheduler, count: number, timeoutMs: number, language: OcrLanguage, onDeath: (reason: unknown) => void): Promise<void> {
  const workers = await Promise.all(Array.from({ length: count }, () => startWorker(timeoutMs, language)));
  for (const worker of workers) {
    // The thread itself: its 'error' event has no listener in tesseract.js, so one would be fatal.
    const thread = (worker as unknown as { worker?: Thread }).worker;
    thread?.on("error", (error) => onDeath(error));
    thread?.on("exit", (code) => onDeath(new Error(`OCR worker exited (${code})`)));
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.AUTO,
      // Screenshots carry no DPI; saying so keeps tesseract from warning on every image.
      user_defined_dpi: "144",
      // Tesseract prints notes ("Detected 5 diacritics") to stdout unless sent elsewhere.
      debug_file: "/dev/null",
    });
    scheduler.addWorker(worker);
  }
}
