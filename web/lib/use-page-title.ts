import { useEffect } from "react";
import { BRAND } from "../../common/brand";

/** Sets the tab title for the current page ("Pricing · RoastReel"). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : `${BRAND} — Get Roasted by AI`;
  }, [title]);
}
