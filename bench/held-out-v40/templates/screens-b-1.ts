// Part B's posts with replies (v40), first file: Odnoklassniki (a holiday in Antalya and two sunbeds),
// Toot! (a cat and an automatic feeder).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const odnoklassniki: ScreenSpec = {
  id: "odnoklassniki-the-sunbed-shift",
  app: "Odnoklassniki",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Lyudmila Sorokina", handle: null },
  time: "19:06",
  battery: 64,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f0f0f0",
      card: "#ffffff",
      fg: "#222222",
      sub: "#8a8a8a",
      line: "#e4e4e4",
      name: "#222222",
      accent: "#ee8208",
      head: "#ffffff",
      headFg: "#222222",
      size: 14.5,
    }) +
    `.ph b{font-size:18px;font-weight:600}.ok{display:flex;width:30px;height:30px;border-radius:8px;background:#ee8208;color:#fff;font-weight:800;font-size:13px;align-items:center;justify-content:center;flex:none}
.cl{display:flex;align-items:center;gap:6px;padding:3px 10px;border-radius:14px;background:#fff1e3;color:#ee8208;font-weight:700;font-size:13px}
.ab{display:flex;justify-content:space-around;margin-top:8px;border-top:1px solid #e4e4e4;padding-top:8px;font-size:13.5px;color:#6f6f6f;font-weight:600}.ab span{display:flex;gap:6px;align-items:center}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="ok">OK</span><b>Photo</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#b07a5a")}<div style="flex:1">${ui("Lyudmila Sorokina", "pn")}${ui("added a photo to the album Antalya 2026 · 2 Dec", "pm")}</div></div>
<div style="margin:10px -14px 0">${picture(
    "100%",
    120,
    ["#7fc6e6", "#eaf6fb"],
    shapes([
      [0, 72, 360, 48, "#3aa7c9", "0"],
      [0, 92, 360, 28, "#f1e1bd", "0"],
      [38, 82, 70, 12, "#ffffff", "3px"],
      [118, 82, 70, 12, "#ffffff", "3px"],
      [46, 74, 54, 8, "#e2574c", "2px"],
      [126, 74, 54, 8, "#f2b63d", "2px"],
      [250, 22, 8, 66, "#8a6a44", "2px"],
      [226, 12, 56, 22, "#3f8f4e", "50%"],
      [300, 48, 36, 40, "#f4f4f4", "40% 40% 4px 4px"],
    ]),
  )}</div>
${own("Ten days in Antalya with Gennadiy and the grandchildren.", "px")}
${own("Four pools, a water slide and a buffet with eleven kinds of cake.", "px")}
${own("Gennadiy was at the sunbeds with our towels by six, then slept until lunch.", "px")}
${own("The boys are calling it their favourite holiday ever.", "px")}
<div class="row pa" data-role="ui"><span class="cl">${icon.thumbUp(15)}<span>Class! 38</span></span><span class="r" style="color:#8a8a8a;font-weight:400">9 comments · 2 shares</span></div>
<div class="ab" data-role="ui"><span>${icon.comment(16)}Comment</span><span>${icon.share(16)}Share</span><span>${icon.thumbUp(16)}Class</span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Iraida Sorokina", meta: "2 Dec", joined: true, color: "#7d8fb0", text: ["So beautiful! Did you get to Pamukkale in the end?"], who: "Iraida Sorokina", foot: "Reply · Class" })}
${crow({ name: "Lyudmila Sorokina", meta: "2 Dec", joined: true, color: "#b07a5a", depth: 1, text: ["No, somebody had to watch the sunbeds."], who: "owner", foot: "Reply · Class" })}
${crow({ name: "Leonid Belov", meta: "3 Dec", joined: true, color: "#6f9a7c", text: ["A true defender of the homeland, that man"], who: "Leonid Belov", foot: "Reply · Class" })}
${crow({ name: "Lilia Sorokina", meta: "3 Dec", joined: true, color: "#b07aa6", text: ["Mama, on the phone he said he swam every day"], who: "Lilia Sorokina", foot: "Reply · Class" })}
${crow({ name: "Lyudmila Sorokina", meta: "3 Dec", joined: true, color: "#b07a5a", depth: 1, text: ["He swam once, to the pool bar."], who: "owner", foot: "Reply · Class" })}
${crow({ name: "Klavdiya Petrova", meta: "4 Dec", joined: true, color: "#a39a6b", text: ["Welcome home, the cat missed you, I did not"], who: "Klavdiya Petrova", foot: "Reply · Class" })}
</div>
${iconBar([icon.home(24), icon.chat(24), icon.bell(24), icon.grid(24), icon.person(24)], "#ffffff", "#e4e4e4", "#ee8208", true)}`,
};

