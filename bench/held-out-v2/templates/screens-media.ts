// Creators and listings: SoundCloud (small-caps name, title over artwork), Wattpad (a story's
// comments), Kick (stream chat), Patreon (tiers and comments), Product Hunt (keyboard open,
// downscaled), Lemon8 (fancy-letter name, cover text over a busy picture, saved twice), Zillow
// (cropped), Poshmark (a listing's comments).
import { avatar, icon, picture } from "../../held-out/templates/icons";
import { comment, counts } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { esc, own, span, ui } from "./shell";

export const soundcloud: ScreenSpec = {
  id: "soundcloud-track",
  app: "SoundCloud",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "ᴅᴊ ᴋᴀʏᴅᴇɴ", handle: null },
  time: "02:33",
  battery: 44,
  replies: true,
  css: `body{background:#121212}.art{position:relative;height:330px;flex:none;background:linear-gradient(160deg,#ff5500,#8e2de2 60%,#111)}
.art .blob{position:absolute;border-radius:50%;pointer-events:none}.art .t{position:absolute;left:16px;top:20px;right:16px}
.tt{display:inline;background:#000;color:#fff;font-size:22px;font-weight:700;line-height:32px;padding:2px 6px;box-decoration-break:clone;-webkit-box-decoration-break:clone}
.ar{display:inline-block;background:#000;color:#ccc;font-size:15px;padding:2px 6px;margin-top:6px}
.wave{position:absolute;left:12px;right:12px;bottom:30px;height:60px;display:flex;align-items:flex-end;gap:2px}.wave i{flex:1;background:#fff;opacity:.85}
.pl{position:absolute;right:16px;top:120px;width:60px;height:60px;border-radius:50%;background:#fff;color:#000;display:flex;align-items:center;justify-content:center}
.acts{justify-content:space-around;color:#ccc;padding:12px 8px;font-size:14px;border-bottom:1px solid #2a2a2a}
.desc{font-size:14px;line-height:20px;color:#ddd;padding:10px 16px}.sec{font-size:14px;font-weight:700;padding:6px 16px;color:#999}
.c{gap:10px;padding:8px 16px}.cn{font-size:14px;font-weight:700}.cm{font-size:12px;color:#999}.ct{font-size:15px;line-height:20px}`,
  html: `<div class="art"><span class="blob" style="left:200px;top:40px;width:160px;height:160px;background:rgba(255,255,255,.18)"></span><span class="blob" style="left:30px;top:150px;width:90px;height:90px;background:rgba(0,0,0,.25)"></span>
<div class="t"><span class="tt" data-role="owner">${esc("HEARTBREAK IN THE CLUB (ft. my ex’s voicemail) [FREE DL]")}</span><br>${ui("ᴅᴊ ᴋᴀʏᴅᴇɴ", "ar")}</div>
<span class="pl">${icon.play(26)}</span>
<div class="wave">${Array.from({ length: 60 }, (_, i) => `<i style="height:${12 + Math.round(40 * Math.abs(Math.sin(i * 0.7)) + (i % 5) * 2)}px"></i>`).join("")}</div></div>
${counts(
  [
    [icon.heart(22), "38"],
    [icon.comment(22), "11"],
    [icon.repost(22), "2"],
    [icon.share(22), ""],
    [icon.more(22), ""],
  ],
  0,
)}
<div class="fill">
${own("my first ever track!! produced on my phone on the bus. turn it UP 🔊🔊", "desc")}
${ui("11 comments", "sec")}
${comment("#ff5500", "kaydens_ex", "at 0:42", "why is my voice on this", false)}
${comment("#6c5ce7", "ᴅᴊ ᴋᴀʏᴅᴇɴ", "at 0:44", "it’s called sampling", true)}
${comment("#00b894", "bass_lord_ryan", "at 1:10", "the drop is just the bus stopping", false)}
${comment("#e17055", "mum", "at 0:05", "Very loud. Proud of you. Please call your nan", false)}
</div>`,
};

