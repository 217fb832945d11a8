// Part A’s dating profiles, second file (v24): Twoo, Chappy, Romeo, Snack, Salams, Tantan.
import { tabs } from "./blocks";
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc, other, own, ui } from "./shell";

export const twoo: ScreenSpec = {
  id: "twoo-better-frames-from-your-photos",
  app: "Twoo",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 88 }, { width: 828, quality: 68 }],
  owner: { name: "Phaedra", handle: null },
  time: "12:58",
  battery: 83,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#0a9fd8", "#22313a", 15.5, 8)}${noteCss("#eaf7fd", "#bfe6f6", "#0a7fb0", "#1f3a48")}
body{background:#f1f4f6;color:#22313a}
.hd{flex:none;height:50px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e1e6ea;color:#0a9fd8}.hd b{flex:1;font-size:22px;font-weight:800;letter-spacing:-.5px}
.ph{flex:none;overflow:hidden;position:relative}
.bc,.vc{flex:none}
.both{flex:none;gap:8px;margin:8px 12px 0;padding:9px 14px;background:#fff3e0;border-radius:8px;font-size:13px;color:#9a5b00}
.act{flex:none;justify-content:center;gap:16px;padding:10px 14px;background:#f1f4f6}.act span{flex:1;height:44px;border-radius:8px;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:15px;color:#fff;background:#9fb0bb}.act span.lk{background:#0a9fd8}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#fff;border-top:1px solid #e1e6ea;color:#8d9aa3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>twoo</b>${icon.star(22)}${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 230, ["#c7b08f", "#5d6b77"], `${caption("owner", "the only photo where I’m not squinting")}${onPhoto("Phaedra, 27", "Optician · Antwerp · 4 km", 27)}`)}</div>
<div class="row both" data-role="ui">${icon.check(16)}<span>${esc("You both like escape rooms and Belgian waffles")}</span></div>
${card("About me", "owner", "Optician, choir on Thursdays, aunt to three. I won’t mention your glasses on the date. I’ve already picked you better frames from your photos.")}
${note("Nobuhle wrote to Phaedra", "#7a5ca8", "Nobuhle", "ok which frames. be honest")}
${card("Looking for", "owner", "Someone who doesn’t mind being told they’re due a sight test.")}
</div>
<div class="row act" data-role="ui"><span>${esc("No")}</span><span class="lk">${esc("Yes")}</span></div>
${tabs([icon.search(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const chappy: ScreenSpec = {
  id: "chappy-one-very-punctual-microwave",
  app: "Chappy",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Mihail", handle: null },
  time: "08:14",
  battery: 92,
  banner: { app: "Chappy", color: "#3e6bf0", title: "Roparzh", body: "did you just clap the 38 bus?? i’m two seats behind you", author: "Roparzh", age: "now" },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#3e6bf0", "#1d2440", 15.5, 16)}
body{background:#f3f5fc;color:#1d2440}
.hd{flex:none;height:52px;padding:0 16px;gap:14px;background:#f3f5fc}.hd b{flex:1;text-align:center;font-size:21px;font-weight:800;background:linear-gradient(90deg,#3e6bf0,#e0509a);-webkit-background-clip:text;color:transparent}
.ph{flex:none;margin:0 12px;border-radius:18px;overflow:hidden;position:relative}
.bc{flex:none}
.sl{flex:none;margin:8px 12px 0;padding:11px 16px;background:#fff;border-radius:16px}.sl .lb{justify-content:space-between;font-size:12.5px;color:#6a7190;font-weight:600}.sl .tr{height:6px;border-radius:3px;background:linear-gradient(90deg,#3e6bf0,#e0509a);margin-top:9px;position:relative}.sl .tr i{position:absolute;left:18%;top:-6px;width:18px;height:18px;border-radius:50%;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.3)}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#3e6bf0;background:#e4eafd;border-radius:14px;padding:4px 11px}
.act{flex:none;justify-content:center;gap:46px;padding:10px 0}.act span{width:56px;height:56px;border-radius:50%;background:#fff;box-shadow:0 2px 8px rgba(40,50,120,.15);display:flex;align-items:center;justify-content:center;color:#6a7190}.act span.lk{background:#3e6bf0;color:#fff}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#fff;border-top:1px solid #e2e6f3;color:#8e94ad}`,
  html: `<div class="row hd" data-role="ui">${icon.sliders(22)}<b>Chappy</b>${icon.bell(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 220, ["#8aa0c8", "#2f3550"], onPhoto("Mihail, 32", "Pharmacy technician · Walthamstow · 1 mi", 27))}</div>
<div class="sl"><div class="row lb" data-role="ui"><span>Mr. Right</span><span>Mr. Right Now</span></div><div class="tr"><i></i></div></div>
${tags(["5′9″", "Drinks: weekends", "Runs", "Cat person"])}
${card("A hill I’ll die on", "owner", "Clapping when the plane lands is good manners. I have also clapped a lift, a bus and one very punctual microwave.")}
${card("Weekends look like", "owner", "Market on Saturday, long lunch with friends, early night.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.flame(24), icon.search(24), icon.chat(24), icon.person(24)])}`,
};

export const romeo: ScreenSpec = {
  id: "romeo-the-waiter-is-from-sheffield",
  app: "Romeo",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Ozren", handle: null },
  time: "20:22",
  battery: 47,
  crop: { top: 30, bottom: 56 },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1e2228", "#ff4a5a", "#eef0f3", 15, 10)}${noteCss("#24202a", "#3b3040", "#d6a3ad", "#f0e8ec")}
body{background:#121418;color:#eef0f3}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#1a1d22;border-bottom:1px solid #2a2e35}.hd b{flex:1;font-size:18px;font-weight:700}
.ph{flex:none;overflow:hidden;position:relative}
.bc,.vc{flex:none}
.st{flex:none;display:grid;grid-template-columns:repeat(3,1fr);margin:8px 12px 0;background:#1e2228;border-radius:10px;padding:10px 6px;text-align:center;font-size:11.5px;color:#9aa1ab}.st b{display:block;font-size:15px;color:#eef0f3;margin-bottom:2px}
.fp{flex:none;gap:8px;margin:8px 12px 0;font-size:12.5px;color:#9aa1ab}
.act{flex:none;gap:10px;padding:8px 12px;background:#121418}.act span{flex:1;height:42px;border-radius:8px;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:14.5px;background:#1e2228;color:#eef0f3}.act span.lk{background:#ff4a5a;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#1a1d22;border-top:1px solid #2a2e35;color:#8a919b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Ozren")}</b>${icon.star(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#6b5a4a", "#1f2329"], onPhoto("Ozren, 38", "Zagreb, Trešnjevka · 2.4 km · online", 25))}</div>
<div class="st" data-role="ui"><div><b>183 cm</b>Height</div><div><b>Dating</b>Looking for</div><div><b>Never</b>Smoking</div></div>
${card("About me", "owner", "Civil engineer. I swim at Mladost before work and read on the tram after it.")}
${card("Something about me", "owner", "I took two years of Italian so I could order properly at Da Nino. The waiter is from Sheffield.")}
${note("Message from Radoslav · 19:48", "#5e7f9c", "Radoslav", "he does a great accent though, I thought he was from Naples for a year")}
</div>
<div class="row act" data-role="ui"><span>${esc("Footprint")}</span><span class="lk">${esc("Message")}</span></div>
${tabs([icon.grid(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

/** A Snack clip: a video still with the owner's caption on it (their words) and a view count (ui). */
const clip = (colors: [string, string], text: string, views: string) =>
  `<div class="cl">${picture("100%", 178, colors, `${caption("owner", text, "left:8px;right:8px;bottom:30px", "rgba(0,0,0,.55)")}<div class="row vw" data-role="ui">${icon.play(12)}<span>${esc(views)}</span></div>`)}</div>`;

export const snack: ScreenSpec = {
  id: "snack-it-was-2004-and-i-was-fine",
  app: "Snack",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 70,
  owner: { name: "Rilla", handle: "rilla.makes" },
  time: "17:39",
  battery: 66,
  replies: true,
  cutLines: 1,
  css: `body{background:#0f0f12;color:#f4f1ea}
.hd{flex:none;height:50px;padding:0 16px;gap:14px}.hd b{flex:1;text-align:center;font-size:17px;font-weight:700}
.pr{flex:none;gap:14px;padding:6px 16px 4px}.pr .nm{font-size:22px;font-weight:800}.pr .mt{font-size:13px;color:#a9a59c;margin-top:2px}
.bio{flex:none;padding:6px 16px 0;font-size:15px;line-height:21px}
.grid{flex:none;display:grid;grid-template-columns:1fr 1fr 1fr;gap:4px;padding:10px 4px 0}.cl{border-radius:6px;overflow:hidden}.cl .capt{font-size:11.5px !important;line-height:15px !important;padding:3px 6px !important;border-radius:6px !important}
.vw{position:absolute;left:8px;bottom:7px;gap:4px;font-size:11.5px;color:#fff;font-weight:600}
.cms{flex:none;padding:8px 16px 0}.ch{font-size:13px;color:#a9a59c;font-weight:600;margin:6px 0 4px}
.cm{gap:10px;align-items:flex-start;padding:7px 0}.cn{font-size:12.5px;color:#a9a59c;font-weight:600}.cx{font-size:14.5px;line-height:20px;margin-top:1px}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#0f0f12;border-top:1px solid #26262c;color:#a9a59c;position:relative;z-index:3}
.fw{flex:none;gap:10px;padding:10px 16px 0}.fw span{flex:1;text-align:center;padding:9px;border-radius:10px;font-weight:700;font-size:14.5px;background:#ffd23f;color:#1a1600}.fw span.o{background:#26262c;color:#f4f1ea}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("rilla.makes")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row pr">${avatar(62, "#b4664a", { ring: "#ffd23f" })}<div data-role="ui"><div class="nm">${esc("Rilla, 30")}</div><div class="mt">${esc("Ceramicist · Birmingham · 5 mi")}</div></div></div>
${own("Potter, swimmer, overthinker of text messages. Hunting for someone to drag round car boot sales.", "bio")}
<div class="row fw" data-role="ui"><span>${esc("Snack")}</span><span class="o">${esc("Message")}</span></div>
<div class="grid">${clip(["#c98a5a", "#3a2418"], "vase, day 3", "1.1K")}${clip(["#5a8ac9", "#182a3a"], "grandad’s story", "2.9K")}${clip(["#8ac95a", "#24381a"], "sunday swim, 9°C", "870")}</div>
<div class="cms">${ui("On “grandad’s story”", "ch")}
<div class="row cm">${avatar(30, "#b4664a")}<div style="flex:1;min-width:0">${ui("rilla.makes · 2d", "cn")}${own("He still introduces me as the one who fell in the canal. It was 2004 and I was fine.", "cx")}</div></div>
<div class="row cm">${avatar(30, "#6a8a4e")}<div style="flex:1;min-width:0">${ui("nephele.w · best friend · 2d", "cn")}${other("nephele.w", "she was not fine, she came out holding a traffic cone and refused to let go of it", "cx")}</div></div>
<div class="row cm">${avatar(30, "#4e6a8a")}<div style="flex:1;min-width:0">${ui("oenone_r · 1d", "cn")}${other("oenone_r", "the grandad is the real catch here", "cx")}</div></div>
<div class="row cm">${avatar(30, "#8a4e6a")}<div style="flex:1;min-width:0">${ui("mstislav.k · 20h", "cn")}${other("mstislav.k", "fair play to a woman who keeps her cone", "cx")}</div></div>
<div class="row cm">${avatar(30, "#7a6a3e")}<div style="flex:1;min-width:0">${ui("pelagia.v · 12h", "cn")}${other("pelagia.v", "my nan did the same with a shopping trolley in 1971 and mentions it at every christening", "cx")}</div></div>
<div class="row cm">${avatar(30, "#3e7a6a")}<div style="flex:1;min-width:0">${ui("rosmarie_t · 9h", "cn")}${other("rosmarie_t", "which canal though, asking for safety reasons, mine is near the Mailbox and I walk it every single morning", "cx")}</div></div>
</div>
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.chat(24), icon.person(24)])}`,
};

export const salams: ScreenSpec = {
  id: "salams-asks-after-my-mum",
  app: "Salams",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Rizwan", handle: null },
  time: "15:07",
  battery: 52,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#0f8a6a", "#1b2a26", 15, 14)}${noteCss("#e9f6f1", "#bfe3d6", "#0f7a5e", "#1b2a26")}
body{background:#f4f7f5;color:#1b2a26}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e1e9e5;color:#0f8a6a}.hd b{flex:1;font-size:20px;font-weight:800}
.ph{flex:none;margin:8px 12px 0;border-radius:16px;overflow:hidden;position:relative}
.bc,.vc{flex:none}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#0f6f55;background:#dff1ea;border-radius:14px;padding:4px 11px}
.act{flex:none;justify-content:center;gap:40px;padding:8px 0}.act span{width:52px;height:52px;border-radius:50%;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.12);display:flex;align-items:center;justify-content:center;color:#6b7a74}.act span.lk{background:#0f8a6a;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e1e9e5;color:#86958f}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>salams</b>${icon.sliders(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 180, ["#9ab8a8", "#34483f"], onPhoto("Rizwan, 33", "Civil servant · Derby · 4 mi", 25))}</div>
${tags(["5′11″", "Doesn’t drink", "Marriage in the next 2 years", "Wants kids"])}
${card("My story", "owner", "Eldest of five, cricket on Sundays, very good at assembling wardrobes.")}
${card("My family relies on me for", "owner", "I drive every relative to and from Terminal 3. The man at the short stay barrier now asks after my mum.")}
${note("Mahnoor vouched for her brother", "#a0705a", "Mahnoor", "He once collected me at 4am carrying a flask of chai and a spare blanket. Marry him before I do something to deserve him.")}
</div>
<div class="row act"><span>${icon.close(24)}</span><span class="lk">${icon.heart(24)}</span></div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const tantan: ScreenSpec = {
  id: "tantan-who-trained-me",
  app: "Tantan",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 78,
  owner: { name: "Omair", handle: null },
  time: "19:52",
  battery: 34,
  banner: {
    app: "Tantan",
    color: "#ff5a3c",
    title: "Qasim",
    body: "mate you’re locked out again aren’t you, your dad says he’s on his way",
    author: "Qasim",
    age: "now",
  },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#ff5a3c", "#2b2220", 15, 12)}${noteCss("#fff1ec", "#ffd3c6", "#d8452a", "#3a2620")}
body{background:#f6f2f0;color:#2b2220}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #ece4e1}.hd b{flex:1;font-size:18px;font-weight:700}.hd .ed{color:#ff5a3c;font-weight:700;font-size:14.5px}
.ph{flex:none;margin:8px 12px 0;border-radius:14px;overflow:hidden;position:relative}
.bc,.vc{flex:none}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#c2412a;background:#ffe6de;border-radius:14px;padding:4px 11px}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #ece4e1;color:#9a8f8b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Preview of your profile")}</b><span class="ed">${esc("Edit")}</span></div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 190, ["#c9a27c", "#4a3a30"], onPhoto("Omair, 35", "Locksmith · Bolton · 3 km", 26))}</div>
${tags(["5′10″", "Doesn’t drink", "Looking for a partner", "Football"])}
${card("About me", "owner", "Five-a-side on Wednesdays, my nan’s biryani on Sundays, and a long drive whenever the weather lets me.")}
${card("The thing nobody expects", "owner", "Locksmith, eleven years. I’ve locked myself out twice this year. Both times I rang my dad, who trained me.")}
${note("Rumana liked your answer", "#b0607a", "Rumana", "is your dad single, asking for my mum")}
${card("Looking for", "owner", "Someone who remembers their keys. One of us should.")}
</div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};