export const toot: ScreenSpec = {
  id: "toot-the-departures-board",
  app: "Toot!",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Kaarlo Niemi", handle: "@kaarlo@mstdn.fi" },
  time: "07:12",
  battery: 41,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#1b1b22",
      card: "#1b1b22",
      fg: "#ececf1",
      sub: "#9a9aab",
      line: "#2e2e38",
      name: "#ececf1",
      accent: "#e1457a",
      head: "#1b1b22",
      headFg: "#ececf1",
      size: 15.5,
    }) +
    `.ph b{font-size:17px;font-weight:600;text-align:center}.ph .bk{color:#e1457a;display:flex;align-items:center;gap:2px;font-size:16px}
.hd{font-size:13px;color:#9a9aab}.dt{font-size:13px;color:#9a9aab;margin-top:10px;padding-bottom:8px;border-bottom:1px solid #2e2e38}
.ic{display:flex;justify-content:space-around;padding:8px 0;color:#9a9aab;border-bottom:1px solid #2e2e38}
.cr{border-bottom:1px solid #2e2e38;padding-bottom:8px}.crh{font-size:12.5px;color:#9a9aab}`,
  html: `<div class="row ph" data-role="ui"><span class="bk">${icon.back(20)}</span><b>Thread</b>${icon.more(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(44, "#5f7f6a")}<div style="flex:1">${ui("Kaarlo Niemi", "pn")}${ui("@kaarlo@mstdn.fi", "hd")}</div></div>
${own("Week two of the automatic feeder.", "px")}
${own("Breakfast is set for 6:00.", "px")}
${own("Lempi now sits in front of it from 5:40, staring at it like a departures board.", "px")}
${own("Nobody in this flat has had a lie-in since.", "px")}
<div style="margin-top:10px;border-radius:12px;overflow:hidden">${picture(
    "100%",
    130,
    ["#3b3a3f", "#56524d"],
    shapes([
      [0, 96, 362, 34, "#6b5f52", "0"],
      [200, 34, 70, 74, "#d9d6cf", "12px"],
      [214, 48, 42, 16, "#2b2b2b", "4px"],
      [210, 92, 50, 10, "#9b9690", "5px"],
      [80, 58, 64, 52, "#2c2a2a", "45% 45% 20% 20%"],
      [84, 46, 18, 20, "#2c2a2a", "40% 60% 0 0"],
      [122, 46, 18, 20, "#2c2a2a", "60% 40% 0 0"],
    ]),
  )}</div>
${ui("Dec 6, 2026 at 05:51 · 11 boosts · 96 favourites", "dt")}
<div class="ic" data-role="ui">${icon.comment(20)}${icon.repost(20)}${icon.star(20)}${icon.bookmark(20)}${icon.share(20)}</div></div>
${crow({ name: "Hrefna", meta: "@hrefna@mastodon.is · 1h", color: "#8a6fa6", text: ["Ours learned to hit the manual button with his nose, check yours has a lock"], who: "Hrefna" })}
${crow({ name: "Haukur", meta: "@haukur@fosstodon.org · 58m", color: "#6b8fb3", text: ["We regret to announce the 6:00 breakfast is delayed"], who: "Haukur" })}
${crow({ name: "Kaarlo Niemi", meta: "@kaarlo · 50m", color: "#5f7f6a", depth: 1, text: ["She does a little announcement herself at 5:58."], who: "owner" })}
${crow({ name: "Ismo", meta: "@ismo@mstdn.fi · 31m", color: "#b5835a", text: ["Which feeder is it? Ours keeps jamming on the big biscuits"], who: "Ismo" })}
</div>
${iconBar([icon.home(24), icon.bell(24), icon.search(24), icon.hash(24), icon.person(24)], "#1b1b22", "#2e2e38", "#9a9aab")}`,
};
