// Part A's dating profiles, third file (v38): Three Day Rule, Fitness Singles.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc, ui } from "./shell";

export const threeDayRule: ScreenSpec = {
  id: "three-day-rule-the-real-fruit-bowl",
  app: "Three Day Rule",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  owner: { name: "Brynlee", handle: null },
  time: "23:06",
  battery: 22,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#18181b", "#c9a46a", "#f1efe9", 15, 4)}${noteCss("#1f1d1a", "#3a342b", "#c9a46a", "#f1efe9")}
body{background:#0d0d0e;color:#f1efe9}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#f1efe9}.hd b{flex:1;text-align:center;font-size:15px;font-weight:600;letter-spacing:3px;color:#c9a46a;font-family:Georgia,serif}
.lb{flex:none;padding:2px 16px 0;font-size:12px;letter-spacing:1.5px;color:#8d877c}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:4px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#d8d3c8;border:1px solid #3a3630;border-radius:3px;padding:4px 8px}
.tb{flex:none;justify-content:space-around;height:80px;padding:10px 0 28px;background:#141416;border-top:1px solid #2a2a2d;color:#8d877c}.tb span:first-child{color:#c9a46a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("THREE DAY RULE")}</b>${icon.more(22)}</div>
${ui("YOUR NEW INTRODUCTION", "lb")}
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 184, ["#d98c5f", "#2b2f4a"], `${caption("owner", "Silver Lake, the week before pilot season", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Brynlee, 31", "Los Angeles, CA", 25)}`)}</div>
${tags(["5' 5\"", "Set dresser on a TV hospital drama", "Wine, sometimes", "Wants kids someday"])}
${note("Darby, your matchmaker", "#7d6a55", "Darby", "Brynlee is warm, quick and notices everything. I think you two would get on.")}
${card("A red flag I look for", "owner", "I dress sets for a TV hospital drama. If your kitchen has a fruit bowl with real fruit in it, I will assume you're hiding something.")}
${note("Beckett · 22:51", "#5a6b7d", "Beckett", "my fruit bowl is wax and has been wax since 2016")}
${card("My perfect Sunday", "owner", "A slow Sunday, a flea market, and a diner that still has a jukebox.")}
</div>
<div class="row tb" data-role="ui"><span>${icon.heart(24)}</span><span>${icon.chat(24)}</span><span>${icon.person(24)}</span></div>`,
};

export const fitnessSingles: ScreenSpec = {
  id: "fitness-singles-the-egg-and-spoon-medal",
  app: "Fitness Singles",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 864,
  owner: { name: "Deirdre", handle: null },
  time: "07:19",
  battery: 92,
  statusBarBackground: "#ffffff",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#0a7d3b", "#1e2a22", 14.5, 10)}${noteCss("#eef8f1", "#c6e6d0", "#0a7d3b", "#1e2a22")}
body{background:#f0f3f1;color:#1e2a22}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e1e7e3}.hd b{flex:1;font-size:20px;font-weight:800;color:#0a7d3b;letter-spacing:-.4px}.hd b i{font-style:normal;color:#1e2a22;font-weight:500}
.ph{flex:none;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#1e2a22;background:#fff;border:1px solid #cfdcd3;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:12px;padding:9px 14px 14px;background:#fff;border-top:1px solid #e1e7e3}.act span{flex:1;height:44px;border-radius:22px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;background:#e9efeb;color:#1e2a22}.act span.a{background:#0a7d3b;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Fitness")}<i>${esc("Singles")}</i></b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 170, ["#9cc3d5", "#35566b"], `${caption("owner", "Salthill prom before the swim", "left:12px;top:12px", "rgba(0,0,0,.4)")}${onPhoto("Deirdre, 45", "Galway, Ireland · 2 miles away", 25)}`)}</div>
${tags(["Very active", "Triathlon", "Sea swimming", "Physiotherapist", "5' 7\""])}
${card("About me", "owner", "Physio in the city, sea swimmer all year round, terrible at cards.")}
${card("My biggest achievement", "owner", "I've done nine Ironman races. My proudest medal is from a parish egg-and-spoon race in 2017. I still mention it weekly.")}
${note("Eoin · 06:58", "#6b8f7a", "Eoin", "i was in that egg and spoon race and i want a rematch")}
${card("Looking for", "owner", "Someone who'll come for a sea swim in February and still want chips after.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Pass")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("Like")}</span></div>`,
};
