// Collections and channels: a Spotify playlist (dark, downscaled), a YouTube video's comments, a
// Pinterest board.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

const track = (title: string, artist: string, art: [string, string]) =>
  `<div class="row tr">${picture(48, 48, art)}<div style="flex:1">${ui(title, "tt")}${ui(artist, "ta")}</div>${icon.more(20)}</div>`;

export const spotify: ScreenSpec = {
  id: "spotify-playlist",
  app: "Spotify",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "png",
  downscaleTo: 720,
  owner: { name: "kev.m", handle: null },
  time: "06:02",
  battery: 95,
  statusBarBackground: "#5a1a1f",
  replies: false,
  css: `body{background:#121212}.top{background:linear-gradient(#5a1a1f,#121212);padding:0 16px 6px}.cover{width:230px;margin:4px auto 16px;box-shadow:0 8px 24px rgba(0,0,0,.5)}
.pt{font-size:24px;font-weight:800;line-height:30px}.pd{font-size:14px;line-height:20px;color:#b3b3b3;margin-top:6px}.ow{gap:8px;font-size:14px;font-weight:700;margin-top:10px}.pm{font-size:13px;color:#b3b3b3;margin-top:6px}
.btns{justify-content:space-between;margin-top:10px;color:#b3b3b3}.play{width:52px;height:52px;border-radius:50%;background:#1ed760;color:#000;display:flex;align-items:center;justify-content:center}
.tr{gap:12px;padding:6px 16px}.tt{font-size:16px;color:#fff}.ta{font-size:14px;color:#b3b3b3;margin-top:2px}
.mini{flex:none;margin:0 8px;height:56px;border-radius:8px;background:#5a2a2a;padding:0 10px;gap:10px}.mini .tt{font-size:14px;font-weight:600}.mini .ta{font-size:13px}
.tabs{flex:none;height:83px;justify-content:space-around;align-items:flex-start;padding-top:8px;color:#b3b3b3;font-size:11px}.tabs div{display:flex;flex-direction:column;align-items:center;gap:4px}`,
  html: `<div class="fill"><div class="top">
<div class="row" style="height:40px">${icon.back(24)}</div>
<div class="cover">${picture(230, 230, ["#2b2b2b", "#8c1c24"], `<div style="position:absolute;left:40px;top:60px;width:150px;height:24px;border-radius:12px;background:#d9d9d9"></div><div style="position:absolute;left:20px;top:48px;width:30px;height:48px;border-radius:6px;background:#aaa"></div><div style="position:absolute;left:180px;top:48px;width:30px;height:48px;border-radius:6px;background:#aaa"></div><div style="position:absolute;left:95px;top:130px;width:40px;height:40px;border-radius:50%;background:#ff4d6d"></div>`)}</div>
${own("songs to cry to in the gym 😤💔", "pt")}
${own("for when you hit a PR and remember she left", "pd")}
<div class="row ow">${avatar(24, "#e07a5f")}${span("kev.m")}</div>
${ui("47 saves · 3h 12min", "pm")}
<div class="row btns"><span class="row" style="gap:22px">${icon.download(24)}${icon.person(24)}${icon.more(24)}</span><span class="row" style="gap:18px">${icon.shuffle(24)}<span class="play">${icon.play(24)}</span></span></div></div>
${track("Heartbreak Deadlift", "The Reps", ["#3a0ca3", "#f72585"])}
${track("Leg Day Without You", "Sad Protein", ["#264653", "#2a9d8f"])}
${track("Creatine & Closure", "Gymbro Ballads", ["#6a040f", "#f48c06"])}
${track("I Benched 100 and You Still Left", "Sad Protein", ["#264653", "#e9c46a"])}
${track("Spotter Wanted", "The Reps", ["#3a0ca3", "#4cc9f0"])}
</div>
<div class="row mini">${picture(40, 40, ["#3a0ca3", "#f72585"])}<div style="flex:1">${ui("Heartbreak Deadlift", "tt")}${ui("The Reps", "ta")}</div>${icon.play(22)}</div>
<div class="row tabs"><div>${icon.home(24)}${span("Home")}</div><div>${icon.search(24)}${span("Search")}</div><div>${icon.grid(24)}${span("Your Library")}</div><div>${icon.plus(24)}${span("Create")}</div></div>`,
};

const ytComment = (color: string, handle: string, age: string, text: string, likes: string, mine: boolean, pinned = "") =>
  `<div class="row yc">${avatar(30, color)}<div style="flex:1">${pinned ? ui(pinned, "pin") : ""}${ui(`${handle} · ${age}`, "yh")}${mine ? own(text, "yt") : other(handle, text, "yt")}
<div class="row ya"><span class="row" style="gap:6px">${icon.thumbUp(16)}${span(likes)}</span>${icon.thumbDown(16)}${icon.comment(16)}</div></div>${icon.moreV(18)}</div>`;

