// Stats and notes: Kindle (the owner's notebook of highlights and notes, dark), Runkeeper (a run under
// a text from a friend), Zwift (a ride summary under a Strava-free banner, dark), Komoot (a tour with a
// two-word description and friends' comments).
import { comment, counts } from "./parts";
import { avatar, css, DARK, header, icon, LIGHT, own, span, stat, tabs, theme, ui } from "./kit";
import type { ScreenSpec } from "./screen-type";

export const kindle: ScreenSpec = {
  id: "kindle-notebook",
  app: "Kindle",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Kindle reader", handle: null },
  time: "22:31",
  battery: 46,
  replies: false,
  css: css(
    theme(DARK, { bg: "#0f1111", card: "#1b1e1f", acc: "#ff9900" }),
    ".hl{border-left:3px solid #f1c40f;padding:2px 0 2px 12px;margin:12px 0 4px;font-family:P052,serif;font-size:16px;line-height:22px;color:#ddd}.nt{background:#1b1e1f;border-radius:8px;padding:8px 10px;margin:4px 0 8px}",
  ),
  html: `${header("Notebook", "Atomic Habits · James Clear", { right: `${icon.sliders(20)}${icon.share(20)}` })}
<div class="fill">
<div class="row" style="gap:8px;margin:10px 0">${span("14 highlights", "chip")}${span("3 notes", "chip")}</div>
${ui("Yellow highlight | Page 27", "meta")}
<div class="hl">${ui("You do not rise to the level of your goals. You fall to the level of your systems.")}</div>
<div class="nt">${ui("Note", "cm")}${own("yes", "p")}</div>
${ui("Yellow highlight | Page 64", "meta")}
<div class="hl">${ui("The most effective way to change your habits is to focus not on what you want to achieve, but on who you wish to become.")}</div>
<div class="nt">${ui("Note", "cm")}${own("start monday", "p")}</div>
${ui("Yellow highlight | Page 65", "meta")}
<div class="hl">${ui("Every action you take is a vote for the type of person you wish to become.")}</div>
<div class="nt">${ui("Note", "cm")}${own("start monday (actually)", "p")}</div>
${ui("Reading progress: 18% · Last read 11 months ago", "meta")}
</div>`,
};

export const runkeeper: ScreenSpec = {
  id: "runkeeper-activity",
  app: "Runkeeper",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 73,
  owner: { name: "Hannah Obi", handle: null },
  time: "07:48",
  battery: 68,
  banner: { app: "Messages", color: "#34c759", title: "Ngozi", body: "did u actually go or did u just drive the route again", author: "Ngozi", age: "now" },
  cutLines: 1,
  replies: true,
  css: css(
    theme(LIGHT, { acc: "#2dc5f4", card: "#f4f7f9" }),
    ".map{height:170px;margin:0 -14px;background:linear-gradient(135deg,#dfe9d8,#c7dbe6);position:relative}.map i{position:absolute;left:60px;top:40px;width:200px;height:90px;border:4px solid #2dc5f4;border-radius:45px}.grid3{gap:8px;margin:12px 0}.hd{padding-top:30px}",
  ),
  html: `${header("Morning Run", "Today, 6:52 AM", { right: icon.share(20) })}
<div class="fill">
<div class="row" style="gap:10px;margin:8px 0">${avatar(36, "#ec407a")}<div>${ui("Hannah Obi", "cn")}${ui("Goal: Run a half marathon · 11 weeks left", "cm")}</div></div>
<div class="map"><i></i></div>
<div class="row grid3">${stat("5.02", "Distance (km)")}${stat("22:14", "Duration")}${stat("4:26", "Avg pace (/km)")}</div>
<div class="row grid3">${stat("0", "Elevation (m)")}${stat("311", "Calories")}${stat("🏅", "New PR: 5K")}</div>
<div class="h2">${ui("Notes")}</div>
${own("new PB!!! felt like flying. legs were not even tired which is weird because usually they are", "p")}
${counts(
  [
    [icon.heart(16), "6"],
    [icon.comment(16), "2"],
  ],
  16,
)}
${comment("#7e57c2", "Sam Idowu", "1h", "4:26 pace and 0 elevation. hannah were you on a bus", false)}
</div>
${tabs(
  [
    [icon.home(22), "Me"],
    [icon.play(22), "Start"],
    [icon.person(22), "Friends"],
  ],
  0,
)}`,
};

