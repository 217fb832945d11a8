import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { access, constants, copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { AppError } from "../errors";
import { buildSignedMediaUrl } from "./media-signature";
import type { Storage } from "./storage";
import { requireValidKey, requireValidPrefix } from "./storage-key";

export interface LocalStorageOptions {
  /** The folder that holds the files (`${DATA_DIR}/files`). */
  rootDir: string;
  /** Base of signed URLs; the /media route of this server serves them. */
  publicUrl: string;
  secret: string;
  defaultExpiresInSec?: number;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === "ENOENT";

/** Files in a local folder, served by the /media route through HMAC-signed, expiring URLs. */
export function createLocalStorage(options: LocalStorageOptions): Storage {
  const root = path.resolve(options.rootDir);
  const fileOf = (key: string) => path.join(root, requireValidKey(key));

  // Write beside the target and rename, so readers never see a half-written file. The dot name
  // can never be a valid key, so a leftover temp file is invisible to the API.
  async function writeAtomically(key: string, write: (tempPath: string) => Promise<void>) {
    const target = fileOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.part`);
    try {
      await write(temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async function readOrNotFound<T>(key: string, read: (file: string) => Promise<T>): Promise<T> {
    try {
      return await read(fileOf(key));
    } catch (error) {
      if (isMissing(error)) throw new AppError("NOT_FOUND", `No stored file ${key}`);
      throw error;
    }
  }

  return {
    kind: "local",
    put: (key, body) => writeAtomically(key, (temp) => (Buffer.isBuffer(body) ? writeFile(temp, body) : pipeline(body, createWriteStream(temp)))),
    putFile: (key, filePath) => writeAtomically(key, (temp) => copyFile(filePath, temp)),
    get: (key) => readOrNotFound(key, (file) => readFile(file)),
    getToFile: (key, filePath) =>
      readOrNotFound(key, async (file) => {
        await mkdir(path.dirname(path.resolve(filePath)), { recursive: true });
        await copyFile(file, filePath);
      }),
    exists: async (key) => {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    delete: (key) => rm(fileOf(key), { force: true }),
    probe: async () => {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    deletePrefix: async (prefix) => {
      requireValidPrefix(prefix);
      // String-prefix semantics, as on S3: "roasts/ab" also removes "roasts/abc/…".
      const slash = prefix.lastIndexOf("/");
      const dir = path.join(root, prefix.slice(0, slash + 1));
      const start = prefix.slice(slash + 1);
      if (start === "") return rm(dir, { recursive: true, force: true });
      const entries = await readdir(dir).catch((error) => (isMissing(error) ? [] : Promise.reject(error)));
      await Promise.all(entries.filter((name) => name.startsWith(start)).map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
    },
    signedUrl: async (key, signOptions = {}) => {
      requireValidKey(key);
      const expiresInSec = signOptions.expiresInSec ?? options.defaultExpiresInSec ?? 3600;
      const exp = Math.floor(Date.now() / 1000) + expiresInSec;
      return buildSignedMediaUrl(options.publicUrl, { key, exp, dl: signOptions.downloadName }, options.secret);
    },
  };
}
