// Part A of the held-out set v21, its four listings (screens-a.ts lists the part in screens.json order).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

const qa = (name: string, q: string, a: string, label: string) =>
  `<div class="qa">${ui(`${name} asked`, "qm")}${other(name, q, "qq")}<div class="qr">${ui(label, "rl")}${own(a, "tx")}</div></div>`;

const listingCss = (o: { bg: string; fg: string; sub: string; line: string; accent: string; card: string }) =>
  `body{background:${o.bg};color:${o.fg}}.sc{flex:1;overflow:hidden;display:flex;flex-direction:column}.sc>*{flex-shrink:0}
.hd{flex:none;height:50px;padding:0 14px 0 10px;gap:16px;background:${o.bg};border-bottom:1px solid ${o.line};color:${o.fg}}.hd .sp{flex:1}
.ph{position:relative}.ph .ct{position:absolute;right:10px;bottom:10px;background:rgba(0,0,0,.55);color:#fff;font-size:12px;border-radius:10px;padding:2px 8px}
.tt{padding:12px 16px 0;font-size:18px;font-weight:700;line-height:23px}.pr{padding:6px 16px 0;font-size:21px;font-weight:800;color:${o.accent}}.mt{padding:2px 16px 10px;font-size:13px;color:${o.sub};border-bottom:1px solid ${o.line}}
.sh{padding:12px 16px 4px;font-size:15px;font-weight:700}.ds{padding:0 16px 8px;font-size:14.5px;line-height:20.5px}.ds>div{margin-bottom:8px}
.qa{margin:0 16px 10px;padding:10px 12px;border-radius:8px;background:${o.card}}.qm{font-size:12px;color:${o.sub};line-height:16px}.qq{font-size:14.5px;line-height:20px;font-weight:600}.qr{margin-top:6px;padding-left:10px;border-left:3px solid ${o.accent}}.rl{font-size:12px;color:${o.sub};line-height:16px}.tx{font-size:14.5px;line-height:20px}
.bt{flex:none;gap:10px;padding:10px 14px 24px;border-top:1px solid ${o.line};background:${o.bg};position:relative;z-index:3}.bt .b1{flex:1;text-align:center;border-radius:8px;padding:11px 0;font-size:15.5px;font-weight:700}`;

export const tradera: ScreenSpec = {
  id: "tradera-that-was-the-problem",
  app: "Tradera",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Dagrun", handle: "dagrun_ekholt" },
  time: "10:14",
  battery: 82,
  replies: true,
  css: `${listingCss({ bg: "#fff", fg: "#1f2328", sub: "#6e7781", line: "#e6e8eb", accent: "#1a5f9e", card: "#f4f6f8" })}
.sl{gap:10px;padding:10px 16px;border-bottom:1px solid #e6e8eb;font-size:13px;color:#6e7781}.sl b{color:#1f2328;font-size:14px;display:block}
.bt .b1.p{background:#ffd200;color:#1f2328}.bt .b1.s{border:1.5px solid #1f2328;color:#1f2328}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${icon.heart(22)}${icon.share(21)}</div>
<div class="sc">
<div class="ph">${picture("100%", 150, ["#3b5f8a", "#1c2f47"], `<span style="position:absolute;left:140px;top:20px;width:110px;height:110px;border-radius:50%;border:14px solid #e0b04a;box-sizing:border-box"></span><span style="position:absolute;left:180px;top:60px;width:30px;height:70px;background:#c9962e"></span>`)}${ui("1 / 6", "ct")}</div>
${ui("Tuba, B-flat, 4 valves, brass, with case", "tt")}
${ui("Leading bid 650 kr", "pr")}
${ui("4 bids · Ends Sunday 20:00 · Västerås", "mt")}
<div class="row sl" data-role="ui">${avatar(34, "#5f8f6a")}<div style="flex:1"><b>dagrun_ekholt</b>Private seller · 212 reviews</div></div>
${ui("Description", "sh")}
<div class="ds">
${own("Lovely tuba in full working order. All four valves move freely, comes with mouthpiece and hard case.")}
${own("Selling because everyone on my staircase signed a letter. The letter is included.")}
${own("I only ever learned the first half of a sea shanty, but I can play it very loudly.")}
</div>
${ui("Questions and answers", "sh")}
${qa("Britt", "Does it still work properly after all that practice?", "Perfectly. That was the problem.", "Seller’s answer")}
${qa("Edvin", "What did the letter say exactly? Asking before I bid", "It was polite but the word shanty was underlined twice.", "Seller’s answer")}
</div>
<div class="row bt" data-role="ui"><span class="b1 s">Ask a question</span><span class="b1 p">Place bid</span></div>`,
};

