export { AuthProvider, type AuthState, type AuthUser, useAuth } from "./auth-provider";
export { RequireAuth } from "./components/require-auth";
export { useSignOut } from "./hooks/use-sign-out";
