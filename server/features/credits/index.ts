export { grantCredits, type GrantCreditsOptions } from "./grant-credits";
export { spendCredit } from "./spend-credit";
export { claimWelcomeMailbox } from "./claim-welcome-mailbox";
export { type CreditTotals, readCreditTotals } from "./credit-totals";
export { refundCredit } from "./refund-credit";
export { getCredits, hasCredits } from "./get-credits";
export * from "./credit-types";
