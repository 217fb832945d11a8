// Part A of the held-out set v21 (five chats, then four listings), in screens.json order: Amazon Chime
// (dark, a recurring meeting sent to a whole floor by mistake), Kakao Work (JPEG, a neighbour's parrot that
// does the owner's ringtone), Voxer (keyboard open, a dog entered under Root Vegetables, the owner's first
// bubble in view cut under the header), Hike (dark, JPEG, a gym membership used only for the massage chair),
// Tango (cropped at the top, a car that only understands an Australian accent), Tradera (a tuba sold after
// the staircase's letter, downscaled), Ricardo.ch (dark, JPEG saved twice, a cuckoo clock with a 3:40 of its
// own, a buyer's question as a banner), Allegro (JPEG, cropped at the bottom, an inflatable flamingo that will
// not deflate), Otodom (a flat under a tap-dancing neighbour).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

type Msg = ["t", string] | ["me" | "them", string, string?, string?];

const bubbles = (them: string, items: Msg[]) =>
  items
    .map((m) => {
      if (m[0] === "t") return ui(m[1], "tm");
      const [side, text, time, who] = m;
      const t = time ? ui(time, "bt2") : "";
      if (side === "me") return `<div class="bb r">${own(text)}${t}</div>`;
      const name = who ?? them;
      return `<div class="bb l">${who ? ui(who, "gn") : ""}${other(name, text)}${t}</div>`;
    })
    .join("\n");

const bubbleCss = (o: {
  bg: string;
  fg: string;
  sub: string;
  left: string;
  leftFg: string;
  right: string;
  rightFg: string;
  radius: number;
  size: number;
  max?: number;
}) =>
  `body{background:${o.bg};color:${o.fg}}.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 8px;gap:5px}.fill>*{flex-shrink:0}
.bb{max-width:${o.max ?? 268}px;border-radius:${o.radius}px;padding:7px 11px;font-size:${o.size}px;line-height:${o.size + 5}px}.bb.l{background:${o.left};color:${o.leftFg};align-self:flex-start}.bb.r{background:${o.right};color:${o.rightFg};align-self:flex-end}
.bt2{font-size:10.5px;opacity:.62;text-align:right;margin-top:1px;line-height:13px}.gn{font-size:12.5px;font-weight:600;line-height:16px;margin-bottom:1px}
.tm{align-self:center;font-size:11.5px;color:${o.sub};margin:8px 0 2px}`;

export const chime: ScreenSpec = {
  id: "amazonchime-we-have-not-once-focused",
  app: "Amazon Chime",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Fredrik", handle: null },
  time: "16:08",
  battery: 47,
  replies: true,
  css: `${bubbleCss({ bg: "#15181d", fg: "#e6e9ee", sub: "#8a919c", left: "#252a31", leftFg: "#e6e9ee", right: "#1f6fc5", rightFg: "#fff", radius: 8, size: 15, max: 270 })}
.hd{flex:none;height:54px;padding:0 14px 0 8px;gap:10px;background:#1c2026;border-bottom:1px solid #2b3038;color:#4aa3ff;position:relative;z-index:3}.hd b{font-size:16px;font-weight:600;color:#e6e9ee;display:block}.hd small{font-size:12px;color:#8a919c;display:block}
.in{flex:none;gap:12px;padding:8px 12px 30px;background:#1c2026;border-top:1px solid #2b3038;color:#8a919c}.in .box{flex:1;min-height:38px;border-radius:6px;border:1px solid #3a404a;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#7a818c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(34, "#8e6bc2")}<div style="flex:1;min-width:0"><b>Berenike Osterholt</b><small>Available</small></div>${icon.phone(20)}${icon.video(22)}</div>
<div class="fill">
${bubbles("Berenike Osterholt", [
  ["t", "Today"],
  ["them", "why are 14 people in your Focus Time every thursday", "3:41 PM"],
  ["me", "I sent the invite to the whole floor by mistake in March.", "3:44 PM"],
  ["me", "Nobody declined. They just started turning up.", "3:44 PM"],
  ["them", "and you never said anything??", "3:45 PM"],
  ["me", "By week three someone had made an agenda.", "3:47 PM"],
  ["them", "is that why there is a shared doc called Focus Time Minutes", "3:49 PM"],
  ["me", "Audra takes the minutes. We have not once focused.", "3:52 PM"],
  ["them", "fredrik just cancel it", "3:57 PM"],
  ["me", "I can’t. Last week they gave me a card for the anniversary.", "4:05 PM"],
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message Berenike Osterholt</span>${icon.send(22)}</div>`,
};

