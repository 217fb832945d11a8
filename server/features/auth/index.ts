export { authRoutes } from "./auth.routes";
export { type Auth, type AuthDeps, createAuth } from "./create-auth";
export { isGoogleSignInEnabled } from "./google-sign-in";
export { meRoutes } from "./me.routes";
export { getSessionUser, optionalUser, requireUser, signInRequired } from "./session-middleware";
export { type SessionUser, sessionUserColumns, toSessionUser } from "../shared/session-user";
export { grantWelcomeCredit } from "./welcome-credit";
