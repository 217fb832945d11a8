// More comments: Modrinth (dark, creepers that still explode but say sorry first, keyboard open with a
// message typed), Hackaday (a washing machine that texts when the load is done, ignored for three weeks
// until the owner added his wife's number, JPEG), IGN (a coelacanth that only spawns in the rain, and a
// week of hoping for rain in Manchester, JPEG).
import { avatar, icon, picture } from "./icons";
import { cmt, head, pageCss } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

export const modrinth: ScreenSpec = {
  id: "modrinth-sorry-first",
  app: "Modrinth",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "thistledown_dev", handle: null },
  time: "17:19",
  battery: 53,
  keyboard: true,
  suggestions: ["servers", "Paper", "the"],
  replies: true,
  css: `${pageCss({ bg: "#16181c", card: "#16181c", fg: "#e6e9ee", sub: "#979ca6", line: "#2a2d33", accent: "#1bd96a", soft: "#202329", size: 14.5 })}
.fill{justify-content:flex-end;padding-bottom:4px}.cm{padding:7px 16px}.md{flex:none;gap:10px;padding:8px 14px;border-bottom:1px solid #2a2d33;position:relative;z-index:3;background:#16181c}.md b{font-size:14px;display:block}.md small{font-size:12px;color:#979ca6;display:block}
.in{flex:none;gap:10px;padding:7px 12px;background:#202329;border-top:1px solid #2a2d33;position:relative;z-index:2;color:#1bd96a}.in .box{flex:1;min-height:36px;border-radius:8px;background:#16181c;display:flex;align-items:center;padding:6px 12px;font-size:15px}`,
  html: `${head("Comments", "Modrinth", icon.moreV(20))}
<div class="row md" data-role="ui">${picture(40, 40, ["#6ad06a", "#1a5a2a"])}<div><b>Polite Creepers</b><small>by thistledown_dev · 812K downloads</small></div></div>
<div class="fill">
${cmt("thistledown_dev", "Author · 4 days ago", "#4aa07a", "v1.2 is out: fixes a crash with Sodium and adds a config file for the apologies.", "owner")}
${cmt("pixelpond", "3 days ago", "#5a8ac0", "creepers still blow up my house though", "pixelpond")}
${cmt("thistledown_dev", "Author · 3 days ago", "#4aa07a", "They still explode, they just say sorry first. It’s a politeness mod, not a safety mod.", "owner", true)}
${cmt("lumenfox", "2 days ago", "#c08a5a", "one said sorry and then waited for me to say it’s ok", "lumenfox")}
${cmt("thistledown_dev", "Author · 2 days ago", "#4aa07a", "That’s intended. If you say it’s ok, he goes home.", "owner", true)}
${cmt("gravelgolem", "9 hours ago", "#b05ab0", "any chance of a Fabric version", "gravelgolem")}
</div>
<div class="row in">${icon.comment(20)}<span class="box" data-role="other" data-author="You">is this ok on</span></div>`,
};