export const kakaowork: ScreenSpec = {
  id: "kakaowork-hello-back-in-my-voice",
  app: "Kakao Work",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Farrah", handle: null },
  time: "19:22",
  battery: 29,
  replies: true,
  css: `${bubbleCss({ bg: "#f3f4f7", fg: "#1d1f24", sub: "#878b94", left: "#fff", leftFg: "#1d1f24", right: "#ffe14d", rightFg: "#1d1f24", radius: 12, size: 15, max: 250 })}
.bb.l{border-top-left-radius:3px}.bb.r{border-top-right-radius:3px}.bt2{display:none}
.hd{flex:none;height:56px;padding:0 12px 0 8px;gap:10px;background:#fff;border-bottom:1px solid #e2e4e9;color:#1d1f24;position:relative;z-index:3}.hd b{font-size:16.5px;font-weight:600;display:block}.hd small{font-size:12px;color:#878b94;display:block}
.in{flex:none;gap:12px;padding:8px 10px 24px;background:#fff;border-top:1px solid #e2e4e9;color:#878b94}.in .box{flex:1;min-height:38px;display:flex;align-items:center;padding:6px 8px;font-size:15px;color:#a3a7af}.in .sd{width:34px;height:34px;border-radius:50%;background:#ffe14d;color:#1d1f24;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1;min-width:0"><b>Bodil Vennerød</b><small>Product Design · Away</small></div>${icon.search(21)}${icon.menu(22)}</div>
<div class="fill">
${bubbles("Bodil Vennerød", [
  ["t", "Tuesday, December 1"],
  ["them", "ok last thing before I log off, can you add the churn numbers to slide 9 and move the timeline to the appendix", "17:58"],
  ["me", "Will do", "18:03"],
  ["them", "hey did you see my calls earlier? I rang you three times about the deck for tomorrow", "18:40"],
  ["me", "Sorry. I stopped trusting my ringtone.", "18:52"],
  ["me", "The new neighbour has a parrot. It does my ringtone perfectly.", "18:52"],
  ["them", "just change the ringtone lol", "18:55"],
  ["me", "I did. It learned the new one by Thursday.", "18:57"],
  ["them", "how many times have you fallen for it", "19:01"],
  ["me", "Today? Eleven. Once I said hello to it through the wall.", "19:03"],
  ["them", "did it say anything", "19:04"],
  ["me", "It said hello back in my voice.", "19:06"],
  ["them", "farrah I’m going to email you from now on", "19:11"],
])}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Enter a message</span>${icon.smile(22)}<span class="sd">${icon.arrowUp(18)}</span></div>`,
};

/** A public question on a listing and the seller's answer. */
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

