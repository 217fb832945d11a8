// Part D of v21, first five: Way of Life (dark, the habit chart with a day's note, the last habit cut at
// the bottom), Yazio (a day's food diary, JPEG), Nike Training Club (a finished workout with a note, JPEG
// downscaled), Spendee (a shared trip wallet, the last row cut by the tab bar), Money Lover (one
// transaction with its note, saved twice).
import { icon } from "./icons";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

const cells = (days: string) => [...days].map((d) => `<span class="wc ${d === "y" ? "g" : d === "n" ? "r" : "s"}"></span>`).join("");
const wol = (name: string, days: string) => `<div class="row wh">${say("owner", name, "wn")}<div class="row wd">${cells(days)}</div></div>`;

export const wayoflife: ScreenSpec = {
  id: "wayoflife-the-hedge-moving",
  app: "Way of Life",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Tegan", handle: null },
  time: "21:52",
  battery: 33,
  statusBarBackground: "#1b1b1d",
  replies: false,
  cutLines: 1,
  css: `body{background:#111113;color:#ececec}.wt{flex:none;height:56px;gap:18px;padding:0 16px;background:#1b1b1d}.wt b{flex:1;font-size:20px;font-weight:500}
.wdh{flex:none;padding:8px 12px 6px;justify-content:flex-end;gap:4px;background:#111113}.wdh span{width:26px;text-align:center;font-size:10.5px;line-height:12px;color:#8d8d93}
.fill{padding:25px 12px 0}.fill>*{flex-shrink:0}.wh{padding:9px 0;border-bottom:1px solid #232326;gap:8px}.wn{flex:1;font-size:15px;line-height:19px;min-width:0}.wd{gap:4px}.wc{width:26px;height:26px;border-radius:4px;display:block}.wc.g{background:#3fb950}.wc.r{background:#e5484d}.wc.s{background:#3a3a3e}
.wnote{background:#1e1e22;border-left:3px solid #e5484d;border-radius:6px;margin:2px 0 8px;padding:10px 12px}.wnl{font-size:12px;color:#a0a0a8;margin-bottom:4px}.wnt{font-size:14.5px;line-height:20px}
.wfab{position:absolute;right:16px;bottom:22px;width:54px;height:54px;border-radius:16px;background:#3fb950;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row wt" data-role="ui">${icon.menu(22)}<b>Way of Life</b>${icon.grid(21)}${icon.moreV(21)}</div>
<div class="row wdh" data-role="ui"><span style="font-size:8.5px;letter-spacing:-.2px">TODAY</span><span>WED</span><span>TUE</span><span>MON</span><span>SUN</span></div>
<div class="fill">
${wol("Drink 8 glasses of water", "yynyy")}
${wol("Walk to the station", "yyyny")}
${wol("Stop checking the doorbell cam", "nnnnn")}
<div class="wnote">${ui("Thu 3 Dec · Note", "wnl")}${say("owner", "31 checks. 30 were the hedge moving. One was a parcel for next door.", "wnt")}</div>
${wol("Read 20 pages", "ynyyn")}
${wol("In bed by 11", "nnyny")}
${wol("Call Mum on Sunday", "ysssy")}
${wol("Floss", "nynnn")}
${wol("Fruit with breakfast", "yyyyn")}
${wol("No crisps after 8pm", "ynnyy")}
${wol("Tidy the desk before logging off", "nnyyn")}
${wol("Stretch in the morning", "yynyy")}
${wol("Practise Spanish on the bus", "nyyny")}
${wol("Water the plants", "yssyy")}
<div class="wfab" data-role="ui">${icon.plus(26)}</div>
</div>`,
};

const yrow = (name: string, who: string, amt: string, kcal: string) =>
  `<div class="row yr"><div style="flex:1;min-width:0">${say(who, name, "yn")}${ui(amt, "ya")}</div>${ui(kcal, "yk")}</div>`;

