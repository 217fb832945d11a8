import type { TestServer, TestUser } from "./roast-test-kit";
import { call } from "./roast-test-kit";

/** POST /api/roasts/battle with `image` and `image2` (either left out when null). */
export function uploadBattle(server: TestServer, user: TestUser, images: [Buffer | null, Buffer | null], headers: Record<string, string> = {}) {
  const form = new FormData();
  const [a, b] = images;
  if (a) form.append("image", new Blob([new Uint8Array(a)], { type: "image/png" }), "a.png");
  if (b) form.append("image2", new Blob([new Uint8Array(b)], { type: "image/png" }), "b.png");
  return call(server, user, "/api/roasts/battle", { method: "POST", body: form, headers });
}
