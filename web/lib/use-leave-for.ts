import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { pageArrivals } from "./page-arrivals";

/**
 * Navigates and resolves once React has committed the new page, so the page left is unmounted and
 * its queries have no observers. React Router renders a navigation in a transition, after
 * `navigate()` returns; code that ends the session right after it would let the old page render
 * once more and fetch again without a session (a 401). Sign-out and account deletion wait for this.
 */
export function useLeaveFor(): (path: string) => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [arrivals] = useState(() => pageArrivals(pathname));
  // Effects run after the commit: when this one sees the path, the old page is off the screen.
  useEffect(() => arrivals.reached(pathname), [arrivals, pathname]);
  // A caller on the page it leaves unmounts with it, in that same commit.
  useEffect(() => () => arrivals.gone(), [arrivals]);
  return useCallback(
    async (path: string) => {
      const left = arrivals.wait(path);
      await navigate(path);
      await left;
    },
    [arrivals, navigate],
  );
}
