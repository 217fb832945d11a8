// Kept apart from auth-client.ts so pages can use these without downloading the auth client.

/** Where every successful sign-in lands unless a stored plan takes over. */
export const AFTER_SIGN_IN_PATH = "/roast";

/** The message to show for a better-auth error object (which may lack a message). */
export function authErrorMessage(error: { message?: string; statusText?: string } | null | undefined): string {
  return error?.message || error?.statusText || "An unexpected error occurred. Please try again.";
}