export const wattpad: ScreenSpec = {
  id: "wattpad-story",
  app: "Wattpad",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "moonlitwriter_x", handle: null },
  time: "00:47",
  battery: 26,
  replies: true,
  css: `body{background:#121212}.hd{flex:none;height:46px;padding:0 14px;gap:12px;color:#eee}.hd b{flex:1;text-align:center;font-size:16px}
.cover{gap:14px;padding:8px 16px 14px}.cv{position:relative;width:110px;height:170px;border-radius:4px;overflow:hidden;background:linear-gradient(170deg,#1c1c3c,#9b2d5c 70%,#e9a1a1)}
.cv .ct2{position:absolute;left:8px;right:8px;top:12px;color:#fff;font-family:"P052",serif;font-size:15px;line-height:18px;font-weight:700;text-align:center}.cv .moon{position:absolute;left:30px;top:80px;width:50px;height:50px;border-radius:50%;background:#f4e3c1;pointer-events:none}
.st{font-size:19px;font-weight:700;line-height:24px;color:#fff}.au{font-size:14px;color:#aaa;margin-top:6px}.nums{gap:12px;font-size:13px;color:#aaa;margin-top:8px}
.ch{padding:10px 16px;border-top:1px solid #2a2a2a;border-bottom:1px solid #2a2a2a}.chn{font-size:14px;color:#ff6122;font-weight:700}.cht{font-size:17px;color:#fff;font-weight:700;margin-top:2px}
.ex{font-family:"P052",serif;font-size:16px;line-height:24px;color:#ddd;padding:10px 16px;white-space:pre-line}
.sec{font-size:14px;font-weight:700;color:#aaa;padding:8px 16px 0}.c{gap:10px;padding:8px 16px}.cn{font-size:14px;font-weight:700;color:#fff}.cm{font-size:12px;color:#888}.ct{font-size:15px;line-height:20px;color:#ddd}`,
  html: `<div class="row hd">${icon.back(24)}<b>Chapter 47</b>${icon.more(22)}</div>
<div class="fill">
<div class="row cover"><div class="cv"><span class="moon"></span><div class="ct2" data-role="owner">${esc("The CEO’s Secret Werewolf Barista")}</div></div>
<div style="flex:1">${own("The CEO’s Secret Werewolf Barista", "st")}${ui("by moonlitwriter_x", "au")}<div class="row nums">${span("👁 1.2M")}${span("⭐ 88.4K")}${span("☰ 47")}</div></div></div>
<div class="ch">${ui("Part 47", "chn")}${own("He Looked At Me (Again) 🌙", "cht")}</div>
${own("His eyes met mine across the espresso machine. Again.\n“Oat milk?” he growled.\nI had never been so seen.", "ex")}
${ui("Comments", "sec")}
${comment("#ff6122", "readerbee", "2h", "47 chapters and he has looked at her 46 times. please let them hold hands", false)}
${comment("#7a6ff0", "moonlitwriter_x", "2h", "slow burn babe 🔥", true)}
${comment("#2ec4b6", "ghost_reads", "1h", "this burn is so slow it’s technically a candle", false)}
</div>`,
};

