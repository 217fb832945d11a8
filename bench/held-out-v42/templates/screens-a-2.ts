// Part A's dating profiles, second file (v42): TamilMatrimony, RSVP, Oasis Active.
import { avatar, icon, picture } from "./icons";
import { inputBar } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const tamilMatrimony: ScreenSpec = {
  id: "tamilmatrimony-the-queue-at-the-wedding",
  app: "TamilMatrimony",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Dharani", handle: null },
  time: "10:26",
  battery: 71,
  statusBarDark: true,
  statusBarBackground: "#7a1f2b",
  keyboard: true,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#7a1f2b", "#24201f", 14.5, 8)}${noteCss("#fbf4ec", "#ecd9c2", "#7a1f2b", "#24201f")}
body{background:#f3efe9;color:#24201f}
.hd{flex:none;height:52px;padding:0 14px;gap:16px;background:#7a1f2b;color:#fff}.hd b{flex:1;font-size:19px;font-weight:700}.hd b i{font-style:normal;color:#f2c14e}
.top{flex:none;gap:12px;padding:10px 14px;background:#fff;border-bottom:1px solid #e6ddd2}.top .nm{font-size:18px;font-weight:700}.top .ln{font-size:12.5px;color:#6d625a;margin-top:1px}
.ac{flex:none;gap:8px;padding:12px 14px;font-size:12.5px;color:#6d625a;background:#fbf8f4;border-bottom:1px solid #e6ddd2}.ac i{width:8px;height:8px;border-radius:50%;background:#4caf50}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12px;color:#5b4a3e;background:#fff;border:1px solid #e3d3bf;border-radius:12px;padding:3px 9px}
.in{flex:none;gap:10px;padding:8px 10px;background:#fff;border-top:1px solid #e6ddd2;color:#7a1f2b}.in .box{flex:1;min-height:38px;display:flex;align-items:center;border-radius:19px;background:#f3efe9;padding:0 14px;font-size:14.5px;color:#24201f}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Tamil")}<i>${esc("Matrimony")}</i></b>${icon.star(20)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;justify-content:flex-end">
<div class="row ac" data-role="ui"><i></i><span>${esc("Active 2 hours ago · Profile ID T4821930")}</span></div>
<div class="row top" data-role="ui">${avatar(52, "#a5735a")}<div><div class="nm">${esc("Dharani, 29")}</div><div class="ln">${esc("Chennai, Tamil Nadu · 5' 3\"")}</div><div class="ln">${esc("Profile created by Self")}</div></div></div>
${tags(["Chartered Accountant", "Never married", "Vegetarian"])}
${card("About my family", "owner", "I file the tax returns for 23 relatives. At weddings they queue to see me before they greet the couple.")}
${note("Arvind · 10:09", "#8c6b5a", "Arvind", "my periappa has three flats and no receipts. are you taking new clients")}
<div style="height:8px;flex:none"></div>
</div>
${inputBar("do you also do gst, asking for my dad", true)}`,
};

export const rsvp: ScreenSpec = {
  id: "rsvp-red-card-for-a-grandmother",
  app: "RSVP",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Ashton", handle: null },
  time: "22:05",
  battery: 18,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1c1b1f", "#ff5fa2", "#ecebef", 15, 10)}${noteCss("#26202a", "#3f3044", "#ff8fbf", "#ecebef")}
body{background:#111014;color:#ecebef}
.hd{flex:none;height:46px;padding:0 16px;gap:14px;color:#ecebef}.hd b{flex:1;text-align:center;font-size:22px;font-weight:800;letter-spacing:1px;color:#ff5fa2}
.ph{flex:none;overflow:hidden;position:relative}
.on{flex:none;gap:8px;padding:8px 16px;font-size:12.5px;color:#a9a6b2}
.dl{flex:none;background:#1c1b1f;margin:4px 12px 0;border-radius:10px;padding:2px 16px}
.dr{justify-content:space-between;font-size:13px;padding:6px 0;border-bottom:1px solid #2a282f;color:#9c99a6}.dr b{color:#ecebef;font-weight:600}.dr:last-child{border-bottom:none}
.tb{flex:none;justify-content:space-around;padding:10px 0 30px;background:#17161a;border-top:1px solid #2a282f;color:#8f8c99}.tb svg:nth-child(2){color:#ff5fa2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("rsvp")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 178, ["#f0b27a", "#2c4a6e"], `${caption("owner", "Torquay, after a swim", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Ashton, 41", "Geelong, VIC · 6 km away", 25)}`)}</div>
<div class="row on" data-role="ui"><span>${esc("Last active today · 94% profile match")}</span></div>
<div class="dl">${detail("Occupation", "Plumber")}${detail("Height", "180 cm")}${detail("Seeking", "Woman, 34 - 44")}</div>
${card("About me", "owner", "Plumber by trade, under-10s football referee on Saturdays, average cook, very good at reversing trailers.")}
${card("My highlight of the year", "owner", "The only red card I've given this season went to a grandmother. She took it well and has since brought me a thermos.")}
${note("Bronwyn · 21:48", "#7b5a80", "Bronwyn", "was it the nan with the folding chair and the megaphone? she's at our netball too")}
${card("My perfect Sunday", "owner", "A late swim at Torquay, fish and chips on the foreshore, then the footy on the radio in the shed.")}
</div>
<div class="row tb" data-role="ui">${icon.search(24)}${icon.heartFilled(24, "#ff5fa2")}${icon.chat(24)}${icon.bell(24)}${icon.person(24)}</div>`,
};

export const oasisActive: ScreenSpec = {
  id: "oasis-active-two-forms-of-id",
  app: "Oasis Active",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  crop: { top: 30 },
  owner: { name: "Anabel", handle: null },
  time: "16:40",
  battery: 83,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#00838f", "#1e2a2c", 14.5, 14)}${noteCss("#fff6ec", "#f6d9b6", "#d9700f", "#1e2a2c")}
body{background:#eef5f5;color:#1e2a2c}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;color:#00838f;border-bottom:1px solid #d7e6e6}.hd b{flex:1;font-size:21px;font-weight:800;letter-spacing:-.5px}.hd b i{font-style:normal;color:#f08a1c}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12.5px;color:#005f67;background:#d9eeee;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:10px;padding:10px 14px 14px;background:#fff;border-top:1px solid #d7e6e6}.act span{flex:1;height:44px;border-radius:22px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:15px;font-weight:700;background:#e3eeee;color:#1e2a2c}.act span.a{background:#f08a1c;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("oasis")}<i>${esc("active")}</i></b>${icon.star(20)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#ffd08a", "#d9596b"], `${caption("owner", "Scarborough beach, after work", "left:12px;top:12px", "rgba(0,0,0,.42)")}${onPhoto("Anabel, 28", "Perth, WA · Online now", 25)}`)}</div>
${tags(["Kindy teacher", "165 cm", "Non-smoker", "Looking for a relationship"])}
${card("About me", "owner", "Kindy teacher during the week. I bake too much banana bread and always lose at Uno.")}
${card("My weekend job", "owner", "On Saturdays I'm a princess at kids' parties. Last week a six-year-old asked me for ID, then for a second form of ID.")}
${note("Bevan · 16:22", "#c48a4a", "Bevan", "my nephew was at that party. he says you passed but he's keeping an eye on you")}
${card("My ideal first date", "owner", "Sunset at Kings Park with takeaway dumplings and somebody who won't mind my terrible sense of direction.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Pass")}</span><span class="a">${icon.chat(18)}${esc("Say hi")}</span></div>`,
};
