// Part D, the rest (2): Day One (dark, an allotment journal, cropped top and bottom), Luma (a repair café
// that broke the hall clock, guests' comments), Wanderlog (dark, a trip plan with a friend who
// read the guidebook aloud on the tram, and his replies).
import { avatar, icon, picture } from "./icons";
import { cmt, head, pageCss, paras, tabs } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

export const dayOne: ScreenSpec = {
  id: "dayone-pulled-one-up-to-check",
  app: "Day One",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Sebastián Vrána", handle: null },
  time: "07:58",
  battery: 64,
  crop: { top: 50, bottom: 108 },
  cutLines: 1,
  replies: false,
  css: `body{background:#1c1c1e;color:#ececec}.tp{flex:none;height:52px;padding:0 14px;justify-content:space-between;color:#44a9e4;font-size:16px}
.dh{padding:6px 20px 10px}.dh b{font-size:15px;display:block;color:#ececec}.dh small{display:block;font-size:13px;color:#8e8e93;margin-top:2px}
.tt{font-size:24px;font-weight:700;line-height:30px;padding:8px 20px 4px}.tx{font-size:17px;line-height:26px;padding:6px 20px 4px}`,
  html: `<div class="row tp" data-role="ui">${icon.back(22)}<span class="row" style="gap:18px">${icon.star(20, "#44a9e4")}${icon.share(20)}<span>Done</span></span></div>
<div class="fill">
<div class="dh" data-role="ui"><b>Sunday, 16 November 2025</b><small>07:40 · Allotment plot 14 · 6°C Cloudy</small></div>
<div style="padding:0 20px">${picture("100%", 170, ["#5a6a3a", "#2a2a1a"], "")}</div>
${say("owner", "Allotment, week 31", "tt")}
${paras(
  "owner",
  [
    "Dug over the second bed and put the garlic in. Eleven cloves, in two rows, labelled.",
    "Wrote “be patient” on a lolly stick and pushed it in next to the parsnips. Pulled one up this morning to check how they were getting on.",
    "They were fine. It was very small. I put it back.",
    "Shed lock is still stiff. Ask at the gate about oil, and whether the water trough is going to be turned off for winter or just left for the frost to sort out.",
    "Plot 15 leaves a radio on in his shed to keep the foxes off. One fox now sits by the shed every afternoon, listening to the cricket.",
  ],
  "tx",
)}
</div>`,
};

export const luma: ScreenSpec = {
  id: "luma-the-clock-in-the-hall",
  app: "Luma",
  kind: "other",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "Sidonie Vantongeren", handle: null },
  cutLines: 1,
  time: "13:08",
  battery: 52,
  replies: true,
  css: `${pageCss({ bg: "#fafafa", card: "#fafafa", fg: "#131517", sub: "#737577", line: "#ececec", accent: "#131517", soft: "#f0f0f1", size: 15 })}
.ev{padding:4px 18px 0}.h1t{font-size:26px;line-height:32px;font-weight:700;margin-top:12px}.ev h1{font-size:26px;line-height:32px;font-weight:700;margin-top:12px}.hb{gap:8px;margin-top:8px;font-size:14px;color:#737577}.mt2{gap:12px;margin-top:12px;font-size:14.5px}.mt2 .ic{width:40px;height:40px;border-radius:8px;border:1px solid #e2e2e2;display:flex;align-items:center;justify-content:center;flex:none}.mt2 small{display:block;color:#737577;font-size:13px}
.sec{padding:16px 18px 4px;font-size:13px;font-weight:600;color:#737577;border-bottom:1px solid #ececec;margin:0 18px;padding-left:0}.ab .tx{padding:0 18px}.cm{background:#fafafa;padding:8px 18px}`,
  html: `${head("", "", `${icon.share(20)}${icon.more(20)}`, icon.close(22))}
<div class="fill">
<div class="ev">${picture("100%", 120, ["#d8c8a8", "#8a6a4a"], "")}${say("owner", "Sunday Repair Café (tea provided)", "h1t")}</div>
<div class="ev" data-role="ui" style="padding-top:0"><div class="row hb">${avatar(22, "#a0607a")}<span>Hosted by Sidonie Vantongeren</span></div>
<div class="row mt2"><span class="ic">${icon.bell(20)}</span><div>Sunday, 30 November<small>10:00 AM – 1:00 PM</small></div></div>
<div class="row mt2"><span class="ic">${icon.pin(20)}</span><div>St Wulfric’s Church Hall<small>Vellacott Street</small></div></div></div>
<div class="sec" data-role="ui">About Event</div>
<div class="ab">${paras("owner", ["Bring anything broken: lamps, toasters, bikes, zips. Our volunteers fix it for free while you have a cup of tea.", "Last month we fixed 23 things and broke one. It was the clock in the hall, and it was working when we arrived.", "Cake from 10:30. Please bring your own extension lead."])}</div>
<div class="sec" data-role="ui">Comments</div>
${cmt("Thaddeus W.", "2d", "#5a7a9a", "Can you do a hoover that only works when it’s upside down?", "Thaddeus W.")}
${cmt("Yrsa P.", "1d", "#9a7a5a", "is the hall clock still saying twenty to eleven", "Yrsa P.")}
${cmt("Swithin Ahlgren", "5h", "#6a9a6a", "put me down, I’m bringing a lamp that hums", "Swithin Ahlgren")}
</div>
<div class="bt" data-role="ui"><span style="background:#131517">You’re Going</span></div>`,
};

