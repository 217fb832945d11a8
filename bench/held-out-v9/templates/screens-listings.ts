// Listings: Redfin (a 1978 ranch with a bonus room that has no window, no closet and a seasonal smell,
// 94 days on Redfin, cropped on the right and saved twice), Olio (fourteen jars of chutney given away by
// the woman who made them, with her reviews); Doodle and Cash App are in screens-other.ts.
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { cashApp, doodle } from "./screens-other";
import { other, own, ui } from "./shell";

export const redfin: ScreenSpec = {
  id: "redfin-seasonal-smell",
  app: "Redfin",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Darlene Fitch", handle: null },
  time: "20:37",
  battery: 61,
  crop: { right: 18 },
  generations: [{ quality: 88 }, { width: 828, quality: 68 }],
  replies: false,
  css: `body{background:#fff;color:#1b1b1b}.hd{flex:none;height:48px;padding:0 14px;gap:18px;border-bottom:1px solid #e8e8e8}.hd b{flex:1}.pc{position:absolute;right:28px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.6);border-radius:4px;padding:2px 6px}.tg{position:absolute;left:10px;top:10px;font-size:12px;font-weight:700;color:#fff;background:#c82021;border-radius:4px;padding:3px 8px}
.pr{font-size:26px;font-weight:700;padding:12px 16px 0}.bb{gap:18px;padding:2px 16px 4px;font-size:15px}.bb b{font-weight:700}.ad{font-size:14px;color:#555;padding:0 16px 10px}
.est{gap:10px;margin:0 16px;padding:10px 12px;background:#f5f5f5;border-radius:6px;font-size:13px;color:#555}.est b{color:#1b1b1b}
.sec{font-size:17px;font-weight:700;padding:14px 16px 4px}.ds{font-size:15px;line-height:22px;padding:0 34px 0 16px}
.kd{display:grid;grid-template-columns:1fr 1fr;gap:8px 16px;padding:6px 34px 8px 16px;font-size:14px}.kd div{border-bottom:1px solid #eee;padding:6px 0}.kd small{display:block;font-size:12px;color:#777}
.bt{flex:none;gap:10px;padding:10px 34px 30px 16px;border-top:1px solid #e8e8e8}.bt span{flex:1;text-align:center;border-radius:6px;padding:11px 0;font-size:15px;font-weight:700}.bt .a{border:1px solid #c82021;color:#c82021}.bt .b{background:#c82021;color:#fff}
.ag{gap:12px;padding:10px 16px;margin-top:6px;border-top:1px solid #eee;font-size:13px;color:#555}.ag b{color:#1b1b1b;display:block;font-size:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b></b>${icon.heart(22)}${icon.share(20)}${icon.more(22)}</div>
<div class="fill">
<div style="position:relative">${picture(
    "100%",
    170,
    ["#bcd3e6", "#8aa779"],
    shapes([
      [60, 70, 270, 80, "#c9b79a", "4px"],
      [40, 40, 310, 40, "#6b4a3a", "4px 4px 0 0"],
      [90, 90, 40, 30, "#f4f1e8", "2px"],
      [250, 90, 40, 30, "#f4f1e8", "2px"],
      [170, 96, 36, 54, "#7a5a3a", "2px"],
    ]),
  )}<span class="tg">PRICE DROP</span><span class="pc">1 of 31</span></div>
${ui("$489,000", "pr")}
<div class="row bb" data-role="ui"><span><b>3</b> beds</span><span><b>2</b> baths</span><span><b>1,640</b> sq ft</span></div>
${ui("114 Larkspur Ln, Boise, ID 83704", "ad")}
<div class="row est" data-role="ui"><span>Redfin Estimate: <b>$452,310</b></span></div>
${ui("About this home", "sec")}
${own("Charming 1978 ranch bursting with original character! Cozy kitchen, sunny yard and a bonus room that could be a 4th bedroom (no window, no closet, very cozy). Sellers have lovingly maintained the original carpet since 1978. Motivated sellers. The smell is seasonal.", "ds")}
<div class="row ag" data-role="ui">${avatar(40, "#c82021")}<div><b>Darlene Fitch</b>Listed by Sagebrush Realty · Agent</div></div>
<div class="kd" data-role="ui"><div>1978<small>Year built</small></div><div>94 days<small>On Redfin</small></div><div>0.21 acres<small>Lot size</small></div><div>$298<small>Price/sq ft</small></div></div>
</div>
<div class="row bt" data-role="ui"><span class="a">Start an offer</span><span class="b">Request showing</span></div>`,
};