export const kick: ScreenSpec = {
  id: "kick-stream-chat",
  app: "Kick",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 66,
  owner: { name: "xtremevlogz", handle: null },
  time: "03:02",
  battery: 7,
  cutLines: 2,
  replies: true,
  css: `body{background:#0b0e0f;color:#fff}.live{position:absolute;left:10px;top:10px;background:#53fc18;color:#000;font-size:12px;font-weight:800;border-radius:4px;padding:1px 6px}
.info{gap:10px;padding:10px 12px;border-bottom:1px solid #24272c}.sn{font-weight:700;font-size:15px;color:#53fc18}.ti{font-size:14px;line-height:19px;margin-top:2px}.cat{font-size:13px;color:#9aa0a6;margin-top:3px}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:4px 10px}.cl{font-size:15px;line-height:21px;padding:3px 0}.cl b{font-weight:700}
.in{flex:none;padding:8px 10px 28px;gap:10px;color:#9aa0a6}.in .box{flex:1;height:40px;border-radius:6px;background:#1f2226;display:flex;align-items:center;padding:0 12px;font-size:15px}`,
  html: `<div style="position:relative;flex:none">${picture("100%", 203, ["#0f2a1a", "#1b1b1b"], `<div style="position:absolute;left:120px;top:50px;width:120px;height:100px;border-radius:50%;background:#2f5d3f;opacity:.7"></div>`)}<span class="live">LIVE</span></div>
<div class="row info">${avatar(40, "#53fc18")}<div style="flex:1">${ui("xtremevlogz", "sn")}${own("24 HOUR STREAM!!! sleeping live at 4am DONT MISS IT", "ti")}${ui("Just Chatting · 6 viewers", "cat")}</div></div>
<div class="fill">
${[
  ["sleepybot", "#8a8a8a", "Reminder: follow xtremevlogz for more sleep content", false],
  ["moderator_mo", "#ff7a00", "chat be nice he is fragile tonight", false],
  ["lil_gabe", "#1e90ff", "he just yawned into the mic for 40 seconds", false],
  ["xtremevlogz", "#53fc18", "that was a STRATEGIC yawn", true],
  ["xtremevlogz", "#53fc18", "ok chat real talk i am SO tired but we push through for the fans", true],
  ["lil_gabe", "#1e90ff", "how many fans", false],
  ["xtremevlogz", "#53fc18", "6 and growing", true],
  ["moderator_mo", "#ff7a00", "he has been “about to sleep” for 3 hours", false],
  ["xtremevlogz", "#53fc18", "chat when we hit 10 viewers i close my eyes", true],
  ["sleepybot", "#8a8a8a", "xtremevlogz has been live for 19h 58m", false],
  ["lil_gabe", "#1e90ff", "i paid 5 dollars to watch a man lie down", false],
  ["xtremevlogz", "#53fc18", "its CONTENT gabe", true],
]
  .map(
    ([n, c, t, mine]) =>
      `<div class="cl"><b style="color:${c}">${esc(n as string)}:</b> <span ${mine ? `data-role="owner"` : `data-role="other" data-author="${esc(n as string)}"`}>${esc(t as string)}</span></div>`,
  )
  .join("")}
</div>
<div class="row in"><span class="box">Send a message</span>${icon.smile(24)}</div>`,
};

export const patreon: ScreenSpec = {
  id: "patreon-post",
  app: "Patreon",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Lukas Brenner", handle: null },
  time: "18:09",
  battery: 87,
  replies: true,
  css: `.hd{flex:none;height:48px;padding:0 14px;gap:12px}.hd b{flex:1;font-size:17px}
.who{gap:10px;padding:6px 16px}.nm{font-weight:700;font-size:15px}.nm2{font-size:13px;color:#6b6b6b}
.tt{font-size:22px;font-weight:800;line-height:28px;padding:8px 16px 4px}.tx{font-size:16px;line-height:23px;padding:4px 16px;white-space:pre-line}
.tiers{margin:8px 16px;border:1px solid #e5e5e5;border-radius:12px;padding:10px 12px}.tr{justify-content:space-between;padding:5px 0;font-size:15px;gap:10px}.tr b{flex:none}
.acts{color:#6b6b6b;padding:8px 16px;font-size:14px;border-bottom:1px solid #eee}.c{gap:10px;padding:10px 16px 2px}.cn{font-weight:700;font-size:14px}.cm{font-size:12px;color:#6b6b6b}.ct{font-size:15px;line-height:21px}`,
  html: `<div class="row hd">${icon.back(24)}<b>Lukas Brenner</b>${icon.more(22)}</div>
<div class="fill">
<div class="row who">${avatar(40, "#ff424d")}<div>${ui("Lukas Brenner", "nm")}${ui("Public post · Nov 20", "nm2")}</div></div>
${own("New tiers are LIVE 🎉", "tt")}
${own("You asked, I listened. Nobody asked, but I listened anyway.", "tx")}
<div class="tiers">
<div class="row tr"><b data-role="owner">$3/mo</b>${own("My eternal gratitude")}</div>
<div class="row tr"><b data-role="owner">$10/mo</b>${own("Gratitude + I like your comments")}</div>
<div class="row tr"><b data-role="owner">$50/mo</b>${own("I say your name in a video (once)")}</div>
</div>
${ui("Current patrons: 2 (hi Mum, hi Mum’s friend Carol)", "tx")}
${counts(
  [
    [icon.heart(20), "7"],
    [icon.comment(20), "3"],
  ],
  16,
)}
${comment("#6c8ebf", "Carol W.", "2d", "Lukas I only joined because your mum showed me how on her phone", false)}
${comment("#ff424d", "Lukas Brenner", "2d", "and I’ll never forget it Carol", true)}
${comment("#9b9b9b", "Mum", "1d", "Can I get the $50 one for the price of the $3 one I’m your mother", false)}
</div>`,
};

