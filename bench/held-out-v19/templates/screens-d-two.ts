// Part D of v19, last five: SmartThings (dark, a door lock's history, an Android Messages banner from the
// neighbour), Pocket Casts (dark, an episode's bookmarks, JPEG downscaled), Bearable (insights and notes,
// cropped at the top), Flo (a day's log with a note, PNG downscaled), Rocket Money (a subscription's page,
// the last charge cut by the cancel bar).
import { icon } from "./icons";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { esc, ui } from "./shell";

const ev = (code: string | null, what: string, time: string, color: string) =>
  `<div class="row sev"><span class="sdot" style="background:${color}"></span><div style="flex:1;min-width:0">${code ? say("owner", code, "sevc") : ""}${ui(what, code ? "sevw" : "sevc")}</div>${ui(time, "sevt")}</div>`;

export const smartthings: ScreenSpec = {
  id: "smartthings-emergencies-only",
  app: "SmartThings",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Winnie", handle: null },
  time: "21:48",
  battery: 46,
  replies: true,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Saul (next door)",
    body: "hiya, just nipped in for the big colander again, will drop it back tomorrow x",
    author: "Saul",
    age: "now",
  },
  css: `body{background:#0f0f10;color:#ececef}.sth{flex:none;gap:18px;padding:14px 16px 6px}.sth b{flex:1;font-size:20px;font-weight:500}
.sdev{flex:none;margin:6px 14px 10px;background:#1e1f22;border-radius:22px;padding:16px 18px}.sdr{gap:14px}.sdi{width:46px;height:46px;border-radius:14px;background:#2d6cdf;display:flex;align-items:center;justify-content:center;color:#fff;flex:none}.sdn{font-size:17px;font-weight:500}.sds{font-size:13px;color:#9ea0a8;margin-top:2px}.sbtn{margin-top:14px;height:44px;border-radius:22px;background:#2b2c30;display:flex;align-items:center;justify-content:center;font-size:14.5px;color:#8ab4ff}
.stb{flex:none;display:flex;margin:0 14px;border-bottom:1px solid #2a2b2f}.stb span{flex:1;text-align:center;padding:10px 0;font-size:14.5px;color:#9ea0a8}.stb span.on{color:#ececef;border-bottom:2px solid #8ab4ff}
.fill{padding:6px 14px 0}.fill>*{flex-shrink:0}.sday{font-size:13px;font-weight:500;color:#9ea0a8;padding:10px 4px 6px}.sev{gap:12px;padding:9px 4px;border-bottom:1px solid #1e1f22;align-items:flex-start}.sdot{width:10px;height:10px;border-radius:50%;flex:none;margin-top:5px}.sevc{font-size:15px;line-height:20px}.sevw{font-size:12.5px;color:#9ea0a8;margin-top:1px}.sevt{font-size:13px;color:#9ea0a8;flex:none}`,
  html: `<div class="row sth" data-role="ui">${icon.back(22)}<b>Front door</b>${icon.moreV(22)}</div>
<div class="sdev" data-role="ui"><div class="row sdr"><span class="sdi">${icon.home(24)}</span><div><div class="sdn">Locked</div><div class="sds">Smart Lock · Hallway · Battery 64%</div></div></div><div class="sbtn">Unlock</div></div>
<div class="stb" data-role="ui"><span>Controls</span><span class="on">History</span><span>Users</span></div>
<div class="fill">
${ui("Today", "sday")}
${ev("Saul next door (emergencies only)", "Unlocked with code", "21:40", "#f0a53a")}
${ev(null, "Locked automatically", "21:31", "#5ec27a")}
${ev("Saul next door (emergencies only)", "Unlocked with code", "17:12", "#f0a53a")}
${ev("Dog walker", "Unlocked with code", "12:02", "#f0a53a")}
${ev("Saul next door (emergencies only)", "Unlocked with code", "09:47", "#f0a53a")}
${ev(null, "Locked by Winnie", "08:15", "#5ec27a")}
${ui("Yesterday", "sday")}
${ev("Saul next door (emergencies only)", "Unlocked with code", "19:58", "#f0a53a")}
${ev("Saul next door (emergencies only)", "Unlocked with code", "13:26", "#f0a53a")}
</div>`,
};

