import { Link } from "react-router";
import { BRAND } from "../../../common/brand";
import { usePublicConfig } from "../../features/public-config/api/get-public-config";
import { SEO_PAGE_LIST } from "../../features/seo-landing/content/seo-page-list";
import { Logo } from "./logo";

const productLinks = [
  { label: "Pricing", to: "/pricing" },
  { label: "Create a Roast", to: "/roast" },
  { label: "How It Works", to: "/about" },
];

const supportLinks = [
  { label: "Contact", to: "/contact" },
  { label: "Support", to: "/contact" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Privacy Policy", to: "/privacy" },
];

const linkClass = "text-sm text-zinc-400 transition hover:text-flame-300";

function LinkColumn({ title, links }: { title: string; links: Array<{ label: string; to: string }> }) {
  return (
    <div>
      <h2 className="font-sans text-xs font-semibold tracking-widest text-zinc-400 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The deployment's support address (SUPPORT_EMAIL), once its public config answers; none when it
 * names none. Its line keeps its height meanwhile, so nothing below moves when it arrives.
 */
function SupportAddress() {
  const address = usePublicConfig().data?.supportEmail;
  return (
    <p className="h-5 text-sm">
      {address ? (
        <a href={`mailto:${address}`} className={linkClass}>
          {address}
        </a>
      ) : null}
    </p>
  );
}

/** Every public page, including all roast landing pages, one click from anywhere. */
export function SiteFooter() {
  return (
    <footer className="border-t border-white/5 bg-ink-950">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.2fr_0.8fr_0.8fr_2fr]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-xs text-sm text-zinc-400">Upload a screenshot, get a 7-second AI roast video. Playful, PG-13 and never mean-spirited.</p>
          <SupportAddress />
        </div>
        <LinkColumn title="Product" links={productLinks} />
        <LinkColumn title="Support" links={supportLinks} />
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-widest text-zinc-400 uppercase">Roast Anything</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5">
            {SEO_PAGE_LIST.map((page) => (
              <li key={page.slug}>
                <Link to={`/${page.slug}`} className={linkClass}>
                  {page.navLabel}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/5">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-zinc-400 sm:px-6">
          © {new Date().getFullYear()} {BRAND}. All rights reserved. Prices in USD, taxes included.
        </p>
      </div>
    </footer>
  );
}