export const hackaday: ScreenSpec = {
  id: "hackaday-texts-from-my-wife",
  app: "Hackaday",
  kind: "comments",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 68,
  owner: { name: "Eirik Haugland", handle: null },
  time: "14:27",
  battery: 57,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1a1a1a", sub: "#6b6b6b", line: "#e5e5e5", accent: "#1a1a1a", soft: "#f4f4f4", size: 14 })}
.hd{background:#1a1a1a;color:#fff}.hd small{color:#bdbdbd}.fill{justify-content:flex-end;padding-bottom:9px}.pj{gap:10px;padding:8px 14px;border-bottom:1px solid #e5e5e5;position:relative;z-index:3;background:#fff}.pj b{font-size:14px;line-height:19px;display:block}.pj small{font-size:12px;color:#6b6b6b;display:block}.cm{border-bottom:1px solid #f0f0f0}`,
  html: `${head("Comments (31)", "Hackaday", icon.moreV(20))}
<div class="row pj" data-role="ui">${picture(48, 40, ["#f2c230", "#4a3a10"])}<div><b>Washing Machine Texts You When It’s Done</b><small>by Tamar Esterhuizen · 9 days ago · Home Hacks</small></div></div>
<div class="fill">
${cmt("quasimodem", "9 days ago", "#a07a5a", "Finally, a use for the clamp meter I bought in 2017.", "quasimodem")}
${cmt("bitflipper", "9 days ago", "#6aa07a", "Nice. Current clamp on the mains lead?", "bitflipper")}
${cmt("Eirik Haugland", "9 days ago", "#5a7a9a", "Yes, a cheap SCT-013 and an ESP8266. It texts when the current drops for two minutes.", "owner", true)}
${cmt("Delia Ruggiero", "8 days ago", "#b07a9a", "Does it tell the difference between the spin and the end?", "Delia Ruggiero")}
${cmt("Eirik Haugland", "8 days ago", "#5a7a9a", "Mostly. I ignored it for three weeks, so I added my wife’s number. Now the washing gets hung up and I get texts about it from my wife.", "owner", true)}
${cmt("hexnut_hal", "7 days ago", "#7ab06a", "so the project works, just not on you", "hexnut_hal")}
${cmt("Eirik Haugland", "7 days ago", "#5a7a9a", "That’s a fair summary.", "owner", true)}
${cmt("solderpuff", "2 days ago", "#9a6ab0", "you could add an MQTT topic and a light by the door", "solderpuff")}
</div>
<div class="row" style="flex:none;gap:10px;padding:8px 12px 14px;border-top:1px solid #e5e5e5" data-role="ui">${avatar(28, "#9aa4ab")}<span style="flex:1;font-size:14px;color:#6b6b6b">Leave a reply…</span>${icon.send(20)}</div>`,
};

export const ign: ScreenSpec = {
  id: "ign-hoping-for-rain",
  app: "IGN",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "drizzlebell", handle: null },
  time: "23:48",
  battery: 24,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1b1b1b", sub: "#666", line: "#e8e8e8", accent: "#bf1313", soft: "#fbf0f0", size: 14.5 })}
.hd{background:#bf1313;color:#fff}.hd small{color:#f6cfcf}.ar{padding:10px 16px;border-bottom:1px solid #e8e8e8}.ar b{font-size:20px;display:block;line-height:25px}.ar div{font-size:14px;line-height:20px;color:#3a3a3a;margin-top:6px}.h2{font-size:15px;font-weight:700;padding:12px 16px 4px}.cm{padding:9px 16px}`,
  html: `${head("Animal Crossing: New Horizons Guide", "IGN", icon.search(20), icon.menu(22))}
<div class="ar" data-role="ui"><b>Coelacanth: How to Catch</b><div>The Coelacanth appears in the sea all year round, but only when it is raining or snowing. It sells for 15,000 Bells at Nook’s Cranny.</div></div>
${ui("Comments (204)", "h2")}
<div class="fill">
${cmt("BellsBellsBells", "2 months ago", "#6a8ab0", "Time travelling is the only way I ever get one.", "BellsBellsBells")}
${cmt("drizzlebell", "1 month ago", "#7aa05a", "Finally caught one, without time travel. It only comes out in the rain, so I spent a week hoping for rain, which is new for someone in Manchester.", "owner")}
${cmt("BellsBellsBells", "1 month ago", "#6a8ab0", "did you sell it", "BellsBellsBells", true)}
${cmt("drizzlebell", "1 month ago", "#7aa05a", "No. It’s in the museum. I visit it.", "owner", true)}
${cmt("turnip_tycoon", "3 weeks ago", "#b07a6a", "fish from the pier when it rains, the shadow is huge", "turnip_tycoon")}
${cmt("nookmiles_nina", "3 weeks ago", "#6ab0a0", "got mine on the first rainy day, sorry", "nookmiles_nina")}
${cmt("Isabelle_fan_22", "2 weeks ago", "#9a6ab0", "the speech Blathers gives when you donate it is worth the wait", "Isabelle_fan_22")}
${cmt("Kapp_n_Kate", "5 days ago", "#b0906a", "a shadow with a fin is a shark, not this one", "Kapp_n_Kate")}
</div>`,
};
