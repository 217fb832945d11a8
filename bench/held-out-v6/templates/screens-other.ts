// Other screens: YNAB (dark, a budget whose owner named its categories, saved twice), Forest (a focus
// app's week of withered trees and the owner's session notes, downscaled).
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { own, span, ui } from "./shell";

const cat = (name: string, assigned: string, available: string, tone: string) =>
  `<div class="row ct">${own(name, "cn")}${span(assigned, "ca")}<span class="cv" style="background:${tone}">${available}</span></div>`;

export const ynab: ScreenSpec = {
  id: "ynab-boat",
  app: "YNAB",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Sanjay", handle: null },
  time: "22:36",
  battery: 44,
  generations: [{ quality: 90 }, { width: 828, quality: 68 }],
  replies: false,
  css: `body{background:#16181d;color:#eceef2}.hd{flex:none;padding:6px 16px 10px}.hd .b{font-size:13px;color:#9aa0ab}.hd b{font-size:20px}.rta{margin:6px 12px;border-radius:10px;background:#2f6d3a;padding:10px 14px;font-size:13px}.rta b{display:block;font-size:20px}
.gh{gap:8px;padding:10px 16px 4px;font-size:12px;color:#9aa0ab;text-transform:uppercase;letter-spacing:.4px}.gh span:first-child{flex:1}.ct{gap:8px;padding:9px 16px;border-bottom:1px solid #22252c}.cn{flex:1;font-size:15px}.ca{font-size:13px;color:#9aa0ab}.cv{font-size:13px;font-weight:600;border-radius:10px;padding:2px 8px;color:#111}
.tab{flex:none;height:82px;justify-content:space-around;padding-bottom:28px;border-top:1px solid #22252c;color:#9aa0ab}`,
  html: `<div class="hd" data-role="ui"><div class="b">Sanjay’s Budget</div><b>October 2025</b></div>
<div class="rta" data-role="ui"><b>£0.00</b>Ready to Assign · All money assigned</div>
<div class="fill">
<div class="row gh" data-role="ui"><span>Bills</span><span>Assigned</span><span>Available</span></div>
${cat("Rent", "£925.00", "£0.00", "#9aa0ab")}
${cat("Council tax", "£142.00", "£0.00", "#9aa0ab")}
<div class="row gh" data-role="ui"><span>Everyday</span><span>Assigned</span><span>Available</span></div>
${cat("Groceries", "£260.00", "£41.18", "#8fd19e")}
${cat("Eating out (be honest)", "£60.00", "−£86.20", "#f28b82")}
${cat("Coffee I didn’t need", "£20.00", "−£14.60", "#f28b82")}
<div class="row gh" data-role="ui"><span>Goals</span><span>Assigned</span><span>Available</span></div>
${cat("Emergency fund", "£50.00", "£612.00", "#8fd19e")}
${cat("Boat? (no)", "£12.00", "£348.00", "#8fd19e")}
${cat("Guilt-free spending", "£40.00", "£0.00", "#9aa0ab")}
</div>
<div class="row tab">${icon.home(24)}${icon.grid(24)}${icon.plusBox(24)}${icon.sliders(24)}${icon.person(24)}</div>`,
};

const session = (time: string, tag: string, note: string, ok: boolean) =>
  `<div class="row se"><span class="tr" style="background:${ok ? "#5cb85c" : "#a1887f"}"></span><div style="flex:1">${own(note, "sn")}${ui(`${tag} · ${time}`, "sm")}</div>${ui(ok ? "Healthy" : "Withered", ok ? "ok" : "wi")}</div>`;

export const forest: ScreenSpec = {
  id: "forest-chapter-two",
  app: "Forest",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Imke", handle: null },
  time: "01:27",
  battery: 12,
  downscaleTo: 720,
  replies: false,
  css: `body{background:#f3f8ee;color:#2e3b2a}.hd{flex:none;height:54px;padding:0 14px;gap:16px}.hd b{flex:1;font-size:18px;font-weight:500}.tb{gap:8px;padding:0 14px 8px}.tb span{flex:1;text-align:center;font-size:13px;border-radius:14px;padding:5px;background:#e2edd7}.tb .on{background:#5cb85c;color:#fff}
.sm2{gap:10px;padding:8px 14px}.sm2 div{flex:1;background:#fff;border-radius:12px;padding:10px;font-size:12px;color:#6b7b63}.sm2 b{display:block;font-size:22px;color:#2e3b2a}.sm2 .bad b{color:#a1887f}
.land{margin:6px 14px;height:110px;border-radius:14px;background:linear-gradient(180deg,#c5e1a5,#8bc34a);position:relative}.sec{padding:10px 14px 4px;font-size:14px;font-weight:500}
.se{gap:12px;padding:8px 14px;border-bottom:1px solid #e2edd7}.tr{width:26px;height:26px;border-radius:50% 50% 40% 40%}.sn{font-size:15px}.sm{font-size:12px;color:#6b7b63}.ok{font-size:12px;color:#5cb85c}.wi{font-size:12px;color:#a1887f}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>Overview</b>${icon.share(20)}</div>
<div class="row tb" data-role="ui"><span>Day</span><span class="on">Week</span><span>Month</span><span>Year</span></div>
<div class="fill">
<div class="row sm2" data-role="ui"><div><b>3</b>Healthy trees</div><div class="bad"><b>11</b>Withered trees</div><div><b>2h 05m</b>Focused</div></div>
<div class="land"></div>
${ui("Sessions", "sec")}
${session("Mon 21:10 · 25 min", "Study", "Thesis chapter 2", false)}
${session("Mon 22:40 · 25 min", "Study", "Thesis chapter 2 (for real)", false)}
${session("Tue 20:05 · 50 min", "Reading", "Reading for chapter 2", true)}
${session("Wed 23:30 · 25 min", "Study", "Thesis chapter 2 (FOR REAL)", false)}
${session("Thu 00:15 · 25 min", "Study", "chapter 2 no phone", false)}
${session("Fri 10:00 · 50 min", "Other", "Clean room", true)}
</div>`,
};
