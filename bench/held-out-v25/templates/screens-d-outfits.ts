// Part D's outfit posts (v25): Lookbook (a brown corduroy suit in a hallway mirror; the last comment cut by the
// tab bar), Acloset (an outfit of the day in a no-buy year, closet items with wear counts; JPEG saved twice),
// Weverse (a hand-sewn sequin jacket for a concert; JPEG, keyboard open with the owner's reply being typed).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { crow, figure, iconBar, tagRow } from "./screens-d-kit";
import { other, own, ui } from "./shell";

const mirror = (inner: string, frame: string) =>
  `<div style="position:absolute;left:110px;top:10px;width:150px;height:232px;border:9px solid ${frame};border-radius:75px 75px 6px 6px;overflow:hidden;background:linear-gradient(180deg,#d9d2c4,#b9ae9a)">${inner}</div>`;

export const lookbook: ScreenSpec = {
  id: "lookbook-the-good-armchair",
  app: "Lookbook",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Thessaly Coburn", handle: "@thessalyco" },
  time: "11:26",
  battery: 83,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#111}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.lh{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #ececec;position:relative;z-index:3}.lh b{flex:1;text-align:center;font-size:17px;font-weight:800;letter-spacing:3px}
.lu{gap:10px;padding:10px 14px}.ln{font-size:14px;font-weight:700}.lm{font-size:12px;color:#8a8a8a}.fol{font-size:12px;font-weight:700;color:#fff;background:#111;border-radius:3px;padding:5px 12px}
.lt{font-size:16px;font-weight:700;padding:10px 14px 0}.lx{font-size:14.5px;line-height:20px;padding:4px 14px 0}
.tg{flex-wrap:wrap;gap:6px;padding:8px 14px 0}.tg span{font-size:12px;border:1px solid #d4d4d4;border-radius:3px;padding:3px 8px;color:#444}.tg.h{display:block;color:#2a6fb0;font-size:13px}
.hy{gap:18px;padding:14px 14px 16px;font-size:13px;color:#555;border-bottom:1px solid #ececec}.hy span{gap:5px}.hy .k{margin-left:auto;font-weight:700;color:#c0392b}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:4px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#999}.crx{font-size:14px;line-height:19px;margin-top:1px}.crf{font-size:11.5px;color:#999;margin-top:3px}`,
  html: `<div class="row lh" data-role="ui">${icon.back(22)}<b>LOOKBOOK</b>${icon.share(20)}</div>
<div class="fill">
<div style="position:relative">${picture(
    "100%",
    252,
    ["#e8e1d3", "#cfc3ad"],
    `<div style="position:absolute;left:0;right:0;top:196px;height:60px;background:#a88c68"></div><div style="position:absolute;left:300px;top:40px;width:50px;height:90px;background:#6d8a5a;border-radius:40% 40% 10% 10%"></div>${mirror(
      figure({ x: 18, y: 18, h: 196, skin: "#e0b48e", hair: "#6b3f22", top: "#7a4a26", bottom: "#7a4a26", shoes: "#2b1d14", phone: "#333" }) +
        `<div style="position:absolute;left:44px;top:50px;width:14px;height:40px;background:#c9a247;border-radius:4px"></div>`,
      "#5b3d22",
    )}`,
  )}</div>
<div class="row lu">${avatar(36, "#8d6a4a")}<div style="flex:1">${ui("Thessaly Coburn", "ln")}${ui("Manchester, UK · 2 days ago", "lm")}</div>${ui("FAN", "fol")}</div>
${own("Corduroy week, day four", "lt")}
${own("Full brown corduroy, head to toe. My nephew sat on my lap and said I felt like the good armchair.", "lx")}
${own("Blazer and trousers both Oxfam, tie was my grandad's.", "lx")}
${tagRow(["Blazer · Oxfam", "Trousers · Oxfam", "Tie · vintage"])}
${own("#corduroy #brownsuit #charityshopfind", "tg h")}
<div class="row hy" data-role="ui"><span class="row">${icon.heart(18)}<span>214 hypes</span></span><span class="row">${icon.comment(18)}<span>9</span></span><span class="k">HYPE</span></div>
${crow({ name: "zeno.w", meta: "1d", color: "#4f7aa3", text: ["i can hear this outfit from here"], who: "zeno.w", size: 28 })}
${crow({ name: "Thessaly Coburn", meta: "1d", color: "#8d6a4a", text: ["Only on stairs."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Vianne Mahlangu", meta: "20h", color: "#a0587a", text: ["Where in Manchester is the Oxfam? The tie is perfect with it, I would wear this exact thing to my brother's"], who: "Vianne Mahlangu", size: 28 })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.heart(24), icon.person(24)], "#fff", "#ececec", "#444")}`,
};

export const acloset: ScreenSpec = {
  id: "acloset-a-receipt-for-this-blazer",
  app: "Acloset",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 88 }, { width: 820, quality: 66 }],
  owner: { name: "zosia.wears", handle: "@zosia.wears" },
  time: "08:03",
  battery: 54,
  replies: true,
  css: `body{background:#f6f5f2;color:#1f1f1f}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.ah{flex:none;height:50px;padding:0 14px;gap:16px;background:#f6f5f2;position:relative;z-index:3}.ah b{flex:1;font-size:17px;font-weight:700}
.card{background:#fff;margin:0 12px;border-radius:16px;overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.au{gap:10px;padding:10px 12px}.an{font-size:14px;font-weight:700}.am{font-size:12px;color:#999}.ad{font-size:11.5px;font-weight:700;color:#2e7d5b;background:#e4f3ec;border-radius:10px;padding:3px 9px}
.it{gap:8px;padding:10px 12px 2px;overflow:hidden}.it>div{flex:none;width:78px}.it .sw{height:62px;border-radius:10px;background:#efede8;position:relative}.it small{display:block;font-size:11px;color:#555;margin-top:4px;line-height:14px}
.ax{font-size:14.5px;line-height:20px;padding:6px 12px 0}.hs{font-size:13px;color:#2e7d5b;padding:4px 12px 10px}
.aa{gap:18px;padding:8px 12px 10px;font-size:13px;color:#777;border-top:1px solid #f0eee9}.aa span{gap:5px}
.ch{font-size:14px;font-weight:700;padding:14px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:3px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#999}.crx{font-size:14px;line-height:19px;margin-top:1px}.crf{font-size:11.5px;color:#999;margin-top:2px}`,
  html: `<div class="row ah" data-role="ui">${icon.back(22)}<b>OOTD</b>${icon.share(20)}</div>
<div class="fill">
<div class="card">
<div class="row au">${avatar(34, "#6a7a9a")}<div style="flex:1">${ui("zosia.wears", "an")}${ui("Today's outfit · Dec 5", "am")}</div>${ui("Day 212", "ad")}</div>
<div style="position:relative">${picture("100%", 160, ["#ebe6dc", "#d3cabb"], `<div style="position:absolute;left:0;right:0;top:124px;height:36px;background:#b9a88e"></div><div style="position:absolute;left:120px;top:6px;width:120px;height:150px;border:7px solid #e8e4dc;background:linear-gradient(180deg,#dcd6cb,#c4bbab);overflow:hidden">${figure({ x: 6, y: 8, h: 126, skin: "#e6c2a0", hair: "#b88a4a", top: "#23314f", bottom: "#5a7aa6", shoes: "#f4f4f4", phone: "#d9d9d9" })}</div>`)}</div>
<div class="row it" data-role="ui"><div><div class="sw"><div style="position:absolute;left:20px;top:8px;width:38px;height:46px;background:#23314f;border-radius:8px 8px 3px 3px"></div></div><small>Navy blazer</small><small>worn 3 times</small></div><div><div class="sw"><div style="position:absolute;left:26px;top:6px;width:26px;height:50px;background:#5a7aa6;border-radius:3px"></div></div><small>Straight jeans</small><small>worn 118 times</small></div><div><div class="sw"><div style="position:absolute;left:18px;top:28px;width:42px;height:16px;background:#fafafa;border:1px solid #ccc;border-radius:8px 12px 4px 4px"></div></div><small>White trainers</small><small>worn 240 times</small></div><div><div class="sw"><div style="position:absolute;left:22px;top:10px;width:34px;height:42px;background:#e9e2d0;border-radius:6px"></div></div><small>Cream tee</small><small>worn 61 times</small></div></div>
${own("Day 212 of my no-buy year. Everything here was already in my closet.", "ax")}
${own("Found a 2019 receipt in the blazer pocket. It was for this blazer.", "ax")}
${own("#nobuyyear #ootd #rewear", "hs")}
<div class="row aa" data-role="ui"><span class="row">${icon.heart(18)}<span>86</span></span><span class="row">${icon.comment(18)}<span>4</span></span><span class="row" style="margin-left:auto">${icon.bookmark(18)}</span></div>
</div>
${ui("Comments 4", "ch")}
${crow({ name: "tuuli.k", meta: "1h", color: "#b0705a", text: ["118 wears on the jeans, that is the real flex here"], who: "tuuli.k", size: 28 })}
${crow({ name: "urho", meta: "50m", color: "#5aa07a", text: ["so technically you went shopping today"], who: "urho", size: 28 })}
${crow({ name: "zosia.wears", meta: "45m", color: "#6a7a9a", text: ["No. I checked the rules."], who: "owner", depth: 1, size: 30 })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.plusBox(26), icon.heart(24), icon.person(24)], "#fff", "#ecebe6", "#666")}`,
};

export const weverse: ScreenSpec = {
  id: "weverse-behind-a-pillar",
  app: "Weverse",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 80,
  owner: { name: "yaretzi", handle: null },
  time: "23:48",
  battery: 17,
  keyboard: true,
  suggestions: ["it", "this", "the"],
  replies: true,
  css: `body{background:#fff;color:#161616}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.vh{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #eee;position:relative;z-index:3;background:#fff}.vh b{flex:1;font-size:16px;font-weight:700}.vh b small{font-size:12px;color:#08ccca;font-weight:700;margin-left:6px}
.vu{gap:10px;padding:12px 16px 0}.vn{font-size:14.5px;font-weight:700}.vm{font-size:12px;color:#999}
.vx{font-size:15px;line-height:21px;padding:8px 16px 0}
.va{gap:18px;padding:10px 16px;font-size:13px;color:#777;border-bottom:7px solid #f5f5f5}.va span{gap:5px}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:3px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#aaa}.crx{font-size:14px;line-height:19px;margin-top:1px}.crf{font-size:11.5px;color:#aaa;margin-top:2px}
.ib{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #eee;background:#fff;position:relative;z-index:3}.ib .f{flex:1;font-size:15px;background:#f3f3f3;border-radius:18px;padding:8px 14px}.ib .s{font-size:14px;font-weight:700;color:#08ccca}`,
  html: `<div class="row vh" data-role="ui">${icon.back(22)}<b>LUMEN<small>Fan</small></b>${icon.bell(20)}${icon.more(20)}</div>
<div class="fill">
<div class="row vu">${avatar(36, "#8a5ab0")}<div style="flex:1">${ui("yaretzi", "vn")}${ui("12/05 21:10", "vm")}</div></div>
${own("Outfit for Saturday's show is finished 💜", "vx")}
<div style="margin:10px 16px 0;border-radius:10px;overflow:hidden">${picture("100%", 150, ["#e9e6f0", "#cfc8de"], `<div style="position:absolute;left:0;right:0;top:100px;height:50px;background:#f6f3fa"></div><div style="position:absolute;left:140px;top:14px;width:116px;height:124px;background:repeating-radial-gradient(circle at 30% 30%,#c7b8ff 0 3px,#8f6ef0 3px 6px,#e6dcff 6px 8px);clip-path:polygon(30% 0,70% 0,100% 18%,92% 100%,8% 100%,0 18%);"></div><div style="position:absolute;left:194px;top:14px;width:8px;height:124px;background:#5a3fb8"></div>`)}</div>
${own("Nineteen hours of hand-sewn sequins, and my seat is in the last row behind a pillar.", "vx")}
<div class="row va" data-role="ui"><span class="row">${icon.heart(18)}<span>2,031</span></span><span class="row">${icon.comment(18)}<span>97</span></span><span class="row">${icon.share(18)}</span></div>
${crow({ name: "siosaia", meta: "21:34", color: "#5a9ab0", text: ["the pillar is going to have the best night of its life"], who: "siosaia", size: 28 })}
${crow({ name: "valentijn", meta: "22:02", color: "#b09a5a", text: ["which block? I'm in 3F, come and find us at the merch line"], who: "valentijn", size: 28 })}
</div>
<div class="row ib">${avatar(28, "#8a5ab0")}<span class="f" data-role="owner">honestly the pillar deserves it<span style="display:inline-block;width:2px;height:17px;margin-left:1px;vertical-align:-3px;background:#08ccca"></span></span>${ui("Post", "s")}</div>`,
};
