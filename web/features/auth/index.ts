export { useSignOut } from "./api/use-sign-out";
export { AuthProvider, type AuthState, type AuthUser, useAuth } from "./auth-provider";
export { RequireAuth } from "./components/require-auth";