export const zwift: ScreenSpec = {
  id: "zwift-ride",
  app: "Zwift",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "P. Lindgren", handle: null },
  time: "19:37",
  battery: 80,
  banner: { app: "Zwift Companion", color: "#fc6719", title: "Ride On!", body: "Giulia R. gave you a Ride On 👍", author: "Giulia R.", age: "1m" },
  cutLines: 0,
  replies: true,
  css: css(
    theme(DARK, { bg: "#16161a", card: "#22222a", acc: "#fc6719" }),
    ".route{height:140px;margin:0 -14px;background:linear-gradient(180deg,#2e7d32,#1b5e20);position:relative}.route span{position:absolute;left:12px;bottom:8px;font-size:12px;background:rgba(0,0,0,.5);padding:2px 6px;border-radius:4px}.grid3{gap:8px;margin:12px 0}.hd{padding-top:0px}",
  ),
  html: `${header("Activity", "", { right: icon.moreV(20) })}
<div class="fill">
<div class="row" style="gap:10px;margin:8px 0">${avatar(36, "#fc6719")}<div>${ui("P. Lindgren", "cn")}${ui("Watopia · Volcano Flat · 41 min", "cm")}</div></div>
${own("evening spin", "h1")}
<div class="route">${span("Volcano Flat · 12.3 km")}</div>
<div class="row grid3">${stat("24.8", "km")}${stat("142", "Avg W")}${stat("61", "m climbed")}</div>
<div class="row grid3">${stat("1.9", "W/kg")}${stat("153", "Avg HR")}${stat("1", "Drops earned: 0")}</div>
${own("ok", "p")}
${counts(
  [
    [icon.thumbUp(16), "12 Ride Ons"],
    [icon.comment(16), "1"],
  ],
  16,
)}
${comment("#42a5f5", "Giulia R.", "2m", "the ok is doing a lot of work here", false)}
</div>
${tabs(
  [
    [icon.home(22), "Home"],
    [icon.grid(22), "Events"],
    [icon.person(22), "You"],
  ],
  2,
)}`,
};

export const komoot: ScreenSpec = {
  id: "komoot-tour",
  app: "Komoot",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Bernd Wagner", handle: null },
  time: "17:52",
  battery: 39,
  replies: true,
  css: css(
    theme(LIGHT, { acc: "#4f8a10", card: "#f2f5ee" }),
    ".map{height:200px;margin:0 -14px;background:linear-gradient(160deg,#e4ecd8,#b7cfa3);position:relative}.map i{position:absolute;left:80px;top:30px;width:160px;height:130px;border:4px solid #4f8a10;border-radius:60px 20px 70px 30px}.grid3{gap:8px;margin:12px 0}",
  ),
  html: `${header("", "", { right: `${icon.bookmark(20)}${icon.share(20)}${icon.moreV(20)}` })}
<div class="fill">
<div class="row" style="gap:10px;margin:8px 0">${avatar(36, "#795548")}<div>${ui("Bernd Wagner went on a hike", "cn")}${ui("Yesterday · Sächsische Schweiz", "cm")}</div></div>
${own("Rundweg Schrammsteine", "h1")}
<div class="map"><i></i></div>
<div class="row grid3">${stat("04:51", "Time (h)")}${stat("14.2", "Distance (km)")}${stat("612", "Uphill (m)")}</div>
${own("Nice.", "p")}
${counts(
  [
    [icon.heart(16), "23"],
    [icon.comment(16), "3"],
  ],
  16,
)}
${comment("#e91e63", "Anke W.", "1d", "you carried me up the last ladder because I was crying and you wrote “Nice.”", false)}
${comment("#795548", "Bernd Wagner", "1d", "It was nice.", true)}
${comment("#03a9f4", "Jonas", "20h", "Bernd reviews weddings the same way", false)}
</div>
${tabs(
  [
    [icon.home(22), "Home"],
    [icon.search(22), "Discover"],
    [icon.pin(22), "Plan"],
    [icon.person(22), "Profile"],
  ],
  0,
)}`,
};

export const STATS: ScreenSpec[] = [kindle, runkeeper, zwift, komoot];
