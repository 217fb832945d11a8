import { z } from "zod";
import { progressFor, type RoastEvent, UPLOAD_KINDS, uploadFactsOf } from "../../../../common/roast";
import type { AppContext } from "../../../context";
import type { EventBus } from "../../../lib/events";
import type { RoastRow } from "./roast-row";

/** One channel for all roast changes: LISTEN/NOTIFY channel names are identifiers, user ids are not. */
const CHANNEL = "roast_updates";

const changeSchema = z.object({
  userId: z.string(),
  roastId: z.string(),
  status: z.enum(["pending", "processing", "completed", "failed"]),
  processingStage: z.string().nullable(),
  progress: z.number(),
  portraitStatus: z.enum(["none", "pending", "ready", "failed"]),
  upload: z.object({ platform: z.string(), kind: z.enum(UPLOAD_KINDS) }).optional(),
});
type RoastChange = z.infer<typeof changeSchema>;

/** Tells every API process that a roast changed, so its owner's open pages update. */
export async function publishRoastChange(ctx: Pick<AppContext, "events" | "logger">, row: RoastRow): Promise<void> {
  const change: RoastChange = {
    userId: row.userId,
    roastId: row.id,
    status: row.status,
    processingStage: row.processingStage,
    progress: progressFor(row.status, row.processingStage),
    portraitStatus: row.portraitStatus,
  };
  // Once analysis has read the upload, its platform and kind travel with every change.
  const upload = uploadFactsOf({ kind: row.kind, platform: row.platform, uploadKind: (row.analysis as { kind?: string } | null)?.kind });
  if (upload) change.upload = upload;
  // The page also polls, so a lost notification only delays an update: never fail the job for it.
  await ctx.events.publish(CHANNEL, change).catch((err: unknown) => ctx.logger.warn({ err, roastId: row.id }, "roast event not published"));
}

export type RoastEventListener = (event: RoastEvent) => void;

/**
 * One bus subscription per process, fanned out to the open event streams by user, so a thousand
 * open pages cost one LISTEN, not a thousand.
 */
export function createRoastEventHub(events: EventBus) {
  const listeners = new Map<string, Set<RoastEventListener>>();
  let subscribed: Promise<unknown> | null = null;

  const dispatch = (payload: unknown) => {
    const parsed = changeSchema.safeParse(payload);
    if (!parsed.success) return;
    const { userId, ...event } = parsed.data;
    for (const listener of listeners.get(userId) ?? []) listener(event);
  };

  return {
    async listen(userId: string, listener: RoastEventListener): Promise<() => void> {
      subscribed ??= events.subscribe(CHANNEL, dispatch).catch((error: unknown) => {
        subscribed = null;
        throw error;
      });
      await subscribed;
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
  };
}
export type RoastEventHub = ReturnType<typeof createRoastEventHub>;
