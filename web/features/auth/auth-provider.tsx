import { type ComponentType, createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useState } from "react";
import { whenIdle } from "../../lib/when-idle";
import type { AuthUser, SessionSnapshot } from "./session-watcher";

export type { AuthUser } from "./session-watcher";

export interface AuthState {
  /** The signed-in user, or null when signed out (or still resolving). */
  user: AuthUser | null;
  /** True until the first session check has answered. */
  isLoading: boolean;
  /** The session check could not reach the server (offline): neither signed in nor out. */
  unreachable: boolean;
  refetch(): Promise<unknown>;
}

const AuthContext = createContext<AuthState | null>(null);

type Watcher = ComponentType<{ onChange(snapshot: SessionSnapshot): void }>;

/**
 * Reads the cookie session once for the whole app. better-auth refreshes this store itself after
 * sign-in, sign-out and when the tab regains focus, so every consumer sees one consistent state.
 * The first render (and the prerendered HTML) is "still resolving"; the session watcher, and
 * with it the auth client, load after hydration.
 */
export function AuthProvider({ children, deferSession = false }: { children: ReactNode; deferSession?: boolean }) {
  const [state, setState] = useState<AuthState>(RESOLVING);
  const [SessionWatcher, setWatcher] = useState<Watcher | null>(null);
  // One function for the provider's lifetime: the watcher reports again whenever it changes, so a
  // new one on every render made each report render the whole app again, for as long as the page
  // was open (~2,500 commits a second, a core kept busy on every page once the session was read).
  const report = useCallback((next: SessionSnapshot) => startTransition(() => setState(next)), []);
  useEffect(() => {
    let live = true;
    // Transitions, so that the session arriving while a prerendered page's code is still loading
    // waits for it instead of swapping the server HTML for the loading fallback (a layout shift).
    const load = () => {
      import("./session-watcher").then((module) => live && startTransition(() => setWatcher(() => module.default)));
    };
    // On a prerendered page (deferSession) the auth client and the session request wait for the
    // page to be idle after loading: its HTML is the signed-out page, and nothing a visitor sees in
    // the first seconds needs them. App pages wait for the session, so they ask at once.
    let cancel: () => void = () => undefined;
    if (deferSession) cancel = whenIdle(load);
    else load();
    return () => {
      live = false;
      cancel();
    };
  }, [deferSession]);
  return (
    <AuthContext value={state}>
      {SessionWatcher ? <SessionWatcher onChange={report} /> : null}
      {children}
    </AuthContext>
  );
}

const RESOLVING: AuthState = { user: null, isLoading: true, unreachable: false, refetch: () => Promise.resolve(null) };

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
