// Part A's dating profiles, first file (v27).
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

/** A detail row: label and value, one line (ui). */
export function detail(label: string, value: string) {
  return `<div class="row dr" data-role="ui"><span>${esc(label)}</span><b>${esc(value)}</b></div>`;
}

export const jeevansathi: ScreenSpec = {
  id: "jeevansathi-grandmother-interviews-at-six",
  app: "Jeevansathi",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Falguni", handle: null },
  time: "07:14",
  battery: 81,
  statusBarDark: true,
  statusBarBackground: "#d9294b",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#d9294b", "#2b2b2b", 15, 6)}${noteCss("#fff6e8", "#f4d9a8", "#a8671a", "#3b2d1c")}
body{background:#efefef;color:#2b2b2b}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#d9294b;color:#fff}.hd b{flex:1;font-size:18px;font-weight:600}
.ph{flex:none;overflow:hidden;position:relative}
.vf{position:absolute;left:12px;top:12px;background:#fff;color:#1b8a4a;border-radius:3px;padding:3px 8px;font-size:11.5px;font-weight:700}
.pc{position:absolute;right:12px;top:12px;background:rgba(0,0,0,.5);color:#fff;border-radius:10px;padding:2px 9px;font-size:11.5px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#5a5a5a;background:#fff;border:1px solid #ddd;border-radius:3px;padding:4px 9px}
.bc{box-shadow:0 1px 2px rgba(0,0,0,.1)}
.dt{flex:none;margin:8px 12px 0;background:#fff;border-radius:6px;padding:8px 16px 4px;box-shadow:0 1px 2px rgba(0,0,0,.1)}.dt .bl{font-size:12.5px;font-weight:600;color:#d9294b;margin-bottom:2px}
.dr{justify-content:space-between;padding:6px 0;border-bottom:1px solid #eee;font-size:13.5px;color:#7a7a7a}.dr:last-child{border:0}.dr b{color:#2b2b2b;font-weight:600}
.act{flex:none;gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e2e2e2}.act span{flex:1;height:42px;border-radius:4px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:700;color:#d9294b;border:1.5px solid #d9294b}.act span.lk{background:#d9294b;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e2e2e2;color:#8a8a8a}.tb .on{color:#d9294b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Falguni Patel")}</b>${icon.share(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 122, ["#c9707a", "#4a2030"], `${onPhoto("Falguni, 29 · 5′2″", "Software Professional · Vadodara, Gujarat", 22)}<div class="vf" data-role="ui">${esc("ID Verified")}</div><div class="pc" data-role="ui">${esc("1/6")}</div>`)}</div>
${tags(["Gujarati, Patel", "Unmarried", "Eggetarian", "Non-smoker"])}
${card("About Falguni", "owner", "Backend developer at a bank, weekend garba teacher, happiest with a plate of sev usal.")}
${card("Something about me", "owner", "I taught my grandmother to use video calls. Now she interviews every proposal herself, before sunrise.")}
${note("Interest from Dhruv, with a note", "#5a7aa0", "Dhruv", "she rang me at 6:02 and asked my salary before my name")}
<div class="dt"><div class="bl" data-role="ui">${esc("Family")}</div>${detail("Father", "Runs a medical store")}${detail("Mother", "School principal")}${detail("Brother", "One, married, Pune")}</div>
</div>
<div class="row act" data-role="ui"><span>${esc("Shortlist")}</span><span class="lk">${esc("Send Interest")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};