const ov = (name: string, color: string, age: string, text: string) =>
  `<div class="row ov" style="align-items:flex-start">${avatar(30, color)}<div style="flex:1">${ui(`${name} · ${age}`, "on")}${other(name, text, "ox")}</div></div>`;

export const olio: ScreenSpec = {
  id: "olio-fourteen-jars",
  app: "Olio",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Winifred", handle: null },
  time: "09:27",
  battery: 77,
  replies: true,
  css: `body{background:#fff;color:#243023}.hd{flex:none;height:52px;padding:0 14px;gap:16px;border-bottom:1px solid #eceeea}.hd b{flex:1;font-size:16px;font-weight:500}
.tt{font-size:20px;font-weight:700;line-height:26px;padding:12px 16px 2px}.mt{font-size:13px;color:#6b7569;padding:0 16px 8px}.ds{font-size:15px;line-height:22px;padding:2px 16px 8px}.sec{font-size:14px;font-weight:700;padding:10px 16px 2px;color:#4a8c2a}
.gv{gap:12px;padding:10px 16px;margin-top:6px;border-top:1px solid #eceeea;border-bottom:1px solid #eceeea;font-size:13px;color:#6b7569}.gv b{color:#243023;font-size:14px;display:block}
.ov{gap:10px;padding:8px 16px}.on{font-size:12px;color:#6b7569}.ox{font-size:14px;line-height:20px}
.rq{flex:none;padding:10px 16px 24px;border-top:1px solid #eceeea}.rq span{display:block;text-align:center;background:#7dbb42;color:#fff;border-radius:24px;padding:12px;font-size:15px;font-weight:700}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b></b>${icon.heart(22)}${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
${picture(
  "100%",
  150,
  ["#f3e6cf", "#d8b98a"],
  shapes([
    [40, 50, 50, 70, "#8a3a1a", "6px"],
    [100, 50, 50, 70, "#8a3a1a", "6px"],
    [160, 50, 50, 70, "#8a3a1a", "6px"],
    [220, 50, 50, 70, "#8a3a1a", "6px"],
    [280, 50, 50, 70, "#8a3a1a", "6px"],
    [40, 40, 290, 14, "#e0d6c4", "4px"],
  ]),
)}
${own("Homemade chutney (14 jars)", "tt")}
${ui("Food · 0.4 miles away · Added 2 days ago", "mt")}
${own("I made chutney in August. I am now giving away chutney. Apple and date, quite strong. Please take as many as you like, ideally 14. Best before 2027, possibly 2028, possibly never.", "ds")}
${ui("Pick-up times", "sec")}
${own("On the porch from 5pm. If they’re still there in the morning I’ll know what you think.", "ds")}
<div class="row gv" data-role="ui">${avatar(40, "#7dbb42")}<div><b>Winifred</b>4.9 ★ · 37 items shared · Responds in 1 hour</div></div>
${ui("What people say about Winifred", "sec")}
${ov("Ade K.", "#3a7fb5", "last month", "Lovely lady, chutney is strong!")}
${ov("Lorna S.", "#c2416b", "2 months ago", "picked up 2 jars, she gave me 5")}
</div>
<div class="rq" data-role="ui"><span>Request this</span></div>`,
};

export const LISTINGS: ScreenSpec[] = [redfin, olio, doodle, cashApp];
