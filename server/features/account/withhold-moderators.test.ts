import { describe, expect, it } from "vitest";
import { isModeratorColumn, MODERATOR, withoutModerators } from "./withhold-moderators";

const ADMIN = "FCwhl9PpeOYUNUKPpeEXjluPIp6ps4Wr";
const OWNER = "OWNERxxxxxxxxxxxxxxxxxxxxxxxxxxx";

describe("isModeratorColumn", () => {
  it("knows an admin or moderator column by its name, in any table, and nothing else", () => {
    for (const column of ["admin_id", "moderator_id", "reviewing_admin", "admin_email", "moderator"]) expect(isModeratorColumn(column), column).toBe(true);
    for (const column of ["user_id", "reporter_user_id", "administered", "badminton", "reason"]) expect(isModeratorColumn(column), column).toBe(false);
  });
});

describe("withoutModerators", () => {
  it("drops moderator columns and replaces a moderator's id anywhere in what is left, however deep", () => {
    const createdAt = new Date("2026-01-02T03:04:05Z");
    const row = {
      user_id: OWNER,
      admin_id: ADMIN,
      moderator_email: "mod@example.com",
      dedupe_key: `admin:${ADMIN}:grant-1`,
      detail: { reason: "harassment", by: [{ id: ADMIN }], [ADMIN]: true },
      created_at: createdAt,
      delta: 2,
    };
    expect(withoutModerators(row, [ADMIN])).toEqual({
      user_id: OWNER,
      dedupe_key: `admin:${MODERATOR}:grant-1`,
      detail: { reason: "harassment", by: [{ id: MODERATOR }], [MODERATOR]: true },
      created_at: createdAt,
      delta: 2,
    });
  });

  it("leaves text alone for ids too short to be an account's", () => {
    expect(withoutModerators({ note: "see the admin" }, ["admin", ""])).toEqual({ note: "see the admin" });
  });
});
