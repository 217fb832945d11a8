// Part B's posts with replies (v29), third file: Journi (a boat tour past a famous villa, or four) and Combyne (a
// velvet blazer in a garden group photo).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const journi: ScreenSpec = {
  id: "journi-four-different-villas",
  app: "Journi",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Ilinca Popa", handle: null },
  time: "18:31",
  battery: 57,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Hakon",
    body: "asked a waiter and he says it's the green-shuttered one. he sounded very sure too",
    author: "Hakon",
    age: "now",
  },
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#fff",
      card: "#fff",
      fg: "#1f2933",
      sub: "#8a94a0",
      line: "#eef0f2",
      name: "#1f2933",
      accent: "#00a6a6",
      head: "#fff",
      headFg: "#1f2933",
      size: 14.5,
    }) +
    `.trip{flex:1;text-align:center;font-size:16px;font-weight:700}.dy{font-size:12px;font-weight:700;color:#00a6a6;letter-spacing:.8px;margin-top:4px}.ti{font-size:21px;font-weight:800;line-height:26px;margin-top:2px}.loc{gap:4px;font-size:12.5px;color:#8a94a0;margin-top:8px}.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="trip">Italian Lakes 2026</span>${icon.share(20)}</div>
<div class="fill">
<div class="pp">${ui("DAY 4 · 14 SEPTEMBER", "dy")}${ui("Lake Como", "ti")}<div class="row loc" data-role="ui">${icon.pin(14)}<span>Bellagio, Lombardy, Italy</span></div></div>
<div style="padding:0 14px">${picture(
    "100%",
    150,
    ["#9ccbe6", "#3f7fa8"],
    shapes([
      [0, 70, 362, 80, "#2f6d8f", "0"],
      [-20, 40, 180, 60, "#5d7f4a", "50% 50% 0 0"],
      [170, 30, 220, 70, "#6b8c55", "50% 50% 0 0"],
      [60, 62, 26, 20, "#f1d9a8", "2px"],
      [210, 56, 30, 22, "#f4e1b6", "2px"],
      [270, 60, 24, 18, "#e8c98f", "2px"],
      [120, 110, 60, 10, "#fff", "40%"],
    ]),
  )}</div>
<div class="pp">
${own("Day 4 on Lake Como, and the sun finally came out.", "px")}
${own("We paid for a private boat tour past George Clooney's villa. The guide pointed at four different villas, each time with total confidence.", "px")}
${own("Lunch in Varenna, then the slow ferry back.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>23</span></span><span class="row">${icon.comment(17)}<span>4</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Leocadie Roux", meta: "3h", joined: true, color: "#c2858e", text: ["That water is unreal! Which town is this?"], who: "Leocadie Roux" })}
${crow({ name: "Ilinca Popa", meta: "3h", joined: true, color: "#5a8ec4", text: ["Bellagio, from the ferry. It's even nicer than the photos."], who: "owner", depth: 1 })}
${crow({ name: "Ionut Popa", meta: "1h", joined: true, color: "#7a9a58", text: ["Did you see him though"], who: "Ionut Popa" })}
${crow({ name: "Ilinca Popa", meta: "52m", joined: true, color: "#5a8ec4", text: ["We saw a man on a jet ski who could have been anyone."], who: "owner", depth: 1 })}
</div>
${iconBar([icon.home(24), icon.globe(24), icon.plusBox(26), icon.person(24)], "#fff", "#eef0f2", "#1f2933")}`,
};

export const combyne: ScreenSpec = {
  id: "combyne-a-head-in-the-hedge",
  app: "Combyne",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  crop: { top: 50 },
  owner: { name: "lourdes.layers", handle: null },
  time: "13:08",
  battery: 82,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#fafafa",
      card: "#fff",
      fg: "#111",
      sub: "#8c8c8c",
      line: "#ededed",
      name: "#111",
      accent: "#111",
      head: "#fff",
      headFg: "#111",
      size: 14.5,
    }) +
    `.logo{flex:1;text-align:center;font-size:20px;font-weight:800;letter-spacing:3px}.it{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px;margin-top:8px}.it>div{font-size:11.5px;color:#555;border:1px solid #e3e3e3;border-radius:14px;padding:4px 8px;text-align:center}.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">COMBYNE</span>${icon.more(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#3f7a5a")}<div style="flex:1">${ui("lourdes.layers", "pn")}${ui("Outfit · 1d", "pm")}</div>${ui("Following", "pm")}</div></div>
${picture(
  "100%",
  200,
  ["#ffffff", "#f2f2f2"],
  shapes([
    [70, 14, 120, 110, "#2f6b45", "18px 18px 6px 6px"],
    [206, 20, 90, 170, "#efe6d2", "6px"],
    [320, 140, 70, 34, "#b98252", "40% 40% 10% 10%"],
    [60, 140, 120, 50, "#3d8a4e", "50%"],
  ]),
)}
<div class="pp">
<div class="it" data-role="ui"><div>Velvet blazer</div><div>Wide-leg trousers</div><div>Loafers</div></div>
${own("Green velvet blazer, cream wide-leg trousers, tan loafers.", "px")}
${own("Wore this to my friend's fortieth in her garden. In our group photo I'm just a head floating in the hedge.", "px")}
${own("Blazer is vintage, trousers from my mum's wardrobe.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>1,204</span></span><span class="row">${icon.comment(17)}<span>7</span></span><span class="r">Recreate</span></div></div>
<div class="pc" data-role="ui">7 comments</div>
${crow({ name: "kimi.fits", meta: "1d", joined: true, color: "#b45a8a", text: ["the hedge is giving main character"], who: "kimi.fits" })}
${crow({ name: "henning_d", meta: "22h", joined: true, color: "#4a6fa8", text: ["Where's the blazer from?? need"], who: "henning_d" })}
${crow({ name: "lourdes.layers", meta: "21h", joined: true, color: "#3f7a5a", text: ["Vinted, £22. The seller said it had been to three weddings and a divorce."], who: "owner", depth: 1 })}
${crow({ name: "grazyna.k", meta: "9h", joined: true, color: "#c29a3e", text: ["Who is the hedge wearing though"], who: "grazyna.k" })}
${crow({ name: "gulya_m", meta: "6h", joined: true, color: "#7d62b3", text: ["velvet in june is a choice"], who: "gulya_m" })}
${crow({ name: "lourdes.layers", meta: "5h", joined: true, color: "#3f7a5a", text: ["It was 24 degrees. The hedge was the only shade."], who: "owner", depth: 1 })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.heart(24), icon.person(24)], "#fff", "#ededed", "#111")}`,
};
