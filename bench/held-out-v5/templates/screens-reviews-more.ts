// Reviews: Vrbo (a long guest review with bees in the middle and the host's answer, a screenshot of a
// screenshot in iOS Photos, saved three times), Backloggd (dark, a long, flat review of a farming game
// and two comments), Sephora (a bland owner between other people's reviews, cropped at the top through
// another review, JPEG).
import { avatar, icon, picture } from "./icons";
import { comment, stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

const vrboInner = `<div class="row vh">${icon.back(22)}<b>Reviews</b>${icon.share(20)}</div>
<div class="vf">
<div class="vs">${ui("Lakeside Cabin with Hot Tub & Dock", "vt")}<div class="row" style="gap:8px;margin-top:4px">${span("4.7/5", "vn")}${span("Wonderful · 96 reviews", "vm")}</div></div>
<div class="vr"><div class="row" style="gap:8px">${span("5/5", "vn")}${span("Excellent", "vg")}</div>
${ui("Oksana T. · Stayed Jul 2024 · Family trip", "vm")}
${own("Lovely cabin, very clean and well equipped. The kids loved the dock and we saw a heron most mornings. Check-in was easy and Doug answered every message within minutes. The hot tub was as pictured, although the pictures did not show the bees. Beds were comfortable and the kitchen had everything we needed apart from a sharp knife. Would stay again.", "vx")}
<div class="vp">${ui("Response from Doug, your host", "vpn")}${other("Doug", "Thank you Oksana! The bees have since been relocated by a professional. I’ve added a sharp knife.", "vpx")}</div></div>
<div class="vr"><div class="row" style="gap:8px">${span("4/5", "vn")}${span("Good", "vg")}</div>
${ui("Marcus L. · Stayed Jun 2024 · Couple", "vm")}
${other("Marcus L.", "Beautiful spot. Road in is rough, take it slow.", "vx")}</div>
</div>`;

export const vrbo: ScreenSpec = {
  id: "vrbo-screenshot",
  app: "Vrbo",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Oksana T.", handle: null },
  time: "14:22",
  battery: 69,
  generations: [{ quality: 92 }, { width: 900, quality: 80 }, { width: 720, quality: 63 }],
  replies: true,
  css: `.vh{flex:none;height:48px;padding:0 14px;gap:12px;border-bottom:1px solid #e6e6e6;background:#fff}.vh b{flex:1;text-align:center;font-size:16px}
.vf{flex:1;overflow:hidden;background:#fff}.vs{padding:12px 16px;border-bottom:1px solid #e6e6e6}.vt{font-size:18px;font-weight:700;color:#191e3b}
.vn{background:#1b7f3b;color:#fff;font-weight:700;font-size:13px;border-radius:4px;padding:2px 6px}.vm{font-size:12px;color:#676a7d;margin-top:4px}.vg{font-size:15px;font-weight:700;color:#191e3b}
.vr{padding:14px 16px;border-bottom:1px solid #e6e6e6}.vx{font-size:15px;line-height:22px;color:#191e3b;margin-top:8px}.vp{margin-top:10px;padding:10px 12px;background:#f3f4f7;border-radius:8px}.vpn{font-size:13px;font-weight:700;color:#1668e3}.vpx{font-size:14px;line-height:20px;margin-top:3px;color:#191e3b}`,
  html: iosPhotos({
    dark: false,
    day: "Saturday",
    time: "2:19 PM",
    body: shot({ device: "iphone", time: "21:44", battery: 30, dark: false, background: "#fff", html: vrboInner }, 0.78),
  }),
};

export const backloggd: ScreenSpec = {
  id: "backloggd-farm",
  app: "Backloggd",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "rangi.plays", handle: null },
  time: "23:12",
  battery: 48,
  replies: true,
  css: `body{background:#16181c}.hd{flex:none;height:52px;padding:0 14px;gap:14px;color:#c7cad1}.hd b{flex:1;font-size:17px;font-weight:500}
.gm{gap:12px;padding:6px 16px 12px;border-bottom:1px solid #2a2d33}.gm .t{font-size:17px;font-weight:700;color:#fff}.gm .s{font-size:12px;color:#8f94a0;margin-top:2px}
.au{gap:10px;padding:12px 16px 4px}.au b{display:block;font-size:14px;color:#fff}.au small{display:block;font-size:12px;color:#8f94a0}
.tg{gap:8px;padding:4px 16px 6px;flex-wrap:wrap}.tg span{font-size:12px;background:#24272d;border-radius:4px;padding:2px 8px;color:#c7cad1}
.tx{font-size:14px;line-height:21px;color:#dadde3;padding:4px 16px}.acts{gap:20px;padding:8px 16px 12px;font-size:13px;color:#8f94a0;border-bottom:1px solid #2a2d33}
.c{gap:10px;padding:9px 16px}.cn{font-size:13px;font-weight:600;color:#fff}.cm{font-size:11px;color:#7d828d}.ct{font-size:14px;line-height:20px;color:#dadde3;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Review</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="row gm">${picture(48, 64, ["#f2c14e", "#5a8f29"])}<div>${ui("Sunhollow Farm", "t")}${ui("2021 · Pebblecart Games", "s")}</div></div>
<div class="row au">${avatar(34, "#ea4c89")}<div><b>rangi.plays</b><small>Played on PC · 312 hours · Completed</small></div><span style="margin-left:auto">${stars(4, "#ea4c89", "#3a3d44", 14)}</span></div>
<div class="row tg">${span("Mastered")}${span("Replayed")}</div>
${own("I don’t really know how to review this one. I started it in the winter when I was between jobs and it just became the routine. I did the community hall, married the doctor, got the big greenhouse, the usual. The fishing minigame is hard at first and then you get used to it. The music is nice, especially the autumn one. By year four my farm was mostly ancient fruit, which I know is the optimal way to play, but it stopped feeling like farming and started feeling like a spreadsheet with weather. Still, I would recommend it. Four stars because of the fishing.", "tx")}
<div class="row acts">${span("♥ 23")}${span("💬 2")}${span("Jan 14, 2024")}</div>
${comment("#4a90d9", "lukas.m", "Jan 15", "same with the ancient fruit honestly, I stopped around year 4 too", false)}
${comment("#ea4c89", "rangi.plays", "Jan 15", "yeah year 4 is when it turned", true)}
</div>`,
};

