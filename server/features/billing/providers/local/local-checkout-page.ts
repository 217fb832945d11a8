import { BRAND } from "../../../../../common/brand";
import { fromCents } from "../../price-checkout";
import type { LocalSession } from "./local-provider";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string);

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;
background:#0b0b0f;color:#e4e4e7;display:flex;flex-direction:column;align-items:center}
.banner{width:100%;background:#facc15;color:#1c1917;text-align:center;font-weight:800;letter-spacing:.08em;padding:10px 16px;font-size:14px}
.banner span{font-weight:500;letter-spacing:0}
main{width:100%;max-width:440px;padding:32px 16px}
.card{background:#16161d;border:1px solid rgba(255,255,255,.1);border-radius:24px;padding:28px}
h1{font-size:22px;margin:0 0 4px;color:#fff}.muted{color:#a1a1aa;font-size:14px;margin:0}
.amount{font-size:36px;font-weight:800;color:#fff;margin:20px 0 4px}.amount small{font-size:16px;color:#a1a1aa;font-weight:500}
.row{display:flex;justify-content:space-between;gap:12px;font-size:14px;padding:10px 0;border-top:1px solid rgba(255,255,255,.08)}
.field{margin-top:18px;padding:12px 14px;border-radius:12px;background:#0b0b0f;border:1px solid rgba(255,255,255,.12);font-family:ui-monospace,monospace;color:#d4d4d8}
form{margin:0}.actions{display:grid;gap:10px;margin-top:22px}
button{width:100%;height:48px;border:0;border-radius:14px;font-size:16px;font-weight:700;cursor:pointer}
.pay{background:linear-gradient(90deg,#f97316,#ef4444);color:#fff}.decline{background:#27272a;color:#fca5a5}
.cancel{background:transparent;color:#a1a1aa;border:1px solid rgba(255,255,255,.15)}
button:focus-visible{outline:3px solid #fde047;outline-offset:2px}
.note{font-size:12px;color:#71717a;margin-top:18px;text-align:center}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${BRAND}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head><body>
<div class="banner" role="note">TEST MODE <span>— no real payment is made</span></div><main>${body}</main></body></html>`;
}

/** The built-in checkout: what is bought, and Pay / Decline / Cancel as plain forms (no script needed). */
export function renderLocalCheckoutPage(session: LocalSession, token: string): string {
  const action = (name: string) => `/billing/local-checkout/${encodeURIComponent(token)}/${name}`;
  const monthly = session.mode === "subscription";
  const price = `$${fromCents(session.amountCents)}`;
  return page(
    "Test checkout",
    `<div class="card"><h1>${escapeHtml(session.tierName)}</h1><p class="muted">${escapeHtml(session.description)}</p>
<p class="amount">${price}${monthly ? " <small>/ month</small>" : ""}</p>
${session.mode === "upgrade" ? `<div class="row"><span>Plan from today</span><strong>${escapeHtml(session.tierName)}</strong></div>` : `<div class="row"><span>Credits${monthly ? " each month" : ""}</span><strong>${session.credits}</strong></div>`}
<div class="row"><span>Account</span><span>${escapeHtml(session.email)}</span></div>
<div class="field" aria-label="Test card">4242 4242 4242 4242 · 12/34 · 123</div>
<div class="actions">
<form method="post" action="${action("pay")}"><button class="pay" type="submit">Pay ${price}</button></form>
<form method="post" action="${action("decline")}"><button class="decline" type="submit">Decline (simulate a failed card)</button></form>
<form method="post" action="${action("cancel")}"><button class="cancel" type="submit">Cancel</button></form>
</div><p class="note">This checkout is built into ${BRAND} for testing. Set up Stripe or PayPal to take real payments.</p></div>`,
  );
}

export function renderExpiredCheckoutPage(): string {
  return page(
    "Checkout expired",
    `<div class="card"><h1>This checkout has expired</h1><p class="muted">Checkout links are valid for one hour and only for the account that opened them.</p>
<div class="actions"><form method="get" action="/pricing"><button class="pay" type="submit">Back to pricing</button></form></div></div>`,
  );
}
