// Accounts that keep score: a GitHub profile (dark, downscaled) and a Steam profile with comments.
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

const repo = (name: string, desc: string, lang: string, color: string, stars: string) =>
  `<div class="repo"><div class="row" style="gap:8px">${avatar(20, "#6e7681", { silhouette: false })}${span("tvance-dev", "ro")}</div>${ui(name, "rn")}${own(desc, "rd")}
<div class="row rm"><span class="row" style="gap:4px">${icon.star(14, "#8b949e")}${span(stars)}</span><span class="row" style="gap:5px"><i class="dot" style="background:${color}"></i>${span(lang)}</span></div></div>`;

export const github: ScreenSpec = {
  id: "github-profile",
  app: "GitHub",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Tyler Vance", handle: "tvance-dev" },
  time: "01:12",
  battery: 19,
  replies: false,
  css: `body{background:#010409;color:#e6edf3}.hd{height:46px;flex:none;padding:0 14px;gap:14px;color:#4493f8}.hd b{flex:1}
.fill{padding:0 16px}.nm{font-size:24px;font-weight:700;margin-top:10px}.un{font-size:17px;color:#8b949e}
.st{display:inline-flex;gap:8px;border:1px solid #30363d;border-radius:8px;padding:6px 10px;font-size:14px;margin:12px 0 8px}
.bio{font-size:16px;line-height:23px;margin:6px 0 10px}.li{gap:8px;font-size:15px;color:#8b949e;margin:6px 0}.li b{color:#e6edf3}
.sec{font-size:18px;font-weight:700;margin:18px 0 10px}.repo{border:1px solid #30363d;border-radius:10px;padding:12px;margin-bottom:10px;background:#0d1117}
.ro{font-size:13px;color:#8b949e}.rn{font-size:16px;font-weight:700;margin-top:6px}.rd{font-size:14px;line-height:20px;color:#c9d1d9;margin-top:4px}.rm{gap:16px;font-size:13px;color:#8b949e;margin-top:10px}
.dot{width:10px;height:10px;border-radius:50%;display:inline-block}.tbl{border-top:1px solid #21262d;margin-top:8px}.tbl div{display:flex;justify-content:space-between;padding:12px 0;border-bottom:1px solid #21262d;font-size:16px}
.tbl span:last-child{color:#8b949e}.contrib{font-size:14px;color:#8b949e;margin:4px 0 8px}
.tabs{flex:none;height:83px;justify-content:space-around;align-items:flex-start;padding-top:10px;background:#0d1117;border-top:1px solid #21262d;color:#8b949e}`,
  html: `<div class="row hd">${icon.back(24)}<b></b>${icon.share(22)}${icon.more(22)}</div>
<div class="fill">
<div class="row" style="gap:14px">${avatar(72, "#238636")}<div>${ui("Tyler Vance", "nm")}${ui("tvance-dev", "un")}</div></div>
<span class="st">🚀 ${span("Shipping")}</span>
${own("10x engineer | Building the future of AI 🤖 | Rust evangelist | Ex-FAANG (internship)", "bio")}
<div class="row li">${icon.pin(16)}${span("Austin, TX")}</div>
<div class="row li">${icon.person(16)}<b>${span("3")}</b>${span("followers ·")}<b>${span("148")}</b>${span("following")}</div>
${ui("Popular", "sec")}
${repo("todo-app-v7", "My seventh todo app. This one is different.", "TypeScript", "#3178c6", "0")}
${repo("blockchain-but-for-cats", "Decentralised cat registry. WIP since 2021", "Rust", "#dea584", "2")}
<div class="tbl"><div>${span("Repositories")}${span("41")}</div><div>${span("Starred")}${span("1,203")}</div></div>
${ui("3 contributions in the last year", "contrib")}
</div>
<div class="row tabs">${icon.home()}${icon.bell()}${icon.search()}${icon.person()}</div>`,
};

