export { grantCredits, type GrantCreditsOptions } from "./grant-credits";
export { spendCredit } from "./spend-credit";
export { refundCredit } from "./refund-credit";
export { getCredits, hasCredits } from "./get-credits";
export * from "./credit-types";
