import { lazy, useMemo } from "react";
import { type RouteObject, useLocation, useRoutes } from "react-router";
import { SEO_PAGE_LIST } from "../features/seo-landing/content/seo-page-list";
import { RootLayout } from "./layout/root-layout";
import HomePage from "./routes/home";
import { createSeoLandingRoute } from "./routes/seo-landing-route";

// The landing page ships in the main bundle (it is the first paint for most visitors);
// every other page is its own chunk, loaded on first visit.
const AuthPage = lazy(() => import("./routes/auth"));
const ResetPasswordPage = lazy(() => import("./routes/reset-password"));
const RoastPage = lazy(() => import("./routes/roast"));
const PricingPage = lazy(() => import("./routes/pricing"));
const AccountPage = lazy(() => import("./routes/account"));
const PaymentSuccessPage = lazy(() => import("./routes/payment-success"));
const PaymentCanceledPage = lazy(() => import("./routes/payment-canceled"));
const PaypalSuccessPage = lazy(() => import("./routes/paypal-success"));
const PaypalCancelPage = lazy(() => import("./routes/paypal-cancel"));
const TermsPage = lazy(() => import("./routes/terms"));
const PrivacyPage = lazy(() => import("./routes/privacy"));
const AboutPage = lazy(() => import("./routes/about"));
const ContactPage = lazy(() => import("./routes/contact"));
const SharePage = lazy(() => import("./routes/share"));
const NotFoundPage = lazy(() => import("./routes/not-found"));
const AdminPage = lazy(() => import("./routes/admin"));

const seoRoutes: RouteObject[] = SEO_PAGE_LIST.map((page) => {
  const SeoLandingPage = createSeoLandingRoute(page.slug);
  return { path: page.slug, element: <SeoLandingPage /> };
});

/** Every page sits in the root layout. */
const layoutRoute = { path: "/", element: <RootLayout /> };

export const routes: RouteObject[] = [
  {
    ...layoutRoute,
    children: [
      { index: true, element: <HomePage /> },
      { path: "auth", element: <AuthPage /> },
      { path: "reset-password", element: <ResetPasswordPage /> },
      { path: "roast", element: <RoastPage /> },
      { path: "pricing", element: <PricingPage /> },
      { path: "account", element: <AccountPage /> },
      { path: "payment-success", element: <PaymentSuccessPage /> },
      { path: "payment-canceled", element: <PaymentCanceledPage /> },
      { path: "paypal/success", element: <PaypalSuccessPage /> },
      { path: "paypal/cancel", element: <PaypalCancelPage /> },
      { path: "terms", element: <TermsPage /> },
      { path: "privacy", element: <PrivacyPage /> },
      { path: "about", element: <AboutPage /> },
      { path: "contact", element: <ContactPage /> },
      { path: "r/:slug", element: <SharePage /> },
      { path: "admin", element: <AdminPage /> },
      ...seoRoutes,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

const pages = routes[0].children ?? [];
/** Routes with a fixed path, by that path in lower case ("" is the landing page). */
const fixedPages = new Map(
  pages.flatMap((page): [string, RouteObject][] => {
    if (page.index) return [["", page]];
    return page.path && !/[:*]/.test(page.path) ? [[page.path.toLowerCase(), page]] : [];
  }),
);
const patternPages = pages.filter((page) => page.path && /[:*]/.test(page.path));

/**
 * The routes worth matching for a path: its own fixed route (and the patterns, as React Router
 * would rank them) when it has one, every route otherwise. React Router compiles and ranks every
 * route's pattern on each match; with the SEO pages that is ~40 on every first load, a long task on
 * a slow phone, for a lookup a map does.
 */
export function routesFor(pathname: string): RouteObject[] {
  const page = fixedPages.get(pathname.replace(/^\/|\/+$/g, "").toLowerCase());
  return page ? [{ ...layoutRoute, children: [page, ...patternPages] }] : routes;
}

/**
 * The pages for the current location. Declarative routing (no loaders or actions in this app):
 * the data router's machinery would add ~18 KB gzipped to every first load. Render errors are
 * caught by RootLayout's boundary.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return useRoutes(useMemo(() => routesFor(pathname), [pathname]));
}