export const productHunt: ScreenSpec = {
  id: "product-hunt-launch",
  app: "Product Hunt",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Aaron Blake", handle: null },
  time: "00:04",
  battery: 67,
  keyboard: true,
  suggestions: ["Congrats", "This", "I"],
  downscaleTo: 720,
  cutLines: 1,
  replies: true,
  css: `.hd{flex:none;height:46px;padding:0 14px;gap:12px;border-bottom:1px solid #eee}.hd b{flex:1;font-size:17px;text-align:center}
.prod{gap:12px;padding:12px 16px 6px}.lg{width:56px;height:56px;border-radius:12px;background:linear-gradient(135deg,#ff6154,#ffb347)}.pn{font-size:19px;font-weight:700}.tg{font-size:15px;line-height:20px;color:#4b587c;margin-top:2px}
.up{gap:10px;padding:6px 16px 10px;font-size:14px;color:#4b587c}.up .b{background:#ff6154;color:#fff;border-radius:8px;padding:6px 12px;font-weight:700;display:flex;gap:6px;align-items:center}
.c{gap:10px;padding:8px 16px 2px;border-top:1px solid #f0f0f0}.cn{font-weight:700;font-size:14px}.cm{font-size:12px;color:#ff6154;font-weight:600}.ct{font-size:15px;line-height:21px;color:#21293c}
.cmp{flex:none;border-top:1px solid #e6e6e6;padding:8px 14px;gap:10px;background:#fff}.cmp .box{flex:1;font-size:16px;color:#999}`,
  html: `<div class="row hd">${icon.back(24)}<b>Launch</b>${icon.share(20)}</div>
<div class="fill">
<div class="row prod"><span class="lg"></span><div style="flex:1">${ui("TaskPal AI", "pn")}${own("The AI to-do list that reminds you about your to-do list", "tg")}</div></div>
<div class="row up"><span class="b">${icon.arrowUp(14)}${span("UPVOTE 19")}</span>${span("#41 Product of the Day")}</div>
${comment("#ff6154", "Aaron Blake", "Maker", "Hey hunters! 👋 After 3 years in stealth mode I’m proud to finally launch. We raised $2M to solve a problem nobody could put into words.", true)}
${comment("#4b587c", "Priyanka J.", "", "Is this a reminder app", false)}
${comment("#ff6154", "Aaron Blake", "Maker", "It’s an intention orchestration layer", true)}
${comment("#1f9e89", "Tom H.", "", "so a reminder app", false)}
</div>
<div class="row cmp">${avatar(28, "#c9c9c9")}<span class="box">What do you think?</span></div>`,
};

