// Part D's listing (v25): Tradesy (an emerald satin dress worn once, to a wedding where someone else wore it too;
// JPEG, buyers' questions, the Buy Now bar over the last question), Curtsy (pink western boots and a mechanical bull; dark,
// cropped at the bottom, the last comment cut by the crop).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { crow } from "./screens-d-kit";
import { own, ui } from "./shell";

const dress = `<div style="position:absolute;left:168px;top:18px;width:24px;height:24px;border:3px solid #8a8a8a;border-bottom:none;border-radius:12px 12px 0 0"></div><div style="position:absolute;left:120px;top:40px;width:120px;height:8px;background:#8a8a8a;border-radius:4px"></div><div style="position:absolute;left:136px;top:46px;width:88px;height:70px;background:linear-gradient(90deg,#0f6b4a,#1f9a6c 45%,#0f6b4a);border-radius:10px 10px 0 0"></div><div style="position:absolute;left:112px;top:112px;width:136px;height:138px;background:linear-gradient(90deg,#0d5c40,#22a574 40%,#137a55 70%,#0d5c40);clip-path:polygon(18% 0,82% 0,100% 100%,0 100%)"></div>`;

export const tradesy: ScreenSpec = {
  id: "tradesy-side-by-side-in-forty-photos",
  app: "Tradesy",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Sanaa R.", handle: null },
  time: "20:14",
  battery: 38,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1b1b1b}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:52px;padding:0 14px;gap:18px;border-bottom:1px solid #eee;position:relative;z-index:3}.th b{flex:1;font-size:19px;font-weight:800;letter-spacing:-.3px}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.45);border-radius:10px;padding:2px 8px}
