import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";

/**
 * The only reader of process.env. Parsed once with zod; a bad value stops start-up with a
 * readable list. Every adapter (database, files, mail, payments, AI) is picked from this config.
 */
const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: int(3000),
  PUBLIC_URL: optional,
  DATA_DIR: z.string().default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),

  DATABASE_URL: optional,
  // PostgreSQL connections per process (one of them listens for events); default: databasePoolSize.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).optional(),
  AUTH_SECRET: optional,
  TRUSTED_ORIGINS: optional,
  // Reverse proxies in front of the API that append to X-Forwarded-For ("true" = 1). With 0 the
  // header is ignored: anyone could send it, so it names the client only behind a proxy.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d+)?$/, "true, false or a number of proxy hops")
    .optional()
    .transform((v) => (v === "true" ? 1 : v && v !== "false" ? Number(v) : 0)),

  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_DISCOVERY_URL: z.string().url().default("https://accounts.google.com/.well-known/openid-configuration"),

  SMTP_URL: optional,
  MAIL_FROM: z.string().default("RoastReel <no-reply@roastreel.local>"),
  // Where people write for help: the footer shows it and the contact form's messages go to it.
  SUPPORT_EMAIL: optional.pipe(z.email("an email address").optional()),

  S3_BUCKET: optional,
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: bool,

  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  PAYPAL_WEBHOOK_ID: optional,
  PAYPAL_API_BASE: z.string().url().default("https://api-m.sandbox.paypal.com"),
  // PayPal billing plan ids of the monthly tiers (created in PayPal's dashboard), applied by the seed.
  PAYPAL_PLAN_STARTER: optional,
  PAYPAL_PLAN_ESSENTIALS: optional,
  PAYPAL_PLAN_CREATOR: optional,
  // Stripe's API host; only tests change it, to a local stand-in that answers like Stripe.
  STRIPE_API_BASE: z.string().url().optional(),

  // How long a whole request may take to arrive (Node's requestTimeout; server-timeouts.ts), and
  // how long an upload's body may send nothing before it is given up (read-upload.ts).
  REQUEST_TIMEOUT_MS: int(180_000),
  UPLOAD_IDLE_TIMEOUT_MS: int(30_000),

  UNLIMITED_MODE: bool,
  // "on": every upload is classified before anything is spent (explicit refused, borderline roasted safely).
  MODERATION: z.enum(["on", "off"]).default("on"),
  WORKER_CONCURRENCY: int(1),
  // "render": render the landing page's sample roasts in the background at start-up (default
  // outside tests, where six renders would only slow every test server down).
  SAMPLE_GALLERY: z.enum(["render", "off"]).optional(),
  // A stopping process (SIGTERM) lets requests in flight and the render in progress finish for
  // this long; a render still running then goes back to the queue (run-process.ts).
  SHUTDOWN_GRACE_MS: int(20_000),
  // Seconds before a failed job's first retry, for every job type (each doubles it for the next,
  // jittered): unset, each type keeps its own (a render's 5 s, roasts/core/roast-jobs.ts). Tests
  // whose renders fail on purpose shorten it, as the retries' wait is not what they check.
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().positive().optional(),
  // A second, small HTTP server answering only /api/health and /api/ready: a worker's probes.
  HEALTH_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  // Traces of each roast, upload to stored video, sent over OTLP/HTTP when an endpoint is set.
  OTEL_EXPORTER_OTLP_ENDPOINT: optional.pipe(z.url("a URL such as http://collector:4318").optional()),
  OTEL_EXPORTER_OTLP_HEADERS: optional,
  OTEL_SERVICE_NAME: z.string().default("roastreel"),

  LLM_BASE_URL: optional,
  LLM_MODEL: optional,
  LLM_API_KEY: optional,
  LLM_TIMEOUT_MS: int(8000),
  // How the model's JSON is asked for: a strict schema (an endpoint that refuses one gets JSON mode) or JSON mode.
  LLM_RESPONSE_FORMAT: z.enum(["json_schema", "json_object"]).default("json_schema"),
  // When the screen reader's hints go to the model: with a repair (the first request leaves at once) or in the first request (it waits for the reading).
  LLM_READER_HINTS: z.enum(["repair", "first"]).default("repair"),
  TTS_BASE_URL: optional,
  TTS_MODEL: z.string().default("tts-1"),
  TTS_VOICE: z.string().default("onyx"),
  TTS_API_KEY: optional,
  FFMPEG_PATH: optional,
  FFPROBE_PATH: optional,

  // Operators: comma-separated emails whose verified accounts may use /admin and /api/admin.
  ADMIN_EMAILS: optional,
  // Bearer token of GET /metrics (Prometheus); without it the route does not exist.
  METRICS_TOKEN: optional,
  // The storage media are migrated FROM (admin tool, npm run migrate:media): a local folder or a bucket.
  MIGRATE_FROM_DIR: optional,
  MIGRATE_FROM_S3_BUCKET: optional,
  MIGRATE_FROM_S3_REGION: z.string().default("us-east-1"),
  MIGRATE_FROM_S3_ENDPOINT: optional,
  MIGRATE_FROM_S3_ACCESS_KEY_ID: optional,
  MIGRATE_FROM_S3_SECRET_ACCESS_KEY: optional,
  MIGRATE_FROM_S3_FORCE_PATH_STYLE: bool,
});

