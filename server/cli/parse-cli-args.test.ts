import { describe, expect, it } from "vitest";
import { UsageError, parseCliArgs } from "./parse-cli-args";

describe("parseCliArgs", () => {
  it("defaults to the free tier, both orientations and ./out", () => {
    expect(parseCliArgs(["shot.png"])).toEqual({
      imagePath: "shot.png",
      outDir: "out",
      tier: "free",
      seed: undefined,
      scriptOnly: false,
      plan: false,
      orientations: ["portrait", "landscape"],
    });
  });

  it("reads every flag, with a space or an =", () => {
    expect(parseCliArgs(["--tier", "creator", "shot.png", "--seed=abc", "--out", "o/", "--orientation=landscape", "--script-only", "--plan"])).toEqual({
      imagePath: "shot.png",
      outDir: "o/",
      tier: "creator",
      seed: "abc",
      scriptOnly: true,
      plan: true,
      orientations: ["landscape"],
    });
    expect(parseCliArgs(["a.png", "--orientation", "portrait"])).toMatchObject({ orientations: ["portrait"] });
  });

  it("takes two images, A then B, for a battle", () => {
    expect(parseCliArgs(["a.png", "b.png", "--battle", "--out", "dir/"])).toMatchObject({ imagePath: "a.png", secondImagePath: "b.png", outDir: "dir/" });
    expect(parseCliArgs(["--battle", "a.png", "b.png"])).toMatchObject({ imagePath: "a.png", secondImagePath: "b.png" });
    expect(parseCliArgs(["a.png"])).not.toHaveProperty("secondImagePath");
  });

  it("takes a narrator, or leaves it to the server's default", () => {
    expect(parseCliArgs(["a.png", "--narrator", "roastbot"])).toMatchObject({ narrator: "roastbot" });
    expect(parseCliArgs(["a.png", "--narrator=flite"])).toMatchObject({ narrator: "flite" });
    expect(parseCliArgs(["a.png"])).not.toHaveProperty("narrator");
  });

  it("takes a caption style, or leaves it to the default", () => {
    expect(parseCliArgs(["a.png", "--captions", "pop"])).toMatchObject({ captions: "pop" });
    expect(parseCliArgs(["a.png", "--captions=bold"])).toMatchObject({ captions: "bold" });
    expect(parseCliArgs(["a.png"])).not.toHaveProperty("captions");
  });

  it("answers help", () => {
    expect(parseCliArgs(["--help"])).toBe("help");
    expect(parseCliArgs(["a.png", "-h"])).toBe("help");
  });

  it.each([
    [[], /path of an image/],
    [["a.png", "b.png"], /One image/],
    [["a.png", "--tier", "gold"], /Unknown tier "gold"/],
    [["a.png", "--orientation", "square"], /Unknown orientation/],
    [["a.png", "--narrator", "morgan"], /Unknown narrator "morgan": use flite, roastbot, cloud/],
    [["a.png", "--captions", "karaoke"], /Unknown caption style "karaoke": use bold, plate, pop/],
    [["a.png", "--seed"], /--seed needs a value/],
    [["a.png", "--fast"], /Unknown option --fast/],
    [["a.png", "--battle"], /A battle takes two images \(got 1\)/],
    [["a.png", "b.png", "c.png", "--battle"], /A battle takes two images \(got 3\)/],
    [["--battle"], /paths of the two images/],
  ])("refuses %j", (argv, message) => {
    expect(() => parseCliArgs(argv as string[])).toThrow(UsageError);
    expect(() => parseCliArgs(argv as string[])).toThrow(message);
  });
});
