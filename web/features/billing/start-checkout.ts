import type { CheckoutRequest } from "../../../common/billing";
import { createCheckout } from "./api/billing-api";

/** Sends the browser to a URL outside the app (the provider's checkout). Swappable in tests. */
export type Redirect = (url: string) => void;
export const redirectBrowser: Redirect = (url) => window.location.assign(url);

/** Creates a checkout on the server and hands the browser over to it. Throws when none was created. */
export async function startCheckout(request: CheckoutRequest, redirect: Redirect = redirectBrowser): Promise<void> {
  const { url } = await createCheckout(request);
  if (!url) throw new Error("No redirect URL received");
  redirect(url);
}
