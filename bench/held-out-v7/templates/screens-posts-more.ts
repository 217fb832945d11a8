// More posts: ArtStation (dark, a knight whose hands took 57 hours and a sword held by the blade),
// Buy Me a Coffee (a houseplant podcast's thanks, a wardrobe and a fern), Cookpad (a five-minute mug
// cake with a forty-minute step, screenshotted, opened in iOS Photos in the dark and saved twice).
import { avatar, icon, picture } from "./icons";
import { comment, counts, shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

const cCss = (sub: string) =>
  `.c{gap:10px;padding:8px 16px}.cn{font-size:13px;font-weight:600}.cm{font-size:12px;color:${sub}}.ct{font-size:14px;line-height:20px}.acts{gap:18px;padding:8px 16px;font-size:13px;color:${sub}}`;

export const artStation: ScreenSpec = {
  id: "artstation-hands",
  app: "ArtStation",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Viktor Hallström", handle: null },
  time: "23:51",
  battery: 22,
  replies: true,
  css: `body{background:#13171c;color:#e6e9ee}.hd{flex:none;height:48px;padding:0 14px;gap:14px}.hd b{flex:1}.au{gap:10px;padding:10px 16px 4px}.au b{font-size:15px;display:block}.au small{font-size:12px;color:#8e96a3;display:block}.fo{margin-left:auto;font-size:13px;color:#fff;background:#13aff0;border-radius:4px;padding:5px 12px;font-weight:600}
.tt{font-size:21px;font-weight:700;padding:6px 16px 2px}.tx{font-size:14px;line-height:20px;padding:2px 16px;color:#c6cbd3}.tg{gap:6px;padding:8px 16px;font-size:12px;color:#8e96a3}.tg span{background:#1f252d;border-radius:4px;padding:2px 8px}${cCss("#8e96a3")}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b></b>${icon.heart(22)}${icon.share(20)}${icon.more(22)}</div>
<div class="fill">
${picture(
  "100%",
  300,
  ["#f2b38a", "#3b2a4a"],
  shapes([
    [0, 230, 428, 70, "#251b2e", "0"],
    [150, 70, 120, 170, "#6b7280", "50px 50px 8px 8px"],
    [182, 40, 56, 56, "#9ca3af"],
    [262, 110, 10, 120, "#d1d5db", "3px"],
    [252, 200, 30, 12, "#f4d6b0", "6px"],
  ]),
)}
<div class="row au" data-role="ui">${avatar(38, "#5b6b8c")}<div><b>Viktor Hallström</b><small>Concept Artist · Malmö</small></div><span class="fo">Follow</span></div>
${own("Knight at Dawn", "tt")}
${own("Personal piece, about 60 hours in Photoshop. The horse took 3 hours. The hands took the other 57.", "tx")}
<div class="row tg" data-role="ui"><span>#knight</span><span>#fantasy</span><span>#digitalpainting</span></div>
${counts(
  [
    [icon.heart(16), "1,204"],
    [icon.eye(16), "18.3K"],
    [icon.comment(16), "41"],
  ],
  18,
)}
${comment("#c0586e", "Ayesha Siddiqui", "6h", "the light on the armour is unreal", false)}
${comment("#d0903a", "tomasz.paints", "5h", "the hands are perfect", false)}
${comment("#5b6b8c", "Viktor Hallström", "5h", "They’d better be.", true)}
${comment("#3a8f7b", "Rosa Villanueva", "4h", "why is he holding the sword by the blade", false)}
${comment("#5b6b8c", "Viktor Hallström", "4h", "Artistic choice.", true)}
${comment("#c0586e", "Ayesha Siddiqui", "3h", "ok", false)}
</div>`,
};

const supporter = (who: string, label: string, color: string, text: string) =>
  `<div class="sp"><div class="row" style="gap:10px">${avatar(32, color)}<div style="flex:1">${ui(label, "sl")}</div></div>${other(who, text, "st")}</div>`;

export const buyMeACoffee: ScreenSpec = {
  id: "buymeacoffee-wardrobe",
  app: "Buy Me a Coffee",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Hattie Brennan", handle: null },
  time: "09:26",
  battery: 84,
  replies: true,
  css: `body{background:#fff;color:#222}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #eee}.hd b{flex:1;font-size:16px;font-weight:500}.pf{gap:12px;padding:12px 16px 6px}.pf b{font-size:16px;display:block}.pf small{font-size:12px;color:#717171;display:block}
.tt{font-size:18px;font-weight:700;padding:6px 16px 2px}.tx{font-size:15px;line-height:22px;padding:4px 16px}.acts{gap:18px;padding:8px 16px;font-size:13px;color:#717171;border-bottom:1px solid #eee}.sec{padding:12px 16px 4px;font-size:14px;font-weight:700}
.sp{padding:8px 16px}.sl{font-size:13px;color:#555}.st{font-size:14px;line-height:20px;margin:4px 0 0 42px;background:#fff8db;border-radius:10px;padding:8px 10px}.rp{margin:6px 0 0 42px;padding:0 0 0 10px;border-left:2px solid #ffdd00}.rp .rn{font-size:12px;font-weight:700;color:#717171}.rp .rx{font-size:14px;line-height:20px}
.bt{flex:none;margin:8px 16px 22px;background:#ffdd00;border-radius:24px;text-align:center;padding:12px;font-size:16px;font-weight:700}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Hattie Talks Houseplants</b>${icon.share(20)}</div>
<div class="fill">
<div class="row pf" data-role="ui">${avatar(44, "#3f7d4e")}<div><b>Hattie Brennan</b><small>Posted 2 days ago · Public</small></div></div>
${own("Thank you, supporters! ☕", "tt")}
${own("Thank you to my 12 supporters! Your coffees bought a proper microphone, so episode 47 will sound amazing. Episode 46 was recorded in a wardrobe, which some of you noticed.", "tx")}
${counts(
  [
    [icon.heart(16), "19"],
    [icon.comment(16), "5"],
  ],
  18,
)}
${ui("Recent supporters", "sec")}
${supporter("Fergus", "Fergus bought 3 coffees", "#c46b3a", "bring back the wardrobe, great acoustics")}
<div class="rp">${ui("Hattie Brennan replied", "rn")}${own("The wardrobe belongs to my sister again.", "rx")}</div>
${supporter("Imelda", "Imelda bought a coffee", "#7a5aa6", "is the fern ok")}
<div class="rp">${ui("Hattie Brennan replied", "rn")}${own("The fern is not ok. Episode 48.", "rx")}</div>
${supporter("Rukhsana", "Rukhsana bought 2 coffees", "#2f8f9d", "love the show, my monstera says hi")}
</div>
<div class="bt" data-role="ui">Support Hattie ☕</div>`,
};

const cookInner = `<style>.ck .hd2{height:48px;padding:0 14px;gap:14px;border-bottom:1px solid #eee}.ck .hd2 b{flex:1;font-size:16px}.ck .tt{font-size:22px;font-weight:700;padding:10px 16px 2px}.ck .au{gap:8px;padding:4px 16px;font-size:13px;color:#666}.ck .ds{font-size:14px;line-height:20px;padding:4px 16px;color:#444}
.ck .sec{font-size:15px;font-weight:700;padding:10px 16px 2px}.ck .st{gap:10px;padding:4px 16px;font-size:14px;line-height:20px;align-items:flex-start}.ck .st i{font-style:normal;flex:none;width:20px;height:20px;border-radius:50%;background:#ff9933;color:#fff;font-size:12px;text-align:center}.ck .c{gap:10px;padding:7px 16px}.ck .cn{font-size:13px;font-weight:600}.ck .cm{font-size:12px;color:#888}.ck .ct{font-size:14px;line-height:20px}</style>
<div class="ck" style="flex:1;background:#fff;color:#222">
<div class="row hd2" data-role="ui">${icon.back(22)}<b></b>${icon.bookmark(20)}${icon.share(20)}</div>
${picture("100%", 150, ["#7b4a2e", "#c98a5c"])}
${own("5-minute mug cake", "tt")}
<div class="row au" data-role="ui">${avatar(22, "#e07a3f")}${span("Noelani Kahale")}${span("· Serves 1 · 5 mins")}</div>
${own("For when you need cake right now.", "ds")}
${ui("Steps", "sec")}
<div class="row st"><i>1</i>${own("Mix flour, sugar, cocoa and milk in a big mug.")}</div>
<div class="row st"><i>2</i>${own("Microwave for 90 seconds.")}</div>
<div class="row st"><i>3</i>${own("Leave it to cool for 40 minutes or it will burn your mouth like it did mine.")}</div>
${ui("Comments (4)", "sec")}
${comment("#5a7fb0", "Jonah Whitcombe", "3d", "so it’s a 45 minute mug cake", false)}
${comment("#e07a3f", "Noelani Kahale", "3d", "The cake is ready in 5. You aren’t.", true)}
${comment("#6a9e5a", "Farida Osei", "2d", "made it, burnt my mouth", false)}
${comment("#e07a3f", "Noelani Kahale", "2d", "Step 3, Farida.", true)}
</div>`;

export const cookpad: ScreenSpec = {
  id: "cookpad-mug-cake",
  app: "Cookpad",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Noelani Kahale", handle: null },
  time: "22:04",
  battery: 31,
  generations: [{ quality: 90 }, { width: 828, quality: 68 }],
  replies: true,
  css: ``,
  html: iosPhotos({
    dark: true,
    day: "Yesterday",
    time: "9:47 PM",
    body: shot({ device: "iphone", time: "21:39", battery: 58, dark: false, background: "#fff", html: cookInner }, 0.8),
  }),
};
