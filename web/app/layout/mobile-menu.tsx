import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import type { NavItem } from "./use-nav-items";

/**
 * The header's items on small screens: a toggle button (aria-expanded / aria-controls) and a panel
 * that closes after a choice, on Escape (focus returns to the toggle) and on any route change.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a path change
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  if (items.length === 0) return null;
  const close = () => setOpen(false);

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen(!open)}
        className="grid size-11 place-items-center rounded-xl text-zinc-200 ring-1 ring-white/10 transition hover:bg-white/5"
      >
        {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-white/10 bg-ink-950 px-4 pt-2 pb-5 shadow-2xl shadow-black/60"
      >
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.label}>
              {item.kind === "link" ? (
                <Link to={item.to} onClick={close} className={buttonClasses({ variant: item.primary ? "primary" : "secondary", className: "w-full" })}>
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  disabled={item.busy}
                  onClick={() => {
                    close();
                    item.onSelect();
                  }}
                  className={buttonClasses({ variant: "outline", className: "w-full" })}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
