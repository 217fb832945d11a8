// Part B's posts with replies (v25), third file: Gardenize (courgettes grown for a neighbour who moved; JPEG
// saved twice, the keyboard open, a comment typed), Steller (custard tarts in Lisbon; downscaled), Hipstamatic
// (dark; a unicorn birthday cake; JPEG, the tab bar cuts a comment), Myspace (a band's first gig and the drummer's mum; the last comment cut).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar } from "./screens-b-kit";
import { own, ui } from "./shell";

export const gardenize: ScreenSpec = {
  id: "gardenize-planted-them-for-my-neighbour",
  app: "Gardenize",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 86 }, { width: 900, quality: 70 }],
  owner: { name: "Gilberto Reis", handle: null },
  time: "17:14",
  battery: 39,
  keyboard: true,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#eef3ea;color:#1f2a1c}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.gh{flex:none;height:52px;padding:0 12px;gap:16px;background:#fff;border-bottom:1px solid #dfe6d9;position:relative;z-index:3}.gh b{flex:1;font-size:17px;font-weight:700;color:#2f7a3a}
.gp{background:#fff;padding:10px 14px 8px}.gn{font-size:14.5px;font-weight:700}.gm{font-size:12px;color:#7c8a76}.gx{font-size:14.5px;line-height:20px;margin-top:7px}
.tag{gap:6px;margin-top:8px}.tag span{font-size:12px;color:#2f7a3a;background:#e3f1e0;border-radius:12px;padding:3px 9px}
.ga{gap:16px;margin-top:9px;font-size:13px;color:#667360}.ga span{gap:5px}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:14px;padding-bottom:5px;background:#fff;border-top:1px solid #eef2eb}.crn{font-size:13.5px;font-weight:700}.crx{font-size:14px;line-height:19px;margin-top:1px}.crf{font-size:11.5px;color:#8a9684;margin-top:3px}`,
  html: `<div class="row gh" data-role="ui">${icon.back(22)}<b>Plot 27 · Diary</b>${icon.moreV(22)}</div>
<div class="fill">
<div class="gp" style="margin-top:-118px"><div class="row" style="gap:10px">${avatar(36, "#9a6a3a")}<div style="flex:1">${ui("Gilberto Reis", "gn")}${ui("Harvest · 2 Oct", "gm")}</div></div>
${picture("100%", 96, ["#c9b48a", "#a8915f"], `<div style="position:absolute;left:30px;top:26px;width:110px;height:30px;border-radius:15px;background:#3f6b2a;transform:rotate(-8deg)"></div><div style="position:absolute;left:120px;top:48px;width:120px;height:32px;border-radius:16px;background:#4c7a30;transform:rotate(5deg)"></div><div style="position:absolute;left:210px;top:18px;width:100px;height:28px;border-radius:14px;background:#37602a;transform:rotate(-3deg)"></div>`)}
${own("End of season weigh-in: 14.2 kg of courgettes from four plants.", "gx")}
${own("I only planted them for my neighbour, and she moved away in June.", "gx")}
${own("Saving seed from the biggest one for next year anyway.", "gx")}
<div class="row ga" data-role="ui"><span class="row">${icon.heart(17)}<span>19</span></span><span class="row">${icon.comment(17)}<span>6</span></span></div></div>
${crow({ name: "Irmgard Vogel", color: "#b07a9a", text: ["Courgette cake! My recipe is pinned on my profile."], who: "Irmgard Vogel", foot: "3d · Reply", size: 28 })}
${crow({ name: "Gilberto Reis", color: "#9a6a3a", text: ["Thanks Irmgard, I will try the cake."], who: "owner", depth: 1, foot: "3d · Reply", size: 28 })}
${crow({ name: "Heike Lorenz", color: "#5a8ab0", text: ["Bring a bag to the plot meeting on Saturday, we will all take some off you and pretend to be pleased."], who: "Heike Lorenz", foot: "2d · Reply", size: 28 })}
</div>
${commentBox({ text: "does the new neighbour like them", typed: true, color: "#7a9a6a", bg: "#fff", box: "#f0f3ee", fg: "#1f2a1c", sub: "#7c8a76", line: "#dfe6d9", right: icon.send(22), bottom: 8 })}`,
};

export const steller: ScreenSpec = {
  id: "steller-walked-past-it-eleven-times",
  app: "Steller",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Justus Lindqvist", handle: "@justuslq" },
  time: "08:56",
  battery: 81,
  replies: true,
  css: `body{background:#fff;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.sh{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #eee;position:relative;z-index:3}.sh b{flex:1;text-align:center;font:italic 600 19px Georgia,serif}
.cover{position:relative}.ct{position:absolute;left:16px;bottom:14px;right:16px;color:#fff;font:600 24px/28px Georgia,serif;text-shadow:0 1px 4px rgba(0,0,0,.5)}
.sp{padding:10px 16px 8px}.sn{font-size:14px;font-weight:600}.sm{font-size:12px;color:#999}.sx{font:16px/23px Georgia,serif;margin-top:9px}
.sa{gap:18px;margin-top:10px;font-size:13px;color:#777}.sa span{gap:5px}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:5px;border-top:1px solid #f1f1f1}.crn{font-size:13.5px;font-weight:600}.crx{font-size:14.5px;line-height:20px;margin-top:2px}.crf{font-size:12px;color:#aaa;margin-top:3px}`,
  html: `<div class="row sh" data-role="ui">${icon.close(22)}<b>Steller</b>${icon.share(22)}</div>
<div class="fill">
<div class="cover">${picture("100%", 190, ["#e8b27a", "#c9693e"], `<div style="position:absolute;left:0;right:0;top:60px;height:130px;background:linear-gradient(#f0d7a8,#d9a26a)"></div><div style="position:absolute;left:40px;top:80px;width:70px;height:110px;background:#f4e6c8;border-top:14px solid #c44a2a"></div><div style="position:absolute;left:150px;top:100px;width:110px;height:54px;border-radius:8px;background:#f2c230"></div><div style="position:absolute;left:170px;top:112px;width:30px;height:30px;border-radius:50%;background:#e9b23a;box-shadow:inset 0 0 0 6px #f7df8a"></div><div style="position:absolute;left:214px;top:112px;width:30px;height:30px;border-radius:50%;background:#e9b23a;box-shadow:inset 0 0 0 6px #f7df8a"></div>`)}${ui("Four days in Lisbon", "ct")}</div>
<div class="sp"><div class="row" style="gap:10px">${avatar(32, "#3a6a8a")}<div style="flex:1">${ui("Justus Lindqvist", "sn")}${ui("@justuslq · Story · 12 pages", "sm")}</div></div>
${own("Day two was the custard tart day. We found the famous bakery in Belém and queued for an hour and a half.", "sx")}
${own("The bakery under our flat sells exactly the same tarts. We walked past it eleven times to get to the queue.", "sx")}
${own("Both were very good. Pages 5 to 8 are the tiles.", "sx")}
<div class="row sa" data-role="ui"><span class="row">${icon.heart(18)}<span>142</span></span><span class="row">${icon.comment(18)}<span>12</span></span><span class="row">${icon.bookmark(18)}</span></div></div>
${crow({ name: "Galina Orlova", color: "#a05a6a", text: ["The one under the flat is better. The famous one is for the coaches."], who: "Galina Orlova", foot: "6h · Reply" })}
${crow({ name: "Justus Lindqvist", color: "#3a6a8a", text: ["Noted for next time."], who: "owner", depth: 1, foot: "5h · Reply" })}
${crow({ name: "Jakub Nowicki", color: "#6a9a5a", text: ["Which part of town were you staying in?"], who: "Jakub Nowicki", foot: "4h · Reply" })}
${crow({ name: "Justus Lindqvist", color: "#3a6a8a", text: ["Alfama, up the hill from the river."], who: "owner", depth: 1, foot: "4h · Reply" })}
</div>`,
};

export const hipstamatic: ScreenSpec = {
  id: "hipstamatic-why-the-dog-is-sad",
  app: "Hipstamatic",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Kristof Maes", handle: "kristofmaes" },
  time: "21:03",
  battery: 52,
  cutLines: 1,
  replies: true,
  css: `body{background:#141312;color:#ece8e1}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.hh{flex:none;height:52px;padding:0 12px;gap:16px;border-bottom:1px solid #2a2826;position:relative;z-index:3}.hh b{flex:1;font-size:17px;font-weight:600;letter-spacing:.5px}
.hp{padding:10px 14px 8px}.hn{font-size:14.5px;font-weight:600}.hm{font-size:12px;color:#8f8a82}.hx{font-size:14.5px;line-height:20px;margin-top:8px}
.lens{margin-top:6px;font-size:11.5px;color:#8f8a82;letter-spacing:.3px}
.ha{gap:18px;margin-top:9px;font-size:13px;color:#a8a399}.ha span{gap:5px}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:14px;padding-bottom:5px;border-top:1px solid #242220}.crn{font-size:13.5px;font-weight:600}.crx{font-size:14px;line-height:19.5px;margin-top:1px}.crf{font-size:11.5px;color:#7d786f;margin-top:3px}`,
  html: `<div class="row hh" data-role="ui">${icon.back(22)}<b>Hipstamatic</b>${icon.moreV(22)}</div>
<div class="fill">
<div class="hp"><div class="row" style="gap:10px">${avatar(36, "#b0704a")}<div style="flex:1">${ui("kristofmaes", "hn")}${ui("Kristof Maes · 4h", "hm")}</div></div>
<div style="margin-top:10px;border:8px solid #efe9dc">${picture("100%", 150, ["#d9c6a8", "#b39a78"], `<div style="position:absolute;left:70px;top:70px;width:170px;height:70px;border-radius:10px;background:#f1e4f0"></div><div style="position:absolute;left:96px;top:40px;width:110px;height:46px;border-radius:50% 50% 30% 30%;background:#f6d9ea;transform:rotate(-12deg)"></div><div style="position:absolute;left:190px;top:22px;width:12px;height:34px;background:#f3c64a;transform:rotate(28deg)"></div><div style="position:absolute;left:112px;top:54px;width:40px;height:10px;border-radius:50%;background:#8a6aa8;transform:rotate(-30deg)"></div><div style="position:absolute;left:0;top:0;right:0;bottom:0;background:radial-gradient(circle,transparent 45%,rgba(40,20,0,.45))"></div>`)}</div>
${ui("John S lens · Blanko film", "lens")}
${own("Jojo asked for a unicorn cake for her sixth birthday. Two layers of sponge, six hours, a lot of pink icing.", "hx")}
${own("She looked at it for a long time and asked why the dog was sad.", "hx")}
${own("Party was lovely, thanks to everyone who came.", "hx")}
<div class="row ha" data-role="ui"><span class="row">${icon.heart(17)}<span>48</span></span><span class="row">${icon.comment(17)}<span>8</span></span></div></div>
${crow({ name: "lidia.pinto", color: "#6a8ab0", text: ["From this angle it is a very happy dog"], who: "lidia.pinto", foot: "3h · Reply", size: 28 })}
${crow({ name: "kristofmaes", color: "#b0704a", text: ["Thank you Lidia."], who: "owner", depth: 1, foot: "3h · Reply", size: 28 })}
${crow({ name: "klaus_bakes", color: "#8aa05a", text: ["The horn is holding this cake together and I respect it"], who: "klaus_bakes", foot: "2h · Reply", size: 28 })}
${crow({ name: "inge.v", color: "#a05a8a", text: ["Could you share the sponge recipe?"], who: "inge.v", foot: "1h · Reply", size: 28 })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.camera(26), icon.bell(24), icon.person(24)], "#141312", "#2a2826", "#a8a399", true)}`,
};

export const myspace: ScreenSpec = {
  id: "myspace-played-the-first-song-again",
  app: "Myspace",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  cutLines: 1,
  owner: { name: "Goran Petrovic", handle: null },
  time: "00:41",
  battery: 17,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#f5f5f5;color:#111}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.mh{flex:none;height:50px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e6e6e6;position:relative;z-index:3}.mh b{flex:1;font-size:20px;font-weight:800;letter-spacing:-.5px}
.mp{background:#fff;padding:12px 16px 10px}.mn{font-size:15px;font-weight:700}.mm{font-size:12.5px;color:#888}.mx{font-size:15.5px;line-height:22px;margin-top:9px}
.tr{gap:10px;margin-top:10px;padding:8px;background:#111;color:#fff;border-radius:6px}.tr b{font-size:13.5px}.tr small{display:block;font-size:12px;color:#aaa}
.ma{gap:20px;margin-top:10px;font-size:13px;color:#666}.ma span{gap:5px}
.mc{background:#fff;margin-top:8px;padding:11px 16px 2px;font-size:13px;font-weight:700;text-transform:uppercase;letter-spacing:.6px;color:#666}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:6px;background:#fff}.crn{font-size:14px;font-weight:700}.crx{font-size:15px;line-height:20.5px;margin-top:2px}.crf{font-size:12px;color:#999;margin-top:3px}`,
  html: `<div class="row mh" data-role="ui">${icon.menu(22)}<b>myspace</b>${icon.search(22)}${icon.person(22)}</div>
<div class="fill">
<div class="mp"><div class="row" style="gap:10px">${avatar(42, "#4a4a6a")}<div style="flex:1">${ui("Goran Petrovic", "mn")}${ui("The Loft Tenants · 2h", "mm")}</div></div>
<div class="row tr">${icon.play(22)}<div data-role="ui"><b>Tram Lines (live at the Crown)</b><small>The Loft Tenants · 3:42</small></div></div>
${own("First gig done. Forty minutes, six songs, no broken strings, and the sound guy said we were tight.", "mx")}
${own("Our drummer's mum was the only one who shouted for an encore, so we played the first song again.", "mx")}
${own("Next one is Friday the 14th, back at the Crown, doors at 8.", "mx")}
<div class="row ma" data-role="ui"><span class="row">${icon.heart(18)}<span>37</span></span><span class="row">${icon.comment(18)}<span>10</span></span><span class="row">${icon.share(18)}</span></div></div>
<div class="mc" data-role="ui">Comments</div>
${crow({ name: "Katrien de Wit", color: "#b0604a", text: ["Saw it live. Best version of the first song, and I heard both"], who: "Katrien de Wit", foot: "1h" })}
${crow({ name: "Ivana Kos", color: "#5a8a9a", text: ["Sorry I missed it! Is the 14th all ages?"], who: "Ivana Kos", foot: "1h" })}
${crow({ name: "Goran Petrovic", color: "#4a4a6a", text: ["Yes, all ages until 10."], who: "owner", depth: 1, foot: "58m" })}
${crow({ name: "Lupe Brenner", color: "#7a6aa0", text: ["Drummer's mum here. I would like it on record that I also clapped after the second song."], who: "Lupe Brenner", foot: "30m" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.play(24), icon.chat(24), icon.person(24)], "#fff", "#e6e6e6", "#555")}`,
};
