// Part A's dating profiles, fourth file (v42): MySingleFriend, Sirf Coffee.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const mySingleFriend: ScreenSpec = {
  id: "mysinglefriend-the-ex-in-three-across",
  app: "MySingleFriend",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Blair", handle: null },
  time: "13:37",
  battery: 45,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#b0347a", "#26212a", 14.5, 12)}${noteCss("#f7eef4", "#e8cfe0", "#b0347a", "#26212a")}
body{background:#f5f1f4;color:#26212a}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #eadfe6;color:#26212a}.hd b{flex:1;font-size:19px;font-weight:800;letter-spacing:-.4px;color:#b0347a}.hd b i{font-style:normal;color:#26212a;font-weight:600}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:14px}
.fr{flex:none;background:#fff8e8;border:1px solid #f0dfb6;margin:8px 12px 0;border-radius:12px;padding:11px 15px}.fr .fl{font-size:12.5px;font-weight:700;color:#9a6b00}.fr .ft{font-size:14.5px;line-height:20px;margin-top:5px;color:#3a3226;font-style:italic}
.tb{flex:none;justify-content:space-around;padding:10px 0 14px;background:#fff;border-top:1px solid #eadfe6;color:#8a7f88}.tb svg:nth-child(1){color:#b0347a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("mysingle")}<i>${esc("friend")}</i></b>${icon.heart(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#d8b4c8", "#5b4a6e"], `${caption("owner", "Hyde Park, Leeds, first sun", "left:12px;top:12px", "rgba(0,0,0,.45)")}${onPhoto("Blair, 32", "Leeds, West Yorkshire", 24)}`)}</div>
<div class="fr"><div class="fl" data-role="ui">${esc("Written by her friend Anaya")}</div><div class="ft" data-role="other" data-author="Anaya">${esc("Blair remembers your mum's birthday and always carries a spare umbrella. She once walked me home across Leeds in shoes she borrowed from a stranger.")}</div></div>
${card("In Blair's own words", "owner", "I set the Saturday crossword for a Leeds paper. Three of this year's clues were about my ex, and he solved every one.")}
${note("Evan · 13:20", "#8a6f9c", "Evan", "three across, eight letters, man who didn't see it coming. is it me")}
${card("Blair is looking for", "owner", "A reader of the whole weekend paper who keeps an allotment, or at least pretends to.")}
${card("Blair's perfect Saturday", "owner", "Kirkgate Market early, soup for lunch, then proofreading next week's grid with a pot of tea.")}
</div>
<div class="row tb" data-role="ui">${icon.search(24)}${icon.heart(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};

export const sirfCoffee: ScreenSpec = {
  id: "sirf-coffee-the-second-audience-member",
  app: "Sirf Coffee",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  crop: { top: 44, bottom: 70 },
  owner: { name: "Dhruvi", handle: null },
  time: "19:33",
  battery: 52,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1e1a17", "#d99a5b", "#efe8e1", 15, 14)}${noteCss("#261f1a", "#3e3128", "#e8b27c", "#efe8e1")}
body{background:#13100e;color:#efe8e1}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;color:#efe8e1;border-bottom:1px solid #2a231e}.hd b{flex:1;text-align:center;font-size:19px;font-weight:700;color:#d99a5b}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#e3d5c7;background:#2a231e;border-radius:14px;padding:5px 10px}
.tb{flex:none;justify-content:space-around;padding:10px 0 30px;background:#181411;border-top:1px solid #2a231e;color:#8c8177}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Sirf Coffee")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 213, ["#d7a77a", "#3b2c4a"], `${caption("owner", "Koregaon Park, Sunday", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Dhruvi, 29", "Pune, Maharashtra · 4 km away", 25)}`)}</div>
${tags(["Music teacher", "5' 2\"", "Chai, not coffee", "Long-term"])}
${card("About me", "owner", "Music teacher at a school in Pune. I drink my chai far too sweet and read novels on the bus.")}
${card("Something I started", "owner", "I run a choir for people who were told to mime at school. We have 38 members and, since last month, a second audience member.")}
${note("Chetan · 19:05", "#8a6a52", "Chetan", "my sister joined in may. we all wear earplugs at home now, lovingly")}
${card("I'm hoping to meet", "owner", "A funny man who finishes books and is fine with my choir rehearsing in the kitchen.")}
</div>
<div class="row tb" data-role="ui">${icon.home(24)}${icon.search(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};
