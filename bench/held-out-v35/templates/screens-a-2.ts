// Part A's dating profiles, second file (v35): Yoomee, Amori, Nerve.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const yoomee: ScreenSpec = {
  id: "yoomee-the-back-of-my-own-hand",
  app: "Yoomee",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Fosca", handle: null },
  time: "08:52",
  battery: 90,
  crop: { top: 54 },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#8a4fd1", "#241a33", 15, 18)}${noteCss("#f6efff", "#e2d2fa", "#7a3fc2", "#241a33")}
body{background:#faf7ff;color:#241a33}
.hd{flex:none;height:52px;padding:0 16px;gap:14px;color:#241a33}.hd b{flex:1;text-align:center;font-size:22px;font-weight:800;color:#8a4fd1;letter-spacing:-.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:2px 12px 0;border-radius:24px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#4a3a63;background:#efe6fc;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:10px;padding:10px 16px 30px;background:#faf7ff}.act span{flex:1;height:46px;border-radius:23px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:15px;font-weight:700;background:#fff;border:1px solid #e0d3f3;color:#4a3a63}.act span.a{background:#8a4fd1;border-color:#8a4fd1;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.close(22)}<b>${esc("yoomee")}</b>${icon.share(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 210, ["#c9b79c", "#5b4a3a"], `${caption("owner", "Recording footsteps in gravel", "left:14px;top:14px", "rgba(50,30,70,.5)")}${onPhoto("Fosca, 29", "Walthamstow, London · 3 miles", 25)}`)}</div>
${tags(["5′5″", "Foley artist", "Drinks socially", "Pescatarian", "Long-term partner"])}
${card("The basics", "owner", "Lido swims before work, a bike I keep meaning to fix, far too many houseplants.")}
${card("My job, briefly", "owner", "I'm a foley artist. Every kiss you heard in the last three BBC dramas was me kissing the back of my own hand.")}
${note("Apinya vouched for Fosca", "#6fa3b8", "Apinya", "she also did the hooves in a cowboy film with two coconuts and I still flinch at coconuts")}
${card("Ideal first date", "owner", "A quiet pub in Walthamstow where you can actually hear each other.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Maybe later")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("I'm interested")}</span></div>`,
};

export const amori: ScreenSpec = {
  id: "amori-the-rest-of-me-proposed-to-nobody",
  app: "Amori",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Drustan", handle: null },
  time: "22:08",
  battery: 47,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#231418", "#ff5a7a", "#f3e6e9", 14.5, 12)}${noteCss("#2d1a1f", "#4a2a33", "#ff8aa1", "#f3e6e9")}
body{background:#160c0f;color:#f3e6e9}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;color:#f3e6e9}.hd b{flex:1;font-size:22px;font-weight:700;color:#ff5a7a;font-family:Georgia,serif;font-style:italic}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:14px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12px;color:#e9ccd3;background:#2d1a1f;border-radius:12px;padding:4px 9px}
.tb{flex:none;height:56px;justify-content:space-around;background:#1d1014;border-top:1px solid #3a2228;color:#a98790}.tb .on{color:#ff5a7a}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>${esc("amori")}</b>${icon.sliders(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 220, ["#7a6f8f", "#241c2c"], onPhoto("Drustan, 35", "Antwerp · 2 km", 25))}</div>
${tags(["183 cm", "Hand model", "Dutch & English", "Runs", "Long-term"])}
${card("A bit more", "owner", "Cycling along the Scheldt, too many comic books, Sunday fries with my brother.")}
${card("The most me thing", "owner", "I'm a hand model. My left hand has proposed to eleven women in jewellery adverts, and the rest of me has proposed to nobody.")}
${note("Aglaia · 9:51 PM", "#9a6b7a", "Aglaia", "I think I said yes to your hand on a bus shelter in 2023, sorry for the confusion")}
${card("My love language", "owner", "Cooking for you and doing the dishes after.")}
</div>
<div class="row tb" data-role="ui"><span class="on">${icon.flame(24)}</span>${icon.heart(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};

export const nerve: ScreenSpec = {
  id: "nerve-never-been-on-a-plane",
  app: "Nerve",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Bosede", handle: null },
  time: "07:18",
  battery: 66,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Amaury",
    body: "she's the lady who gave me extra hash browns, swipe right immediately",
    author: "Amaury",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#e0562b", "#2a1c16", 15, 14)}${noteCss("#fff3ec", "#f6d5c4", "#c4471f", "#2a1c16")}
body{background:#fbf6f2;color:#2a1c16}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fbf6f2;color:#2a1c16}.hd b{flex:1;text-align:center;font-size:22px;font-weight:900;color:#e0562b;letter-spacing:1px}
.pk{flex:none;margin:6px 14px 0;font-size:12px;font-weight:800;letter-spacing:.6px;text-transform:uppercase;color:#e0562b}
.top{flex:none;gap:14px;padding:6px 14px 2px;align-items:center}.top .pic{border-radius:18px}.nm2{font-size:24px;font-weight:800}.sub2{font-size:13.5px;color:#7a6a62;margin-top:2px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12.5px;color:#5a4137;background:#fff;border:1px solid #f0dccf;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:28px;padding:10px 0 30px;justify-content:center;background:#fbf6f2}.act span{width:58px;height:58px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12);color:#8a7a72}.act span.lk{background:#e0562b;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("NERVE")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="pk" data-role="ui">${esc("Today's Nerve pick")}</div>
<div class="row top">${picture(104, 128, ["#d98a5a", "#5a2e1e"])}<div data-role="ui"><div class="nm2">${esc("Bosede, 38")}</div><div class="sub2">${esc("Crawley, West Sussex")}</div><div class="sub2">${esc("Active today")}</div></div></div>
${tags(["5′4″", "Head chef", "Nigerian-British", "Drinks sometimes", "Relationship"])}
${card("Off the clock", "owner", "Singing in the choir on Sundays, long walks at Tilgate Park, jollof for everyone.")}
${card("Why I'm single", "owner", "I run the breakfast buffet at a hotel by Gatwick. Four hundred people a day tell me what time their flight is, and I've still never been on a plane.")}
${note("Fikret · 6:55 AM", "#6a8fae", "Fikret", "I was at that buffet in March and told you about my flight to Izmir, did you remember")}
${card("Sunday best", "owner", "A long lie-in, then pepper soup and a film with my nieces.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(26)}</span><span class="lk">${icon.heartFilled(26, "#fff")}</span></div>`,
};
