import { afterAll, describe, expect, it } from "vitest";
import { normalizeImage } from "../../../infrastructure/image";
import { PHOTO_TRUTHS, readPhotoImage } from "../../../../../bench/photo-set";
import { judgePhotoRoast } from "../../../../../bench/photo-set/judge-photo-roast";
import { writeOfflineScript } from "../../script";
import { createAnalyzer } from "../create-analyzer";
import { closePhotoModel } from "./photo-model";

const analyzer = createAnalyzer();
afterAll(async () => {
  await analyzer.close();
  await closePhotoModel();
});

// Three photos of the real set (bench/photo-set/) where the model used to see what is not there:
// a dog's face found as a person's face (a selfie), a car's grille as a smiling face, three
// friends flexing as an arm's-length selfie.
describe.each(["dog-close-up", "red-car", "three-friends"])("a real photo, %s, through the real analyser", (id) => {
  it("gets roasts with no false statement over several seeds", async () => {
    const truth = PHOTO_TRUTHS.find((p) => p.id === id);
    if (!truth) throw new Error(`no photo ${id} in the set`);
    const analysis = await analyzer.analyze(await normalizeImage(await readPhotoImage(truth)));
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const script = writeOfflineScript(analysis, `${seed}:${id}`);
      expect(judgePhotoRoast({ script, facts: analysis.photo, truth }).falseStatements, script.text).toEqual([]);
    }
  });
});
