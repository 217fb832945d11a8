export { createAuth, type Auth, type AuthDeps } from "./create-auth";
export { authRoutes } from "./auth.routes";
export { meRoutes } from "./me.routes";
export { requireUser, optionalUser, getSessionUser } from "./session-middleware";
export { findSessionUser, type SessionUser } from "./session-user";
export { grantWelcomeCredit } from "./welcome-credit";
export { isGoogleSignInEnabled } from "./google-sign-in";