.tp{padding:12px 16px 0}.tn{font-size:17px;font-weight:600;line-height:22px}.tpr{gap:10px;align-items:baseline;margin-top:6px}.tpr b{font-size:20px}.tpr s{font-size:13px;color:#999}.tpr em{font-style:normal;font-size:12px;color:#d0345a;font-weight:600}
.ts{font-size:13px;color:#666;margin-top:4px}
.sel{gap:10px;margin:12px 16px 0;padding:10px 0;border-top:1px solid #eee;border-bottom:1px solid #eee}.sn{font-size:14px;font-weight:600}.sm{font-size:12px;color:#888}
.hd2{font-size:13px;font-weight:700;letter-spacing:.6px;color:#555;padding:16px 16px 2px}.tx{font-size:14px;line-height:20px;padding:3px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:3px}.crn{font-size:13px;font-weight:600}.crm{font-size:11.5px;color:#999}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}.crf{font-size:11.5px;color:#999;margin-top:2px}
.bb{flex:none;gap:10px;padding:10px 14px 12px;background:#fff;border-top:1px solid #e6e6e6;position:relative;z-index:3;box-shadow:0 -2px 8px rgba(0,0,0,.06)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;padding:11px;border-radius:4px}.bb .o{border:1.5px solid #1b1b1b}.bb .b{background:#1b1b1b;color:#fff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>tradesy</b>${icon.heart(22)}${icon.share(22)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 140, ["#f1eee9", "#dcd6cc"], `<div style="position:absolute;inset:0;transform:scale(.54);transform-origin:50% 5%">${dress}</div>`)}${ui("1 / 5", "dots")}</div>
<div class="tp">${own("Emerald Satin Midi Dress, Size 12", "tn")}
<div class="row tpr" data-role="ui"><b>$110</b><s>$340</s><em>68% off</em></div>
${ui("Size 12 · Gently used · Free shipping", "ts")}</div>
<div class="row sel">${avatar(36, "#9a5b7c")}<div style="flex:1">${ui("Sanaa R.", "sn")}${ui("4.9 · 63 sales · ships in 2 days", "sm")}</div>${icon.chat(20)}</div>
${ui("DESCRIPTION", "hd2")}
${own("Satin, zip at the back, fully lined. Worn once for about six hours and dry cleaned since.", "tx")}
${own("Wore it to a wedding in June, where the groom's mother wore the exact same dress. We stand side by side in 40 photos.", "tx")}
${own("Smoke-free home.", "tx")}
${ui("QUESTIONS (3)", "hd2")}
${crow({ name: "Yotam B.", meta: "2d", color: "#5a7fa0", text: ["Would you take $80?"], who: "Yotam B.", size: 26 })}
${crow({ name: "Sanaa R.", meta: "Seller · 2d", color: "#9a5b7c", text: ["I could do $95."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "ugne_k", meta: "1d", color: "#6a9a5a", text: ["Did she list hers as well? I'd like to compare before I decide"], who: "ugne_k", size: 26 })}
${crow({ name: "Tyra L.", meta: "5h", color: "#b08a4a", text: ["Is the green closer to the first photo or the second one? They look different on my phone"], who: "Tyra L.", size: 26 })}
</div>
<div class="row bb" data-role="ui"><span class="o">Make an Offer</span><span class="b">Buy Now</span></div>`,
};

const boot = (x: number, flip = false) =>
  `<div style="position:absolute;left:${x}px;top:24px;width:120px;height:170px;${flip ? "transform:scaleX(-1);" : ""}"><div style="position:absolute;left:20px;top:0;width:58px;height:120px;background:linear-gradient(90deg,#e58fb0,#f4b6cc 50%,#d97ba0);border-radius:8px 8px 0 0"></div><div style="position:absolute;left:20px;top:100px;width:96px;height:44px;background:#e58fb0;border-radius:0 40px 12px 0"></div><div style="position:absolute;left:20px;top:140px;width:22px;height:16px;background:#7a4a3a"></div><div style="position:absolute;left:30px;top:30px;width:38px;height:50px;border:2px dashed #fff;border-radius:40% 40% 0 0;opacity:.7"></div></div>`;

export const curtsy: ScreenSpec = {
  id: "curtsy-before-the-bull-started-moving",
  app: "Curtsy",
  kind: "listing",
  dark: true,
  device: "iphone",
  format: "png",
  crop: { bottom: 70 },
  cutLines: 1,
  owner: { name: "vaiana.closet", handle: "@vaiana.closet" },
  time: "15:31",
  battery: 48,
  replies: true,
  css: `body{background:#121012;color:#f5eef2}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.ch{flex:none;height:50px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#121012}.ch b{flex:1}
.tp{padding:12px 16px 0}.tn{font-size:16px;font-weight:700;line-height:21px}.tpr{gap:10px;align-items:baseline;margin-top:6px}.tpr b{font-size:21px;color:#ff7aa8}.tpr s{font-size:13px;color:#8a7f86}
.chip{gap:6px;flex-wrap:wrap;margin-top:8px}.chip span{font-size:12px;color:#d8cdd3;background:#2a2329;border-radius:12px;padding:4px 10px}
.sel{gap:10px;margin:12px 16px 0;padding:10px 0;border-top:1px solid #2c252b;border-bottom:1px solid #2c252b}.sn{font-size:14px;font-weight:700}.sm{font-size:12px;color:#9a8f96}.sf{font-size:12.5px;font-weight:700;color:#121012;background:#ff7aa8;border-radius:14px;padding:5px 12px}
.tx{font-size:14.5px;line-height:20px;padding:6px 16px 0}
.cc{font-size:14px;font-weight:700;padding:14px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:3px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a7f86}.crx{font-size:14px;line-height:19px;margin-top:1px}.crf{font-size:11.5px;color:#8a7f86;margin-top:2px}`,
  html: `<div class="row ch" data-role="ui">${icon.back(22)}<b></b>${icon.heart(22)}${icon.share(22)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 210, ["#3a3036", "#241e22"], `<div style="position:absolute;left:0;right:0;top:170px;height:40px;background:#4a3c44"></div>${boot(60)}${boot(214, true)}`)}<div class="row" style="position:absolute;left:0;right:0;bottom:8px;justify-content:center;gap:5px"><i style="width:6px;height:6px;border-radius:50%;background:#fff"></i><i style="width:6px;height:6px;border-radius:50%;background:rgba(255,255,255,.4)"></i><i style="width:6px;height:6px;border-radius:50%;background:rgba(255,255,255,.4)"></i><i style="width:6px;height:6px;border-radius:50%;background:rgba(255,255,255,.4)"></i></div></div>
<div class="tp">${own("Pink suede western boots", "tn")}
<div class="row tpr" data-role="ui"><b>$48</b><s>$165</s></div>
<div class="row chip" data-role="ui"><span>Size 8</span><span>Good condition</span><span>Pink</span><span>Boots</span></div></div>
<div class="row sel">${avatar(36, "#c0708a")}<div style="flex:1">${ui("vaiana.closet", "sn")}${ui("5.0 · 41 sold · Austin, TX", "sm")}</div>${ui("Follow", "sf")}</div>
${own("True to size, suede is soft, tiny scuff on the right heel (see photo 4).", "tx")}
${own("Only worn to one barn dance. I fell off the mechanical bull before it started moving.", "tx")}
${own("Bundle with the matching hat for $60.", "tx")}
${ui("Comments (3)", "cc")}
${crow({ name: "uxue_b", meta: "3d", color: "#5a8ab0", text: ["was it the boots or was it you"], who: "uxue_b", size: 28 })}
${crow({ name: "vaiana.closet", meta: "3d", color: "#c0708a", text: ["Still deciding."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "tevita.r", meta: "1d", color: "#8aa05a", text: ["would you ship them by Friday if I pay today? They are for my sister's birthday in Nashville"], who: "tevita.r", size: 28 })}
</div>`,
};
