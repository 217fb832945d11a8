export { type AuthState, type AuthUser, AuthProvider, useAuth } from "./auth-provider";
export { RequireAuth } from "./components/require-auth";
export { continueAfterSignIn, type ResumeSelectedPlanOptions, resumeSelectedPlan } from "./resume-selected-plan";
export {
  clearSelectedPlan,
  readSelectedPlan,
  SELECTED_TIER_KEY,
  type SelectedPlan,
  storeSelectedPlan,
} from "./selected-plan";
export { useSignOut } from "./api/use-sign-out";