const bm = (title: string, stamp: string, added: string) =>
  `<div class="row pbm"><div style="flex:1;min-width:0">${say("owner", title, "pbt")}${ui(added, "pba")}</div><span class="pbp" data-role="ui">${icon.play(12)}<span>${esc(stamp)}</span></span></div>`;

export const pocketcasts: ScreenSpec = {
  id: "pocketcasts-quite-deep",
  app: "Pocket Casts",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  downscaleTo: 828,
  owner: { name: "Taavi", handle: null },
  time: "16:54",
  battery: 81,
  replies: false,
  css: `body{background:#161718;color:#f4f4f5}.pch{flex:none;justify-content:space-between;padding:6px 16px 8px;color:#f44336}.pch .rr{display:flex;gap:18px;color:#b8b8bc}
.pep{flex:none;padding:4px 16px 12px;gap:14px;align-items:flex-start}.part{width:84px;height:84px;border-radius:10px;background:linear-gradient(140deg,#4c7a3a,#c8b25a);flex:none;position:relative}.part:after{content:"";position:absolute;left:22px;top:24px;width:40px;height:40px;border-radius:50% 50% 8px 8px;background:#2f4d24}
.pet{font-size:18px;font-weight:700;line-height:23px}.pps{font-size:14px;color:#f44336;margin-top:4px}.ppm{font-size:12.5px;color:#9b9ba0;margin-top:3px}
.pbar{flex:none;margin:0 16px 12px;gap:12px}.pplay{width:44px;height:44px;border-radius:50%;background:#f44336;color:#161718;display:flex;align-items:center;justify-content:center}.pprog{flex:1}.pprog i{display:block;height:4px;border-radius:2px;background:#3a3b3d;overflow:hidden}.pprog i b{display:block;height:4px;width:24%;background:#f44336}.pprog small{display:flex;justify-content:space-between;font-size:11.5px;color:#9b9ba0;margin-top:4px}
.ptab{flex:none;display:flex;gap:26px;padding:0 16px;border-bottom:1px solid #2a2b2d}.ptab span{padding:10px 0;font-size:15px;color:#9b9ba0}.ptab span.on{color:#f4f4f5;border-bottom:2px solid #f44336}
.fill{padding:4px 16px 0}.fill>*{flex-shrink:0}.pbh{justify-content:space-between;padding:10px 0 4px;font-size:13px;color:#9b9ba0}.pbm{gap:12px;padding:12px 0;border-bottom:1px solid #2a2b2d}.pbt{font-size:15.5px;line-height:21px}.pba{font-size:12px;color:#9b9ba0;margin-top:3px}.pbp{display:flex;align-items:center;gap:6px;height:30px;padding:0 12px;border-radius:15px;border:1px solid #f44336;color:#f44336;font-size:13px;flex:none}
.pmini{flex:none;gap:12px;padding:10px 14px;background:#232426;border-top:1px solid #2a2b2d;font-size:13.5px}.pmini .pa2{width:36px;height:36px;border-radius:6px;background:linear-gradient(140deg,#4c7a3a,#c8b25a);flex:none}
.tb10{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#1c1d1e;color:#8a8a8f}.tb10 .on{color:#f44336}`,
  html: `<div class="row pch" data-role="ui">${icon.back(22)}<span class="rr">${icon.share(20)}${icon.moreV(20)}</span></div>
<div class="row pep" data-role="ui"><span class="part"></span><div style="flex:1;min-width:0"><div class="pet">Ep. 212: Spring bulbs, and how deep to put them</div><div class="pps">The Potting Bench</div><div class="ppm">12 Oct 2026 · 58 min</div></div></div>
<div class="row pbar" data-role="ui"><span class="pplay">${icon.play(20)}</span><div class="pprog"><i><b></b></i><small><span>14:12</span><span>-43:48</span></small></div></div>
<div class="ptab" data-role="ui"><span>Details</span><span class="on">Bookmarks (5)</span></div>
<div class="fill">
<div class="row pbh" data-role="ui"><span>Sorted by timestamp</span><span>Edit</span></div>
${bm("How deep to plant the tulips", "13:58", "Added 19 Oct")}
${bm("Missed it. Dog barked.", "14:03", "Added 19 Oct")}
${bm("Missed it again. I barked at the dog.", "14:06", "Added 19 Oct")}
${bm("They've moved on to slugs", "14:12", "Added 26 Oct")}
${bm("Planted them quite deep. Will find out in April.", "14:12", "Added 2 Nov")}
</div>
<div class="row pmini" data-role="ui"><span class="pa2"></span><span style="flex:1">Ep. 212: Spring bulbs, and how deep…</span>${icon.play(18)}</div>
<div class="row tb10" data-role="ui"><span class="on">${icon.grid(24)}</span>${icon.search(24)}${icon.download(24)}${icon.person(24)}</div>`,
};

