// Posts with replies: Partiful (a 35th birthday with a slideshow, the host's answers and an RSVP change,
// JPEG), ParentSquare (a PTA chair's bake-sale rules and parents' questions, screenshotted, opened in
// Google Photos and saved twice), Buy Nothing (a treadmill used as a shelf, saved three times),
// Geocaching (a did-not-find log among others); 500px, MapMyRun and Tapatalk are in screens-posts-more.ts.
import { avatar, icon, picture } from "./icons";
import { comment, counts, shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { mapMyRun, px500, tapatalk } from "./screens-posts-more";
import { own, ui } from "./shell";
import { googlePhotos, shot } from "./viewer";

export const commentCss = (sub: string) =>
  `.c{gap:10px;padding:8px 16px}.cn{font-size:13px;font-weight:600}.cm{font-size:12px;color:${sub}}.ct{font-size:14px;line-height:20px}.acts{gap:18px;padding:8px 16px;font-size:13px;color:${sub}}`;

export const partiful: ScreenSpec = {
  id: "partiful-slideshow",
  app: "Partiful",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 75,
  owner: { name: "Gus Halvorsen", handle: null },
  time: "16:02",
  battery: 58,
  replies: true,
  css: `body{background:#fbf4ec;color:#2a1d12}.hd{flex:none;height:46px;padding:0 14px;gap:14px}.hd b{flex:1}.tt{font-size:26px;font-weight:800;line-height:31px;padding:4px 16px}.dl{padding:2px 16px;font-size:14px;line-height:21px;color:#5c4a3a}
.ds{margin:8px 16px;padding:10px 12px;background:#fff;border-radius:12px;font-size:15px;line-height:21px}.rs{gap:8px;padding:4px 16px 8px}.rs span{flex:1;text-align:center;background:#fff;border-radius:10px;padding:6px;font-size:13px}.rs b{display:block;font-size:17px}
.sec{padding:8px 16px 2px;font-size:13px;font-weight:700;color:#8a6d52}.up{padding:6px 16px;font-size:13px;color:#8a6d52}${commentCss("#8a6d52")}`,
  html: `<div class="row hd" data-role="ui">${icon.close(22)}<b></b>${icon.share(20)}</div>
<div class="fill">
${own("Gus turns 35 (reluctantly)", "tt")}
<div class="dl" data-role="ui"><div>Sat, Jun 14 · 7:00 PM</div><div>Hosted by Gus Halvorsen</div></div>
<div class="ds">${own("Gus’s flat. Buzzer is broken, text me.")}${own("BYOB. There will be a slideshow. Attendance at the slideshow is not optional.")}</div>
<div class="row rs" data-role="ui"><span><b>23</b>Going</span><span><b>9</b>Maybe</span><span><b>4</b>Can’t go</span></div>
${ui("Activity", "sec")}
${comment("#e57373", "Leonie", "2d", "will there be food", false)}
${comment("#6d4c41", "Gus Halvorsen", "Host · 2d", "There will be crisps.", true)}
${comment("#4db6ac", "Imogen", "1d", "how long is the slideshow", false)}
${comment("#6d4c41", "Gus Halvorsen", "Host · 1d", "40 minutes", true)}
${ui("Farhan changed their RSVP to Maybe · 1d", "up")}
${comment("#9575cd", "Wiktor", "5h", "can I bring my brother", false)}
${comment("#6d4c41", "Gus Halvorsen", "Host · 4h", "Yes", true)}
</div>`,
};

const psInner = `<style>.pq .hd2{height:50px;padding:0 14px;gap:12px;background:#1d4f91;color:#fff}.pq .hd2 b{font-size:16px;font-weight:500}.pq .au{gap:10px;padding:12px 16px 4px}.pq .au b{font-size:14px;display:block}.pq .au small{font-size:12px;color:#6b7280;display:block}
.pq .tt{font-size:17px;font-weight:700;padding:6px 16px 2px}.pq .tx{font-size:14px;line-height:20px;padding:4px 16px}.pq .acts{gap:18px;padding:8px 16px;font-size:13px;color:#6b7280;border-bottom:1px solid #e5e7eb}${commentCss("#6b7280")}</style>
<div class="pq" style="flex:1;background:#fff;color:#1f2937">
<div class="row hd2" data-role="ui">${icon.back(22)}<b>Maple Grove Elementary PTA</b></div>
<div class="row au" data-role="ui">${avatar(36, "#1d4f91")}<div><b>Jacqueline Ormsby</b><small>PTA Chair · Oct 8</small></div></div>
${own("Bake Sale this Friday! 🍪", "tt")}
${own("Please remember: NO nuts, NO homemade items with raisins “disguised as chocolate chips” (you know who you are), and label everything with ingredients. Drop-off in the gym from 8:15.", "tx")}
${counts(
  [
    [icon.thumbUp(16), "31"],
    [icon.comment(16), "6"],
  ],
  18,
)}
${comment("#e0a100", "Bronagh Tierney", "Oct 8", "Is shop-bought ok?", false)}
${comment("#1d4f91", "Jacqueline Ormsby", "Oct 8", "Yes, but please take it out of the packaging.", true)}
${comment("#43a047", "Tamsin Lloyd", "Oct 8", "why does it need to come out of the packaging", false)}
${comment("#1d4f91", "Jacqueline Ormsby", "Oct 8", "No reason.", true)}
${comment("#8e24aa", "Roberto Iannelli", "Oct 9", "Can we pay by card this time?", false)}
</div>`;

export const parentSquare: ScreenSpec = {
  id: "parentsquare-bake-sale",
  app: "ParentSquare",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Jacqueline Ormsby", handle: null },
  time: "21:30",
  battery: 46,
  generations: [{ quality: 90 }, { width: 720, quality: 65 }],
  replies: true,
  css: ``,
  html: googlePhotos({ body: shot({ device: "android", time: "19:02", battery: 71, dark: false, background: "#fff", html: psInner }, 0.86, 730) }),
};

export const buyNothing: ScreenSpec = {
  id: "buynothing-treadmill",
  app: "Buy Nothing",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Orla Kinsella", handle: null },
  time: "12:37",
  battery: 71,
  generations: [{ quality: 92 }, { width: 1000, quality: 80 }, { width: 828, quality: 64 }],
  replies: true,
  css: `body{background:#fff;color:#222}.hd{flex:none;height:48px;padding:0 14px;gap:14px;border-bottom:1px solid #eee}.hd b{flex:1;font-size:16px}.au{gap:10px;padding:10px 16px}.au b{font-size:14px;display:block}.au small{font-size:12px;color:#777;display:block}
.tg{display:inline-block;margin:0 16px;font-size:12px;font-weight:700;color:#fff;background:#2e9c6a;border-radius:6px;padding:2px 8px}.tt{font-size:18px;font-weight:700;padding:6px 16px 2px;line-height:24px}.tx{font-size:15px;line-height:21px;padding:4px 16px}${commentCss("#777")}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Buy Nothing Riverside East</b>${icon.more(22)}</div>
<div class="fill">
<div class="row au" data-role="ui">${avatar(36, "#c2185b")}<div><b>Orla Kinsella</b><small>2h · Riverside East</small></div></div>
${ui("GIVE", "tg")}
${own("Treadmill, works, used mostly as a shelf", "tt")}
${own("Must collect, 2nd floor, no lift. It folds but I have never managed it. Comes with the clothes currently on it if you want them.", "tx")}
<div style="position:relative;margin:6px 16px">${picture(
    "100%",
    180,
    ["#d7ccc8", "#a1887f"],
    shapes([
      [60, 40, 200, 110, "#424242", "10px"],
      [80, 20, 90, 40, "#7986cb", "8px"],
      [170, 24, 70, 36, "#f06292", "8px"],
    ]),
  )}</div>
${counts(
  [
    [icon.heart(16), "14"],
    [icon.comment(16), "9"],
  ],
  18,
)}
${comment("#00897b", "Hamid Sadeghi", "1h", "interested! does it go above 6mph", false)}
${comment("#c2185b", "Orla Kinsella", "1h", "No idea, never found out.", true)}
${comment("#f9a825", "Petra Vasić", "58m", "I’ll take the clothes", false)}
${comment("#c2185b", "Orla Kinsella", "40m", "Hamid it’s yours if you can get it down the stairs", true)}
</div>`,
};

const log = (kind: string, color: string, name: string, finds: string, date: string, text: string, who: "owner" | "other") =>
  `<div class="lg"><div class="row" style="gap:10px">${avatar(32, color)}<div style="flex:1">${ui(name, "ln")}${ui(finds, "lf")}</div><div style="text-align:right">${ui(kind, "lk")}${ui(date, "lf")}</div></div>${who === "owner" ? own(text, "lt") : `<div data-role="other" data-author="${name}" class="lt">${text}</div>`}</div>`;

export const geocaching: ScreenSpec = {
  id: "geocaching-dnf",
  app: "Geocaching",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "TrailMixTerry", handle: null },
  time: "17:55",
  battery: 23,
  replies: true,
  css: `body{background:#f2f2ef;color:#1f2a1c}.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#02874d;color:#fff}.hd b{flex:1;font-size:17px;font-weight:500}.ch{background:#fff;padding:10px 16px;border-bottom:1px solid #ddd}.ch b{font-size:16px;display:block}.ch small{font-size:12px;color:#666;display:block}
.tb{background:#fff;gap:22px;padding:0 16px;font-size:14px;color:#666;border-bottom:1px solid #ddd}.tb span{padding:10px 0}.tb .on{color:#02874d;border-bottom:3px solid #02874d;font-weight:500}
.lg{background:#fff;margin:8px 10px 0;border-radius:8px;padding:10px 12px}.ln{font-size:14px;font-weight:500}.lf{font-size:12px;color:#777}.lk{font-size:12px;font-weight:700;color:#02874d}.lt{font-size:14px;line-height:20px;margin-top:8px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Logbook</b>${icon.share(20)}</div>
<div class="ch" data-role="ui"><b>Under the Old Mill Bridge</b><small>GC8K2QT · Traditional · D 1.5 · T 2 · Small</small></div>
<div class="row tb" data-role="ui"><span>Details</span><span class="on">Logs (418)</span><span>Gallery</span></div>
<div class="fill">
${log("Found it", "#f57c00", "lunchboxlou", "1,204 finds", "10/19/2025", "Quick find on a dog walk. TFTC!", "other")}
${log("Didn’t find it", "#5d4037", "TrailMixTerry", "37 finds", "10/18/2025", "DNF. Searched for 50 minutes. Found a different cache, a shoe, and my own car keys which I lost here in April. TFTC anyway.", "owner")}
${log("Owner maintenance", "#1565c0", "MillRaceMike", "Cache owner", "10/02/2025", "New container, log sheet replaced. It is still under the bridge.", "other")}
${log("Found it", "#7b1fa2", "the_Okekes", "88 finds", "09/28/2025", "Found with the kids after a few minutes, lovely spot.", "other")}
</div>`,
};

export const POSTS: ScreenSpec[] = [partiful, parentSquare, buyNothing, geocaching, px500, mapMyRun, tapatalk];
