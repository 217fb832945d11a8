// Part A's dating profiles, third file (v37): Clikd, Flirtbox.
import { icon, picture } from "./icons";
import { inputBar } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const clikd: ScreenSpec = {
  id: "clikd-bridesmaid-seven-times",
  app: "Clikd",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Freya", handle: null },
  time: "22:51",
  battery: 29,
  keyboard: true,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1d1a24", "#ff5a8a", "#ece8f2", 14.5, 14)}${noteCss("#26212f", "#3a3346", "#ff8fb0", "#ece8f2")}
body{background:#121017;color:#ece8f2}
.hd{flex:none;height:50px;padding:0 14px;gap:14px;color:#ece8f2}.hd b{flex:1;font-size:24px;font-weight:900;letter-spacing:-.5px;color:#ff5a8a}
.top{flex:none;gap:12px;padding:2px 14px 2px}.top .pic{border-radius:50%;flex:none}.nm{font-size:20px;font-weight:800}.sub{font-size:13px;color:#a79fb5;margin-top:1px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12px;color:#d8d2e2;background:#231f2b;border-radius:12px;padding:4px 9px}
.in{flex:none;gap:10px;padding:8px 12px;background:#1a1720;border-top:1px solid #2c2736;color:#a79fb5}.in .box{flex:1;font-size:15px;background:#26212f;border-radius:18px;padding:8px 14px;color:#8d85a0}.in .box.typed{color:#ece8f2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("clikd")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top" data-role="ui">${picture(48, 48, ["#7a5a8c", "#2a1f36"])}<div><div class="nm">${esc("Freya, 26")}</div><div class="sub">${esc("Bristol · 2 miles away · 5'7\" · Architect")}</div></div></div>
${card("About me", "owner", "Architect. Will talk about bridges for ages.")}
${card("My most irrational habit", "owner", "I've been a bridesmaid seven times. I have a colour-coded list of which dresses can be worn again, and the answer so far is none of them.")}
${note("Cai · 22:40", "#6a5d80", "Cai", "seven is rookie numbers, my sister is on eleven and she's never caught the bouquet")}
<div style="height:8px;flex:none"></div>
</div>
${inputBar("ok which dress was the worst", true)}`,
};

export const flirtbox: ScreenSpec = {
  id: "flirtbox-three-couples-in-my-back-seat",
  app: "Flirtbox",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Aeron", handle: null },
  time: "19:26",
  battery: 55,
  statusBarDark: true,
  statusBarBackground: "#f26522",
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Efa",
    body: "he taught me in 2011, he narrates every roundabout, ask him about mirrors",
    author: "Efa",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#d9531a", "#2b2522", 15, 6)}${noteCss("#fff4ec", "#f5d6c2", "#c24812", "#2b2522")}
body{background:#f2efec;color:#2b2522}
.hd{flex:none;height:40px;padding:0 14px;gap:16px;background:#f26522;color:#fff}.hd i{flex:1}.wm{flex:none;background:#f26522;color:#fff;padding:8px 16px 8px;font-size:26px;font-weight:800;font-family:"Trebuchet MS",Verdana,sans-serif}
.top{flex:none;gap:12px;padding:12px 14px 4px;background:#fff;border-bottom:1px solid #e6e0db}.top .pic{flex:none;border-radius:4px}.nm{font-size:21px;font-weight:700}.sub{font-size:13.5px;color:#6d6560;margin-top:2px}.on{font-size:13px;color:#2e9d4a;margin-top:3px;font-weight:600}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12.5px;color:#4a403a;background:#fff;border:1px solid #e2d9d2;border-radius:4px;padding:4px 8px}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:6px}
.act{flex:none;gap:10px;padding:9px 12px 30px;background:#fff;border-top:1px solid #e6e0db}.act span{flex:1;height:42px;border-radius:6px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;background:#f2ebe6;color:#5d524b}.act span.a{background:#f26522;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<i></i>${icon.bell(21)}${icon.menu(22)}</div>
<div class="wm" data-role="ui">${esc("flirtbox")}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top" data-role="ui">${picture(86, 86, ["#8fa8b8", "#3b4e5c"])}<div><div class="nm">${esc("Aeron, 48")}</div><div class="sub">${esc("Swansea, Wales · Driving instructor")}</div><div class="on">${esc("Online now")}</div></div></div>
${tags(["5'11\"", "Divorced", "1 child", "Social drinker", "Looking for: relationship"])}
${card("About me", "owner", "Driving instructor in Swansea for nineteen years, dad of one teenager who refuses my lessons.")}
${card("Something I'm proud of", "owner", "I've taught over 400 people to drive. Three couples met in my back seat, and I wasn't invited to a single one of the weddings.")}
${note("Catrin · 18:02", "#b08a76", "Catrin", "i failed my test three times, dealbreaker or project")}
<div class="ph">${picture("100%", 140, ["#9ccbe0", "#4a7d98"], caption("owner", "Mumbles pier with an ice cream, whatever the weather", "left:10px;top:10px;right:10px", "rgba(20,40,60,.5)"))}</div>
${card("My ideal first date", "owner", "A walk round the bay and a proper cawl somewhere with steamed-up windows.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Pass")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("Flirt")}</span><span>${icon.chat(18)}${esc("Message")}</span></div>`,
};
