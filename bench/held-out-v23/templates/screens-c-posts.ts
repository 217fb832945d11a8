// Part C's posts with replies (v23): VK (a watermelon that cost 7,400 roubles; the last comment cut by the comment
// box), Koo (a fielder tying a shoelace; JPEG, a friend’s banner), Farcaster (dark; someone else's cast first, the owner
// is the replier with the one-sided toaster), diaspora* (a tart that came out after the guests left; JPEG saved twice,
// Gboard open, a comment typed), Ello (a painting with a sticky note on it; cropped at the top).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar } from "./screens-c-kit";
import { other, own, ui } from "./shell";

const stripes = Array.from(
  { length: 7 },
  (_, i) => `<div style="position:absolute;left:${136 + i * 13}px;top:20px;width:5px;height:86px;border-radius:50%;background:#1f4d1c;opacity:.55"></div>`,
).join("");

export const vk: ScreenSpec = {
  id: "vk-we-grew-one-watermelon",
  app: "VK",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Fyodor Larionov", handle: null },
  time: "10:41",
  battery: 64,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#ebedf0;color:#000}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.vh{flex:none;height:52px;padding:0 12px;gap:18px;background:#fff;border-bottom:1px solid #e1e3e6;color:#2688eb;position:relative;z-index:3}.vh b{flex:1;font-size:17px;font-weight:500;color:#000}
.vp{background:#fff;padding:12px 14px 8px}.vn{font-size:15px;font-weight:500}.vm{font-size:13px;color:#818c99;margin-top:1px}.vx{font-size:15px;line-height:21px;margin-top:8px}
.va{gap:8px;margin-top:10px;font-size:14px;color:#6d7885}.va>span{gap:5px;background:#f2f3f5;border-radius:16px;padding:5px 11px}.va .v{margin-left:auto;background:none;padding:0;font-size:13px;color:#99a2ad}
.vc{background:#fff;margin-top:8px;padding:12px 14px 2px;font-size:14px;font-weight:500;color:#6d7885}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:5px;background:#fff}.crn{font-size:14px;font-weight:500;color:#2688eb}.crx{font-size:15px;line-height:20px;margin-top:1px}.crf{font-size:13px;color:#99a2ad;margin-top:4px}`,
  html: `<div class="row vh" data-role="ui">${icon.back(24)}<b>Post</b>${icon.moreV(22)}</div>
<div class="fill">
<div class="vp"><div class="row" style="gap:10px">${avatar(42, "#8a6f4e")}<div style="flex:1">${ui("Fyodor Larionov", "vn")}${ui("today at 9:14", "vm")}</div>${icon.moreV(20)}</div>
${own("The dacha season is over. Seeds, compost, a water barrel, a net against the crows, and a second net when they got through the first one.", "vx")}
${own("Did the sums last night: 7,400 roubles per watermelon. We grew one watermelon.", "vx")}
${own("Photo attached. It is on the kitchen windowsill for now.", "vx")}
<div style="margin:10px -14px 0">${picture("100%", 120, ["#d9cbb0", "#b79f7c"], `<div style="position:absolute;left:0;right:0;top:92px;height:28px;background:#efe7d8"></div><div style="position:absolute;left:128px;top:18px;width:96px;height:80px;border-radius:50%;background:#3f7d34"></div>${stripes}<div style="position:absolute;left:20px;top:8px;width:90px;height:80px;background:#a9c6d8;border:6px solid #f4efe6"></div>`)}</div>
<div class="row va" data-role="ui"><span class="row">${icon.heart(18)}<span>38</span></span><span class="row">${icon.comment(18)}<span>12</span></span><span class="row">${icon.share(18)}<span>2</span></span><span class="row v">${icon.eye(16)}<span>980</span></span></div></div>
<div class="vc" data-role="ui">12 comments</div>
${crow({ name: "Darya Semyonova", color: "#b0607a", text: ["Is it small or is the photo zoomed in?"], who: "Darya Semyonova", foot: "today at 9:40 · Reply" })}
${crow({ name: "Fyodor Larionov", color: "#8a6f4e", text: ["Darya, it is the photo. In person it is smaller."], who: "owner", depth: 1, foot: "today at 9:52 · Reply" })}
${crow({ name: "Efim Kornilov", color: "#5b7fa8", text: ["The crows got through both of my nets this year, so you are ahead of me."], who: "Efim Kornilov", foot: "today at 10:05 · Reply" })}
${crow({ name: "Bozhena Ivko", color: "#7aa05b", text: ["Put it in the middle of the table at New Year and tell everyone what it cost. They will eat it slowly."], who: "Bozhena Ivko", foot: "today at 10:31 · Reply" })}
</div>
${commentBox({ text: "Comment", color: "#6a8caf", bg: "#fff", box: "#f2f3f5", fg: "#000", sub: "#818c99", line: "#e1e3e6", right: icon.smile(24), bottom: 14 })}`,
};

export const koo: ScreenSpec = {
  id: "koo-i-was-tying-my-shoelace",
  app: "Koo",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  owner: { name: "Chitra Raghavan", handle: "@chitra_raghavan" },
  time: "19:08",
  battery: 41,
  replies: true,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Devika Kapoor",
    body: "team photo is up, you are tying your lace in that one too 😭",
    author: "Devika Kapoor",
    age: "now",
  },
  css: `body{background:#fff;color:#1d1d1f}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.kh{flex:none;height:50px;padding:0 14px;gap:12px;border-bottom:1px solid #eee;position:relative;z-index:3}.kh b{flex:1;font-size:18px;font-weight:700}.kl{width:26px;height:26px;border-radius:50%;background:#f4c623}
.kp{padding:12px 16px 10px;border-bottom:6px solid #f4f4f6}.kn{font-size:15px;font-weight:700}.km{font-size:13px;color:#7a7a80}.kx{font-size:15.5px;line-height:22px;margin-top:8px}
.ka{justify-content:space-between;margin-top:12px;font-size:13px;color:#6c6c72}.ka span{gap:5px}
.kc{font-size:14px;font-weight:700;padding:12px 16px 2px}
.cr{gap:10px;align-items:flex-start;padding-top:10px;padding-right:16px;padding-bottom:8px;border-bottom:1px solid #f1f1f3}.crn{font-size:14px;font-weight:700}.crm{font-size:12.5px;color:#7a7a80}.crx{font-size:15px;line-height:21px;margin-top:3px}.crf{font-size:12.5px;color:#7a7a80;margin-top:5px}`,
  html: `<div class="row kh" data-role="ui">${icon.back(22)}<span class="kl"></span><b>Koo</b>${icon.share(22)}</div>
<div class="fill">
<div class="kp"><div class="row" style="gap:10px">${avatar(44, "#b86a3c")}<div style="flex:1">${ui("Chitra Raghavan", "kn")}${ui("@chitra_raghavan · 3h", "km")}</div><span style="font-size:13px;font-weight:700;color:#1d1d1f;border:1.5px solid #1d1d1f;border-radius:16px;padding:4px 12px" data-role="ui">Following</span></div>
${own("Played my first match for the society team on Sunday. Four hours at long leg in the sun, completely focused.", "kx")}
${own("The ball came to me once in four hours. I was tying my shoelace.", "kx")}
${own("We still won by six runs. Same time next Sunday 🏏", "kx")}
<div class="row ka" data-role="ui"><span class="row">${icon.comment(18)}<span>31</span></span><span class="row">${icon.repost(18)}<span>12</span></span><span class="row">${icon.heart(18)}<span>240</span></span><span class="row">${icon.share(18)}</span></div></div>
<div class="kc" data-role="ui">Comments</div>
${crow({ name: "Bhavesh Sethi", meta: "@bhavesh_s · 2h", color: "#4a78a8", text: ["Long leg is where we put people we like but do not trust yet"], who: "Bhavesh Sethi", foot: "Reply · 46 likes" })}
${crow({ name: "Chitra Raghavan", meta: "@chitra_raghavan · 2h", color: "#b86a3c", text: ["Noted. I have ordered shoes with no laces."], who: "owner", depth: 1, foot: "Reply · 58 likes" })}
${crow({ name: "Bilal Joshi", meta: "@bilaljoshi · 1h", color: "#6aa07a", text: ["Who took the catch in the end?"], who: "Bilal Joshi", foot: "Reply · 3 likes" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#fff", "#eee", "#6c6c72")}`,
};

export const farcaster: ScreenSpec = {
  id: "farcaster-does-that-side-beautifully",
  app: "Farcaster",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Delroy Hinds", handle: "@delroyh" },
  time: "22:17",
  battery: 57,
  cutLines: 1,
  replies: true,
  css: `body{background:#17101f;color:#f2eff6}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.fh{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #2c2436;position:relative;z-index:3}.fh b{flex:1;font-size:17px;font-weight:700}
.cast{padding:12px 16px 10px;border-bottom:1px solid #2c2436}.fn{font-size:15px;font-weight:700}.fm{font-size:13.5px;color:#9d92ab}.fx{font-size:16px;line-height:22.5px;margin-top:8px}.fs{gap:16px;margin-top:10px;font-size:13.5px;color:#9d92ab}.fs b{color:#f2eff6;font-weight:600;margin-right:4px}
.rp{gap:10px;align-items:flex-start;padding:11px 16px 9px;border-bottom:1px solid #2c2436}.rp.th{border-bottom:none;padding-bottom:2px}.rn{font-size:14.5px;font-weight:700}.rm{font-size:13px;color:#9d92ab}.rx{font-size:15.5px;line-height:21.5px;margin-top:3px}.ra{gap:26px;margin-top:8px;font-size:13px;color:#9d92ab}.ra span{gap:5px}.ln{width:2px;background:#3a3046;align-self:stretch;margin:4px 0 -12px 18px}`,
  html: `<div class="row fh" data-role="ui">${icon.back(22)}<b>Cast</b>${icon.more(22)}</div>
<div class="fill">
<div class="cast"><div class="row" style="gap:10px">${avatar(44, "#7c5bbf")}<div style="flex:1">${ui("Bellamy", "fn")}${ui("@bellamy.eth · 6h", "fm")}</div></div>
${other("Bellamy", "What is the most you have spent repairing something it would have been cheaper to replace?", "fx")}
<div class="row fs" data-role="ui"><span><b>41</b>recasts</span><span><b>326</b>likes</span><span><b>88</b>replies</span></div></div>
<div class="row rp th"><div class="col">${avatar(38, "#c47a3a")}<div class="ln" style="height:70px"></div></div><div style="flex:1;min-width:0">${ui("Delroy Hinds · @delroyh · 5h", "rn")}
${own("£140 on a £25 toaster. New elements, a new lever, and a man in Catford who only does toasters.", "rx")}
${own("It toasts one side now, but it does that side beautifully.", "rx")}
<div class="row ra" data-role="ui"><span class="row">${icon.comment(17)}<span>14</span></span><span class="row">${icon.repost(17)}<span>9</span></span><span class="row">${icon.heart(17)}<span>212</span></span></div></div></div>
<div class="row rp" style="padding-left:30px">${avatar(32, "#3f8f8a")}<div style="flex:1;min-width:0">${ui("Calla · @callaweb · 4h", "rn")}${other("Calla", "does the catford man do kettles", "rx")}<div class="row ra" data-role="ui"><span class="row">${icon.comment(17)}<span>1</span></span><span class="row">${icon.heart(17)}<span>37</span></span></div></div></div>
<div class="row rp" style="padding-left:30px">${avatar(32, "#c47a3a")}<div style="flex:1;min-width:0">${ui("Delroy Hinds · @delroyh · 4h", "rn")}${own("Only toasters. I asked.", "rx")}<div class="row ra" data-role="ui"><span class="row">${icon.comment(17)}</span><span class="row">${icon.heart(17)}<span>61</span></span></div></div></div>
<div class="row rp">${avatar(38, "#5a6fb0")}<div style="flex:1;min-width:0">${ui("Elof · @elof · 5h", "rn")}${other("Elof", "About $300 reupholstering a chair I found on the pavement. It is still my favourite chair.", "rx")}<div class="row ra" data-role="ui"><span class="row">${icon.comment(17)}<span>2</span></span><span class="row">${icon.repost(17)}</span><span class="row">${icon.heart(17)}<span>48</span></span></div></div></div>
<div class="row rp">${avatar(38, "#8a8a3a")}<div style="flex:1;min-width:0">${ui("Casper · @casperfm · 5h", "rn")}${other("Casper", "Two hundred on a bike I was given for free. Worth every penny, and I would do it again tomorrow without a second thought.", "rx")}</div></div>
<div class="row rp">${avatar(38, "#a05a8a")}<div style="flex:1;min-width:0">${ui("Frankie · @frankiej · 4h", "rn")}${other("Frankie", "A washing machine, twice. I did the second repair myself and it only leaks a little now, mostly on Tuesdays.", "rx")}</div></div>
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#17101f", "#2c2436", "#9d92ab")}`,
};

export const diaspora: ScreenSpec = {
  id: "diaspora-gone-home-before-the-tart",
  app: "diaspora*",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 88 }, { width: 864, quality: 67 }],
  owner: { name: "Frode Aasheim", handle: null },
  time: "21:56",
  battery: 30,
  keyboard: true,
  suggestions: ["monday", "Monday", "morning"],
  cutLines: 1,
  statusBarDark: true,
  statusBarBackground: "#2b2b2b",
  replies: true,
  css: `body{background:#f3f3f3;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.dh{flex:none;height:48px;padding:0 14px;gap:14px;background:#2b2b2b;color:#ddd;position:relative;z-index:3}.dh b{flex:1;font-size:18px;font-weight:400;color:#fff;letter-spacing:.3px}
.dp{background:#fff;padding:10px 14px 8px;border-bottom:1px solid #ddd}.dn{font-size:14.5px;font-weight:700;color:#3f8fba}.dm{font-size:12px;color:#888}.dx{font-size:14.5px;line-height:20px;margin-top:6px}
.da{gap:14px;margin-top:8px;font-size:12.5px;color:#3f8fba}.dl{font-size:12.5px;color:#777;margin-top:5px}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:5px;background:#fafafa;border-bottom:1px solid #eee}.crn{font-size:13.5px;font-weight:700;color:#3f8fba}.crx{font-size:14px;line-height:19px;margin-top:1px}.crf{font-size:12px;color:#999;margin-top:2px}`,
  html: `<div class="row dh" data-role="ui">${icon.menu(22)}<b>diaspora*</b>${icon.bell(20)}${icon.comment(20)}</div>
<div class="fill">
<div class="dp"><div class="row" style="gap:10px">${avatar(38, "#6f8a5a")}<div style="flex:1">${ui("Frode Aasheim", "dn")}${ui("2h · Public", "dm")}</div></div>
${own("Saturday was my first proper dinner party. Eight guests, three courses, two days of shopping.", "dx")}
${own("I spent all of Friday on the apple tart. Everyone had gone home before it came out of the oven.", "dx")}
${own("Had a slice at half past one, standing up. It was good.", "dx")}
<div class="row da" data-role="ui"><span>Like</span><span>Reshare</span><span>Comment</span></div>
${ui("Ciril Novak, Edvard Brekke and 12 others like this", "dl")}</div>
${crow({ name: "Ciril Novak", color: "#a0705a", text: ["Lovely evening! We did smell something wonderful on the way down the stairs."], who: "Ciril Novak", foot: "1h", size: 28 })}
${crow({ name: "Frode Aasheim", color: "#6f8a5a", text: ["That was the tart."], who: "owner", foot: "1h", size: 28 })}
${crow({ name: "Edvard Brekke", color: "#5a7aa0", text: ["What time did it come out in the end?"], who: "Edvard Brekke", foot: "40m", size: 28 })}
</div>
${commentBox({ text: "bring the rest to work on monday", typed: true, color: "#777", bg: "#fff", box: "#f1f1f1", fg: "#222", sub: "#888", line: "#ddd", right: icon.send(22), bottom: 8 })}`,
};

