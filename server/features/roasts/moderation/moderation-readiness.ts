import type { ImageModerator } from "../../../roast-engine";

/**
 * Whether the upload gate can judge images, as /api/health reports it:
 * - off: MODERATION=off, every upload is allowed;
 * - standby: loads with the first upload (tests, which do not preload the model);
 * - loading: the model is loading (start-up); an upload meanwhile waits for it;
 * - ok: loaded;
 * - down: it did not load: every upload is refused with 503 (moderate-upload.ts) until it does.
 */
export type ModerationState = "off" | "standby" | "loading" | "ok" | "down";

/** The process's upload moderator, with what it last knew of its model (read without loading anything). */
export interface WatchedModerator extends ImageModerator {
  state(): ModerationState;
  /** Stops trying again to load a model that did not load. */
  close(): void;
}

export interface ModerationLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface WatchOptions {
  /** MODERATION=on, or a moderator given by a test. */
  enabled: boolean;
  /** Load now and report the outcome (a process that takes uploads); otherwise "standby" until the first upload. */
  preload: boolean;
  logger: ModerationLog;
  /** How often a model that did not load is tried again (default a minute). */
  retryMs?: number;
}

export const MODERATION_DOWN_MESSAGE =
  "Upload moderation is unavailable: its model did not load, so every upload is refused (503) until it does. It is tried again every minute. " +
  "The model ships in the nsfwjs package: reinstall the dependencies (npm ci) and restart. MODERATION=off accepts uploads unchecked.";

/**
 * Follows the moderator's model: loaded at start-up where uploads arrive, logged as an error with
 * what to do when it cannot be, tried again every minute meanwhile, and told apart by every upload
 * (one that is judged proves it loaded; one that fails checks it again), so the health route reads
 * a state instead of loading a model.
 */
export function watchModerator(moderator: ImageModerator, options: WatchOptions): WatchedModerator {
  const retryMs = options.retryMs ?? 60_000;
  let state: ModerationState = !options.enabled ? "off" : options.preload ? "loading" : "standby";
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const markOk = () => {
    if (state === "down") options.logger.info({}, "upload moderation is available again: its model loaded");
    state = "ok";
    clearTimeout(retry);
    retry = undefined;
  };
  const markDown = (err: unknown) => {
    if (state !== "down") options.logger.error({ err }, MODERATION_DOWN_MESSAGE);
    state = "down";
    if (!retry && !closed) {
      // A timer of its own must not keep a test or a CLI alive.
      retry = setTimeout(() => {
        retry = undefined;
        void check();
      }, retryMs).unref();
    }
  };
  // Reading `ready` loads the model when it is not loaded (moderate-image.ts); a loaded one answers at once.
  const check = () => moderator.ready.then(markOk, markDown);

  if (state === "loading") void check();
  if (!options.enabled) return { ready: moderator.ready, moderate: (image) => moderator.moderate(image), state: () => state, close: () => {} };
  return {
    get ready() {
      return moderator.ready;
    },
    async moderate(image) {
      try {
        const verdict = await moderator.moderate(image);
        markOk();
        return verdict;
      } catch (err) {
        await check();
        throw err;
      }
    },
    state: () => state,
    close() {
      closed = true;
      clearTimeout(retry);
      retry = undefined;
    },
  };
}
