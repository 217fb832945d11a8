import { describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { keepLatestProgress } from "./keep-latest-progress";

const roast = (id: string, status: RoastView["status"], processingStage: string | null, progress: number) =>
  ({ id, status, processingStage, progress }) as RoastView;

describe("keepLatestProgress", () => {
  it("keeps a running roast's further stage over an older re-read of it", () => {
    const shown = [roast("a", "processing", "analyzing", 25)];
    const [kept] = keepLatestProgress(shown, [roast("a", "pending", null, 0)]);
    expect(kept).toMatchObject({ status: "processing", processingStage: "analyzing", progress: 25 });
  });

  it("takes the list's word when it is further along, finished or failed, and for a roast not shown before", () => {
    const shown = [roast("a", "processing", "analyzing", 25), roast("b", "processing", "creating_video", 75)];
    const fresh = [roast("a", "processing", "creating_video", 75), roast("b", "failed", null, 0), roast("c", "pending", null, 0)];
    expect(keepLatestProgress(shown, fresh)).toEqual(fresh);
    expect(keepLatestProgress(undefined, fresh)).toBe(fresh);
  });
});
