// Music apps: Deezer (a profile of playlists, dark) and Tidal (a playlist).
import { avatar, css, DARK, header, icon, own, stat, tabs, theme, ui } from "./kit";
import type { ScreenSpec } from "./screen-type";

export const deezer: ScreenSpec = {
  id: "deezer-profile",
  app: "Deezer",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "karen.b", handle: null },
  time: "07:20",
  battery: 95,
  replies: false,
  css: css(
    theme(DARK, { bg: "#121216", card: "#1f1f26", acc: "#a238ff" }),
    ".pl{gap:12px;padding:8px 0}.cv{width:56px;height:56px;border-radius:6px;flex:none}",
  ),
  html: `${header("", "", { right: `${icon.sliders(20)}${icon.share(20)}` })}
<div class="fill">
<div class="row" style="gap:14px;margin:12px 0">${avatar(72, "#a238ff")}<div>${own("karen.b", "h1")}${ui("3 followers · 5 following", "meta")}</div></div>
<div class="row" style="gap:22px;margin:8px 0">${stat("1,806", "Favourite tracks")}${stat("4", "Playlists")}</div>
<div class="h2">${ui("Playlists")}</div>
<div class="row pl"><span class="cv" style="background:#5c6bc0"></span><div>${own("music", "cn")}${ui("212 tracks · karen.b", "cm")}</div></div>
<div class="row pl"><span class="cv" style="background:#26a69a"></span><div>${own("music 2", "cn")}${ui("48 tracks · karen.b", "cm")}</div></div>
<div class="row pl"><span class="cv" style="background:#ef5350"></span><div>${own("car", "cn")}${ui("9 tracks · karen.b", "cm")}</div></div>
<div class="row pl"><span class="cv" style="background:#ffa726"></span><div>${own("new playlist", "cn")}${ui("0 tracks · karen.b", "cm")}</div></div>
<div class="h2">${ui("Top artist this month")}</div>
<div class="row pl">${avatar(56, "#8d6e63", { silhouette: false })}<div>${ui("Michael Bublé", "cn")}${ui("94 streams", "cm")}</div></div>
</div>
${tabs(
  [
    [icon.home(22), "Home"],
    [icon.search(22), "Explore"],
    [icon.heart(22), "Favourites"],
  ],
  2,
)}`,
};

export const tidal: ScreenSpec = {
  id: "tidal-playlist",
  app: "Tidal",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Marcus Oyelaran", handle: null },
  time: "23:09",
  battery: 27,
  replies: false,
  css: css(
    theme(DARK, { bg: "#000", card: "#1a1a1a", acc: "#33ffee" }),
    ".cvr{width:190px;height:190px;margin:14px auto;background:linear-gradient(135deg,#333,#0a0a0a);border-radius:4px}.tr{gap:12px;padding:7px 0}.tr .n{font-size:15px}.tr .a{font-size:12.5px;color:#9a9ca1}",
  ),
  html: `${header("", "", { right: `${icon.download(22)}${icon.moreV(20)}` })}
<div class="fill">
<div class="cvr"></div>
${own("songs to listen to at 96kHz so I can hear the difference", "h1")}
${ui("By Marcus Oyelaran · 14 tracks · 58 min · Max quality", "meta")}
${own("I can hear the difference. my ears are different now. please stop asking me", "p")}
<div class="row" style="gap:12px;margin:10px 0">${icon.shuffle(24)}<span class="btn" style="background:#fff;color:#000">Play</span></div>
<div class="row tr">${ui("1", "a")}<div>${ui("Hotel California", "n")}${ui("Eagles", "a")}</div></div>
<div class="row tr">${ui("2", "a")}<div>${ui("Hotel California (Live)", "n")}${ui("Eagles", "a")}</div></div>
<div class="row tr">${ui("3", "a")}<div>${ui("Hotel California (2013 Remaster)", "n")}${ui("Eagles", "a")}</div></div>
<div class="row tr">${ui("4", "a")}<div>${ui("Brothers in Arms", "n")}${ui("Dire Straits", "a")}</div></div>
</div>
${tabs(
  [
    [icon.home(22), "Home"],
    [icon.search(22), "Explore"],
    [icon.bookmark(22), "My Collection"],
  ],
  2,
)}`,
};

export const MUSIC: ScreenSpec[] = [deezer, tidal];