export const ello: ScreenSpec = {
  id: "ello-had-to-check-the-back",
  app: "Ello",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 44 },
  cutLines: 1,
  owner: { name: "Esperanza Vidal", handle: "@esperanza_vidal" },
  time: "16:33",
  battery: 76,
  replies: true,
  css: `body{background:#fff;color:#000}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.eh{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #eee;position:relative;z-index:3}.eh .lg{width:30px;height:30px;border-radius:50%;background:#000}.eh b{flex:1;font-size:15px;font-weight:400;color:#aaa}.eh b span{color:#000;margin-right:14px}
.ep{padding:12px 14px 4px}.en{font-size:14px}.en2{font-size:13px;color:#aaa}.ex{font-size:15px;line-height:22px;margin-top:10px}
.note{position:absolute;left:226px;top:30px;width:92px;height:74px;background:#f7e26b;transform:rotate(4deg);box-shadow:0 2px 5px rgba(0,0,0,.25);padding:10px 8px;font:700 15px/19px "Inter",sans-serif;color:#333;text-align:center}
.ea{gap:22px;padding:10px 14px;font-size:13px;color:#aaa;border-bottom:1px solid #eee}.ea span{gap:5px}
.cr{gap:10px;align-items:flex-start;padding-top:10px;padding-right:14px;padding-bottom:4px}.crn{font-size:13.5px;font-weight:600}.crx{font-size:14.5px;line-height:20px;margin-top:2px}.crf{font-size:12px;color:#aaa;margin-top:3px}`,
  html: `<div class="row eh" data-role="ui"><span class="lg"></span><b><span>Following</span>Discover</b>${icon.search(22)}</div>
<div class="fill">
<div class="row ep" style="gap:10px">${avatar(34, "#c48a5a")}<div style="flex:1">${ui("@esperanza_vidal", "en")}${ui("Esperanza Vidal · 3h", "en2")}</div>${icon.more(20)}</div>
<div style="margin:8px 14px 0;position:relative">${picture("100%", 300, ["#e9e4dc", "#d6cfc4"], `<div style="position:absolute;left:36px;top:22px;width:290px;height:250px;background:linear-gradient(200deg,#22375e 0%,#3d6fa3 38%,#c9743a 62%,#1b2a3a 100%);box-shadow:0 3px 10px rgba(0,0,0,.3)"></div><div style="position:absolute;left:70px;top:90px;width:120px;height:70px;border-radius:50%;background:#e3b24a;opacity:.8"></div><div style="position:absolute;left:150px;top:170px;width:140px;height:60px;background:#7aa0c4;opacity:.7;transform:rotate(-12deg)"></div>`)}${own("THIS WAY UP ↑", "note")}</div>
<div class="ep" style="padding-top:2px">
${own("Finished. Oil on canvas, 80 × 100 cm, six months of evenings.", "ex")}
${own("Showed it to my mum on Sunday. She asked which way up it goes. I had to check the back.", "ex")}
${own("The note stays on for the open studio.", "ex")}</div>
<div class="row ea" data-role="ui"><span class="row">${icon.eye(16)}<span>2.4K</span></span><span class="row">${icon.comment(17)}<span>9</span></span><span class="row">${icon.heart(17)}<span>184</span></span><span class="row">${icon.repost(17)}<span>6</span></span></div>
${crow({ name: "@folake.studio", color: "#8a5ab0", text: ["The blues in the lower half are gorgeous."], who: "@folake.studio", foot: "2h", size: 30 })}
${crow({ name: "@feliks_m", color: "#5aa08a", text: ["Which half is the lower half though"], who: "@feliks_m", foot: "2h", size: 30 })}
${crow({ name: "@esperanza_vidal", color: "#c48a5a", text: ["@feliks_m the note is there for a reason"], who: "owner", depth: 1, foot: "1h", size: 30 })}
</div>`,
};

export const POSTS: ScreenSpec[] = [vk, koo, farcaster, diaspora, ello];