export const sephora: ScreenSpec = {
  id: "sephora-moisturiser",
  app: "Sephora",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Ngozi A.", handle: null },
  time: "12:40",
  battery: 55,
  crop: { top: 250 },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:48px;padding:0 14px;gap:12px;border-bottom:1px solid #eee}.hd b{flex:1;text-align:center;font-size:15px;letter-spacing:2px}
.pd{gap:12px;padding:10px 16px;border-bottom:1px solid #eee}.pd .b{font-size:12px;font-weight:700;letter-spacing:.5px}.pd .t{font-size:14px;color:#333}
.rv{padding:14px 16px;border-bottom:1px solid #eee}.top{gap:8px;font-size:12px;color:#666}.ti{font-size:15px;font-weight:700;margin-top:6px}.tx{font-size:14px;line-height:20px;color:#222;margin-top:4px}
.who{gap:8px;margin-top:8px;font-size:12px;color:#666}.who b{color:#000}.vb{color:#008a3e}.hp{gap:14px;font-size:12px;color:#666;margin-top:8px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>SEPHORA</b>${icon.cart(22)}</div>
<div class="fill">
<div class="row pd">${picture(44, 44, ["#e3f2e1", "#a5d6a7"])}<div>${ui("DEWLAB", "b")}${ui("Cloud Dew Daily Moisturiser 50 ml · £38", "t")}</div></div>
<div class="rv"><div class="row top">${stars(5, "#000", "#ccc", 12)}<span>2 weeks ago</span></div>${other("Esi B.", "Layers well under SPF", "ti")}
${other("Esi B.", "No pilling at all, even under a mineral sunscreen. My skin is combination and this is the first cream that doesn’t make my T-zone shine by lunch. Repurchasing.", "tx")}
<div class="row who"><b>Esi B.</b><span class="vb">✓ Verified Purchase</span></div></div>
<div class="rv"><div class="row top">${stars(5, "#000", "#ccc", 12)}<span>3 weeks ago</span></div>${other("Camille R.", "Hide it from your partner", "ti")}
${other("Camille R.", "My boyfriend keeps stealing it as hand cream and now his hands are softer than my face. Buying a second one to hide.", "tx")}
<div class="row who"><b>Camille R.</b><span class="vb">✓ Verified Purchase</span></div><div class="row hp"><span>Helpful (48)</span><span>Not helpful (1)</span></div></div>
<div class="rv"><div class="row top">${stars(3, "#000", "#ccc", 12)}<span>1 month ago</span></div>${own("Fine", "ti")}
${own("It’s fine. Does what it says. Bit small for the price.", "tx")}
<div class="row who"><b>Ngozi A.</b><span class="vb">✓ Verified Purchase</span></div><div class="row hp"><span>Helpful (2)</span><span>Not helpful (0)</span></div></div>
<div class="rv"><div class="row top">${stars(4, "#000", "#ccc", 12)}<span>1 month ago</span></div>${other("Sam T.", "Good for summer", "ti")}
${other("Sam T.", "Light, absorbs fast, smells faintly of cucumber.", "tx")}
<div class="row who"><b>Sam T.</b><span class="vb">✓ Verified Purchase</span></div></div>
</div>`,
};