export const yazio: ScreenSpec = {
  id: "yazio-checking-the-salt-again",
  app: "Yazio",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Vardan", handle: null },
  time: "20:41",
  battery: 57,
  replies: false,
  cutLines: 0,
  css: `body{background:#f4f6f9;color:#1d2733}.yh{flex:none;height:46px;padding:0 16px;justify-content:space-between}.yh b{font-size:18px;font-weight:700}.yh span{color:#2fb88a}
.ys{flex:none;margin:4px 16px 10px;background:#fff;border-radius:18px;padding:14px 16px;justify-content:space-around;text-align:center}.ys b{display:block;font-size:19px}.ys small{font-size:11.5px;color:#7a8596}.yring{width:92px;height:92px;border-radius:50%;background:conic-gradient(#2fb88a 0 300deg,#e6ebf1 0);display:flex;align-items:center;justify-content:center}.yring i{width:74px;height:74px;border-radius:50%;background:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;font-style:normal}
.fill{padding:0 16px}.fill>*{flex-shrink:0}.ym{background:#fff;border-radius:16px;padding:4px 14px 6px;margin-bottom:10px}.ymh{justify-content:space-between;padding:9px 0 5px;font-size:16px;font-weight:700}.ymh span{font-size:13px;color:#7a8596;font-weight:500}
.ysum{font-size:13px;color:#7a8596;padding:0 0 8px}.yr{padding:6px 0;border-top:1px solid #eef1f5;gap:8px}.yn{font-size:14.5px;line-height:19px}.ya{font-size:12px;color:#7a8596}.yk{font-size:14px;font-weight:600;color:#3b4656}
.ytb{flex:none;justify-content:space-around;height:82px;padding-bottom:28px;background:#fff;border-top:1px solid #e3e7ee;color:#9aa4b2;font-size:10.5px}.ytb>div{display:flex;flex-direction:column;align-items:center;gap:2px}.ytb .on{color:#2fb88a}`,
  html: `<div class="row yh" data-role="ui">${icon.back(20)}<b>Today</b>${icon.sliders(20)}</div>
<div class="row ys" data-role="ui"><div><b>1,416</b><small>Eaten</small></div><div class="yring"><i><b>474</b><small>kcal left</small></i></div><div><b>210</b><small>Burned</small></div></div>
<div class="fill">
<div class="ym"><div class="row ymh" data-role="ui">Breakfast<span>398 kcal</span></div>${ui("Porridge with banana, Coffee, oat milk", "ysum")}</div>
<div class="ym"><div class="row ymh" data-role="ui">Lunch<span>612 kcal</span></div>${ui("Chicken wrap, Apple", "ysum")}</div>
<div class="ym"><div class="row ymh" data-role="ui">Dinner<span>406 kcal</span></div>
${yrow("Bolognese, tasting spoon (checking the salt)", "owner", "1 tablespoon", "58")}
${yrow("Bolognese, tasting spoon (checking the salt again)", "owner", "1 tablespoon", "58")}
${yrow("Bolognese, tasting spoon (seeing if it had changed)", "owner", "2 tablespoons", "116")}
${yrow("Bolognese, tasting spoon (it was fine the first time)", "owner", "3 tablespoons", "174")}
${yrow("Actual dinner: skipped, not that hungry", "owner", "0 g", "0")}</div>
</div>
<div class="row ytb" data-role="ui"><div class="on">${icon.home(22)}<span>Diary</span></div><div>${icon.flame(22)}<span>Fasting</span></div><div>${icon.search(22)}<span>Recipes</span></div><div>${icon.grid(22)}<span>Analysis</span></div><div>${icon.person(22)}<span>Profile</span></div></div>`,
};

