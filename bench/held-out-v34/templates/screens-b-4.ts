// Part B's posts with replies (v34), fourth file: OK (212 photos of a dot), Pebble (a hallway called Quiet Morning).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const ok: ScreenSpec = {
  id: "ok-a-dot-in-every-one",
  app: "OK",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Larisa Volkova", handle: null },
  time: "14:16",
  battery: 48,
  banner: { app: "Messages", color: "#34c759", title: "Kirill", body: "Mum which dot is Dad", author: "Kirill", age: "now" },
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#eef0f3",
      card: "#fff",
      fg: "#222",
      sub: "#7d8590",
      line: "#e3e6ea",
      name: "#222",
      accent: "#ee8208",
      head: "#fff",
      headFg: "#ee8208",
      size: 14,
    }) +
    `.ph b{font-size:20px;font-weight:800}.al{font-size:12.5px;color:#ee8208;margin-top:6px;font-weight:600}.kl{gap:6px;padding:7px 14px;background:#fff;border-top:1px solid #e3e6ea;font-size:13px;color:#7d8590}.kl .c{display:inline-flex;align-items:center;justify-content:center;width:22px;height:22px;border-radius:50%;background:#ee8208;color:#fff;font-size:12px;font-weight:800}`,
  html: `<div class="row ph" data-role="ui">${icon.menu(22)}<b>OK</b>${icon.search(21)}${icon.bell(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#b5657a")}<div style="flex:1">${ui("Larisa Volkova", "pn")}${ui("added 38 photos · 2 h ago", "pm")}</div>${icon.moreV(18)}</div>
${ui("Album: Antalya, September", "al")}
${own("A week in Antalya, our first proper holiday in three years.", "px")}
${own("Gennady went parasailing on Tuesday.", "px")}
${own("I took 212 photos of him. He is a dot in every one.", "px")}
${own("Hotel was lovely, the sea was 26 degrees.", "px")}</div>
${picture(
  "100%",
  140,
  ["#7cc4ee", "#2f86c4"],
  shapes([
    [0, 92, 360, 48, "#1f6fa8", "0"],
    [214, 30, 40, 20, "#f05a4a", "20px 20px 2px 2px"],
    [232, 58, 3, 3, "#222", "50%"],
    [0, 128, 360, 12, "#e9d7a8", "0"],
  ]),
)}
<div class="row kl" data-role="ui"><span class="c">K</span><span>Class! 41</span><span style="margin-left:auto">Comments 17 · Shares 2</span></div>
${crow({ name: "Lidiya Orlova", meta: "2 h", joined: true, color: "#7a6ab8", text: ["Larochka you look wonderful!! Where is this hotel?"], who: "Lidiya Orlova", foot: "Reply · Class" })}
${crow({ name: "Gennady Volkov", meta: "1 h", joined: true, color: "#4f86b0", text: ["I was waving in all of them"], who: "Gennady Volkov", foot: "Reply · Class" })}
${crow({ name: "Larisa Volkova", meta: "1 h", joined: true, color: "#b5657a", text: ["I've zoomed in on forty of them to check."], who: "owner", depth: 1, foot: "Reply · Class" })}
${crow({ name: "Inna Sokolova", meta: "40 min", joined: true, color: "#5e9a6e", text: ["Next time give him a bright orange hat"], who: "Inna Sokolova", foot: "Reply · Class" })}
</div>
${iconBar([icon.home(23), icon.chat(23), icon.person(23), icon.bell(23), icon.grid(23)], "#fff", "#e3e6ea", "#ee8208", true)}`,
};

export const pebble: ScreenSpec = {
  id: "pebble-the-corridor-at-the-tax-office",
  app: "Pebble",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Luka Zupan", handle: "@lukazupan" },
  time: "11:03",
  battery: 66,
  crop: { top: 54 },
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#fff",
      card: "#fff",
      fg: "#16181c",
      sub: "#6e7580",
      line: "#eceef1",
      name: "#16181c",
      accent: "#6a4cff",
      head: "#fff",
      headFg: "#16181c",
      size: 16,
    }) +
    `.pp{border-bottom:1px solid #eceef1}.pp .px{font-size:17px;line-height:23px}.hd{font-size:13px;color:#6e7580}.ts{font-size:13px;color:#6e7580;margin-top:10px}
.cr{border-bottom:1px solid #eceef1;padding-bottom:9px}.crx{font-size:15px;line-height:20px}.rt{font-size:12.5px;color:#6e7580;margin-top:2px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Post</b></div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(44, "#d08a4a")}<div style="flex:1">${ui("Luka Zupan", "pn")}${ui("@lukazupan", "hd")}</div>${icon.more(20)}</div>
${own("Painted the hallway this weekend.", "px")}
${own("The tin said Quiet Morning.", "px")}
${own("On our walls it looks like the corridor at the tax office.", "px")}
${own("Second coat Sunday.", "px")}
${ui("9:12 AM · Sat · 1,806 views", "ts")}
<div class="row pa" data-role="ui" style="justify-content:space-between;padding-right:30px"><span class="row">${icon.comment(18)}<span>14</span></span><span class="row">${icon.repost(18)}<span>6</span></span><span class="row">${icon.heart(18)}<span>88</span></span><span class="row">${icon.bookmark(18)}</span></div></div>
${crow({ name: "Grega Kos", meta: "@gregakos · 1d", joined: true, color: "#5a8fc0", text: ["Tax office corridor is a valid look honestly"], who: "Grega Kos", size: 38 })}
${crow({ name: "Lenart Horvat", meta: "@lenart_h · 1d", joined: true, color: "#7c9a4a", text: ["Did you do a test patch first?"], who: "Lenart Horvat", size: 38 })}
${crow({ name: "Luka Zupan", meta: "@lukazupan · 1d", joined: true, color: "#d08a4a", text: ["The test patch was behind the coat rack."], who: "owner", size: 38 })}
${crow({ name: "Iva Mlakar", meta: "@ivamlakar · 20h", joined: true, color: "#b05a8a", text: ["Quiet Morning in the shop, Monday Queue at home"], who: "Iva Mlakar", size: 38 })}
${crow({ name: "Luka Zupan", meta: "@lukazupan · 18h", joined: true, color: "#d08a4a", text: ["Going for something called Soft Linen next. Wish me luck."], who: "owner", size: 38 })}
${crow({ name: "Leena Virta", meta: "@leenav · 9h", joined: true, color: "#4f9a8f", text: ["Which brand was it? The names are always lies"], who: "Leena Virta", size: 38 })}
${crow({ name: "Luka Zupan", meta: "@lukazupan · 8h", joined: true, color: "#d08a4a", text: ["Not saying, they might read this."], who: "owner", size: 38 })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plus(24), icon.bell(24), icon.person(24)], "#fff", "#eceef1", "#16181c")}`,
};
