// Part A's dating profiles, first file (v24).
import { tabs } from "./blocks";
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc, other, own, ui } from "./shell";

export const pure: ScreenSpec = {
  id: "pure-the-couple-havent-paid",
  app: "Pure",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Ravindra", handle: null },
  time: "23:12",
  battery: 44,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#17151a", "#f2476a", "#f3eef2", 16, 16)}${noteCss("#1f1a22", "#3a2f3e", "#c9b8cf", "#efe7f1")}
body{background:#0b0a0c;color:#f3eef2}
.hd{flex:none;height:50px;padding:0 16px;justify-content:space-between;color:#f3eef2}.hd b{font-size:21px;font-weight:800;letter-spacing:4px}
.ph{flex:none;margin:0 12px;border-radius:18px;overflow:hidden;position:relative}.bc,.vc,.tg{flex:none}
.exp{position:absolute;right:12px;top:12px;background:#f2476a;color:#fff;border-radius:12px;padding:3px 10px;font-size:12px;font-weight:700}
.tg{gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#d9ccdc;border:1px solid #3a2f3e;border-radius:14px;padding:3px 10px}
.act{flex:none;justify-content:center;gap:50px;padding:10px 0}.act span{width:56px;height:56px;border-radius:50%;background:#1f1a22;display:flex;align-items:center;justify-content:center;color:#f3eef2}.act span.lk{background:#f2476a;color:#fff}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#0b0a0c;border-top:1px solid #241f27;color:#8d8191}`,
  html: `<div class="row hd" data-role="ui">${icon.sliders(22)}<b>PURE</b>${icon.chat(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;justify-content:flex-start">
<div class="ph">${picture("100%", 190, ["#6c4a5e", "#1c1420"], `${onPhoto("Ravindra, 34", "Church organist · Bristol · 3 km", 27)}<div class="exp" data-role="ui">${esc("Ad expires in 38 min")}</div>`)}</div>
${tags(["5′10″", "Drinks socially", "Vegetarian", "Something serious"])}
${card("About me", "owner", "Sundays I’m at work, Saturdays I’m at weddings, and weekdays I’m on the allotment.")}
${card("A secret about my job", "owner", "Tetris theme during the signing of the register? The couple haven’t paid the organist.")}
${note("Reuel’s message about this answer", "#4e6a8a", "Reuel", "wait is that why my cousin's wedding had the tetris music")}
${card("Looking for", "owner", "Someone who doesn’t mind a lot of early Sundays.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

/** A Qeep detail row: label and value, one line. */
const detail = (label: string, value: string) => `<div class="row dr" data-role="ui"><span>${esc(label)}</span><b>${esc(value)}</b></div>`;

export const qeep: ScreenSpec = {
  id: "qeep-more-than-most-couples",
  app: "Qeep",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Nasrin", handle: null },
  time: "18:46",
  battery: 71,
  statusBarDark: true,
  statusBarBackground: "#1f8fd6",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#1f8fd6", "#1e2a33", 15, 10)}${noteCss("#fff4e8", "#ffd9ad", "#c46a10", "#3a2a1a")}
body{background:#eef3f7;color:#1e2a33}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#1f8fd6;color:#fff}.hd b{flex:1;font-size:19px;font-weight:700}
.ph{flex:none;overflow:hidden;position:relative}
.on{flex:none;gap:6px;padding:7px 14px;background:#fff;font-size:12.5px;color:#2f9e44;border-bottom:1px solid #dfe6ec}.on i{width:8px;height:8px;border-radius:50%;background:#2f9e44;display:inline-block}
.bc,.vc{flex:none}.bc{box-shadow:0 1px 2px rgba(0,0,0,.08)}
.dt{flex:none;margin:8px 12px 0;background:#fff;border-radius:10px;padding:4px 16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.dr{justify-content:space-between;padding:8px 0;border-bottom:1px solid #eef1f4;font-size:13.5px;color:#6b7a86}.dr:last-child{border:0}.dr b{color:#1e2a33;font-weight:600}
.act{flex:none;gap:10px;padding:8px 12px 10px;background:#eef3f7}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;background:#fff;color:#1f8fd6;border:1.5px solid #1f8fd6}.act span.lk{background:#ff8a1f;border-color:#ff8a1f;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #dfe6ec;color:#8a98a4}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>qeep</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 170, ["#8fb3c9", "#3d5566"], onPhoto("Nasrin, 29", "Pharmacist · Glasgow · 6 km", 25))}</div>
<div class="row on" data-role="ui"><i></i><span>Online now · replies fast</span></div>
${card("About me", "owner", "Hillwalker, quiz team captain, makes a decent dal. Mum texts me every time it’s about to rain. I live in Glasgow. We speak more than most couples.")}
${note("Message from Pietrina", "#c98a4e", "Pietrina", "does she send one when it’s sunny or is that more of a yearly thing")}
<div class="dt">${detail("Height", "5′5″")}${detail("Drinks", "Sometimes")}${detail("Looking for", "Something long-term")}${detail("Languages", "English, Farsi")}</div>
</div>
<div class="row act" data-role="ui"><span>${esc("Skip")}</span><span class="lk">${esc("Say hi")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

export const sweetring: ScreenSpec = {
  id: "sweetring-the-medal-hanger-is-already-up",
  app: "SweetRing",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Macsen", handle: null },
  time: "21:05",
  battery: 58,
  keyboard: true,
  suggestions: ["it", "the", "that"],
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#e0457b", "#2a1d24", 16, 18)}
body{background:#fdf1f5;color:#2a1d24}
.hd{flex:none;height:52px;padding:0 16px;gap:14px;color:#e0457b}.hd b{flex:1;text-align:center;font-size:21px;font-weight:800;letter-spacing:-.3px}
.ph{flex:none;margin:0 14px;border-radius:20px;overflow:hidden;position:relative}
.bc{flex:none;box-shadow:0 1px 3px rgba(140,40,80,.08);margin:8px 14px 0}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 16px 0}.tg span{font-size:12.5px;color:#b2335f;background:#fde0ea;border-radius:14px;padding:4px 11px}
.in{flex:none;gap:10px;padding:7px 10px;background:#fff;border-top:1px solid #f2d9e3;color:#e0457b}.in .box{flex:1;min-height:36px;border-radius:18px;background:#fdf1f5;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#2a1d24}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>SweetRing</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;justify-content:flex-end;padding-bottom:8px">
<div class="ph">${picture("100%", 150, ["#d6a3b3", "#5b3a4a"], onPhoto("Macsen, 36", "Quantity surveyor · Cardiff · 2 mi", 26))}</div>
${tags(["6′1″", "Never smokes", "Beer", "Wants marriage"])}
${card("My current goal", "owner", "Training for my first half marathon in April. The medal hanger is already up. That feels like the hard part done.")}
${card("Ideal weekend", "owner", "Parkrun if I’m feeling brave, then a roast dinner with my brother’s lot.")}
</div>
<div class="row in">${icon.smile(22)}<span class="box" data-role="other" data-author="You">${esc("ok but what’s hanging on it right now")}</span>${icon.send(22)}</div>`,
};

/** A Wamba gift note: a gift tile, the sender's line (ui) and their words. */
const gift = (from: string, color: string, text: string, when: string) =>
  `<div class="row gf">${avatar(34, color)}<div style="flex:1;min-width:0">${ui(`${from} sent a gift · ${when}`, "gn")}${other(from, text, "gx")}</div></div>`;

export const wamba: ScreenSpec = {
  id: "wamba-page-one-hundred-six-times",
  app: "Wamba",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Oddvar", handle: null },
  time: "22:31",
  battery: 29,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#221d2c", "#a98bf0", "#efeaf6", 15, 12)}
body{background:#15121b;color:#efeaf6}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#1c1824;border-bottom:1px solid #2c2638}.hd b{flex:1;font-size:18px;font-weight:700}
.top{flex:none;gap:14px;padding:14px 14px 6px}.top .nm{font-size:21px;font-weight:700}.top .mt{font-size:13px;color:#a79fb5;margin-top:2px}
.ph{flex:none;display:flex;gap:6px;padding:6px 14px}.ph .pic{border-radius:10px}
.bc{flex:none}
.gf{flex:none;gap:10px;align-items:flex-start;margin:8px 12px 0;padding:10px 14px;background:#1c1824;border:1px solid #2c2638;border-radius:12px}.gn{font-size:12px;color:#a79fb5}.gx{font-size:14.5px;line-height:20px;margin-top:3px}
.ws{flex:none;display:grid;grid-template-columns:1fr 1fr;gap:6px 10px;margin:8px 12px 0;padding:10px 16px;background:#221d2c;border-radius:12px;font-size:13px;color:#a79fb5}.ws b{color:#efeaf6;font-weight:600;display:block;font-size:14px}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#1c1824;border-top:1px solid #2c2638;color:#8a819a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Wamba</b>${icon.heart(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${avatar(58, "#6a5a8c")}<div data-role="ui"><div class="nm">${esc("Oddvar, 41")}</div><div class="mt">${esc("Bergen · online 12 min ago")}</div></div></div>
<div class="ph">${picture("33%", 96, ["#7c6a5a", "#2e2a38"])}${picture("33%", 96, ["#5a7c8c", "#26303a"])}${picture("33%", 96, ["#8c7c5a", "#3a3326"])}</div>
${card("About me", "owner", "Ferry engineer, two weeks on and two weeks off. On my weeks off I run a book club of four. We have read the first hundred pages of Moby-Dick six times.")}
${gift("Nikandros", "#4f7f6a", "the whale turns up eventually, I promise, keep going", "2 days ago")}
${card("Favourite place", "owner", "The car deck at six in the morning, with a coffee from the machine.")}
<div class="ws" data-role="ui"><div>Height<b>188 cm</b></div><div>Drinks<b>Rarely</b></div><div>Kids<b>Maybe one day</b></div><div>Here for<b>A relationship</b></div></div>
</div>
${tabs([icon.grid(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};