export const voxer: ScreenSpec = {
  id: "voxer-beaten-by-a-swede",
  app: "Voxer",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Eoghan", handle: null },
  time: "13:46",
  battery: 64,
  cutLines: 1,
  keyboard: true,
  suggestions: ["marrows", "March", "May"],
  statusBarDark: true,
  statusBarBackground: "#f47b20",
  replies: true,
  css: `${bubbleCss({ bg: "#f6f6f6", fg: "#222", sub: "#8c8c8c", left: "#fff", leftFg: "#222", right: "#fde3cc", rightFg: "#222", radius: 10, size: 15.5, max: 300 })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.08)}
.hd{flex:none;height:54px;padding:0 14px 0 8px;gap:10px;background:#f47b20;color:#fff;position:relative;z-index:3}.hd b{font-size:17px;font-weight:600;display:block}.hd small{font-size:12px;color:#ffe2c8;display:block}
.in{flex:none;gap:10px;padding:7px 10px 8px;background:#fff;border-top:1px solid #e3e3e3;color:#f47b20}.in .box{flex:1;min-height:36px;border-radius:18px;border:1px solid #d6d6d6;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#222}.in .pt{width:36px;height:36px;border-radius:50%;background:#f47b20;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(34, "#4d7fa8")}<div style="flex:1;min-width:0"><b>Aednat</b><small>Listening now</small></div>${icon.phone(21)}${icon.moreV(21)}</div>
<div class="fill">
${bubbles("Aednat", [
  ["them", "did you bring Alfons to the village show in the end? mam said there was a photo in the parish newsletter", "12:58"],
  ["me", "I filled in the wrong form. He was entered under Root Vegetables.", "13:02"],
  ["them", "they let him compete??", "13:03"],
  ["me", "The judge said rules are rules. He sat very still on the table.", "13:05"],
  ["them", "eoghan how did he do", "13:06"],
  ["me", "Second place. Beaten by a swede as big as a toddler.", "13:09"],
  ["them", "is that why he has a rosette on in the newsletter", "13:31"],
  ["me", "He earned it. He has never been that still in his life.", "13:33"],
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}${own("I’m entering him in", "box")}<span class="pt">${icon.mic(20)}</span></div>`,
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

export const hike: ScreenSpec = {
  id: "hike-past-the-front-desk",
  app: "Hike",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Emmet", handle: null },
  time: "07:12",
  battery: 88,
  replies: true,
  css: `${bubbleCss({ bg: "#101418", fg: "#e4e8ec", sub: "#8b939c", left: "#1f262d", leftFg: "#e4e8ec", right: "#1b8f6a", rightFg: "#fff", radius: 16, size: 15, max: 250 })}
.bb.l{border-bottom-left-radius:4px}.bb.r{border-bottom-right-radius:4px}
.hd{flex:none;height:56px;padding:0 12px 0 8px;gap:10px;background:#171d23;border-bottom:1px solid #252d35;color:#e4e8ec;position:relative;z-index:3}.hd b{font-size:16.5px;font-weight:600;display:block}.hd small{font-size:12px;color:#8b939c;display:block}
.in{flex:none;gap:10px;padding:8px 10px 24px;background:#101418;color:#8b939c}.in .box{flex:1;min-height:40px;border-radius:20px;background:#1f262d;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#7c848d}.in .sd{width:40px;height:40px;border-radius:50%;background:#1b8f6a;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#c0677a")}<div style="flex:1;min-width:0"><b>Blathnaid</b><small>online</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Blathnaid", [
  ["t", "Today"],
  ["them", "mam says you’ve been going to the gym every morning?? who are you", "06:48"],
  ["me", "Every morning at 6. Since January.", "06:51"],
  ["them", "ok fair play. what are you lifting", "06:52"],
  ["me", "Nothing. There’s a massage chair by the front desk.", "06:55"],
  ["me", "I have not once gone past the front desk.", "06:55"],
  ["them", "emmet it’s 45 euro a month", "06:57"],
  ["them", "do the staff not say anything", "06:58"],
  ["me", "They put a little reserved sign on the chair at ten to six.", "07:03"],
  ["them", "I’m telling mam", "07:06"],
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(22)}<span style="flex:1">Type a message</span>${icon.paperclip(20)}${icon.camera(20)}</span><span class="sd">${icon.mic(20)}</span></div>`,
};

export const tango: ScreenSpec = {
  id: "tango-the-car-prefers-her",
  app: "Tango",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 40 },
  owner: { name: "Douwe", handle: null },
  time: "18:05",
  battery: 36,
  replies: true,
  css: `${bubbleCss({ bg: "#fff", fg: "#1c1c1e", sub: "#8e8e93", left: "#f0f0f3", leftFg: "#1c1c1e", right: "#ff3b6b", rightFg: "#fff", radius: 18, size: 15.5, max: 270 })}
.hd{flex:none;height:56px;padding:0 14px 0 8px;gap:10px;background:#fff;border-bottom:1px solid #ececef;color:#ff3b6b;position:relative;z-index:3}.hd b{font-size:16.5px;font-weight:700;color:#1c1c1e;display:block}.hd small{font-size:12px;color:#8e8e93;display:block}
.in{flex:none;gap:12px;padding:8px 12px 30px;background:#fff;border-top:1px solid #ececef;color:#ff3b6b}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f0f0f3;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#8e8e93}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#3f8fbf")}<div style="flex:1;min-width:0"><b>Andries</b><small>Active now</small></div>${icon.video(23)}${icon.phone(21)}</div>
<div class="fill">
${bubbles("Andries", [
  ["t", "Today 17:20"],
  ["them", "you sounded weird on the phone earlier, are you ok", "17:20"],
  ["me", "Sorry, driving. The new car only understands me in an Australian accent.", "17:31"],
  ["them", "what", "17:31"],
  ["me", "Navigation ignores me. If I say it like a surfer from Brisbane, we go anywhere.", "17:33"],
  ["them", "you have never been to Australia", "17:34"],
  ["me", "Neither has the car. It’s working, somehow.", "17:36"],
  ["them", "what happens when Femmie drives", "17:50"],
  ["me", "She does a Scottish one. The car prefers her.", "17:58"],
])}
</div>
<div class="row in" data-role="ui">${icon.gift(22)}<span class="box">Say something…</span>${icon.camera(22)}${icon.mic(22)}</div>`,
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

export const PART_A: ScreenSpec[] = [chime, kakaowork, voxer, hike, tango, tradera, ricardo, allegro, otodom];
