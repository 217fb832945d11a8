import { AFTER_SIGN_IN_PATH } from "../../lib/auth-constants";

/**
 * Where an emailed sign-up or sign-in link, and Google's sign-in, should land: /auth while a
 * chosen plan waits in this tab (the page then continues to its checkout), otherwise the studio.
 * The stored plan is read when the form is sent, and its code loaded then: the landing pages show
 * the form without downloading it.
 */
export async function emailLinkCallbackPath(): Promise<string> {
  const { readSelectedPlan } = await import("./selected-plan");
  return readSelectedPlan().status === "ok" ? "/auth" : AFTER_SIGN_IN_PATH;
}
