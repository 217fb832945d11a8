/** The checkout hand-off, for features that start one (the /auth page resuming a stored plan). */
export { describeCheckoutError, INVALID_TIER, type CheckoutStep, type ToastMessage } from "./checkout-messages";
export { redirectBrowser, type Redirect, startCheckout } from "./start-checkout";
