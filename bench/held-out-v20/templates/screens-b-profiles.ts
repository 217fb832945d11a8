// Part B's dating profiles (v20): Jigsaw (the same Italian place every Friday for nine years, still asked if
// he's booked; a message typed over the iOS keyboard), Loveflutter (names every bird by its song, says
// "pigeon" at the sight of one), Lex (dark, a text personal: in bed by ten, left her own birthday party at
// quarter to, among other people's posts), Hitch (dark, JPEG, a mom who still does his taxes, and a
// friend's vouch), Dattch (dark, downscaled, ten minutes early and other people's balloons).

import { chips, head, pageCss, prompt, tabs } from "./blocks";
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, jigsaw, onPhoto, tags } from "./screens-b-kit";
import { esc, other, own, ui } from "./shell";

export const jigsawApp: ScreenSpec = {
  id: "jigsaw-they-still-ask-if-ive-booked",
  app: "Jigsaw",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Laurits", handle: null },
  time: "21:17",
  battery: 61,
  keyboard: true,
  suggestions: ["Friday", "friday", "Fridays"],
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f4f6fb", card: "#fff", fg: "#1c2340", sub: "#687090", line: "#e3e7f2", accent: "#3b5bdb", soft: "#eef1fd", size: 14.5 })}${cardCss("#fff", "#3b5bdb", "#1c2340", 15.5, 14)}
.hd{background:#f4f6fb;border:0}.hd b{font-size:22px;font-weight:800;color:#3b5bdb;letter-spacing:-.3px}
.ph{margin:0 12px;border-radius:16px;overflow:hidden;position:relative}
.pz{position:absolute;left:0;top:0;right:0;bottom:0}
.nmr{padding:8px 16px 0}.nmr b{font-size:22px;font-weight:800;display:block}.nmr small{font-size:13px;color:#687090;display:block;margin-top:1px}
.rv{position:absolute;z-index:5;right:12px;top:12px;background:rgba(255,255,255,.9);color:#3b5bdb;border-radius:12px;padding:3px 10px;font-size:12px;font-weight:700}
.in{flex:none;gap:10px;padding:7px 10px;background:#fff;border-top:1px solid #e3e7f2;color:#3b5bdb;position:relative;z-index:2}.in .box{flex:1;min-height:36px;border-radius:18px;background:#f4f6fb;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#1c2340}`,
  html: `${head("jigsaw", "", icon.sliders(22), icon.back(22))}
<div class="fill" style="display:flex;flex-direction:column;justify-content:flex-end;padding-bottom:8px">
<div class="ph">${picture("100%", 200, ["#b9a58c", "#54606e"], `<div class="pz">${jigsaw(6, 3, 61, 67, [2, 3, 8, 9], "#8e9bc9", "rgba(255,255,255,.55)")}</div><div class="rv" data-role="ui">4 of 18 pieces</div>`)}</div>
<div class="nmr" data-role="ui"><b>Laurits, 33</b><small>Architectural technician · Leyton, London</small></div>
${card("About me", "owner", "I cycle everywhere, cook one huge stew on Sundays and lose at darts with grace.")}
${card("My Friday night", "owner", "The same Italian place on the High Road, every Friday for nine years. They still ask if I’ve booked.")}
</div>
<div class="row in">${icon.smile(22)}<span class="box" data-role="other" data-author="You">${esc("ok but did you book for this friday")}</span>${icon.send(22)}</div>`,
};

export const loveflutter: ScreenSpec = {
  id: "loveflutter-ill-say-pigeon",
  app: "Loveflutter",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Ishbel", handle: null },
  time: "08:52",
  battery: 88,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#fff7f4", card: "#fff", fg: "#2d1f22", sub: "#85706f", line: "#f3e2de", accent: "#f2545b", soft: "#ffe9e6", size: 15 })}${cardCss("#fff", "#f2545b", "#2d1f22", 16.5, 16)}
.hd{background:#fff7f4;border:0}.hd b{font-size:24px;font-weight:800;color:#f2545b;letter-spacing:-.6px}
.ph{margin:0 14px;border-radius:18px;overflow:hidden;position:relative}
.bc{margin:10px 14px 0;box-shadow:0 1px 3px rgba(120,40,40,.08)}
.cnt{font-size:11.5px;color:#b29c9a;text-align:right;margin-top:4px}
.tg{gap:7px;flex-wrap:wrap;padding:10px 16px 0}.tg span{font-size:13px;color:#f2545b;background:#ffe9e6;border-radius:14px;padding:4px 11px}
.act{flex:none;justify-content:center;gap:46px;padding:10px 0 10px;background:#fff7f4}.act span{width:60px;height:60px;border-radius:50%;background:#fff;box-shadow:0 2px 8px rgba(120,40,40,.16);display:flex;align-items:center;justify-content:center;color:#85706f}.act span.lk{background:#f2545b;color:#fff}
.tb{background:#fff;color:#b8a5a3}`,
  html: `${head("loveflutter", "", icon.sliders(22), icon.menu(22))}
<div class="fill">
<div class="ph">${picture("100%", 350, ["#9db4c8", "#4a5d57"], onPhoto("Ishbel, 29", "Veterinary nurse · Leith · 2 miles", 28))}</div>
<div class="bc">${ui("My 140", "bl")}${own("Sea swims all year, soup all winter, and strong opinions on the best chippy in Leith. Ask me about my foster cats.", "bt2")}${ui("118/140", "cnt")}</div>
${card("Quirky fact", "owner", "Put me in a garden and I can name every bird by its song. Show me one and I’ll say pigeon.")}
${tags(["#seaswimming", "#soup", "#crosswords", "#fostercats"])}
</div>
<div class="row act"><span>${icon.close(28)}</span><span class="lk">${icon.heart(28)}</span></div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

/** A Lex post: a bold title, the words, then the handle, place and age (labels), tags and actions. */
const lexPost = (o: { title: string; text: string; handle: string; meta: string; who: string; likes: string }) =>
  `<div class="lp">${o.who === "owner" ? own(o.title, "lt") : other(o.who, o.title, "lt")}${o.who === "owner" ? own(o.text, "lx") : other(o.who, o.text, "lx")}
<div class="row lm" data-role="ui">${avatar(22, "#6b5e7a")}<span class="lh">${esc(o.handle)}</span><span>${esc(o.meta)}</span></div>
<div class="row la" data-role="ui"><span class="row" style="gap:5px">${icon.heart(18)}<span>${esc(o.likes)}</span></span><span class="rsp">Respond</span></div></div>`;

export const lex: ScreenSpec = {
  id: "lex-left-my-own-birthday-party",
  app: "Lex",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "ilariav", handle: "ilariav" },
  time: "22:04",
  battery: 37,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#0d0d0d", card: "#171717", fg: "#f1eee6", sub: "#a09a8e", line: "#2a2a2a", accent: "#ff6a3d", soft: "#171717", size: 14.5 })}
.hd{background:#0d0d0d;border-bottom:1px solid #2a2a2a}.hd b{font-size:24px;font-weight:900;letter-spacing:-1px;font-family:Georgia,serif}
.tz{gap:18px;padding:10px 16px 8px;font-size:13.5px;color:#a09a8e;border-bottom:1px solid #2a2a2a}.tz span.on{color:#f1eee6;font-weight:700;border-bottom:2px solid #ff6a3d;padding-bottom:4px}
.lp{padding:14px 16px 10px;border-bottom:1px solid #2a2a2a}.lt{font-size:18px;line-height:23px;font-weight:800;font-family:Georgia,serif}.lx{font-size:14.5px;line-height:21px;margin-top:6px;color:#e3dfd5}
.lm{gap:7px;margin-top:10px;font-size:12.5px;color:#a09a8e}.lh{color:#ff6a3d;font-weight:600}
.la{gap:18px;margin-top:8px;font-size:12.5px;color:#a09a8e;justify-content:space-between}.rsp{border:1px solid #3a3a3a;border-radius:14px;padding:4px 14px;color:#f1eee6;font-weight:600}
.tb{background:#0d0d0d;color:#8a857b}`,
  html: `${head("Lex", "", icon.search(22), icon.menu(22))}
<div class="row tz" data-role="ui"><span class="on">Near you</span><span>Recent</span><span>Popular</span><span>Saved</span></div>
<div class="fill" style="display:flex;flex-direction:column;justify-content:center">
${lexPost({ title: "Sunday market buddy", text: "I carry the tote, you pick the peaches. Must tolerate long chats with the honey guy.", handle: "jovita.h", meta: "Providence, RI · 3h", who: "jovita.h", likes: "14" })}
${lexPost({ title: "Early to bed, early to everything", text: "Thirties, long walks, short books, tea at nine. In bed by ten, no exceptions. I left my own birthday party at quarter to. Seeking someone who’s up for breakfast dates.", handle: "ilariav", meta: "Providence, RI · 5h", who: "owner", likes: "31" })}
${lexPost({ title: "Climbing partner wanted", text: "Bouldering twice a week downtown. Spot me and I’ll spot you, then tacos.", handle: "hesper_climbs", meta: "Pawtucket, RI · 6h", who: "hesper_climbs", likes: "9" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.chat(24), icon.person(24)], true)}`,
};

export const hitch: ScreenSpec = {
  id: "hitch-she-says-it-relaxes-her",
  app: "Hitch",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Kieron", handle: null },
  time: "23:38",
  battery: 22,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#101418", card: "#1b2128", fg: "#eef3f6", sub: "#98a4ae", line: "#28313a", accent: "#2ec4a6", soft: "#1b2128", size: 14.5 })}${cardCss("#1b2128", "#2ec4a6", "#eef3f6", 16.5, 16)}
.hd{background:#101418;border:0}.hd b{font-size:22px;font-weight:800;color:#2ec4a6;letter-spacing:-.3px}
.ph{margin:0 12px;border-radius:16px;overflow:hidden;position:relative}
.bt2{font-weight:600}
.ch{background:transparent;padding:10px 12px 0}.ch span{background:#1b2128;border-color:#34404b;color:#d3dce2}.ch span.on{border-color:#2ec4a6;color:#6fe0c8}
.vc{margin:8px 12px 0;border-radius:16px;padding:12px 16px;background:#15302b;border:1px solid #2a5a50}.vh{gap:9px;font-size:12.5px;color:#6fe0c8;font-weight:700}.vt{font-size:15px;line-height:21px;margin-top:7px;color:#e4f4ef}
.act{flex:none;justify-content:center;gap:44px;padding:8px 0;background:#101418}.act span{width:56px;height:56px;border-radius:50%;background:#1b2128;display:flex;align-items:center;justify-content:center;color:#eef3f6}.act span.lk{background:#2ec4a6;color:#0b1a17}
.tb{background:#1b2128;color:#7c8893}`,
  html: `${head("hitch", "", icon.sliders(22), icon.menu(22))}
<div class="fill">
<div class="ph">${picture("100%", 230, ["#7d8b78", "#28302a"], onPhoto("Kieron, 31", "Physical therapist · Albany, NY · 5 mi", 27))}</div>
${chips(["5′11″", "Runner", "Wants kids", "Non-smoker"], 1)}
${card("Something my friends tease me about", "owner", "My mom still does my taxes. I’ve offered to take over, but she says it relaxes her.")}
<div class="vc"><div class="row vh" data-role="ui">${avatar(26, "#8a7a5a")}<span>Jozef vouched for Kieron</span></div>${other("Jozef", "Most responsible guy I know. Every one of us has been driven home by him at least once.", "vt")}</div>
${card("Best first date", "owner", "A long walk by the river and a diner after.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const dattch: ScreenSpec = {
  id: "dattch-other-peoples-balloons",
  app: "Dattch",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Heloisa", handle: null },
  time: "19:26",
  battery: 54,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#140f17", card: "#211a26", fg: "#f6eef8", sub: "#ab9cb3", line: "#30263a", accent: "#e8457c", soft: "#211a26", size: 14.5 })}${cardCss("#211a26", "#f07aa2", "#f6eef8", 16, 14)}
.hd{background:#140f17;border:0}.hd b{font-size:22px;font-weight:800;color:#e8457c;letter-spacing:.2px}
.ph{flex:none;margin:0 12px;border-radius:14px;overflow:hidden;position:relative}
.lk2{gap:8px;margin:8px 12px 0;padding:10px 16px;background:#211a26;border-radius:14px;font-size:13px;color:#ab9cb3}.lk2 b{color:#f6eef8;font-weight:600}
.ch{background:transparent;padding:8px 12px 0}.ch span{background:#211a26;border-color:#3b3046;color:#dcd0e2}.ch span.on{border-color:#e8457c;color:#ff8fb3}
.act{flex:none;justify-content:center;gap:40px;padding:8px 0;background:#140f17}.act span{width:54px;height:54px;border-radius:50%;background:#211a26;display:flex;align-items:center;justify-content:center;color:#f6eef8}.act span.lk{background:#e8457c;color:#fff}
.tb{background:#211a26;color:#8c7f94}`,
  html: `${head("DATTCH", "", icon.sliders(22), icon.menu(22))}
<div class="fill">
<div class="ph">${picture("100%", 220, ["#c29aa0", "#4b3346"], onPhoto("Heloisa, 30", "Primary school teacher · Richmond, London", 26))}</div>
<div class="row lk2" data-role="ui"><span>Looking for</span><b>Relationship · Friendship</b></div>
${card("About me", "owner", "Weekend baker, terrible singer, always the first to arrive.")}
${card("My golden rule", "owner", "Ten minutes early is on time. I’ve blown up a lot of other people’s balloons.")}
${chips(["Baking", "Wild swimming", "Board games", "Kew Gardens"], 9)}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.grid(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};
