import pino from "pino";
import { vi } from "vitest";
import { logger } from "../../server/lib/logger";

/**
 * Every line the app's logger writes from now on, as written (JSON, after pino's own redaction),
 * instead of on stdout. The level is the logger's: start the server with the LOG_LEVEL to see.
 */
export function captureLog() {
  const stream = (logger as unknown as Record<symbol, { write(chunk: string): boolean }>)[pino.symbols.streamSym];
  const lines: string[] = [];
  const spy = vi.spyOn(stream, "write").mockImplementation((chunk: string) => {
    lines.push(String(chunk));
    return true;
  });
  return {
    lines,
    /** The parsed lines whose message is `msg`. */
    entries: (msg: string) => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === msg),
    restore: () => spy.mockRestore(),
  };
}