const factor = (name: string, delta: string, up: boolean, who = "owner") =>
  `<div class="row bfr"><span class="bfi" style="background:${up ? "#27b39a" : "#f07b5a"}">${up ? "↑" : "↓"}</span>${say(who, name, "bfn")}${ui(delta, up ? "bfd up" : "bfd")}</div>`;
const entry = (when: string, mood: string, factors: string, note: string) =>
  `<div class="ben"><div class="row beh" data-role="ui"><span>${esc(when)}</span><span class="bmood">${esc(mood)}</span></div>${ui(factors, "bef")}${say("owner", note, "bnt")}</div>`;

export const bearable: ScreenSpec = {
  id: "bearable-not-by-me",
  app: "Bearable",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  crop: { top: 30 },
  owner: { name: "Xylia", handle: null },
  time: "22:36",
  battery: 39,
  replies: false,
  css: `body{background:#f3f5fb;color:#232a3d}.bh{flex:none;gap:16px;padding:12px 16px 8px;background:#fff}.bh b{flex:1;font-size:20px;font-weight:600}
.bsub{flex:none;display:flex;gap:8px;padding:6px 14px 10px;background:#fff;border-bottom:1px solid #e6e9f2}.bsub span{font-size:13px;padding:5px 12px;border-radius:14px;background:#eef0f7;color:#5d6580}.bsub span.on{background:#3d5afe;color:#fff}
.fill{padding:12px 12px 0}.fill>*{flex-shrink:0}.bcard{background:#fff;border-radius:16px;padding:14px 14px 10px;margin-bottom:10px;box-shadow:0 1px 3px rgba(35,42,61,.06)}.bct{font-size:15.5px;font-weight:600}.bcs{font-size:12.5px;color:#7a8199;margin:2px 0 8px}
.bfr{gap:10px;padding:8px 0;border-top:1px solid #f0f1f6}.bfi{width:24px;height:24px;border-radius:50%;color:#fff;font-size:13px;font-weight:700;display:flex;align-items:center;justify-content:center;flex:none}.bfn{flex:1;min-width:0;font-size:14.5px;line-height:19px}.bfd{font-size:13px;font-weight:600;color:#f07b5a;flex:none}.bfd.up{color:#27b39a}
.ben{padding:10px 0;border-top:1px solid #f0f1f6}.beh{justify-content:space-between;font-size:12.5px;color:#7a8199}.bmood{background:#eef0f7;border-radius:10px;padding:1px 8px;color:#3d5afe;font-weight:600}.bef{font-size:12px;color:#7a8199;margin-top:3px}.bnt{font-size:14.5px;line-height:20px;margin-top:5px}
.tb11{flex:none;justify-content:space-around;height:60px;padding-bottom:6px;background:#fff;border-top:1px solid #e6e9f2;color:#9aa0b5;position:relative;z-index:3}.tb11 .on{color:#3d5afe}`,
  html: `<div class="row bh" data-role="ui">${icon.menu(22)}<b>Insights</b>${icon.sliders(22)}</div>
<div class="bsub" data-role="ui"><span class="on">Mood</span><span>Energy</span><span>Sleep</span><span>Symptoms</span></div>
<div class="fill">
<div class="bcard">${ui("What affects your mood", "bct")}${ui("Last 90 days · 84 check-ins", "bcs")}
${factor("Plans cancelled (not by me)", "+38%", true)}
${factor("Walk outside", "+21%", true)}
${factor("Early night", "+14%", true)}
${factor("Social event", "−17%", false, "ui")}
${factor("Plans cancelled (by me, guilt)", "−9%", false)}</div>
<div class="bcard">${ui("Recent notes", "bct")}
${entry("Wed 2 Dec · 19:40", "Mood 4/5", "Plans cancelled (not by me) · Early night", "Ugo cancelled bowling at 5. Pyjamas on by 6. Best Wednesday in weeks.")}
${entry("Sat 28 Nov · 23:55", "Mood 2/5", "Social event", "Wanjiru's birthday. Lovely evening. Now need all of Sunday to recover from it being lovely.")}
</div>
</div>
<div class="row tb11" data-role="ui"><span>${icon.home(24)}</span><span class="on">${icon.grid(24)}</span><span>${icon.plusBox(24)}</span><span>${icon.person(24)}</span></div>`,
};

