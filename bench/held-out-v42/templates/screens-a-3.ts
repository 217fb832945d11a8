// Part A's dating profiles, third file (v42): FindSomeone, JWed.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const findSomeone: ScreenSpec = {
  id: "findsomeone-the-same-kiwi-nine-nights",
  app: "FindSomeone",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Finlay", handle: null },
  time: "20:58",
  battery: 64,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Ema",
    body: "is that the ranger from our ferry trip?? he told the whole boat about a kiwi",
    author: "Ema",
    age: "now",
  },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#1f8a5b", "#1d2521", 15, 12)}${noteCss("#eef7f2", "#cde6d8", "#1f8a5b", "#1d2521")}
body{background:#f1f4f2;color:#1d2521}
.hd{flex:none;height:40px;padding:0 16px;gap:14px;color:#1d2521}.hd span{flex:1}
.wm{flex:none;padding:30px 16px 8px;font-size:26px;font-weight:800;letter-spacing:-.6px;color:#1f8a5b;background:#f1f4f2}.wm i{font-style:normal;color:#1d2521}
.ph{flex:none;overflow:hidden;position:relative;margin:4px 12px 0;border-radius:14px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#2f4a3d;background:#fff;border:1px solid #d3e2d9;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #dbe5df}.act span{flex:1;height:46px;border-radius:12px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15px;font-weight:700;background:#eef2f0;color:#1d2521}.act span.a{background:#1f8a5b;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span></span>${icon.bookmark(21)}${icon.more(22)}</div>
<div class="wm" data-role="ui">${esc("find")}<i>${esc("someone")}</i></div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#a9cf9a", "#2e5a4a"], `${caption("owner", "Ulva Island track", "left:12px;top:12px", "rgba(0,0,0,.45)")}${onPhoto("Finlay, 39", "Stewart Island, Southland · 21 km", 25)}`)}</div>
${tags(["Ranger", "6' 1\"", "Outdoorsy", "Wants a relationship"])}
${card("About me", "owner", "DOC ranger on Stewart Island. I own one good shirt, two pairs of gumboots and a very reliable boat.")}
${card("My best night out", "owner", "I once spent nine nights in a tent counting kiwi. It was the same kiwi every night, and I think he was showing off.")}
${note("Anahera · 20:41", "#6a8f7a", "Anahera", "my uncle counts those on rakiura too. he says the show-off one is called bruce")}
${card("Who I'm hoping to meet", "owner", "Someone who can light a fire in the rain and doesn't get seasick crossing Foveaux Strait.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Not now")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("Interested")}</span></div>`,
};

export const jwed: ScreenSpec = {
  id: "jwed-confiscated-from-the-office-fridge",
  app: "JWed",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  downscaleTo: 1080,
  owner: { name: "Ayelet", handle: null },
  time: "23:12",
  battery: 26,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#191c24", "#d9b45a", "#e9ebf1", 15.5, 12)}${noteCss("#1e2431", "#33405a", "#8fb0ff", "#e9ebf1")}
body{background:#0e1016;color:#e9ebf1}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#e9ebf1;border-bottom:1px solid #22262f}.hd b{flex:1;text-align:center;font-size:21px;font-weight:800;color:#8fb0ff;font-family:Georgia,serif}
.ph{flex:none;overflow:hidden;position:relative}
.nm{flex:none;padding:12px 16px 2px;font-size:24px;font-weight:700}.ln{flex:none;padding:0 16px;font-size:13.5px;color:#9aa1b2}
.dl{flex:none;background:#191c24;margin:10px 12px 0;border-radius:12px;padding:2px 16px}
.dr{justify-content:space-between;font-size:13.5px;padding:7px 0;border-bottom:1px solid #262a34;color:#9aa1b2}.dr b{color:#e9ebf1;font-weight:600}.dr:last-child{border-bottom:none}
.tb{flex:none;justify-content:space-around;padding:10px 0 32px;background:#13151c;border-top:1px solid #22262f;color:#7d8496}.tb svg:nth-child(1){color:#8fb0ff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("JWed")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 190, ["#b7c6e0", "#4b3b5e"], caption("owner", "Riverside Park, spring", "left:12px;bottom:12px", "rgba(0,0,0,.45)"))}</div>
<div class="nm" data-role="ui">${esc("Ayelet, 30")}</div>
<div class="ln" data-role="ui">${esc("Teaneck, NJ · Active today")}</div>
<div class="dl">${detail("Profession", "Pharmacist")}${detail("Height", "5' 5\"")}${detail("Looking for", "Marriage")}</div>
${card("About me", "owner", "Hospital pharmacist in Hackensack. I host Friday night dinners, run slowly and own too many cookbooks.")}
${card("A habit I'm working on", "owner", "I label everything in the office fridge. HR has politely requested that I stop using the word confiscated.")}
${note("Eliezer · 22:50", "#5b6b8c", "Eliezer", "we have a fridge like that at work. someone left a note that just said we know")}
${card("My ideal weekend", "owner", "A Friday dinner that runs long, a good argument about soup, and someone who clears the table.")}
</div>
<div class="row tb" data-role="ui">${icon.search(24)}${icon.heart(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};