const place = (n: number, name: string, meta: string, note: string, color: string) =>
  `<div class="row pl"><span class="num">${n}</span><div style="flex:1;min-width:0">${ui(name, "pn")}${ui(meta, "pm")}${say("owner", note, "pt")}</div><span class="ph" style="background:${color}"></span></div>`;

export const wanderlog: ScreenSpec = {
  id: "wanderlog-read-the-guidebook-aloud",
  app: "Wanderlog",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Ulrika Sandström", handle: null },
  time: "22:34",
  battery: 31,
  replies: true,
  css: `${pageCss({ bg: "#121416", card: "#1b1e22", fg: "#eceef1", sub: "#9aa1aa", line: "#2a2e34", accent: "#ff6b57", soft: "#23272c", size: 14 })}
.dy{padding:12px 16px 6px;background:#121416}.dy b{font-size:18px}.dy small{display:block;font-size:12.5px;color:#9aa1aa}
.pl{gap:10px;padding:10px 16px;align-items:flex-start;background:#1b1e22;margin:6px 12px 0;border-radius:12px}.num{width:22px;height:22px;border-radius:50%;background:#ff6b57;color:#fff;font-size:12px;font-weight:700;display:flex;align-items:center;justify-content:center;flex:none}.pn{font-size:15px;font-weight:600}.pm{font-size:12px;color:#9aa1aa}.pt{font-size:14px;line-height:20px;margin-top:5px;background:#23272c;border-radius:8px;padding:6px 9px}.ph{width:54px;height:54px;border-radius:8px;flex:none}
.cm{background:#1b1e22;margin:0 12px;padding:6px 12px 8px 42px}.cm .avatar{display:none}`,
  html: `${head("Sarajevo long weekend", "Fri 5 – Mon 8 Dec · 3 tripmates", `${icon.share(20)}${icon.moreV(20)}`)}
<div class="fill">
<div class="dy" data-role="ui"><b>Saturday, December 6</b><small>4 places · 3 hr 20 min, 6.1 km</small></div>
${place(1, "Central Market", "Market · Opens 7:00", "Breakfast here. Burek from the stall with the blue awning, not the other one.", "#6a5a3a")}
${place(2, "Yellow Fortress", "Viewpoint · 20 min uphill walk", "Book the walking tour online. Last trip Tobiáš read the whole guidebook out loud on the tram and we missed our stop twice.", "#4a5a6a")}
${cmt("Tobiáš", "Nov 21", "#5a7a9a", "it was a very good guidebook", "Tobiáš")}
${cmt("Ulrika Sandström", "Nov 21", "#9a5a7a", "It was. We heard every page. Including the index.", "owner")}
${place(3, "Latin Bridge", "Landmark · 5 min walk", "Photo, then lunch.", "#3a6a5a")}
</div>
${tabs([icon.home(24), icon.search(24), icon.pin(24), icon.person(24)], true)}`,
};
