// Other screens: Tricount (dark, a trip's expenses all paid and named by one friend, 36 custard tarts and
// two tuk-tuks, under a banner from Kofi about the tarts), Bring! (a family shopping list whose notes
// buy wine for a power cut, saved twice).
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

const expense = (title: string, paid: string, amount: string, color: string) =>
  `<div class="row ex"><span class="ic" style="background:${color}"></span><div style="flex:1;min-width:0">${own(title, "et")}${ui(paid, "ep")}</div>${ui(amount, "ea")}</div>`;

export const tricount: ScreenSpec = {
  id: "tricount-lisbon",
  app: "Tricount",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Rory Flanagan", handle: null },
  time: "18:44",
  battery: 26,
  banner: { app: "Messages", color: "#1a73e8", title: "Kofi Mensah", body: "why am I paying for 36 tarts, I had two", author: "Kofi Mensah", age: "now" },
  replies: false,
  css: `body{background:#15171c;color:#eceef2}.hd{flex:none;height:52px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:17px;font-weight:500}.tb{flex:none;gap:0;padding:0 10px;border-bottom:1px solid #2a2d35;font-size:14px;color:#9aa0ad}.tb span{flex:1;text-align:center;padding:10px 0}.tb .on{color:#5ab2ff;border-bottom:2px solid #5ab2ff}
.tot{flex:none;gap:10px;padding:10px 16px 6px;font-size:12px;color:#9aa0ad}.tot div{flex:1;background:#1f2229;border-radius:10px;padding:10px}.tot b{display:block;font-size:18px;color:#eceef2}
.dh{padding:10px 16px 4px;font-size:13px;color:#9aa0ad}.ex{gap:12px;padding:7px 16px;border-bottom:1px solid #22252c}.ex .ic{width:34px;height:34px;border-radius:10px;flex:none;opacity:.85}.et{font-size:15px;line-height:20px}.ep{font-size:12px;color:#9aa0ad;margin-top:1px}.ea{font-size:15px;font-variant-numeric:tabular-nums}
.add{flex:none;gap:8px;justify-content:center;margin:8px 16px 26px;padding:12px;border-radius:14px;background:#5ab2ff;color:#15171c;font-size:15px;font-weight:600}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Lisbon 2025</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="row tb" data-role="ui"><span class="on">Expenses</span><span>Balances</span><span>Photos</span></div>
<div class="row tot" data-role="ui"><div><b>€412.30</b>My total</div><div><b>€1,649.20</b>Total expenses</div></div>
<div class="fill">
${ui("Sunday 9 November", "dh")}
${expense("Kofi’s replacement sunglasses", "Paid by Rory", "€18.00", "#e0a040")}
${expense("Pastéis de nata × 36", "Paid by Rory", "€54.00", "#d08a3a")}
${expense("Tuk-tuk up the right hill", "Paid by Rory", "€24.00", "#4a9a6a")}
${expense("Tuk-tuk up the wrong hill", "Paid by Rory", "€24.00", "#4a9a6a")}
${ui("Saturday 8 November", "dh")}
${expense("Sardines (I ordered, everyone ate)", "Paid by Rory", "€46.20", "#3a7fb5")}
${expense("Dinner at Cervejaria", "Paid by Rory", "€214.50", "#3a7fb5")}
${ui("Friday 7 November", "dh")}
${expense("Airbnb", "Paid by Rory", "€656.50", "#8a5ac8")}
${expense("Flights (I booked them, you’re welcome)", "Paid by Rory", "€612.00", "#c0506a")}
</div>
<div class="row add" data-role="ui">${icon.plus(20)}<span>Add expense</span></div>`,
};

const tile = (emoji: string, name: string, note: string, who: "owner" | string, color: string) =>
  `<div class="tl" style="background:${color}"><span class="em">${emoji}</span>${ui(name, "tn")}${who === "owner" ? own(note, "tx") : other(who, note, "tx")}</div>`;

export const bring: ScreenSpec = {
  id: "bring-power-cut",
  app: "Bring!",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Sinéad Brady", handle: null },
  time: "17:12",
  battery: 59,
  statusBarDark: true,
  statusBarBackground: "#d1454f",
  generations: [{ quality: 88 }, { width: 828, quality: 67 }],
  replies: false,
  css: `body{background:#f6f2ee;color:#2b2b2b}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#d1454f;color:#fff}.hd b{flex:1;font-size:19px;font-weight:700}.hd small{font-size:12px;opacity:.85}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;padding:12px}.tl{border-radius:10px;color:#fff;padding:10px 8px 10px;min-height:112px;display:flex;flex-direction:column;align-items:center;text-align:center}.em{font-size:28px;line-height:34px}.tn{font-size:14px;font-weight:600;margin-top:4px}.tx{font-size:12px;line-height:16px;margin-top:3px;opacity:.95}
.sec{padding:6px 16px 4px;font-size:14px;font-weight:700;color:#6b6259}.ac{gap:10px;padding:7px 16px;font-size:13px;color:#6b6259}.ac b{color:#2b2b2b;font-weight:600}
.rc{gap:8px;padding:6px 16px;flex-wrap:wrap}.rc span{font-size:13px;background:#fff;border:1px solid #e6dfd8;border-radius:14px;padding:5px 12px;color:#6b6259}.tab{flex:none;height:82px;justify-content:space-around;padding-bottom:28px;background:#fff;border-top:1px solid #e6dfd8;color:#8a8077}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>Home</b><small>4 members</small>${icon.person(22)}</div>
<div class="fill">
<div class="grid">
${tile("🥛", "Milk", "semi-skimmed, NOT oat", "owner", "#d1454f")}
${tile("🍞", "Bread", "the one Dad likes", "owner", "#d1454f")}
${tile("🥚", "Eggs", "free range, large", "owner", "#d1454f")}
${tile("🕯️", "Candles", "for the power cut", "owner", "#d1454f")}
${tile("🍷", "Wine", "see candles", "owner", "#d1454f")}
${tile("🧻", "Toilet paper", "the soft one. we know who bought the other one", "owner", "#d1454f")}
${tile("🌽", "Doritos", "for revision", "Liam", "#c0394a")}
${tile("🧀", "Cheese", "the big block", "owner", "#d1454f")}
${tile("🍫", "Chocolate", "also for revision", "Liam", "#c0394a")}
</div>
${ui("Activity", "sec")}
<div class="row ac" data-role="ui"><span><b>Liam</b> added Chocolate · 12 min</span></div>
<div class="row ac" data-role="ui"><span><b>Dad</b> completed Coffee · 2 h</span></div>
<div class="row ac" data-role="ui"><span><b>Liam</b> added Doritos · 3 h</span></div>
${ui("Recently used", "sec")}
<div class="row rc" data-role="ui"><span>☕ Coffee</span><span>🧈 Butter</span><span>🗑️ Bin bags</span></div>
</div>
<div class="row tab">${icon.home(24)}${icon.search(24)}${icon.grid(24)}${icon.person(24)}</div>`,
};