export const ntc: ScreenSpec = {
  id: "ntc-i-stayed-at-the-door",
  app: "Nike Training Club",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  downscaleTo: 720,
  owner: { name: "Sulien", handle: null },
  time: "07:48",
  battery: 81,
  replies: false,
  cutLines: 0,
  css: `body{background:#fff;color:#111}.nh{flex:none;height:46px;padding:0 16px;justify-content:space-between}.nh b{font-size:16px;font-weight:600}
.nhero{flex:none;height:170px;margin:0 16px;border-radius:6px;background:linear-gradient(135deg,#2c2c2c,#6b6b6b 60%,#a8a8a8);position:relative;overflow:hidden}.nhero i{position:absolute;width:70px;height:150px;border-radius:35px 35px 8px 8px;background:#1a1a1a;left:150px;top:36px}.nhero u{position:absolute;width:40px;height:40px;border-radius:50%;background:#1a1a1a;left:165px;top:-2px}
.nt{flex:none;padding:16px 16px 2px;font-size:26px;font-weight:800;letter-spacing:-.4px}.nsub{flex:none;padding:0 16px;font-size:14px;color:#757575}
.ng{flex:none;display:grid;grid-template-columns:repeat(3,1fr);margin:16px 16px 4px;border-top:1px solid #e5e5e5;border-bottom:1px solid #e5e5e5;padding:12px 0}.ng b{display:block;font-size:22px;font-weight:700}.ng small{font-size:12.5px;color:#757575}
.nsec{flex:none;padding:16px 16px 8px;font-size:17px;font-weight:700}.nfeel{flex:none;gap:8px;padding:0 16px}.nfeel span{flex:1;text-align:center;border:1px solid #ddd;border-radius:20px;padding:8px 0;font-size:13px}.nfeel span.on{background:#111;color:#fff;border-color:#111}
.nnote{flex:none;margin:0 16px;background:#f5f5f5;border-radius:8px;padding:12px 14px;font-size:15.5px;line-height:22px}.fill{padding:14px 16px 0}.fill>*{flex-shrink:0}.nnext{gap:12px;padding:8px 0}.nnext i{width:64px;height:64px;border-radius:4px;background:linear-gradient(135deg,#444,#999);flex:none}.nnext b{font-size:15px}.nnext small{display:block;font-size:13px;color:#757575}
.ntb{flex:none;justify-content:space-around;height:82px;padding-bottom:28px;border-top:1px solid #eee;color:#8d8d8d;font-size:10.5px}.ntb>div{display:flex;flex-direction:column;align-items:center;gap:2px}.ntb .on{color:#111}`,
  html: `<div class="row nh" data-role="ui">${icon.close(22)}<b>Workout Summary</b>${icon.share(21)}</div>
<div class="nhero"><u></u><i></i></div>
<div class="nt" data-role="ui">Full Body Burn</div>
<div class="nsub" data-role="ui">Thursday, December 3 · Intermediate · Strength</div>
<div class="ng" data-role="ui"><div><b>25:00</b><small>Duration</small></div><div><b>214</b><small>Calories</small></div><div><b>12</b><small>Exercises</small></div></div>
<div class="nsec" data-role="ui">How did it feel?</div>
<div class="row nfeel" data-role="ui"><span>Easy</span><span>Just right</span><span class="on">Hard</span></div>
<div class="nsec" data-role="ui">Notes</div>
<div class="nnote">${say("owner", "Stopped during the burpees to answer the door. It was nobody. I stayed at the door for a bit.")}</div>
<div class="fill">${ui("Up Next", "nsec")}<div class="row nnext" data-role="ui"><i></i><div><b>Core Crusher</b><small>15 min · Beginner</small></div></div><div class="row nnext" data-role="ui"><i></i><div><b>Mobility Reset</b><small>20 min · All levels</small></div></div></div>
<div class="row ntb" data-role="ui"><div>${icon.home(22)}<span>Home</span></div><div>${icon.search(22)}<span>Browse</span></div><div class="on">${icon.grid(22)}<span>Activity</span></div><div>${icon.person(22)}<span>Profile</span></div></div>`,
};

const sp = (color: string, cat: string, who: string, note: string, by: string, amt: string) =>
  `<div class="row spr"><span class="spi" style="background:${color}"></span><div style="flex:1;min-width:0">${ui(cat, "spc")}${say(who, note, "spn")}${ui(by, "spb")}</div>${ui(amt, "spa")}</div>`;

export const spendee: ScreenSpec = {
  id: "spendee-the-cool-box-is-in-my-hallway",
  app: "Spendee",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Torunn", handle: null },
  time: "19:06",
  battery: 22,
  replies: true,
  cutLines: 1,
  css: `body{background:#fff;color:#22262e}.sph{flex:none;height:48px;padding:0 16px;justify-content:space-between}.sph b{font-size:17px;font-weight:700}
.spw{flex:none;margin:2px 16px 8px;border-radius:16px;padding:14px 16px;background:linear-gradient(135deg,#5a3fd8,#7d5cf0);color:#fff}.spw small{font-size:12.5px;opacity:.85}.spw b{display:block;font-size:28px;font-weight:700;margin:2px 0 8px}.spm{gap:6px;font-size:12.5px}.spm i{width:26px;height:26px;border-radius:50%;background:#fff;color:#5a3fd8;font-style:normal;font-weight:700;font-size:11px;display:flex;align-items:center;justify-content:center}
.spd{flex:none;padding:10px 16px 4px;font-size:13px;color:#8a909c;font-weight:600;justify-content:space-between}
.fill{padding:14px 16px 0}.fill>*{flex-shrink:0}.spr{gap:12px;padding:9px 0;border-bottom:1px solid #f0f1f4;align-items:flex-start}.spi{width:36px;height:36px;border-radius:50%;flex:none}.spc{font-size:15px;font-weight:600}.spn{font-size:14px;line-height:19px;color:#3b404a}.spb{font-size:12px;color:#9aa0ab;margin-top:2px}.spa{font-size:15px;font-weight:600;color:#e5484d}
.stb{flex:none;justify-content:space-around;height:82px;padding-bottom:28px;border-top:1px solid #eceef2;color:#9aa0ab;font-size:10.5px;background:#fff;position:relative;z-index:3}.stb>div{display:flex;flex-direction:column;align-items:center;gap:2px}.stb .on{color:#5a3fd8}`,
  html: `<div class="row sph" data-role="ui">${icon.back(22)}<b>Tenby cottage weekend</b>${icon.moreV(22)}</div>
<div class="spw" data-role="ui"><small>Shared wallet · 3 members</small><b>−£391.60</b><div class="row spm"><i>TO</i><i>YI</i><i>SU</i><span>Torunn, Yiannis, Suki</span></div></div>
<div class="row spd" data-role="ui"><span>SATURDAY, 28 NOVEMBER</span><span>−£138.40</span></div>
<div class="fill">
${sp("#f5a623", "Groceries", "Yiannis", "Big shop for the weekend, receipt in the glovebox", "Yiannis", "−£86.40")}
${sp("#3fa9f5", "Food & Drink", "owner", "Ice, eight bags. For the cool box. The cool box is in my hallway.", "Torunn", "−£14.00")}
${sp("#2fb88a", "Food & Drink", "Suki", "Milk and fizzy water, the warm kind", "Suki", "−£38.00")}
<div class="row spd" data-role="ui" style="padding:10px 0 4px"><span>FRIDAY, 27 NOVEMBER</span><span>−£253.20</span></div>
${sp("#e5484d", "Fuel", "Suki", "Petrol there and back", "Suki", "−£52.00")}
${sp("#9b59b6", "Entertainment", "Yiannis", "Crazy golf, loser pays", "Yiannis", "−£24.00")}
${sp("#34495e", "Accommodation", "Yiannis", "Cottage balance, paid on arrival", "Yiannis", "−£177.20")}
${sp("#16a085", "Food & Drink", "Suki", "Chips on the harbour wall, all four portions", "Suki", "−£19.60")}
</div>
<div class="row stb" data-role="ui"><div>${icon.home(22)}<span>Overview</span></div><div class="on">${icon.grid(22)}<span>Wallets</span></div><div>${icon.plusBox(24)}<span>Add</span></div><div>${icon.sliders(22)}<span>Budgets</span></div><div>${icon.person(22)}<span>Profile</span></div></div>`,
};

