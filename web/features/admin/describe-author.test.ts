import { describe, expect, it } from "vitest";
import { describeAuthor } from "./describe-author";

describe("describeAuthor", () => {
  it("names who wrote the script, with what went wrong with the model", () => {
    expect(describeAuthor("model", [])).toBe("model");
    expect(describeAuthor("repaired", ["invented_quote"])).toBe("model, repaired (invented_quote)");
    expect(describeAuthor("fallback", ["misattributed", "misattributed"])).toBe("offline (model failed: misattributed, misattributed)");
    expect(describeAuthor("fallback", [])).toBe("offline (model failed)");
    expect(describeAuthor("offline", [])).toBe("offline");
  });
});
