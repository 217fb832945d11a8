// Part A's dating profiles, fourth file (v34): eDarling, Down.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const edarling: ScreenSpec = {
  id: "edarling-out-by-the-bins",
  app: "eDarling",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Folke", handle: null },
  time: "20:41",
  battery: 67,
  crop: { bottom: 110 },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#b0306a", "#2a2127", 15.5, 12)}${noteCss("#fbeef4", "#f0cfdd", "#a12a60", "#2a2127")}
body{background:#f6f1f3;color:#2a2127}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #eee1e7}.hd b{flex:1;text-align:center;font-size:21px;font-weight:700;color:#b0306a;letter-spacing:-.3px}
.top{flex:none;gap:14px;padding:14px 14px 6px;align-items:center}.top .pic{border-radius:50%}.nm2{font-size:23px;font-weight:700}.sub2{font-size:13.5px;color:#776a71;margin-top:3px}
.mp{flex:none;margin:6px 12px 0;gap:10px;align-items:center;background:#fff;border-radius:12px;padding:9px 14px;font-size:13.5px;color:#5d4f57}.mp b{font-size:20px;color:#b0306a}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12.5px;color:#5d4f57;background:#fff;border:1px solid #ecdce3;border-radius:6px;padding:4px 10px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("eDarling")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(88, 88, ["#5f8f6a", "#1f3b2a"])}<div data-role="ui"><div class="nm2">${esc("Folke, 47")}</div><div class="sub2">${esc("Värnamo, Småland · Sweden")}</div><div class="sub2">${esc("Christmas tree grower")}</div></div></div>
<div class="row mp" data-role="ui"><b>${esc("104")}</b><span>${esc("matching points with you")}</span></div>
${tags(["186 cm", "Divorced", "One daughter", "Non-smoker", "Lasting relationship"])}
${card("How I would describe myself", "owner", "Steady, outdoorsy, handy with a chainsaw and hopeless with houseplants.")}
${card("Working life", "owner", "I grow Christmas trees in Småland. Every December three thousand families take one of mine home, and by January they have all left it out by the bins.")}
${note("Agnetha sent you a smile", "#c98fa7", "Agnetha", "ours from 2021 is still on the balcony, brown and proud, if that cheers you up")}
${card("My perfect weekend", "owner", "Coffee by the lake at Vidöstern, a long walk with the dog, and kanelbullar warm from the oven.")}
</div>`,
};

export const down: ScreenSpec = {
  id: "down-zero-have-invited-me",
  app: "Down",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Abner", handle: null },
  time: "00:37",
  battery: 18,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1b1b1e", "#ff5a5f", "#eeeef1", 14.5, 14)}${noteCss("#251b1d", "#45282c", "#ff8a8e", "#ebe3e4")}
body{background:#0e0e10;color:#eeeef1}
.hd{flex:none;height:52px;padding:0 14px;gap:16px;color:#eeeef1}.hd b{flex:1;font-size:22px;font-weight:900;color:#ff5a5f;letter-spacing:-.5px}
.ph{flex:none;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#c9c9d0;background:#1b1b1e;border:1px solid #2e2e34;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:10px;padding:10px 12px 12px;background:#0e0e10;border-top:1px solid #232327}.act span{flex:1;height:44px;border-radius:22px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:800;background:#232327;color:#e4e4ea}.act span.d{background:#ff5a5f;color:#fff}
.tb{flex:none;justify-content:space-around;height:54px;background:#141416;border-top:1px solid #232327;color:#77777f}.tb .on{color:#ff5a5f}`,
  html: `<div class="row hd" data-role="ui"><b>${esc("Down")}</b>${icon.sliders(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#c96a4a", "#3a1c18"], `${caption("owner", "Tempe Town Lake, Sunday", "left:14px;top:14px", "rgba(0,0,0,.45)")}${onPhoto("Abner, 39", "Mesa, AZ · 6 miles away", 25)}`)}</div>
${tags(["5′10″", "Copywriter", "Drinks socially", "Has kids", "Looking for a date"])}
${card("About me", "owner", "Dad of two, Cardinals season tickets, smoker grill in the backyard that I talk to.")}
${card("Side hustle", "owner", "I ghostwrite best-man speeches. Forty-two grooms have cried laughing at my jokes, and zero have invited me to the wedding.")}
${note("Cheyenne · 11:52 PM", "#b86f6a", "Cheyenne", "my brother used one of yours in 2022 and my nan still thinks he's funny, please stop")}
</div>
<div class="row act" data-role="ui"><span>${esc("Get a date")}</span><span class="d">${esc("Get down")}</span></div>
<div class="row tb" data-role="ui"><span class="on">${icon.flame(24)}</span>${icon.heart(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};
