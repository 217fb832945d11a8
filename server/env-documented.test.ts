import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The settings server/env.ts reads: its schema's keys. */
const settingsRead = () => [...read("server/env.ts").matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]).sort();

describe("every setting is documented", () => {
  it("reads the settings from env.ts's schema", () => {
    expect(settingsRead()).toEqual(expect.arrayContaining(["DATABASE_URL", "HEALTH_PORT", "SHUTDOWN_GRACE_MS", "S3_BUCKET"]));
    expect(settingsRead().length).toBeGreaterThan(50);
  });

  it("in .env.example, set or commented out under its meaning", () => {
    const listed = new Set([...read(".env.example").matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(settingsRead().filter((name) => !listed.has(name))).toEqual([]);
  });

  it("in README's configuration table", () => {
    const readme = read("README.md");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Operating it"));
    const documented = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    expect(settingsRead().filter((name) => !documented.has(name))).toEqual([]);
  });
});
