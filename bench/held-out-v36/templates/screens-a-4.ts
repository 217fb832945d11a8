// Part A's dating profiles, fourth file (v36): Bloom, Lovedate, Netlog.
import { icon, picture } from "./icons";
import { tabBar } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const bloom: ScreenSpec = {
  id: "bloom-he-will-have-opinions",
  app: "Bloom",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Ditte", handle: null },
  time: "21:37",
  battery: 54,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Fie",
    body: "she's my cousin, ask about the parrot, don't ask about the husbands",
    author: "Fie",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#e0607e", "#2e1d23", 15, 18)}${noteCss("#fff0f3", "#f8d3dc", "#c9486a", "#2e1d23")}
body{background:#fff6f4;color:#2e1d23}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff6f4;color:#2e1d23}.hd b{flex:1;text-align:center;font-size:24px;font-weight:700;color:#e0607e;letter-spacing:-.2px}
.pk{flex:none;margin:4px 16px 0;font-size:12px;font-weight:800;letter-spacing:.6px;text-transform:uppercase;color:#e0607e}
.ph{flex:none;overflow:hidden;position:relative;margin:6px 12px 0;border-radius:24px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#6a3d4a;background:#fde3e8;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:28px;padding:10px 0 30px;justify-content:center;background:#fff6f4}.act span{width:58px;height:58px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12);color:#9a7a84}.act span.lk{background:#e0607e;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("bloom")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="pk" data-role="ui">${esc("New on Bloom this week")}</div>
<div class="ph">${picture("100%", 184, ["#f4b6a6", "#8a4a5a"], onPhoto("Ditte, 34", "Copenhagen · 3 km", 26))}</div>
${tags(["168 cm", "Cyclist", "Drinks socially", "No kids", "Long-term"])}
${card("Sunday looks like", "owner", "Coffee by the lakes, a long bike ride, and dinner with friends who cook better than me.")}
${card("Fair warning", "owner", "My grey parrot Falstaff is 47 and has outlived two of my grandmother's husbands. He'll be in the flat when you visit, and he will have opinions.")}
${note("Ebbe · 9:20 PM", "#c98a9a", "Ebbe", "does he do impressions, because my cat would absolutely lose it")}
${card("Let's", "owner", "Go swimming at the harbour baths, even in October.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(26)}</span><span class="lk">${icon.heartFilled(26, "#fff")}</span></div>`,
};

export const lovedate: ScreenSpec = {
  id: "lovedate-the-one-in-the-blue-gele",
  app: "Lovedate",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Chidiebere", handle: null },
  time: "18:03",
  battery: 19,
  crop: { top: 54 },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1e1a1f", "#f0a500", "#efe9ee", 15, 14)}${noteCss("#28222a", "#3b3240", "#ffc34d", "#efe9ee")}
body{background:#141115;color:#efe9ee}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#efe9ee}.hd b{flex:1;font-size:23px;font-weight:800;color:#f0a500;letter-spacing:-.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:2px 12px 0;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12.5px;color:#ddd2da;background:#221d24;border:1px solid #3b3240;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;padding:10px 0 30px;background:#18141a;border-top:1px solid #2c2630;color:#8a7f88}.tb svg:nth-child(1){color:#f0a500}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Lovedate")}</b>${icon.sliders(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 220, ["#7a5a3a", "#221810"], onPhoto("Chidiebere, 37", "Lekki, Lagos · 6 km", 26))}</div>
${tags(["6′1″", "Christian", "Drinks sometimes", "Wants kids", "Marriage"])}
${card("My week", "owner", "Work in Victoria Island, church on Sunday, and suya with my guys on Friday.")}
${card("About my family", "owner", "My mother has prayed for my future wife every Sunday since 2019. She doesn't know her name yet, so she asks God for the one in the blue gele.")}
${note("Amarachi · 5:48 PM", "#a07a50", "Amarachi", "i own a blue gele, is this a sign or a warning")}
${card("I'm looking for", "owner", "Someone who laughs a lot and doesn't mind a loud family.")}
</div>
${tabBar("tb", [icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const netlog: ScreenSpec = {
  id: "netlog-i-still-go-in-to-check",
  app: "Netlog",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 860,
  owner: { name: "Elke", handle: null },
  time: "11:46",
  battery: 76,
  statusBarDark: true,
  statusBarBackground: "#e2401c",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#e2401c", "#262220", 15, 6)}${noteCss("#fff7f3", "#f3d9cf", "#b8341a", "#262220")}
body{background:#eeeceb;color:#262220}
.hd{flex:none;height:50px;padding:0 14px;gap:14px;background:#e2401c;color:#fff}.hd b{flex:1;font-size:24px;font-weight:800;letter-spacing:-.6px}
.top{flex:none;gap:14px;padding:12px 14px 4px;align-items:center;background:#fff}.top .pic{border-radius:6px}.nm2{font-size:22px;font-weight:700}.sub2{font-size:13.5px;color:#6f6560;margin-top:3px}
.dl{flex:none;background:#fff;padding:2px 14px 8px;border-bottom:1px solid #ddd6d2}.dr{justify-content:space-between;font-size:13.5px;padding:5px 0;border-top:1px solid #f0ebe8;color:#6f6560}.dr b{color:#262220;font-weight:600}
.gb{flex:none;margin:12px 14px 0;font-size:13px;font-weight:800;letter-spacing:.5px;text-transform:uppercase;color:#b8341a}
.vc{border-radius:6px!important}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>${esc("netlog")}</b>${icon.search(22)}${icon.bell(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(96, 110, ["#c9b38a", "#5e4a32"])}<div data-role="ui"><div class="nm2">${esc("Elke, 31")}</div><div class="sub2">${esc("Gent, Belgium")}</div><div class="sub2">${esc("Online now")}</div></div></div>
<div class="dl">${detail("Looking for", "A relationship")}${detail("Height", "170 cm")}${detail("Job", "Bookkeeper")}${detail("Drinks", "Sometimes")}</div>
${card("About me", "owner", "Bookkeeper by day, bad at badminton by night, and a big fan of fries with stoofvlees.")}
${card("Fun fact", "owner", "My name has been top of the air hockey table at the Quick on the Korenmarkt since 2009. I still go in once a month to check.")}
<div class="gb" data-role="ui">${esc("Guestbook")}</div>
${note("Fien · 2 days ago", "#d99a7a", "Fien", "congrats on 15 years as the air hockey queen, the Quick should give you a plaque")}
${note("Arne · 5 days ago", "#8aa0b8", "Arne", "see you saturday at the Charlatan!!")}
</div>
${tabBar("tb2", [icon.home(24), icon.person(24), icon.chat(24), icon.grid(24)])}<style>.tb2{flex:none;justify-content:space-around;padding:10px 0 30px;background:#fff;border-top:1px solid #ddd6d2;color:#8a807a}</style>`,
};