type Parsed = z.infer<typeof schema>;
/** The configuration as parsed from the environment. */
export type ParsedEnv = Omit<Parsed, "LOG_LEVEL" | "SAMPLE_GALLERY" | "DATABASE_POOL_SIZE"> & {
  LOG_LEVEL: NonNullable<Parsed["LOG_LEVEL"]>;
  SAMPLE_GALLERY: NonNullable<Parsed["SAMPLE_GALLERY"]>;
  DATABASE_POOL_SIZE: number;
  publicUrl: string;
  isProduction: boolean;
};
/**
 * The configuration of a running server: parsed, plus the signing secret, which start-up takes
 * from AUTH_SECRET or from the file it keeps in DATA_DIR (server/lib/auth-secret.ts).
 */
export type Env = ParsedEnv & { authSecret: string };

export function parseEnv(source: Record<string, string | undefined>): ParsedEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === "production";
  const problems: string[] = [];
  if (isProduction && !env.AUTH_SECRET) problems.push("  - AUTH_SECRET: required in production");
  if (env.AUTH_SECRET && env.AUTH_SECRET.length < 32) problems.push("  - AUTH_SECRET: at least 32 characters");
  // Without SMTP, mail lands in the dev outbox: in production nobody would get their links.
  if (isProduction && !env.SMTP_URL) problems.push("  - SMTP_URL: required in production (without it sign-in and reset links are never delivered)");
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) problems.push("  - GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET: set both or neither");
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY))
    problems.push("  - S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: required with S3_BUCKET");
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) problems.push("  - STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY");
  if (env.PAYPAL_CLIENT_ID && !(env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID))
    problems.push("  - PAYPAL_CLIENT_SECRET / PAYPAL_WEBHOOK_ID: required with PAYPAL_CLIENT_ID");
  if (env.MIGRATE_FROM_S3_BUCKET && !(env.MIGRATE_FROM_S3_ACCESS_KEY_ID && env.MIGRATE_FROM_S3_SECRET_ACCESS_KEY))
    problems.push("  - MIGRATE_FROM_S3_ACCESS_KEY_ID / MIGRATE_FROM_S3_SECRET_ACCESS_KEY: required with MIGRATE_FROM_S3_BUCKET");
  if (env.MIGRATE_FROM_DIR && env.MIGRATE_FROM_S3_BUCKET) problems.push("  - MIGRATE_FROM_DIR / MIGRATE_FROM_S3_BUCKET: set one or neither");
  // Migrating a storage onto itself would delete every file it just "copied".
  const sameDir = !env.S3_BUCKET && env.MIGRATE_FROM_DIR && path.resolve(env.MIGRATE_FROM_DIR) === path.resolve(env.DATA_DIR, "files");
  const sameBucket = env.S3_BUCKET && env.MIGRATE_FROM_S3_BUCKET === env.S3_BUCKET && env.MIGRATE_FROM_S3_ENDPOINT === env.S3_ENDPOINT;
  if (sameDir || sameBucket) problems.push("  - MIGRATE_FROM_*: names the storage media are already in; point it at the old one");
  if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < 16) problems.push("  - METRICS_TOKEN: at least 16 characters");
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  return {
    ...env,
    // Tests stay quiet unless asked.
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    SAMPLE_GALLERY: env.SAMPLE_GALLERY ?? (env.NODE_ENV === "test" ? "off" : "render"),
    DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE ?? databasePoolSize(availableParallelism()),
    isProduction,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
  };
}

/**
 * The default PostgreSQL pool of a process: two connections a core, from 4 to 10 (the usual rule
 * for a database's useful concurrency). More connections than the cores can serve only queue
 * inside the database and switch between its processes: on 2 cores, with PostgreSQL and the load
 * on the same machine, the roast list's p99 was 39–62 ms with 4 and 46–57 ms with 10 over
 * alternating runs, and 59–61 ms with 20 (docs/benchmarks.md). With PostgreSQL on its own, larger
 * machine, set DATABASE_POOL_SIZE.
 */
export function databasePoolSize(cores: number): number {
  return Math.min(10, Math.max(4, 2 * cores));
}

let cached: ParsedEnv | undefined;
/** The process's configuration, parsed on first use. */
export function getEnv(): ParsedEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
