// Listings: Bring a Trailer (a 1989 Volvo wagon with original smell and a tape that will not eject, its
// seller's answers, cropped on the right and saved twice), Daft.ie (a room in a cold house share with a
// table drummer, cropped at the bottom through the facilities list); Tricount and Bring! are in
// screens-other.ts.
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { bring, tricount } from "./screens-other";
import { other, own, span, ui } from "./shell";

const bat = (name: string, color: string, age: string, text: string, who: "owner" | string) =>
  `<div class="bc"><div class="row" style="gap:8px">${avatar(26, color)}${ui(name, "bn")}${who === "owner" ? ui("(The Seller)", "bs") : ""}${ui(age, "ba")}</div>${who === "owner" ? own(text, "bx") : other(who, text, "bx")}</div>`;

export const bringATrailer: ScreenSpec = {
  id: "bringatrailer-abba-tape",
  app: "Bring a Trailer",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "lindgren_p", handle: null },
  time: "19:03",
  battery: 45,
  crop: { right: 22 },
  generations: [{ quality: 86 }, { width: 900, quality: 70 }],
  replies: true,
  css: `body{background:#fff;color:#191919}.hd{flex:none;height:50px;padding:0 14px;gap:16px;border-bottom:1px solid #e6e6e6}.hd b{flex:1;font-size:15px;font-weight:600}.pc{position:absolute;left:10px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.6);border-radius:4px;padding:2px 6px}
.tt{font-size:20px;font-weight:700;padding:10px 16px 2px}.lc{font-size:13px;color:#666;padding:0 16px 6px}.bid{gap:14px;margin:4px 16px;padding:10px 12px;background:#f4f7f2;border-radius:6px;font-size:13px;color:#555}.bid b{display:block;font-size:19px;color:#191919}
.sec{font-size:15px;font-weight:700;padding:12px 16px 4px}.ds{font-size:15px;line-height:22px;padding:0 36px 0 16px}.bc{padding:8px 16px;border-bottom:1px solid #f0f0f0}.bn{font-size:13px;font-weight:700}.bs{font-size:12px;font-weight:700;color:#2d7a2d}.ba{font-size:12px;color:#888}.bx{font-size:14px;line-height:20px;margin:3px 0 0 34px}.more{margin:10px 16px;padding:8px;text-align:center;font-size:14px;font-weight:600;color:#2d7a2d;border:1px solid #cfe3cf;border-radius:6px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Auctions</b>${icon.heart(22)}${icon.share(20)}</div>
<div class="fill">
<div style="position:relative">${picture(
    "100%",
    136,
    ["#d9d2c3", "#8a8273"],
    shapes([
      [50, 48, 280, 60, "#7a1f2b", "10px 10px 6px 6px"],
      [70, 30, 200, 30, "#6a1a24", "6px 6px 0 0"],
      [80, 94, 38, 38, "#222"],
      [260, 94, 38, 38, "#222"],
    ]),
  )}<span class="pc">1/214</span></div>
${ui("1989 Volvo 240 DL Wagon", "tt")}
${ui("Lot #184,212 · Duluth, Minnesota · 312k Miles Shown", "lc")}
<div class="row bid" data-role="ui"><div><b>$6,240</b>Current bid</div><div><b>2 days</b>Time left</div><div><b>38</b>Bids</div></div>
${ui("Seller’s notes", "sec")}
${own("Second owner since 1996. 312,000 miles, original engine, original radio, original smell. The cassette player works and has ABBA Gold stuck in it, which will not eject.", "ds")}
${ui("Comments (126)", "sec")}
${bat("brickfan_88", "#3a7fb5", "2d", "what’s the smell", "brickfan_88")}
${bat("lindgren_p", "#7a1f2b", "2d", "Dog, coffee, 1996.", "owner")}
${bat("oldwagon_ted", "#c98a2a", "1d", "does the tape come with the car", "oldwagon_ted")}
${bat("lindgren_p", "#7a1f2b", "1d", "The car comes with the tape.", "owner")}
${ui("Show 121 more comments", "more")}
</div>`,
};

export const daft: ScreenSpec = {
  id: "daft-table-drummer",
  app: "Daft.ie",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Fintan", handle: null },
  time: "12:17",
  battery: 88,
  crop: { bottom: 60 },
  cutLines: 2,
  replies: false,
  css: `body{background:#fff;color:#1a1a1a}.hd{flex:none;height:52px;padding:0 14px;gap:16px;border-bottom:1px solid #ececec}.hd b{flex:1}.pc{position:absolute;right:10px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.6);border-radius:4px;padding:2px 6px}
.pr{font-size:24px;font-weight:700;padding:12px 16px 0}.tt{font-size:16px;font-weight:600;padding:4px 16px 0}.ad{font-size:14px;color:#666;padding:0 16px 8px}.ic{gap:8px;padding:8px 16px;flex-wrap:wrap;border-top:1px solid #ececec;border-bottom:1px solid #ececec}.ic span{font-size:12px;background:#f2f2f2;border-radius:12px;padding:3px 10px;color:#333}
.sec{font-size:16px;font-weight:700;padding:12px 16px 4px}.ds{font-size:15px;line-height:22px;padding:2px 16px}.lb{gap:12px;padding:10px 16px;margin-top:8px;border-top:1px solid #ececec;font-size:13px;color:#666}.lb b{color:#1a1a1a;font-size:14px;display:block}
.fa{display:grid;grid-template-columns:1fr 1fr;gap:10px 80px;padding:4px 16px 8px;font-size:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b></b>${icon.heart(22)}${icon.share(20)}</div>
<div class="fill">
<div style="position:relative">${picture(
    "100%",
    150,
    ["#e6e0d4", "#a89c86"],
    shapes([
      [40, 50, 130, 100, "#c9bfae", "4px"],
      [200, 30, 90, 70, "#f5f2ea", "4px"],
      [210, 110, 120, 40, "#7a6a56", "4px"],
    ]),
  )}<span class="pc">1/9</span></div>
${ui("€1,150 per month", "pr")}
${ui("Double room in house share", "tt")}
${ui("Leinster Road, Rathmines, Dublin 6", "ad")}
<div class="row ic" data-role="ui">${span("Double room")}${span("Shared bathroom")}${span("Available 1 Dec")}${span("4 housemates")}</div>
${ui("Description", "sec")}
${own("Bright double room in a friendly, quiet house share. Three housemates, all professionals. One of them is a drummer, but he mostly practises on the kitchen table with his hands. Bills included except heating, which we don’t use. Suits someone tidy who likes the cold.", "ds")}
<div class="row lb" data-role="ui">${avatar(40, "#4a7a9a")}<div><b>Fintan</b>Current tenant · Replies in a day</div></div>
${ui("Facilities", "sec")}
<div class="fa" data-role="ui"><span>Washing machine</span><span>Wi-Fi</span><span>Central heating</span><span>Garden</span><span>Bike storage</span><span>Dryer</span></div>
</div>`,
};

export const LISTINGS: ScreenSpec[] = [bringATrailer, daft, tricount, bring];
