// Part A's dating profiles, third file (v34): Fitafy, Flure.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const fitafy: ScreenSpec = {
  id: "fitafy-stairs-to-the-ninth-floor",
  app: "Fitafy",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 66,
  downscaleTo: 810,
  owner: { name: "Davit", handle: null },
  time: "08:14",
  battery: 91,
  statusBarDark: true,
  statusBarBackground: "#0f7c8c",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#0f7c8c", "#1b2629", 14.5, 10)}${noteCss("#eaf6f7", "#c4e4e8", "#0f6f7d", "#1b2629")}
body{background:#eef2f3;color:#1b2629}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#0f7c8c;color:#fff}.hd b{flex:1;font-size:20px;font-weight:800;letter-spacing:-.2px}
.top{flex:none;gap:12px;padding:12px 12px 4px;align-items:center;background:#fff}.top .pic{border-radius:10px}.nm2{font-size:21px;font-weight:700}.sub2{font-size:12.5px;color:#5f6f73;margin-top:2px}
.dr{flex:none;justify-content:space-between;padding:6px 16px;font-size:13px;background:#fff;border-bottom:1px solid #edf1f2}.dr span{color:#6b7a7e}.dr b{font-weight:600}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12px;color:#2e4449;background:#dcecee;border-radius:4px;padding:4px 8px}
.tb{flex:none;justify-content:space-around;height:56px;background:#fff;border-top:1px solid #dde5e7;color:#8a9a9e}.tb .on{color:#0f7c8c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Fitafy")}</b>${icon.heart(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(84, 84, ["#c7b49a", "#4c4036"])}<div data-role="ui"><div class="nm2">${esc("Davit, 38")}</div><div class="sub2">${esc("Tbilisi, Georgia")}</div><div class="sub2">${esc("Last active: today")}</div></div></div>
${detail("Fitness level", "Very active")}
${detail("Favourite workout", "Stair climbing")}
${detail("Looking for", "A training partner, maybe more")}
${tags(["Lift inspector", "182 cm", "Non-smoker", "Hiking", "Georgian wine"])}
${card("Off duty", "owner", "Weekends in Kazbegi, khinkali after every hike, early nights.")}
${card("My work", "owner", "I inspect lifts in Tbilisi. I've signed off four hundred of them, and I still take the stairs to my own flat on the ninth floor.")}
${note("Dariko · 7:40 AM", "#b98f9c", "Dariko", "the one in my building has an armchair and a small rug in it, is that allowed")}
${card("Ideal date", "owner", "A walk up to Narikala, then dinner somewhere with a view.")}
</div>
<div class="row tb" data-role="ui"><span class="on">${icon.search(24)}</span>${icon.heart(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};

export const flure: ScreenSpec = {
  id: "flure-asleep-in-the-second-set",
  app: "Flure",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Dorrit", handle: null },
  time: "13:28",
  battery: 22,
  crop: { bottom: 62 },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#e0457b", "#251c22", 14.5, 16)}${noteCss("#fdeef3", "#f6cddb", "#c8336a", "#251c22")}
body{background:#f8f3f5;color:#251c22}
.hd{flex:none;height:50px;padding:0 14px;gap:16px;background:#f8f3f5}.hd b{flex:1;font-size:22px;font-weight:800;letter-spacing:-.5px;background:linear-gradient(90deg,#e0457b,#8a4ae0);-webkit-background-clip:text;color:transparent}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:20px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#5c4a54;background:#fff;border:1px solid #efdde5;border-radius:14px;padding:4px 10px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Flure")}</b>${icon.sliders(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 196, ["#a7c3a0", "#3e5c48"], `${caption("owner", "Night 19. Still smiling", "left:14px;top:14px", "rgba(20,40,25,.5)")}${onPhoto("Dorrit, 32", "London · Wimbledon · 1 km", 25)}`)}</div>
${tags(["5′4″", "Professional queuer", "Drinks socially", "Dog person", "Looking for love"])}
${card("Me, briefly", "owner", "South London born, Sunday roasts, cold swims at the lido, and one excellent folding chair.")}
${card("My job, explained", "owner", "I get paid to queue for other people. Last summer I spent 31 nights outside Wimbledon for a banker who dozed off in the second set.")}
${note("Clemmie · Message", "#d08aa6", "Clemmie", "I stood four hours in line for a cronut in 2014 and no one has ever paid me back")}
${card("My love language", "owner", "Saving you a seat, holding your place, bringing a flask for two.")}
</div>`,
};
