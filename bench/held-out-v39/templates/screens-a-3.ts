// Part A's dating profiles, third file (v39): VietnameseCupid, Umatch.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const vietnameseCupid: ScreenSpec = {
  id: "vietnamesecupid-the-turtle-got-a-brother",
  app: "VietnameseCupid",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Cuong", handle: null },
  time: "23:48",
  battery: 19,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#17191c", "#f5b700", "#eef0f2", 15, 6)}${noteCss("#1f2226", "#33383e", "#f5b700", "#eef0f2")}
body{background:#0c0d0f;color:#eef0f2}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#eef0f2;background:#8c1c13}.hd b{flex:1;font-size:20px;font-weight:700;letter-spacing:-.3px}.hd b i{font-style:normal;color:#f5b700}
.ph{flex:none;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#d4d7db;border:1px solid #3a3e44;border-radius:6px;padding:4px 9px}
.tb{flex:none;justify-content:space-around;height:80px;padding:10px 0 28px;background:#141619;border-top:1px solid #2a2d31;color:#8a8f96}.tb span:nth-child(2){color:#f5b700}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Vietnamese")}<i>${esc("Cupid")}</i></b>${icon.star(20)}${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 214, ["#e8b27a", "#3b3a5c"], `${caption("owner", "Long Bien Bridge at 6 a.m.", "right:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Cuong, 36", "Hanoi, Vietnam · Active 1 hour ago", 25)}`)}</div>
${tags(["Tour guide", "5' 6\"", "Never married", "Drinks: Sometimes", "Speaks English, French"])}
${card("About me", "owner", "Tour guide in the Old Quarter, pho at dawn, football on weekends.")}
${card("A story I tell too often", "owner", "I've told tourists the legend of the Hoan Kiem turtle about 3,000 times. In 2019 I gave it a younger brother, and nobody has noticed.")}
${note("Flynn · 23:10", "#6a7a5a", "Flynn", "mate i was on that tour in march, you said the brother turtle had a lawyer")}
${card("My ideal match", "owner", "Someone curious who eats street food at midnight and walks everywhere.")}
</div>
<div class="row tb" data-role="ui"><span>${icon.search(24)}</span><span>${icon.heart(24)}</span><span>${icon.chat(24)}</span><span>${icon.person(24)}</span></div>`,
};

export const umatch: ScreenSpec = {
  id: "umatch-a-handshake-with-the-ra",
  app: "Umatch",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Corbin", handle: null },
  time: "14:26",
  battery: 67,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Emiko",
    body: "omg he's in my statics class, he got locked out during the midterm review",
    author: "Emiko",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#f6f3ff", "#6a3df0", "#1e1b2e", 15.5, 16)}${noteCss("#ffffff", "#ddd3fb", "#6a3df0", "#1e1b2e")}
body{background:#ffffff;color:#1e1b2e}
.hd{flex:none;height:92px;padding:46px 16px 0;gap:14px}.hd b{flex:1;font-size:24px;font-weight:800;letter-spacing:-.6px;color:#6a3df0}
.nm{flex:none;padding:4px 16px 0}.nm .n{font-size:26px;font-weight:800}.nm .s{font-size:13.5px;color:#6a6580;margin-top:1px}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 14px 0;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:13px;color:#4a3f75;background:#efeaff;border-radius:14px;padding:5px 11px}
.act{flex:none;gap:18px;padding:10px 18px 34px;justify-content:center}.act span{width:60px;height:60px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#fff;box-shadow:0 2px 10px rgba(0,0,0,.15);color:#999}.act span.a{background:#6a3df0;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>${esc("umatch")}</b>${icon.sliders(22)}</div>
<div class="nm" data-role="ui"><div class="n">${esc("Corbin, 20")}</div><div class="s">${esc("The Ohio State University · Class of 2028")}</div></div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#a8c8e8", "#5b6e3f"], `${caption("owner", "Mirror Lake, before finals", "left:12px;bottom:12px", "rgba(0,0,0,.45)")}`)}</div>
${tags(["Civil Engineering", "6' 1\"", "Looking for: Figuring it out", "Intramural soccer"])}
${card("A fun fact about me", "owner", "I've been locked out of my dorm eleven times this semester. The RA and I now have a handshake.")}
${note("Adair liked your answer", "#8a6ad0", "Adair", "i'm on your floor. the handshake has four parts and twice you messed up the ending")}
${card("Together we could", "owner", "Go to the Buckeyes' home opener and lose our voices.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(24)}</span><span class="a">${icon.heartFilled(26, "#fff")}</span></div>`,
};