export const lemon8: ScreenSpec = {
  id: "lemon8-post",
  app: "Lemon8",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 900, quality: 71 }],
  owner: { name: "𝐒𝐨𝐟𝐢𝐚 𝐑𝐞𝐞𝐝 🍋", handle: "@sofiareedliving" },
  time: "14:55",
  battery: 45,
  replies: true,
  css: `.hd{flex:none;height:50px;padding:0 14px;gap:10px}.hd .nm{flex:1;font-size:15px;font-weight:600}.fol{background:#ffe14d;border-radius:14px;padding:4px 12px;font-size:14px;font-weight:600}
.ph{position:relative;height:360px;overflow:hidden;background:#d7c4a3}.ph .b{position:absolute;pointer-events:none}
.ph .ov{position:absolute;left:18px;right:18px;top:34px;text-align:center;color:#fff;font-size:30px;line-height:36px;font-weight:900;text-shadow:0 2px 0 #e4572e,0 0 12px rgba(0,0,0,.35)}
.ph .ov2{position:absolute;left:30px;right:30px;bottom:26px;text-align:center;color:#3b2f2f;font-size:16px;font-weight:700;background:rgba(255,255,255,.78);border-radius:8px;padding:4px 8px}
.dots{justify-content:center;gap:5px;padding:8px}.dots i{width:6px;height:6px;border-radius:50%;background:#ccc}.dots i.on{background:#333}
.tt{font-size:18px;font-weight:700;padding:0 16px 4px}.tx{font-size:15px;line-height:21px;padding:0 16px;white-space:pre-line}.tgs{font-size:15px;color:#1a5fb4;padding:4px 16px 8px}
.c{gap:10px;padding:8px 16px 2px}.cn{font-weight:600;font-size:13px;color:#666}.cm{font-size:12px;color:#999}.ct{font-size:15px;line-height:20px}`,
  html: `<div class="row hd">${icon.back(22)}${avatar(32, "#f2c14e")}${span("𝐒𝐨𝐟𝐢𝐚 𝐑𝐞𝐞𝐝 🍋", "nm")}<span class="fol">Follow</span>${icon.share(20)}</div>
<div class="fill">
<div class="ph"><span class="b" style="left:-30px;top:180px;width:260px;height:200px;border-radius:30%;background:#a47551"></span><span class="b" style="left:200px;top:40px;width:200px;height:280px;background:repeating-linear-gradient(90deg,#f4efe6 0 14px,#e8dcc6 14px 28px)"></span><span class="b" style="left:40px;top:120px;width:90px;height:130px;border-radius:45px 45px 8px 8px;background:#6b8f71"></span><span class="b" style="left:150px;top:200px;width:120px;height:80px;border-radius:50%;background:#f7d9c4"></span><span class="b" style="left:260px;top:230px;width:70px;height:70px;border-radius:50%;background:#c44536"></span>
<div class="ov" data-role="owner">${esc("MY $40K “QUIET LUXURY” LIVING ROOM ✨")}</div><div class="ov2" data-role="owner">${esc("swipe for the budget breakdown →")}</div></div>
<div class="row dots"><i class="on"></i><i></i><i></i><i></i></div>
${own("Living room reveal!! everything is beige on purpose", "tt")}
${own("It’s giving calm. It’s giving expensive. It’s giving I can’t sit on the sofa because it’s cream.", "tx")}
${ui("#quietluxury #homedecor #beige", "tgs")}
${comment("#8fb3d9", "jen.at.home", "", "$40k and the only colour is the tomato on the table", false)}
${comment("#f2c14e", "𝐒𝐨𝐟𝐢𝐚 𝐑𝐞𝐞𝐝 🍋", "", "it’s a decorative tomato", true)}
</div>`,
};

