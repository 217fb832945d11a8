// More reviews: Shein (a cardigan like a duvet among other buyers' reviews, cropped at the top through
// another review, JPEG), Allrecipes (banana bread without bananas, a reply, cropped at the bottom through
// another review), Album of the Year (dark, an album heard during taxes, replies).
import { avatar, icon, picture } from "./icons";
import { comment, stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

const sr = (name: string, n: number, fit: string, size: string, text: string, who: "owner" | "other", date: string) =>
  `<div class="rv"><div class="row" style="gap:8px">${ui(name, "nm")}${stars(n, "#222", "#ddd", 12)}<span class="dt">${date}</span></div>
<div class="row fit">${span(`Size: ${size}`)}${span(`Overall Fit: ${fit}`)}</div>${who === "owner" ? own(text, "tx") : other(name, text, "tx")}
<div class="row ph">${picture(64, 80, ["#cbb8a0", "#8d7760"])}${picture(64, 80, ["#d8c7b1", "#a08a6e"])}</div><div class="row hp">${icon.thumbUp(14)}${span("Helpful")}</div></div>`;

export const shein: ScreenSpec = {
  id: "shein-cardigan",
  app: "Shein",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 68,
  owner: { name: "t***a", handle: null },
  time: "22:51",
  battery: 19,
  crop: { top: 139 },
  cutLines: 2,
  replies: true,
  css: `body{background:#fff;color:#222}.fill{padding-top:0}.rv{padding:12px 14px;border-bottom:1px solid #eee}.nm{font-size:13px;font-weight:500}.dt{margin-left:auto;font-size:12px;color:#999}
.fit{gap:12px;font-size:12px;color:#666;margin-top:6px}.tx{font-size:14px;line-height:20px;margin-top:6px}.ph{gap:6px;margin-top:8px}.hp{gap:5px;margin-top:8px;font-size:12px;color:#666;justify-content:flex-end}
.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #eee}.hd b{flex:1;font-size:16px;font-weight:500}.top{padding:10px 14px;border-bottom:8px solid #f6f6f6}.top b{font-size:24px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews (2.1k)</b>${icon.cart(22)}</div>
<div class="fill">
<div class="top" data-role="ui"><b>4.86</b> ${stars(5, "#222", "#ddd", 14)}<div style="font-size:12px;color:#666;margin-top:4px">Small 3% · True to Size 61% · Large 36%</div></div>
${sr("m***7", 5, "True to Size", "S", "Soft and cute, the color is exactly like the photo!!", "other", "10/14/2025")}
${sr("t***a", 4, "Large", "M", "Ordered M, it fits like a duvet. Very warm though. The cat has already claimed one sleeve. Keeping it.", "owner", "10/12/2025")}
${sr("r***y", 4, "True to Size", "L", "Smells like a new car when it arrives but it goes away after one wash.", "other", "10/09/2025")}
</div>`,
};

export const allrecipes: ScreenSpec = {
  id: "allrecipes-banana-bread",
  app: "Allrecipes",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "HomeCookinDeb", handle: null },
  time: "15:19",
  battery: 84,
  crop: { bottom: 286 },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#2b2b2b}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #eee}.hd b{flex:1;font-size:16px}
.rt{padding:12px 16px 6px;font-size:22px;font-weight:700;line-height:27px}.rs{gap:8px;padding:0 16px 10px;font-size:13px;color:#666;border-bottom:1px solid #eee}
.rv{padding:14px 16px;border-bottom:1px solid #eee}.rn{font-size:14px;font-weight:700}.rd{font-size:12px;color:#888}.tx{font-size:15px;line-height:22px;margin-top:8px}.hl{gap:14px;margin-top:8px;font-size:12px;color:#666}
.c{gap:10px;padding:10px 0 0 18px}.cn{font-size:13px;font-weight:700}.cm{font-size:12px;color:#888}.ct{font-size:14px;line-height:20px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.bookmark(20)}${icon.share(20)}</div>
<div class="fill">
${ui("Classic Banana Bread", "rt")}
<div class="row rs" data-role="ui">${stars(5, "#d54215", "#ddd", 14)}<span>4.7 (18,204) · Most helpful</span></div>
<div class="rv"><div class="row" style="gap:10px">${avatar(34, "#e0a100")}<div>${ui("HomeCookinDeb", "rn")}${ui("09/21/2025", "rd")}</div><span style="margin-left:auto">${stars(5, "#d54215", "#ddd", 13)}</span></div>
${own("5 stars! I didn’t have bananas so I used apples, and swapped the flour for oats, and used honey instead of sugar. Came out a bit dry, not sure why. Will try again!", "tx")}
<div class="row hl">${icon.thumbUp(14)}${span("Helpful (214)")}${span("Reply")}</div>
${comment("#5c6bc0", "ChefTonyB", "09/22/2025", "so you made apple oat something 😂", false)}
${comment("#e0a100", "HomeCookinDeb", "09/22/2025", "It was still nice with butter", true)}
</div>
<div class="rv"><div class="row" style="gap:10px">${avatar(34, "#26a69a")}<div>${ui("Marguerite L.", "rn")}${ui("09/18/2025", "rd")}</div></div>
${other("Marguerite L.", "Used very ripe bananas and added a handful of walnuts. Perfect every time, my family asks for it weekly. Bake about 5 minutes less if your oven runs hot.", "tx")}</div>
<div class="rv"><div class="row" style="gap:10px">${avatar(34, "#8d6e63")}<div>${ui("Osagie E.", "rn")}${ui("09/15/2025", "rd")}</div></div>
${other("Osagie E.", "Second time making it. Swapped half the sugar for brown sugar and it was even better, really moist. I wrap it overnight before slicing and it keeps for three days on the counter.", "tx")}</div>
</div>`,
};

export const aoty: ScreenSpec = {
  id: "aoty-taxes",
  app: "Album of the Year",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "wendigo_wes", handle: null },
  time: "00:14",
  battery: 31,
  replies: true,
  css: `body{background:#181818;color:#eee}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #2a2a2a}.hd b{flex:1;font-size:16px;font-weight:500}
.al{gap:14px;padding:14px 16px}.al b{font-size:18px;display:block}.al small{font-size:13px;color:#aaa;display:block}.sc{gap:10px;padding:0 16px 12px;border-bottom:1px solid #2a2a2a}.sc div{flex:1;background:#232323;border-radius:8px;padding:8px;font-size:12px;color:#aaa;text-align:center}.sc b{display:block;font-size:22px;color:#6cd26c}
.rv{padding:14px 16px;border-bottom:1px solid #2a2a2a}.rn{font-size:14px;font-weight:500}.rs{margin-left:auto;font-size:22px;font-weight:700;color:#e05b5b}.tx{font-size:15px;line-height:22px;margin-top:8px;color:#ddd}.hl{gap:14px;margin-top:8px;font-size:12px;color:#999}
.c{gap:10px;padding:10px 0 0 14px}.cn{font-size:13px;font-weight:500}.cm{font-size:12px;color:#888}.ct{font-size:14px;line-height:20px;color:#ccc}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>User Reviews</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="row al" data-role="ui">${picture(72, 72, ["#2c3e8f", "#e0669a"])}<div><b>Midnight Parade</b><small>Hollow Coast · 2025 · Indie Pop</small></div></div>
<div class="row sc" data-role="ui"><div><b>81</b>Critic score</div><div><b>74</b>User score</div><div><b>1,310</b>ratings</div></div>
<div class="rv"><div class="row" style="gap:10px">${avatar(30, "#7e57c2")}${ui("wendigo_wes", "rn")}${ui("38", "rs")}</div>
${own("I listened to this once while doing my taxes and now I associate it with my taxes. Production is clean. Track 4 is fine. I will not be listening again until April.", "tx")}
<div class="row hl">${icon.heart(14)}${span("57")}${icon.comment(14)}${span("3")}</div>
${comment("#ef6c00", "delia.mp3", "2d", "track 4 is the best song of the year what", false)}
${comment("#7e57c2", "wendigo_wes", "2d", "Track 4 is fine.", true)}
${comment("#26a69a", "oldmanriver", "1d", "did you get a refund at least", false)}
</div>
<div class="rv"><div class="row" style="gap:10px">${avatar(30, "#546e7a")}${ui("slowburn", "rn")}${ui("85", "rs")}</div>
${other("slowburn", "Best thing they’ve made since the debut. Side B is a run.", "tx")}</div>
</div>`,
};
