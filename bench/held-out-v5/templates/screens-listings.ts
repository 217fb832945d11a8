// Listings: Kleinanzeigen (German, a shelf with a list of conditions, cropped on the right through the
// owner's lines, saved twice), Reverb (dark, a guitar and a list of what comes with it); the stats and
// trackers are in screens-other.ts.
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { daylio, monzo, statsfm } from "./screens-other";
import { own, ui } from "./shell";

export const kleinanzeigen: ScreenSpec = {
  id: "kleinanzeigen-kallax",
  app: "Kleinanzeigen",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Jürgen", handle: null },
  time: "19:55",
  battery: 47,
  crop: { right: 36 },
  generations: [{ quality: 86 }, { width: 720, quality: 64 }],
  cutLines: 4,
  replies: false,
  css: `body{background:#fff}.hd{flex:none;height:52px;padding:0 14px;gap:16px;color:#333}.hd span.s{flex:1}
.pc{font-size:24px;font-weight:700;padding:12px 16px 0;color:#1d4b00}.ti{font-size:18px;font-weight:600;line-height:24px;padding:2px 16px;color:#1a1a1a}.lc{font-size:13px;color:#6b6b6b;padding:2px 16px 8px}
.dt{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;padding:8px 16px;font-size:14px;color:#6b6b6b;border-top:1px solid #eee;border-bottom:1px solid #eee}.dt b{color:#1a1a1a;font-weight:500}
.sec{font-size:15px;font-weight:700;padding:12px 16px 4px;color:#1a1a1a}.ds{font-size:15px;line-height:22px;padding:0 16px;color:#1a1a1a}.sp{height:8px}
.sl{gap:10px;padding:12px 16px;border-top:1px solid #eee;margin-top:12px}.sl b{display:block;font-size:15px}.sl small{display:block;font-size:12px;color:#6b6b6b}
.bt{flex:none;gap:10px;padding:10px 16px 22px;border-top:1px solid #eee}.bt span{flex:1;text-align:center;border-radius:8px;padding:11px;font-weight:600;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="s"></span>${icon.heart(22)}${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
${picture(
  "100%",
  200,
  ["#eceae4", "#c8c4b8"],
  shapes([
    [90, 20, 180, 180, "#fafafa", "4px"],
    [100, 30, 36, 36, "#d7ccc8", "2px"],
    [182, 72, 36, 36, "#90caf9", "2px"],
    [140, 114, 36, 36, "#a5d6a7", "2px"],
    [224, 156, 36, 36, "#ffcc80", "2px"],
  ]),
)}
${ui("40 € VB", "pc")}
${own("IKEA Kallax Regal 4x4 weiß", "ti")}
${ui("50823 Köln - Ehrenfeld · 28.05.2024", "lc")}
<div class="dt"><span>Zustand</span><b>Gut</b><span>Versand</span><b>Nur Abholung</b></div>
${ui("Beschreibung", "sec")}
${own("Verkaufe mein Kallax Regal, 4x4 Fächer, weiß. Kleine Macken an der Seite (siehe Bilder).", "ds")}
<div class="sp"></div>
${own("- Nur Abholung in Köln-Ehrenfeld", "ds")}
${own("- 4. OG ohne Aufzug", "ds")}
${own("- Muss selbst abgebaut werden, Werkzeug bitte mitbringen", "ds")}
${own("- Bitte keine Fragen ob es noch da ist. Wenn die Anzeige online ist, ist es noch da.", "ds")}
<div class="row sl">${avatar(40, "#607d8b")}<div><b>Jürgen</b><small>Privater Nutzer · Aktiv seit 2014</small><small>Sehr freundlich · Sehr zuverlässig</small></div></div>
</div>
<div class="row bt"><span style="border:1px solid #1d4b00;color:#1d4b00">Anrufen</span><span style="background:#86b817;color:#fff">Nachricht schreiben</span></div>`,
};

export const reverb: ScreenSpec = {
  id: "reverb-strat",
  app: "Reverb",
  kind: "listing",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Pilar’s Gear Closet", handle: null },
  time: "12:12",
  battery: 77,
  replies: false,
  css: `body{background:#121212}.hd{flex:none;height:48px;padding:0 14px;gap:14px;color:#ddd}.hd span.s{flex:1}
.ti{font-size:19px;font-weight:600;line-height:25px;padding:12px 16px 2px;color:#f2f2f2}.cd{font-size:13px;color:#9e9e9e;padding:2px 16px}.pc{gap:10px;padding:8px 16px}.pc b{font-size:24px;color:#f2f2f2}.pc span{font-size:13px;color:#7bc67e}
.bt{display:block;margin:8px 16px 4px;text-align:center;background:#f26c1f;color:#fff;font-weight:700;border-radius:6px;padding:12px;font-size:15px}.bt.o{background:transparent;border:1px solid #555;color:#eee;margin-top:6px}
.sl{gap:10px;padding:12px 16px;border-top:1px solid #262626;border-bottom:1px solid #262626;margin-top:10px}.sl b{display:block;font-size:14px;color:#eee}.sl small{display:block;font-size:12px;color:#9e9e9e}
.sec{font-size:14px;font-weight:700;padding:12px 16px 4px;color:#eee}.ds{font-size:15px;line-height:22px;padding:0 16px;color:#d8d8d8}.li{padding-left:26px}.sp{height:8px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="s"></span>${icon.heart(22)}${icon.share(20)}</div>
<div class="fill">
${picture(
  "100%",
  230,
  ["#2b2b2b", "#0d0d0d"],
  shapes([
    [60, 150, 300, 34, "#c9a15a", "17px"],
    [60, 130, 120, 74, "#e8c37e", "45% 55% 50% 50%"],
    [330, 155, 60, 24, "#d9d9d9", "6px"],
    [95, 152, 40, 30, "#111", "8px"],
  ]),
)}
${own("Squier Classic Vibe ’50s Stratocaster, Butterscotch Blonde", "ti")}
${ui("Used – Excellent · Listed 6 days ago", "cd")}
<div class="row pc"><b>$325</b><span>Free shipping</span></div>
<span class="bt">Buy It Now</span><span class="bt o">Make an Offer</span>
<div class="row sl">${avatar(40, "#8e24aa")}<div><b>Pilar’s Gear Closet</b><small>Albuquerque, NM · 2 sales · ★★★★★</small></div></div>
${ui("Description", "sec")}
${own("Selling my Strat, played maybe ten times. No dings or scratches, frets like new. Comes with:", "ds")}
${own("• Gig bag", "ds li")}
${own("• Strap", "ds li")}
${own("• Clip-on tuner", "ds li")}
${own("• 3 picks (one chewed)", "ds li")}
${own("• Capo, never used", "ds li")}
${own("• “Learn Guitar in 30 Days” book, bookmark on day 4", "ds li")}
<div class="sp"></div>
${own("Smoke-free home. No trades please.", "ds")}
</div>`,
};

export const LISTINGS: ScreenSpec[] = [kleinanzeigen, reverb, statsfm, daylio, monzo];
