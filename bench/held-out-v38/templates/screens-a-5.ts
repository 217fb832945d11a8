// Part A's dating profiles, fifth file (v38): PinaLove.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const pinaLove: ScreenSpec = {
  id: "pinalove-never-above-an-82",
  app: "PinaLove",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 75,
  downscaleTo: 780,
  owner: { name: "Analyn", handle: null },
  time: "9:41",
  battery: 18,
  statusBarDark: true,
  statusBarBackground: "#1f5fbf",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#1f5fbf", "#1b2230", 15, 10)}${noteCss("#fff5f7", "#f7cdd7", "#c2335a", "#1b2230")}
body{background:#eef2f8;color:#1b2230}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#1f5fbf;color:#fff}.hd b{flex:1;font-size:21px;font-weight:700;letter-spacing:-.3px}.hd b i{font-style:normal;color:#ffd23f}
.ph{flex:none;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#2d3a52;background:#fff;border:1px solid #d3dcec;border-radius:6px;padding:4px 9px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #dbe2ee}.act span{flex:1;height:46px;border-radius:23px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15px;font-weight:700;background:#e8eef8;color:#1f5fbf}.act span.a{background:#e23d6a;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Pina")}<i>${esc("Love")}</i></b>${icon.star(21)}${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#f3b46b", "#3a6ea5"], `${caption("owner", "Manila Bay on my one day off", "right:12px;top:12px", "rgba(0,0,0,.4)")}${onPhoto("Analyn, 33", "Quezon City, Philippines · Online now", 25)}`)}</div>
${tags(["Nurse", "5' 2\"", "Never married", "No kids", "Seeking: Man 32 - 45"])}
${card("About me", "owner", "Nurse at St. Luke's, night shifts, big family, bigger rice cooker.")}
${card("My hidden talent", "owner", "I keep score at every family videoke night. In eleven years my Tito Boy has never scored above an 82, and I'm the reason.")}
${note("Florante · 08:55", "#6a7fa5", "Florante", "82 is generous, i heard him at my cousin's christening")}
${card("My ideal match", "owner", "Someone patient who will eat at my lola's house every other Sunday.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(19)}${esc("Like")}</span><span class="a">${icon.chat(19)}${esc("Message")}</span></div>`,
};
