/**
 * A column that names who acted on an account rather than the account (admin_id today; any
 * admin_* or moderator_* column, in any table, tomorrow). A data export gives the person what was
 * done to their account, when and why, never which moderator did it.
 */
const MODERATOR_COLUMN = /(^|_)(admin|moderator)(_|$)/;

export const isModeratorColumn = (column: string) => MODERATOR_COLUMN.test(column);

/** What stands in an export where a moderator's id was written inside a value. */
export const MODERATOR = "[moderator]";

/** Shorter strings are not account ids (better-auth's are 32 characters): replacing them would garble text. */
const MIN_ID_LENGTH = 16;

/**
 * A row as an export gives it: without its moderator columns, and with every moderator's id that
 * is written inside what is left (a ledger's `admin:<id>:<grant>` key, a JSON detail) replaced by
 * MODERATOR, however deep.
 */
export function withoutModerators(row: Record<string, unknown>, moderatorIds: Iterable<string>): Record<string, unknown> {
  const ids = [...new Set(moderatorIds)].filter((id) => id.length >= MIN_ID_LENGTH);
  const scrubText = (text: string) => ids.reduce((out, id) => out.replaceAll(id, MODERATOR), text);
  const scrub = (value: unknown): unknown => {
    if (typeof value === "string") return scrubText(value);
    if (Array.isArray(value)) return value.map(scrub);
    if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [scrubText(key), scrub(inner)]));
    }
    return value;
  };
  return Object.fromEntries(Object.entries(row).flatMap(([column, value]) => (isModeratorColumn(column) ? [] : [[column, scrub(value)]])));
}
