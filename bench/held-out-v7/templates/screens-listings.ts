// Listings: Trade Me (a ride-on mower called Doris and its questions and answers, cropped on the right
// and saved twice), Zoopla (a studio with the shower in the kitchen, cropped at the bottom through the
// agent's buttons); Toggl Track and Tractive are in screens-other.ts.
import { icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { toggl, tractive } from "./screens-other";
import { other, own, span, ui } from "./shell";

const qa = (asker: string, when: string, q: string, a: string) =>
  `<div class="qa"><div class="row qh">${span("Q", "ql")}${other(asker, q, "qq")}</div>${ui(`${asker} · ${when}`, "qm")}<div class="row qh">${span("A", "ql a")}${own(a, "qa2")}</div></div>`;

export const tradeMe: ScreenSpec = {
  id: "trademe-doris",
  app: "Trade Me",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "kiwi_graeme", handle: null },
  time: "20:21",
  battery: 58,
  crop: { right: 20 },
  generations: [{ quality: 86 }, { width: 900, quality: 70 }],
  replies: true,
  css: `body{background:#f6f5f4;color:#2f2f2f}.hd{flex:none;height:50px;padding:0 14px;gap:16px;background:#fff;border-bottom:1px solid #e3e1de}.hd b{flex:1;font-size:15px;font-weight:600}.pc{position:absolute;left:10px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.6);border-radius:4px;padding:2px 6px}
.card{background:#fff;padding:0 0 8px}.tt{font-size:20px;font-weight:700;padding:10px 16px 2px}.lc{font-size:13px;color:#65605b;padding:0 16px 6px}.pr{gap:16px;padding:6px 16px;font-size:13px;color:#65605b}.pr b{display:block;font-size:19px;color:#2f2f2f}.sl{font-size:13px;color:#0077c8;padding:4px 16px 0}
.sec{font-size:15px;font-weight:700;padding:12px 16px 4px}.ds{font-size:15px;line-height:22px;padding:0 16px}.qa{background:#fff;margin:6px 0 0;padding:10px 16px}.qh{gap:10px;align-items:flex-start}.ql{flex:none;width:20px;height:20px;border-radius:4px;background:#65605b;color:#fff;font-size:12px;font-weight:700;display:flex;align-items:center;justify-content:center}.ql.a{background:#f6a623}.qq{font-size:15px;line-height:21px;font-weight:600}.qm{font-size:12px;color:#8a847e;margin:0 0 6px 30px}.qa2{font-size:15px;line-height:21px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Lawnmowers &amp; Trimmers</b>${icon.heart(22)}${icon.share(20)}</div>
<div class="fill"><div class="card">
<div style="position:relative">${picture(
    "100%",
    180,
    ["#cde8b5", "#7fb36a"],
    shapes([
      [70, 70, 210, 70, "#c0392b", "18px 18px 8px 8px"],
      [150, 40, 60, 40, "#2d2d2d", "6px"],
      [80, 125, 46, 46, "#222"],
      [230, 130, 36, 36, "#222"],
    ]),
  )}<span class="pc">1/6</span></div>
${own("Ride-on mower, runs well", "tt")}
${ui("Christchurch · Closes Mon 10 Nov, 8:00 pm", "lc")}
<div class="row pr" data-role="ui"><div><b>$640</b>Current bid · 11 bids</div><div><b>$1,200</b>Buy Now</div></div>
${ui("kiwi_graeme (412) · 100% positive feedback", "sl")}
${ui("Description", "sec")}
${own("Selling as we’ve moved into an apartment. Runs well, starts first time (second time in winter). Comes with a grass catcher, a cover and a name: Doris.", "ds")}
</div>
${ui("Questions & answers (3)", "sec")}
${qa("hamish_h", "2 days ago", "Does Doris have any rust?", "A little. She is 19.")}
${qa("ngaio.t", "1 day ago", "Would you take $300?", "Doris would be upset.")}
${qa("b_kowalczyk", "6 hours ago", "Can I test drive her?", "Yes. Please bring her back.")}
</div>`,
};

export const zoopla: ScreenSpec = {
  id: "zoopla-shower-kitchen",
  app: "Zoopla",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Hartley & Bloom", handle: null },
  time: "08:47",
  battery: 91,
  crop: { bottom: 56 },
  cutLines: 2,
  replies: false,
  css: `body{background:#fff;color:#1d1a2b}.hd{flex:none;height:52px;padding:0 14px;gap:16px;border-bottom:1px solid #ecebf0}.hd b{flex:1}.pc{position:absolute;right:10px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.6);border-radius:4px;padding:2px 6px}
.pr{font-size:24px;font-weight:700;padding:12px 16px 0}.pw{font-size:13px;color:#6a6780;padding:0 16px}.tt{font-size:16px;font-weight:600;padding:8px 16px 0}.ad{font-size:14px;color:#6a6780;padding:0 16px 8px}.ic{gap:16px;padding:8px 16px;font-size:13px;color:#3d3a50;border-top:1px solid #ecebf0;border-bottom:1px solid #ecebf0}
.sec{font-size:16px;font-weight:700;padding:12px 16px 4px}.kf{font-size:14px;line-height:21px;padding:0 16px 0 30px;list-style:disc;display:list-item}.ds{font-size:15px;line-height:22px;padding:2px 16px}.ag{gap:12px;padding:12px 16px;margin-top:10px;border-top:1px solid #ecebf0;font-size:13px;color:#6a6780}.ag b{color:#1d1a2b;font-size:14px;display:block}
.bt{gap:10px;padding:10px 16px}.bt span{flex:1;text-align:center;border-radius:6px;padding:11px;font-size:15px;font-weight:600}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b></b>${icon.heart(22)}${icon.share(20)}</div>
<div class="fill">
<div style="position:relative">${picture(
    "100%",
    150,
    ["#efe6da", "#b9a58c"],
    shapes([
      [30, 60, 120, 110, "#d9cbb8", "4px"],
      [170, 40, 70, 130, "#ffffff", "4px"],
      [260, 90, 80, 80, "#8d7b66", "4px"],
    ]),
  )}<span class="pc">1/12</span></div>
${ui("£1,350 pcm", "pr")}
${ui("£312 pw · Available now", "pw")}
${ui("Studio flat to rent", "tt")}
${ui("Camden Road, London NW1", "ad")}
<div class="row ic" data-role="ui">${span("Studio")}${span("1 bath")}${span("22 m²")}${span("Furnished")}</div>
${ui("Key features", "sec")}
${own("Bijou studio", "kf")}${own("Open-plan living", "kf")}${own("Close to transport links", "kf")}
${ui("Description", "sec")}
${own("A bijou studio ideal for a first-time renter. Open-plan living, kitchen and sleeping area in one bright room. The shower is in the kitchen, which the landlord describes as “efficient”. Very close to the 24-hour bus stop.", "ds")}
<div class="row ag" data-role="ui">${picture(40, 40, ["#8046f1", "#4b22a8"])}<div><b>Hartley &amp; Bloom</b>Camden · Lettings</div></div>
<div class="row bt" data-role="ui"><span style="background:#8046f1;color:#fff">Call agent</span><span style="border:1px solid #8046f1;color:#8046f1">Email agent</span></div>
</div>`,
};

export const LISTINGS: ScreenSpec[] = [tradeMe, zoopla, toggl, tractive];
