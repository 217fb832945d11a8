// Listings and the rest: Realtor.com (a starter home whose shed is mostly a raccoon's, 121 days on the
// market, cropped on the right and saved twice), Cars.com (a 214,000-mile Accord with a Phil Collins
// tape that is part of the deal); Settle Up (dark, a Cornwall trip's expenses with the owner's notes,
// under a banner from Niamh) and AnyList (a household list with 43 birthday candles, a screenshot in
// dark iOS Photos).
import { icon, picture } from "./icons";
import { button, head, pageCss, paras, statGrid, tabs } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

export const realtor: ScreenSpec = {
  id: "realtor-raccoon-shed",
  app: "Realtor.com",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Rhonda Kessel", handle: null },
  time: "16:22",
  battery: 55,
  crop: { right: 16 },
  generations: [{ quality: 88 }, { width: 828, quality: 68 }],
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#111", sub: "#5c5c5c", line: "#e8e8e8", accent: "#d92228", soft: "#f6f6f6", size: 14.5 })}
.pc{padding:10px 16px 0}.pc b{font-size:26px}.pc span{font-size:12px;color:#fff;background:#d92228;border-radius:4px;padding:2px 6px;margin-left:8px;vertical-align:4px}.ad2{font-size:14px;color:#5c5c5c;padding:2px 16px 4px}.h2{font-size:16px;font-weight:700;padding:12px 16px 0}.ag{font-size:12px;color:#5c5c5c;padding:8px 16px 0}`,
  html: `${head("", "", `${icon.heart(22)}${icon.share(22)}`)}
<div class="fill">
${picture("100%", 200, ["#b8c9d8", "#6a7a5a"], `<div style="position:absolute;left:90px;top:70px;width:200px;height:130px;background:#d8cfc0"></div><div style="position:absolute;left:80px;top:40px;width:0;height:0;border-left:110px solid transparent;border-right:110px solid transparent;border-bottom:40px solid #6b4a3a"></div>`)}
<div class="pc" data-role="ui"><b>$389,900</b><span>Price cut $15,000</span></div>
<div class="ad2" data-role="ui">3 bd · 2 ba · 1,480 sqft · 0.31 acre lot<br>14 Alder Crest Ln, Dayton, OH 45419</div>
${statGrid([
  ["121", "Days on market"],
  ["1974", "Year built"],
  ["$263", "Price per sqft"],
])}
${ui("About this home", "h2")}
<div class="cd" style="border:none;padding-top:0">${paras("owner", ["Charming starter home with character! Original 1970s kitchen, lovingly preserved by the previous owners, who never opened the oven. Spacious backyard with a shed that is mostly a raccoon’s. Priced to sell, which it hasn’t, so it is now priced to sell again."])}</div>
${ui("Listed by Rhonda Kessel · Kessel & Co. Realty", "ag")}
</div>
${button("Contact agent")}`,
};

export const carsCom: ScreenSpec = {
  id: "carscom-phil-collins",
  app: "Cars.com",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Dwayne", handle: null },
  time: "11:47",
  battery: 80,
  replies: false,
  css: `${pageCss({ bg: "#f4f4f6", card: "#fff", fg: "#1a1a1a", sub: "#5e5e66", line: "#e3e3e8", accent: "#6a00d7", soft: "#f4f4f6", size: 14 })}
.pc{padding:10px 16px 4px;background:#fff}.pc b{font-size:24px;display:block}.pc small{font-size:13px;color:#5e5e66;display:block}.h2{font-size:15px;font-weight:700;padding:12px 16px 0;background:#fff}`,
  html: `${head("2011 Honda Accord LX", "Private seller", icon.heart(22))}
<div class="fill">
${picture("100%", 180, ["#c5ccd6", "#5a6472"], `<div style="position:absolute;left:60px;top:80px;width:240px;height:60px;background:#8c949e;border-radius:30px 40px 8px 8px"></div>`)}
<div class="pc" data-role="ui"><b>$3,900</b><small>214,000 mi. · Dayton, OH · Fair deal</small></div>
${statGrid([
  ["Automatic", "Transmission"],
  ["FWD", "Drivetrain"],
  ["Silver", "Exterior"],
])}
${ui("Seller’s notes", "h2")}
<div class="cd">${paras("owner", ["Runs and drives. 214,000 miles, all highway, most of it in the left lane. AC works on the driver’s side. The passenger side is more of a suggestion.", "Cassette player still in, currently holding a tape I can’t get out, which is Phil Collins, which is part of the deal. No lowballers, I know what I have."])}</div>
</div>
${button("Message Dwayne", true)}`,
};

const sRow = (who: string, amount: string, note: string, noteBy: string, meta: string) =>
  `<div class="cd"><div class="row" style="justify-content:space-between">${ui(who, "nm")}${ui(amount, "nm")}</div>${say(noteBy, note, "tx")}${ui(meta, "mt")}</div>`;

export const settleUp: ScreenSpec = {
  id: "settleup-cornwall",
  app: "Settle Up",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Oliver Tramm", handle: null },
  time: "20:16",
  battery: 46,
  banner: { app: "Messages", color: "#1a73e8", title: "Niamh", body: "you’ve put the parking fine in again ollie", author: "Niamh", age: "now" },
  replies: true,
  css: `${pageCss({ bg: "#121417", card: "#121417", fg: "#eceff1", sub: "#9aa3ab", line: "#23282d", accent: "#4caf50", soft: "#1b1f23", size: 14 })}
.hd{min-height:60px}.bl{padding:10px 16px;border-bottom:1px solid #23282d;font-size:13px;color:#9aa3ab}.bl b{font-size:20px;color:#4caf50;display:block}.tx{margin-top:3px}`,
  html: `${head("Cornwall 2026 🏄", "5 members · GBP", icon.moreV(20))}
<div class="bl" data-role="ui"><b>Niamh owes Oliver £212.40</b>Total spent £1,846.10</div>
<div class="fill">
${sRow("Oliver paid", "£64.00", "Parking fine (not my fault, the sign was small)", "owner", "For everyone · Today")}
${sRow("Big Lou paid", "£18.50", "ice cream", "Big Lou", "For everyone · Today")}
${sRow("Oliver paid", "£22.00", "Surfboard hire. I stood up once, it counts.", "owner", "For Oliver, Niamh · Yesterday")}
${sRow("Oliver paid", "£27.50", "Cornish pasties ×11. I counted. Some of you had two.", "owner", "For everyone · Yesterday")}
${sRow("Niamh paid", "£96.30", "Groceries", "Niamh", "For everyone · Sat")}
${sRow("Oliver paid", "£71.00", "Petrol (I drove, I also chose the music)", "owner", "For everyone · Fri")}
</div>
${tabs([icon.grid(24), icon.chat(24), icon.plus(24), icon.person(24)], true)}`,
};

const listRow = (item: string, who: string, by = "") =>
  `<div class="row cd" style="gap:12px;padding:10px 16px"><span style="flex:none;width:20px;height:20px;border-radius:50%;border:2px solid #c8c8cc"></span><div style="flex:1">${say(who, item, "tx")}${by ? ui(by, "mt") : ""}</div></div>`;

const anyInner = `${head("Household", "12 items · shared with Alan", icon.more(22))}
<div class="fill">
${ui("Dairy", "h2")}
${listRow("Milk", "owner")}
${listRow("Eggs (the big box, not the 6)", "owner")}
${ui("Bakery", "h2")}
${listRow("Bread, the good one, not the one you got", "owner")}
${listRow("Crumpets", "Alan", "Added by Alan")}
${ui("Other", "h2")}
${listRow("Birthday candles ×43 (don’t ask, do count)", "owner")}
${listRow("Something for dinner Tuesday that isn’t soup", "owner")}
${listRow("Beer", "Alan", "Added by Alan")}
${listRow("Bin bags. Alan. Bin bags.", "owner")}
</div>`;

export const anyList: ScreenSpec = {
  id: "anylist-43-candles",
  app: "AnyList",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Winsome", handle: null },
  time: "08:31",
  battery: 72,
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1c1c1e", sub: "#8a8a8e", line: "#ececef", accent: "#2f80ed", soft: "#f4f4f6", size: 15 })}body{background:#000}.h2{font-size:13px;font-weight:700;color:#2f80ed;padding:10px 16px 2px;background:#fff}.tx{margin-top:0}`,
  html: iosPhotos({
    dark: true,
    day: "Today",
    time: "08:14",
    body: shot({ device: "iphone", time: "08:09", battery: 75, dark: false, background: "#fff", html: anyInner }, 0.8, 735),
  }),
};

export const LISTINGS: ScreenSpec[] = [realtor, carsCom];
export const OTHER: ScreenSpec[] = [settleUp, anyList];
void button;
