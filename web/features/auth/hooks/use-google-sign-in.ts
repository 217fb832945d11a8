import { usePublicConfig } from "../../public-config/api/get-public-config";

/**
 * Whether this deployment offers Google sign-in: null until its public config answers, false
 * when the config cannot be read. A Google button is shown only on true, never as a dead choice.
 */
export function useGoogleSignIn(): boolean | null {
  const config = usePublicConfig();
  if (config.data) return config.data.googleSignIn;
  return config.isError ? false : null;
}
