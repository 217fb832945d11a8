import { describe, expect, it } from "vitest";
import { allowedOriginsFrom, toOrigin } from "./require-same-origin";

describe("allowedOriginsFrom", () => {
  it("takes PUBLIC_URL's origin and each trusted origin, without paths, slashes or repeats", () => {
    expect(allowedOriginsFrom({ publicUrl: "https://roast.example/app", TRUSTED_ORIGINS: " https://www.roast.example/ ,https://roast.example,," })).toEqual([
      "https://roast.example",
      "https://www.roast.example",
    ]);
  });

  it("drops entries that are not origins", () => {
    expect(allowedOriginsFrom({ publicUrl: "http://localhost:3000", TRUSTED_ORIGINS: "not a url,null" })).toEqual(["http://localhost:3000"]);
  });
});

describe("toOrigin", () => {
  it("reads the origin of a URL and nothing from an opaque one", () => {
    expect(toOrigin("http://localhost:3000/roast?x=1")).toBe("http://localhost:3000");
    expect(toOrigin("data:text/html,hi")).toBeUndefined();
    expect(toOrigin("")).toBeUndefined();
    expect(toOrigin(undefined)).toBeUndefined();
  });
});