export const ricardo: ScreenSpec = {
  id: "ricardo-three-forty-is-his",
  app: "Ricardo.ch",
  kind: "listing",
  dark: true,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 88 }, { width: 800, quality: 68 }],
  owner: { name: "Corinna", handle: "corinna.bz" },
  time: "21:37",
  battery: 54,
  banner: {
    app: "ricardo",
    color: "#f0503c",
    title: "New question from Fabrizia",
    body: "Hi, is the 3:40 thing still happening or was it fixed?",
    author: "Fabrizia",
    age: "now",
  },
  replies: true,
  css: `${listingCss({ bg: "#17191c", fg: "#e8eaed", sub: "#9aa0a8", line: "#2b2f34", accent: "#ff6b57", card: "#212428" })}
.sl{gap:10px;padding:10px 16px;border-bottom:1px solid #2b2f34;font-size:13px;color:#9aa0a8}.sl b{color:#e8eaed;font-size:14px;display:block}
.bt .b1.p{background:#f0503c;color:#fff}.bt .b1.s{border:1.5px solid #e8eaed;color:#e8eaed}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${icon.search(21)}${icon.heart(22)}${icon.share(21)}</div>
<div class="sc">
<div class="ph">${picture("100%", 150, ["#6b4a2e", "#2e1f14"], `<span style="position:absolute;left:140px;top:20px;width:80px;height:110px;background:#a0703f;clip-path:polygon(50% 0,100% 30%,100% 100%,0 100%,0 30%)"></span><span style="position:absolute;left:162px;top:68px;width:36px;height:36px;border-radius:50%;background:#efe6d2"></span>`)}${ui("1 / 9", "ct")}</div>
${ui("Black Forest cuckoo clock, hand-carved, running", "tt")}
${ui("CHF 140.00", "pr")}
${ui("Buy now · Pickup in Thun or shipping", "mt")}
<div class="row sl" data-role="ui">${avatar(34, "#c28a4a")}<div style="flex:1"><b>corinna.bz</b>99.4% positive · 88 ratings</div></div>
${ui("Description", "sh")}
<div class="ds">
${own("Inherited from my aunt. Keeps good time, the cuckoo comes out every hour.")}
${own("It also comes out at 3:40 in the morning for reasons of its own. A clockmaker came, listened, and left.")}
</div>
${ui("Questions about the item", "sh")}
${qa("Amadeo", "Can the 3:40 cuckoo be switched off?", "We stopped asking. 3:40 is his.", "Answer from the seller")}
</div>
<div class="row bt" data-role="ui"><span class="b1 s">Ask seller</span><span class="b1 p">Buy now</span></div>`,
};