const chip = (text: string, color: string) => `<span class="fchip" style="background:${color}">${esc(text)}</span>`;

export const flo: ScreenSpec = {
  id: "flo-not-even-a-good-tablet",
  app: "Flo",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Violetta", handle: null },
  time: "21:12",
  battery: 52,
  replies: false,
  css: `body{background:#fff5f7;color:#2c1f2a}.flh{flex:none;justify-content:space-between;padding:6px 18px 6px}.flh b{font-size:17px;font-weight:700}
.fwk{flex:none;display:grid;grid-template-columns:repeat(7,1fr);padding:4px 10px 10px;text-align:center}.fwk div{font-size:11.5px;color:#9b8392}.fwk b{display:flex;align-items:center;justify-content:center;width:34px;height:34px;margin:4px auto 0;border-radius:50%;font-size:15px;color:#2c1f2a;font-weight:500}.fwk .on b{background:#ff5a7e;color:#fff}.fwk .sp b{border:1.5px dashed #ff9db3}
.fcirc{flex:none;margin:4px auto 14px;width:210px;height:210px;border-radius:50%;background:radial-gradient(circle,#fff 58%,#ffe1e8 59%);display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;box-shadow:0 4px 18px rgba(255,90,126,.15)}.fcirc small{font-size:13px;color:#9b8392}.fcirc b{font-size:26px;font-weight:700;margin:4px 0}.fcirc span{font-size:12.5px;color:#ff5a7e;font-weight:600}
.fill{padding:0 14px 0}.fill>*{flex-shrink:0}.flc{background:#fff;border-radius:18px;padding:14px 16px;margin-bottom:10px;box-shadow:0 1px 4px rgba(44,31,42,.06)}.flt{justify-content:space-between;font-size:15.5px;font-weight:700}.flt span{font-size:13px;color:#ff5a7e;font-weight:600}
.fcs{display:flex;flex-wrap:wrap;gap:8px;margin-top:10px}.fchip{font-size:13px;padding:6px 12px;border-radius:16px;color:#2c1f2a}.fnl2{font-size:12px;color:#9b8392;margin-top:12px;font-weight:600;letter-spacing:.4px}.fnt2{font-size:15px;line-height:21px;margin-top:4px}
.tb12{flex:none;justify-content:space-around;height:82px;padding-bottom:28px;background:#fff;border-top:1px solid #f6dbe2;color:#b8a4b0;position:relative;z-index:3}.tb12 .on{color:#ff5a7e}`,
  html: `<div class="row flh" data-role="ui">${icon.person(22)}<b>Today, December 4</b>${icon.bell(22)}</div>
<div class="fwk" data-role="ui"><div>M<b>30</b></div><div>T<b>1</b></div><div>W<b>2</b></div><div>T<b>3</b></div><div class="on">F<b>4</b></div><div>S<b>5</b></div><div class="sp">S<b>6</b></div></div>
<div class="fcirc" data-role="ui"><small>Period in</small><b>11 days</b><span>Cycle day 17</span></div>
<div class="fill">
<div class="flc"><div class="row flt" data-role="ui"><span style="color:#2c1f2a;font-size:15.5px;font-weight:700">Your log today</span><span>Edit</span></div>
<div class="fcs" data-role="ui">${chip("😌 Calm", "#e6f4ff")}${chip("🙂 Happy", "#fff0c9")}${chip("💧 Water 1.5 L", "#e3f7ef")}${chip("😴 Slept 7h 20m", "#efe7ff")}</div>
${ui("NOTES", "fnl2")}${say("owner", "Cried at the advert where the grandad gets a tablet for Christmas. Twice. It isn't even a good tablet.", "fnt2")}</div>
<div class="flc" data-role="ui"><div class="row flt"><span style="color:#2c1f2a;font-size:15.5px;font-weight:700">Daily insights</span><span>3 new</span></div><div style="font-size:13.5px;color:#9b8392;margin-top:6px">Based on the symptoms and moods you logged</div></div>
</div>
<div class="row tb12" data-role="ui"><span class="on">${icon.home(24)}</span>${icon.grid(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};

const charge = (date: string, amount: string) => `<div class="row rch" data-role="ui"><span>${esc(date)}</span><span>${esc(amount)}</span></div>`;

export const rocketmoney: ScreenSpec = {
  id: "rocketmoney-the-series-hes-watching",
  app: "Rocket Money",
  kind: "other",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Zenobia", handle: null },
  time: "23:08",
  battery: 19,
  replies: false,
  cutLines: 2,
  css: `body{background:#f6f7f9;color:#151a2d}.rmh{flex:none;justify-content:space-between;padding:6px 16px 8px;color:#0b6cff}.rmh b{color:#151a2d;font-size:17px;font-weight:600}
.rtop{flex:none;padding:10px 16px 16px;text-align:center}.rlogo{width:64px;height:64px;border-radius:16px;background:#0e2a6e;color:#fff;font-size:22px;font-weight:700;display:flex;align-items:center;justify-content:center;margin:0 auto}.rname{font-size:22px;font-weight:700;margin-top:10px}.ramt{font-size:15px;color:#5b6278;margin-top:3px}
.rsum{flex:none;display:grid;grid-template-columns:1fr 1fr 1fr;margin:0 16px;background:#fff;border-radius:14px;padding:12px 6px;text-align:center;box-shadow:0 1px 3px rgba(21,26,45,.06)}.rsum b{display:block;font-size:17px}.rsum small{font-size:11.5px;color:#5b6278}
.fill{padding:22px 16px 0}.fill>*{flex-shrink:0}.rcard{background:#fff;border-radius:14px;padding:12px 14px;margin-bottom:10px;box-shadow:0 1px 3px rgba(21,26,45,.06)}.rlab{font-size:12.5px;font-weight:700;color:#5b6278;letter-spacing:.5px}.rnote{font-size:15.5px;line-height:21px;margin-top:5px}.rrow{justify-content:space-between;font-size:14.5px;padding:6px 0}.rrow span:first-child{color:#5b6278}
.rch{justify-content:space-between;font-size:14.5px;padding:9px 0;border-top:1px solid #eef0f4}
.rbar{flex:none;padding:12px 16px 36px;background:#fff;border-top:1px solid #e6e8ee;position:relative;z-index:3}.rbtn{height:50px;border-radius:25px;background:#e8185c;color:#fff;font-size:16px;font-weight:600;display:flex;align-items:center;justify-content:center}.rbs{text-align:center;font-size:12.5px;color:#5b6278;margin-top:8px}`,
  html: `<div class="row rmh" data-role="ui">${icon.back(22)}<b>Recurring</b><span>Edit</span></div>
<div class="rtop" data-role="ui"><div class="rlogo">D+</div><div class="rname">Disney+</div><div class="ramt">$13.99 every month · next on Dec 14</div></div>
<div class="rsum" data-role="ui"><div><b>32</b><small>Payments</small></div><div><b>$447.68</b><small>Paid so far</small></div><div><b>$167.88</b><small>Per year</small></div></div>
<div class="fill">
<div class="rcard">${ui("NOTE", "rlab")}${say("owner", "Yorath's profile. Cancel after he finishes the series he's watching.", "rnote")}</div>
<div class="rcard" data-role="ui"><div class="row rrow"><span>Category</span><span>Entertainment</span></div><div class="row rrow"><span>Account</span><span>Visa ···· 4471</span></div><div class="row rrow"><span>First charge</span><span>Apr 14, 2024</span></div></div>
<div class="rcard" data-role="ui">${ui("CHARGE HISTORY", "rlab")}
${charge("Nov 14, 2026", "$13.99")}${charge("Oct 14, 2026", "$13.99")}${charge("Sep 14, 2026", "$13.99")}${charge("Aug 14, 2026", "$13.99")}${charge("Jul 14, 2026", "$13.99")}${charge("Jun 14, 2026", "$13.99")}${charge("May 14, 2026", "$13.99")}${charge("Apr 14, 2026", "$13.99")}</div>
</div>
<div class="rbar" data-role="ui"><div class="rbtn">Cancel subscription</div><div class="rbs">We'll cancel it for you. It usually takes 1–3 days.</div></div>`,
};