export const moneylover: ScreenSpec = {
  id: "moneylover-an-ashtray-now",
  app: "Money Lover",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "Ulick", handle: null },
  time: "13:27",
  battery: 68,
  replies: false,
  cutLines: 0,
  css: `body{background:#f2f3f5;color:#1f2329}.mlh{flex:none;height:48px;padding:0 14px;justify-content:space-between;background:#fff}.mlh b{font-size:17px;font-weight:600}.mlh span{gap:18px;display:flex;color:#2db84d}
.mlt{flex:none;background:#fff;padding:14px 16px 18px;gap:14px;align-items:flex-start}.mli{width:44px;height:44px;border-radius:50%;background:#8e6bd6;flex:none}.mlc{font-size:20px;font-weight:600}.mla{font-size:30px;font-weight:600;color:#e5484d;margin-top:4px}
.mlg{flex:none;background:#fff;margin-top:10px;padding:0 16px}.mlr{gap:14px;padding:13px 0;border-bottom:1px solid #eef0f2;align-items:flex-start}.mlr:last-child{border-bottom:0}.mlr svg{color:#8a919c;margin-top:1px}.mlk{font-size:12.5px;color:#8a919c}.mlv{font-size:16px;line-height:22px}
.fill{padding:14px 16px 0}.fill>*{flex-shrink:0}.mlb{text-align:center;background:#fff;border-radius:10px;padding:13px 0;font-size:15.5px;color:#2db84d;font-weight:600;margin-bottom:10px}.mlb.d{color:#e5484d}`,
  html: `<div class="row mlh" data-role="ui">${icon.back(22)}<b>Transaction</b><span>${icon.share(20)}${icon.moreV(20)}</span></div>
<div class="row mlt" data-role="ui"><span class="mli"></span><div><div class="mlc">Education</div><div class="mla">−$240.00</div></div></div>
<div class="mlg">
<div class="row mlr">${icon.bookmark(20)}<div style="flex:1">${ui("Note", "mlk")}${say("owner", "Pottery class, 6 weeks. Made one bowl. It's an ashtray now. I don't smoke.", "mlv")}</div></div>
<div class="row mlr" data-role="ui">${icon.grid(20)}<div><div class="mlk">Date</div><div class="mlv">Tuesday, 10/06/2026</div></div></div>
<div class="row mlr" data-role="ui">${icon.person(20)}<div><div class="mlk">With</div><div class="mlv">Sefa</div></div></div>
<div class="row mlr" data-role="ui">${icon.cart(20)}<div><div class="mlk">Wallet</div><div class="mlv">Everyday Checking</div></div></div>
<div class="row mlr" data-role="ui">${icon.pin(20)}<div><div class="mlk">Location</div><div class="mlv">Clayhouse Studio, 9 Ropewalk Lane</div></div></div>
<div class="row mlr" data-role="ui">${icon.bell(20)}<div><div class="mlk">Exclude from report</div><div class="mlv">Off</div></div></div>
</div>
<div class="fill"><div class="mlb" data-role="ui">Add to event</div><div class="mlb d" data-role="ui">Delete transaction</div></div>`,
};