export const allegro: ScreenSpec = {
  id: "allegro-it-needs-a-bigger-garage",
  app: "Allegro",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 71,
  crop: { bottom: 120 },
  owner: { name: "dorota_wm", handle: "dorota_wm" },
  time: "08:19",
  battery: 91,
  replies: true,
  css: `${listingCss({ bg: "#fff", fg: "#222", sub: "#767676", line: "#e5e5e5", accent: "#ff5a00", card: "#f5f5f5" })}
.pr{color:#222}.sl{gap:10px;padding:10px 16px;border-bottom:1px solid #e5e5e5;font-size:13px;color:#767676}.sl b{color:#222;font-size:14px;display:block}
.bt .b1.p{background:#ff5a00;color:#fff}.bt .b1.s{border:1.5px solid #ff5a00;color:#ff5a00}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${icon.search(21)}${icon.heart(22)}${icon.cart(22)}</div>
<div class="sc">
<div class="ph">${picture("100%", 150, ["#9fd3e6", "#5aa7c4"], `<span style="position:absolute;left:150px;top:18px;width:60px;height:115px;border-radius:30px 30px 8px 8px;background:#f48fb1"></span><span style="position:absolute;left:175px;top:8px;width:28px;height:28px;border-radius:50%;background:#f06292"></span>`)}${ui("1 / 5", "ct")}</div>
${ui("Inflatable flamingo 3 m, pink, used once", "tt")}
${ui("zł 89.00", "pr")}
${ui("Free delivery · Pickup in Gdańsk", "mt")}
<div class="row sl" data-role="ui">${avatar(34, "#7c6bb0")}<div style="flex:1"><b>dorota_wm</b>100% recommend · 41 ratings</div></div>
${ui("Description", "sh")}
<div class="ds">
${own("Giant flamingo, bought for one birthday party in 2019. Good condition, no holes.")}
${own("It will not deflate. We have tried the valve, a pin and my sister’s husband. It has stood in the garage ever since, looking at the car.")}
</div>
${ui("Questions to the seller", "sh")}
${qa("Felicjan", "Is the pump included?", "It does not need a pump. It needs a bigger garage.", "Seller’s answer")}
${qa("Cezary", "Will it fit in a Skoda Octavia estate if I fold the seats", "We tried with a Passat. The flamingo won.", "Seller’s answer")}
</div>
<div class="row bt" data-role="ui"><span class="b1 s">Add to cart</span><span class="b1 p">Buy now</span></div>`,
};

export const otodom: ScreenSpec = {
  id: "otodom-the-rent-reflects-this",
  app: "Otodom",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Elżbieta", handle: null },
  time: "12:40",
  battery: 70,
  replies: true,
  css: `${listingCss({ bg: "#fff", fg: "#1a1a1a", sub: "#6f6f6f", line: "#e6e6e6", accent: "#2f7b5f", card: "#f4f6f5" })}
.pr{color:#1a1a1a}.sl{gap:10px;padding:10px 16px;border-bottom:1px solid #e6e6e6;font-size:13px;color:#6f6f6f}.sl b{color:#1a1a1a;font-size:14px;display:block}
.bt .b1.p{background:#2f7b5f;color:#fff}.bt .b1.s{border:1.5px solid #2f7b5f;color:#2f7b5f}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${icon.heart(22)}${icon.share(21)}</div>
<div class="sc">
<div class="ph">${picture("100%", 170, ["#d9cbb4", "#a8937a"], `<span style="position:absolute;left:60px;top:30px;width:70px;height:90px;background:#f5efe2;border:5px solid #fff"></span><span style="position:absolute;left:230px;top:80px;width:140px;height:60px;border-radius:8px;background:#6b7f8f"></span>`)}${ui("1 / 12", "ct")}</div>
${ui("2-room flat, 48 m², balcony, Nadodrze", "tt")}
${ui("2 300 zł / month", "pr")}
${ui("+ bills 450 zł · Wrocław, Nadodrze · 3rd floor", "mt")}
<div class="row sl" data-role="ui">${avatar(34, "#b0736b")}<div style="flex:1"><b>Elżbieta</b>Private person · on Otodom since 2017</div></div>
${ui("Description", "sh")}
<div class="ds">
${own("Bright, quiet flat, fully furnished, new windows, a short walk to the tram.")}
${own("The neighbour upstairs practises tap dancing on Tuesdays and Fridays. The rent reflects this.")}
</div>
${ui("Questions", "sh")}
${qa("Bogumil", "Quiet except for the tap dancing? What time does it finish?", "Around nine. He says he is nearly ready for the show. He has said that since 2016.", "Answer from the advertiser")}
</div>
<div class="row bt" data-role="ui"><span class="b1 s">Call</span><span class="b1 p">Send message</span></div>`,
};