export const zillow: ScreenSpec = {
  id: "zillow-listing",
  app: "Zillow",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "Brandi Keller", handle: null },
  time: "12:30",
  battery: 73,
  crop: { top: 50, bottom: 34 },
  replies: false,
  css: `.ph{position:relative;flex:none}.ph .n{position:absolute;right:12px;bottom:10px;background:rgba(0,0,0,.6);color:#fff;font-size:12px;border-radius:4px;padding:2px 6px}
.pr{font-size:28px;font-weight:700;padding:12px 16px 0}.bb{gap:12px;padding:2px 16px;font-size:16px}.bb b{font-weight:700}.ad{font-size:15px;color:#54545a;padding:2px 16px 10px}
.tag{margin:0 16px 10px;display:inline-block;background:#eaf2ff;color:#006aff;border-radius:4px;padding:3px 8px;font-size:13px;font-weight:600}
.sec{font-size:18px;font-weight:700;padding:10px 16px 4px;border-top:1px solid #eee}.tx{font-size:15px;line-height:22px;padding:0 16px;color:#2a2a33}
.facts{display:grid;grid-template-columns:1fr 1fr;gap:8px;padding:10px 16px;font-size:14px;color:#54545a}.ag{gap:10px;padding:10px 16px;font-size:14px}.ag b{display:block;font-size:15px}`,
  html: `<div class="ph">${picture("100%", 250, ["#9bbbd4", "#d9cbb3"], `<div style="position:absolute;left:90px;top:80px;width:200px;height:150px;background:#b5533c"></div><div style="position:absolute;left:80px;top:50px;width:0;height:0;border-left:110px solid transparent;border-right:110px solid transparent;border-bottom:40px solid #5a3a2e"></div><div style="position:absolute;left:170px;top:160px;width:36px;height:70px;background:#3e2b22"></div>`)}<span class="n">1 of 6</span></div>
<div class="fill">
${ui("$689,000", "pr")}
<div class="row bb"><span><b>1</b> bd</span><span><b>1</b> ba</span><span><b>412</b> sqft</span></div>
${ui("88 Linden Ct, San Mateo, CA 94401", "ad")}
<span class="tag">Price cut: $1,000 (11/20)</span>
${ui("What’s special", "sec")}
${own("Cozy starter home full of potential! Perfect for the buyer with vision. Open-concept kitchen-bedroom. Sold as-is.", "tx")}
<div class="facts">${span("Built in 1924")}${span("Lot: 0.03 acres")}${span("$1,672/sqft")}${span("Parking: street")}</div>
<div class="row ag">${avatar(36, "#006aff")}<div><b>Brandi Keller</b>${ui("Listing agent · Keller Home Group")}</div></div>
</div>`,
};

export const poshmark: ScreenSpec = {
  id: "poshmark-listing",
  app: "Poshmark",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "closetofkaren", handle: "@closetofkaren" },
  time: "10:18",
  battery: 56,
  replies: true,
  css: `.hd{flex:none;height:52px;padding:0 12px;gap:12px}.hd b{flex:1;font-size:16px}
.ph{flex:none}.pr{gap:10px;padding:10px 14px 0;align-items:baseline}.pp{font-size:22px;font-weight:700}.po{font-size:15px;color:#888;text-decoration:line-through}
.ti{font-size:17px;padding:2px 14px}.br{font-size:14px;color:#888;padding:0 14px 4px}.tx{font-size:14px;line-height:20px;padding:6px 14px}
.seller{gap:8px;padding:6px 14px;font-size:13px;color:#555;border-bottom:1px solid #eee}.sec{font-size:14px;font-weight:700;padding:8px 14px 0}
.c{gap:10px;padding:8px 14px 2px}.cn{font-weight:700;font-size:13px;color:#7f0353}.cm{font-size:12px;color:#888}.ct{font-size:14px;line-height:19px}`,
  html: `<div class="row hd">${icon.back(22)}<b>Listing</b>${icon.heart(22)}${icon.share(20)}</div>
<div class="ph">${picture("100%", 220, ["#e9d5da", "#b88a97"], `<div style="position:absolute;left:120px;top:30px;width:120px;height:170px;border-radius:40px 40px 10px 10px;background:#7a2e45"></div>`)}</div>
<div class="fill">
<div class="row pr">${span("$120", "pp")}${span("$89", "po")}</div>
${ui("Burgundy satin slip dress, size 6, NWT", "ti")}${ui("Reformation · Size 6", "br")}
${own("NWT, never worn!! Bought for my ex’s sister’s wedding, which I was then uninvited from. Price is firm. The dress has trust issues now.", "tx")}
<div class="row seller">${avatar(24, "#c16b84")}${span("@closetofkaren · Posh Ambassador")}</div>
${ui("Comments (3)", "sec")}
${comment("#6d9dc5", "thrift_jess", "2d", "would you do $40?", false)}
${comment("#c16b84", "closetofkaren", "2d", "the price is higher than the original price because of the emotional damage", true)}
${comment("#9dbd6d", "bargainbri", "1d", "listed above retail with a backstory, respect", false)}
</div>`,
};

export const MEDIA: ScreenSpec[] = [soundcloud, wattpad, kick, patreon, productHunt, lemon8, zillow, poshmark];
