import { NavLink } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { useNavItems } from "./use-nav-items";

/** Sticky top bar: logo and the account links; on small screens the links move into a menu. */
export function SiteHeader() {
  const items = useNavItems();
  // Nearly opaque rather than a backdrop blur: over the hero's playing video a blur is redrawn
  // every frame, which a phone pays for in CPU while the page is still starting.
  return (
    <header className="sticky top-0 z-40 border-b border-white/5 bg-ink-950/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:h-18 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-2 md:flex">
          {items.map((item) =>
            item.kind === "link" ? (
              <NavLink
                key={item.label}
                to={item.to}
                className={({ isActive }) =>
                  buttonClasses({
                    variant: item.primary ? "primary" : "ghost",
                    size: "sm",
                    className: isActive && !item.primary ? "bg-white/5 text-white" : undefined,
                  })
                }
              >
                {item.label}
              </NavLink>
            ) : (
              <button key={item.label} type="button" onClick={item.onSelect} disabled={item.busy} className={buttonClasses({ variant: "ghost", size: "sm" })}>
                {item.label}
              </button>
            ),
          )}
        </nav>
        <MobileMenu items={items} />
      </div>
    </header>
  );
}