export const youtube: ScreenSpec = {
  id: "youtube-comments",
  app: "YouTube",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Chef Nate Eats", handle: "@chefnateeats" },
  time: "19:27",
  battery: 62,
  replies: true,
  css: `body{background:#0f0f0f;color:#f1f1f1}.vid{position:relative;flex:none}.bar{position:absolute;left:0;right:0;bottom:0;height:3px;background:#555}.bar i{display:block;width:28%;height:3px;background:#f00}
.tm{position:absolute;left:10px;bottom:10px;font-size:12px;color:#fff}.ti{font-size:18px;font-weight:700;line-height:24px;padding:10px 12px 4px}.vm{font-size:12px;color:#aaa;padding:0 12px}
.ch{gap:10px;padding:12px}.cn{font-size:15px;font-weight:600}.cs{font-size:12px;color:#aaa}.sub{margin-left:auto;background:#f1f1f1;color:#0f0f0f;border-radius:18px;padding:8px 14px;font-size:14px;font-weight:600}
.chips{gap:8px;padding:0 12px 10px}.chips span{background:#272727;border-radius:16px;padding:7px 12px;font-size:13px;display:flex;gap:6px;align-items:center}
.hdr{font-size:16px;font-weight:700;padding:8px 12px;border-top:1px solid #272727}.hdr span{color:#aaa;font-weight:400;font-size:14px}
.yc{gap:10px;padding:7px 12px;align-items:flex-start}.pin{font-size:11px;color:#aaa}.yh{font-size:12px;color:#aaa}.yt{font-size:14px;line-height:20px;margin-top:2px}.ya{gap:18px;margin-top:6px;font-size:12px;color:#aaa}`,
  html: `<div class="vid">${picture("100%", 203, ["#3b1d0e", "#d9822b"], `<div style="position:absolute;left:90px;top:70px;width:90px;height:70px;border-radius:50%;background:#222"></div><div style="position:absolute;left:200px;top:40px;width:60px;height:60px;border-radius:50%;background:#f4d35e;opacity:.8"></div>`)}<span class="tm">4:12 / 14:58</span><span class="bar"><i></i></span></div>
<div class="fill">
${own("I Tried Cooking Like Gordon Ramsay for 24 Hours (I’m Better)", "ti")}
${ui("1.2K views 3d ago ...more", "vm")}
<div class="row ch">${avatar(36, "#b5651d")}<div>${ui("Chef Nate Eats", "cn")}${ui("212 subscribers", "cs")}</div><span class="sub">Subscribe</span></div>
<div class="row chips"><span>${icon.thumbUp(16)}48</span><span>${icon.share(16)}Share</span><span>${icon.download(16)}Download</span></div>
<div class="hdr">Comments <span>96</span></div>
${ytComment("#b5651d", "@chefnateeats", "2d", "the smoke alarm is part of the recipe 🔥", "31", true, "Pinned by @chefnateeats")}
${ytComment("#6c8ebf", "@lucykwan", "2d", "the smoke alarm at 4:12 agrees with the title", "1.1K", false)}
${ytComment("#8e6cbf", "@mr.beans.official", "3d", "“I’m Better” is doing a lot of heavy lifting", "806", false)}
${ytComment("#6cbf8e", "@dadof3cooks", "1d", "Gordon would have hung up on this", "412", false)}
</div>`,
};

const section = (name: string, count: string, colors: [string, string]) =>
  `<div class="sec">${picture(150, 100, colors)}${own(name, "sn")}${ui(count, "sc")}</div>`;

export const pinterest: ScreenSpec = {
  id: "pinterest-board",
  app: "Pinterest",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Becca ✨", handle: null },
  time: "22:14",
  battery: 47,
  replies: false,
  css: `.hd{height:52px;flex:none;padding:0 12px;justify-content:space-between}.fill{padding:0 14px}
.bt{font-size:26px;font-weight:700;line-height:32px;text-align:center}.bo{gap:8px;justify-content:center;margin-top:10px;font-size:14px;font-weight:600}.bm{font-size:13px;color:#5f5f5f;text-align:center;margin-top:6px}
.bd{font-size:14px;line-height:20px;text-align:center;margin:10px 6px 12px}.secs{gap:12px;overflow:hidden}.sec{flex:none;width:150px}.sec .pic{border-radius:14px}
.sn{font-size:14px;font-weight:700;margin-top:6px}.sc{font-size:12px;color:#5f5f5f}.grid{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-top:16px}.grid .pic{border-radius:14px}
.tabs{flex:none;height:58px;justify-content:space-around;border-top:1px solid #eee;color:#111}`,
  html: `<div class="row hd">${icon.back(24)}<span class="row" style="gap:16px">${icon.share(22)}${icon.more(22)}</span></div>
<div class="fill">
${own("Future Wedding 💍 (no boyfriend yet)", "bt")}
<div class="row bo">${avatar(24, "#e76f51")}${span("Becca ✨")}</div>
${ui("1,284 Pins · 2 sections", "bm")}
${own("saving ideas for when he finally shows up 🙏 (he knows who he is) (he does not)", "bd")}
<div class="row secs">${section("Venue (a castle)", "212 Pins", ["#8d99ae", "#edf2f4"])}${section("Names for our kids", "341 Pins", ["#f4acb7", "#ffe5d9"])}</div>
<div class="grid">${picture("100%", 180, ["#f8edeb", "#d8e2dc"])}${picture("100%", 130, ["#ffe5d9", "#ffcad4"])}${picture("100%", 140, ["#cdb4db", "#ffc8dd"])}${picture("100%", 190, ["#a3b18a", "#dad7cd"])}</div>
</div>
<div class="row tabs">${icon.home()}${icon.search()}${icon.plus()}${icon.chat()}${icon.person()}</div>`,
};

export const MEDIA: ScreenSpec[] = [spotify, youtube, pinterest];
