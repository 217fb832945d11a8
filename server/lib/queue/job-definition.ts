import type { z } from "zod";

/**
 * A job type: its queue name, the zod schema of its payload (checked when sent AND when
 * received) and how the queue retries it. Handlers are registered separately (queue.work), so a
 * process that only sends jobs never loads the code that runs them.
 */
export type QueuePolicy = "standard" | "short" | "singleton" | "stately";

export interface JobOptions {
  /** Retries after the first attempt (default 2: three attempts in all). */
  retryLimit?: number;
  /** Seconds before a retry; with backoff, the base of an exponential, jittered delay. */
  retryDelaySec?: number;
  retryBackoff?: boolean;
  /** A handler running longer than this fails the attempt and its signal aborts (default 15 min). */
  expireInSeconds?: number;
  /** Jobs of this type run at the same time in one worker process (default: the queue's). */
  concurrency?: number;
  /**
   * pg-boss queue policy. The default "stately" lets a singletonKey dedupe: one queued and one
   * running job per key. "standard" ignores singletonKey (unless throttled by pg-boss options).
   */
  policy?: QueuePolicy;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly schema: S;
  readonly options: Required<Omit<JobOptions, "concurrency">> & Pick<JobOptions, "concurrency">;
}

/** What a handler gets besides the payload. */
export interface JobContext {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  /** No retry follows a failure of this attempt: the moment to mark work as failed. */
  isFinalAttempt: boolean;
  /** Aborted when the attempt expires or the worker stops without grace. */
  signal: AbortSignal;
}

export type JobHandler<S extends z.ZodType> = (payload: z.output<S>, job: JobContext) => Promise<void>;

export type JobPayload<J> = J extends JobDefinition<infer S> ? z.input<S> : never;

const NAME = /^[a-z][a-z0-9-]{0,48}[a-z0-9]$/;

export function defineJob<S extends z.ZodType>(definition: { name: string; schema: S; options?: JobOptions }): JobDefinition<S> {
  if (!NAME.test(definition.name)) {
    throw new Error(`Job name ${JSON.stringify(definition.name)} must be kebab-case, 2-50 characters`);
  }
  const options = definition.options ?? {};
  return {
    name: definition.name,
    schema: definition.schema,
    options: {
      retryLimit: options.retryLimit ?? 2,
      retryDelaySec: options.retryDelaySec ?? 10,
      retryBackoff: options.retryBackoff ?? true,
      expireInSeconds: options.expireInSeconds ?? 15 * 60,
      policy: options.policy ?? "stately",
      concurrency: options.concurrency,
    },
  };
}