const steamComment = (color: string, name: string, when: string, text: string, mine: boolean) =>
  `<div class="row sc">${avatar(34, color, { silhouette: false })}<div style="flex:1"><div class="row" style="gap:8px">${span(name, "scn")}${span(when, "scw")}</div>${mine ? own(text, "sct") : other(name, text, "sct")}</div></div>`;

export const steam: ScreenSpec = {
  id: "steam-profile",
  app: "Steam",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "xX_Tactical_Dad_Xx", handle: null },
  time: "23:05",
  battery: 35,
  statusBarBackground: "#171a21",
  replies: true,
  css: `body{background:#1b2838;color:#c7d5e0}.hd{height:52px;flex:none;padding:0 14px;gap:14px;background:#171a21;color:#dcdedf}.hd b{flex:1;font-size:17px}
.top{gap:12px;padding:14px;background:linear-gradient(#2a475e,#1b2838)}.sq{width:72px;height:72px;border:2px solid #57cbde;background:#4c6b22}
.pn{font-size:20px;font-weight:700;color:#fff}.rl{font-size:14px;color:#8f98a0}.lv{display:inline-flex;width:30px;height:30px;border-radius:50%;border:2px solid #9b9b9b;align-items:center;justify-content:center;font-size:14px;color:#fff}
.sum{font-size:15px;line-height:21px;padding:4px 14px 12px;color:#acb2b8}.box{background:rgba(0,0,0,.25);margin:0 10px 10px;padding:10px}
.bh{font-size:14px;color:#fff;justify-content:space-between}.bh span:last-child{color:#8f98a0}.game{gap:10px;margin-top:8px}.gi{width:120px;height:46px;background:linear-gradient(90deg,#7a9a3a,#d6b44a)}
.gn{font-size:15px;color:#fff}.gh{font-size:13px;color:#8f98a0}
.sc{gap:10px;align-items:flex-start;padding:8px 0}.scn{font-size:14px;color:#57cbde}.scw{font-size:12px;color:#8f98a0}.sct{font-size:15px;line-height:20px;color:#c7d5e0;margin-top:2px}`,
  html: `<div class="row hd">${icon.menu(24)}<b>Profile</b>${icon.search(22)}</div>
<div class="fill">
<div class="row top"><span class="sq"></span><div style="flex:1">${ui("xX_Tactical_Dad_Xx", "pn")}${ui("Derek · Ohio, United States", "rl")}</div><div style="text-align:center">${ui("Level", "rl")}<span class="lv">3</span></div></div>
${own("Casual gamer. Got a wife, two kids and a job so don’t expect much from me lol", "sum")}
<div class="box"><div class="row bh">${span("Recent Activity")}${span("61.4 hours past 2 weeks")}</div>
<div class="row game"><span class="gi"></span><div>${ui("Farming Simulator 22", "gn")}${ui("1,847 hrs on record", "gh")}${ui("last played on 14 Oct", "gh")}</div></div></div>
<div class="box"><div class="row bh">${span("Comments")}${span("4")}</div>
${steamComment("#8b5a2b", "BigJim74", "14 Oct @ 9:12pm", "1,847 hours is not casual, Derek", false)}
${steamComment("#4c6b22", "xX_Tactical_Dad_Xx", "14 Oct @ 9:30pm", "most of those are idle hours, the tractor does a lot of the work", true)}
${steamComment("#6b4c8a", "Sandra", "14 Oct @ 10:02pm", "Derek the kids are asking where you are", false)}
${steamComment("#2a6b6b", "n00bslayer", "15 Oct @ 1:47am", "+rep good farmer", false)}
</div>
<div class="box"><div class="row bh">${span("Badges")}${span("2")}</div>
<div class="row game"><span class="lv" style="border-color:#c7a34a">12</span><div>${ui("Years of Service", "gn")}${ui("Member since 14 October 2014", "gh")}</div></div></div></div>`,
};

export const ACCOUNTS: ScreenSpec[] = [github, steam];
