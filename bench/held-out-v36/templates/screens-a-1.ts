// Part A's dating profiles, first file (v36): Finya.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const finya: ScreenSpec = {
  id: "finya-came-out-by-the-finish-line",
  app: "Finya",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Almut", handle: null },
  time: "20:31",
  battery: 47,
  statusBarBackground: "#ffffff",
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#d6336c", "#2b2126", 14.5, 12)}${noteCss("#fdf0f4", "#f5d2de", "#b82a5b", "#2b2126")}
body{background:#f6f1f3;color:#2b2126}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #ecdfe4;color:#2b2126}.hd b{flex:1;font-size:24px;font-weight:800;color:#d6336c;letter-spacing:-.4px;font-family:Verdana,sans-serif}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:12px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12px;color:#4d3a42;background:#fff;border:1px solid #e7d3db;border-radius:12px;padding:4px 9px}
.act{flex:none;gap:12px;padding:9px 14px 12px;background:#fff;border-top:1px solid #ecdfe4}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;background:#f3e9ed;color:#6b5560}.act span.a{background:#d6336c;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("finya")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 188, ["#9cc3d8", "#3f5d72"], `${caption("owner", "Elbe beach, Sunday morning", "left:12px;top:12px", "rgba(20,30,45,.5)")}${onPhoto("Almut, 41", "Hamburg-Altona · 3 km", 25)}`)}</div>
${tags(["172 cm", "Physiotherapist", "Non-smoker", "Wine sometimes", "Long-term"])}
${card("About me", "owner", "Physio in Ottensen, two nephews I spoil rotten, and a balcony that is mostly tomato plants.")}
${card("My proudest moment", "owner", "I've started the Hamburg Marathon four times and finished it once. That was the year I took the wrong U-Bahn home and came out by the finish line.")}
${note("Enno · 8:12 PM", "#8a6f7c", "Enno", "i was handing out water at kilometre 30 in 2022 and you took four cups and a banana")}
${card("I'm looking for", "owner", "Someone kind for walks along the river and dinners that go on too long.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Skip")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("Like")}</span></div>`,
};
