import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** The file in DATA_DIR that keeps the generated secret when AUTH_SECRET is not set. */
export const AUTH_SECRET_FILE = "auth-secret";
const MIN_SECRET_LENGTH = 32;

/**
 * The secret that signs sessions, mailed links, media URLs and test-checkout webhooks: AUTH_SECRET
 * when given, otherwise one generated at random on the first start and kept in DATA_DIR, so it
 * survives restarts and every process sharing the folder signs alike. Never a constant: a secret
 * anyone can read in the source lets anyone forge what it signs.
 */
export async function resolveAuthSecret(options: { given?: string; dataDir: string }): Promise<string> {
  if (options.given) return options.given;
  const file = path.join(options.dataDir, AUTH_SECRET_FILE);
  const existing = await readSecretFile(file);
  if (existing) return existing;
  await mkdir(options.dataDir, { recursive: true });
  // Written aside, then linked into place: link() never replaces, so when two processes start
  // together one secret wins and both read it, never a half-written file.
  const draft = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(draft, `${randomBytes(48).toString("base64url")}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const created = await readSecretFile(file);
  if (!created) throw new Error(`${file} holds no usable secret (at least ${MIN_SECRET_LENGTH} characters): delete it or set AUTH_SECRET`);
  return created;
}

async function readSecretFile(file: string): Promise<string | undefined> {
  const content = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (content === undefined) return undefined;
  const secret = content.trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`${file} holds no usable secret (at least ${MIN_SECRET_LENGTH} characters): delete it or set AUTH_SECRET`);
  return secret;
}
