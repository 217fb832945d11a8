// Part B's posts with replies (v39), third file: Stokt (a board climb sent while calling it impossible), Mona
// (a cat who opens the treat cupboard and shuts it behind him).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

const holds: [number, number, number, number, string, string?][] = [
  [40, 20, 16, 12, "#e0533d"],
  [110, 34, 12, 12, "#3d8de0"],
  [200, 18, 18, 14, "#e0c43d"],
  [290, 40, 14, 14, "#e0533d"],
  [70, 70, 14, 10, "#8a8a8a"],
  [160, 64, 16, 14, "#3de07a"],
  [250, 80, 12, 12, "#8a8a8a"],
  [320, 96, 16, 12, "#3d8de0"],
  [30, 110, 18, 12, "#3de07a"],
  [130, 118, 12, 12, "#e0c43d"],
  [210, 124, 16, 14, "#3de07a"],
  [90, 150, 14, 12, "#8a8a8a"],
  [280, 146, 16, 12, "#3de07a"],
  [180, 160, 12, 10, "#e0533d"],
];

export const stokt: ScreenSpec = {
  id: "stokt-impossible-out-loud",
  app: "Stokt",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Jitske Bos", handle: null },
  time: "21:47",
  battery: 12,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#101010",
      card: "#181818",
      fg: "#f1f1f1",
      sub: "#8f8f8f",
      line: "#2a2a2a",
      name: "#f1f1f1",
      accent: "#d7f03c",
      head: "#101010",
      headFg: "#f1f1f1",
      size: 15,
    }) +
    `.ph b{font-size:20px;font-weight:800;letter-spacing:1px;text-transform:uppercase}.ph b span{color:#d7f03c}
.cl{display:flex;align-items:center;gap:10px;margin-top:10px}.cg{flex:none;padding:4px 10px;border-radius:8px;background:#d7f03c;color:#101010;font-weight:800;font-size:15px}.cn{font-size:16px;font-weight:700}.cs{font-size:12px;color:#8f8f8f;margin-top:1px}
.sn{display:inline-block;margin-top:8px;padding:3px 10px;border-radius:12px;border:1px solid #3de07a;color:#3de07a;font-size:12px;font-weight:600}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Sto<span>k</span>t</b>${icon.more(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#7a5ca8")}<div style="flex:1">${ui("Jitske Bos", "pn")}${ui("De Kluis Rotterdam · 2h", "pm")}</div></div>
<div class="cl"><span class="cg" data-role="ui">6C+</span><div style="flex:1">${ui("Crimp Cathedral", "cn")}${ui("Board 40° · set by Hilmar Visser", "cs")}</div></div>
${ui("Sent · 42 attempts", "sn")}
<div style="margin:10px -14px 0">${picture("100%", 130, ["#3a3128", "#2a241e"], shapes(holds))}</div>
${own("Finally sent it after three weeks of sessions.", "px")}
${own("Fell off the last move 41 times.", "px")}
${own("Then I topped it while telling a stranger it was impossible.", "px")}
${own("Hands are destroyed, worth it.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.flame(17)}<span>33</span></span><span class="row">${icon.comment(16)}<span>5</span></span><span class="r">Try this climb</span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Hilmar Visser", meta: "Setter · 2h", joined: true, color: "#4a7a6a", text: ["Setter here, there's a foothold on the left nobody uses"], who: "Hilmar Visser" })}
${crow({ name: "Jyri Laakso", meta: "1h", joined: true, color: "#a8744a", text: ["The stranger is now on attempt 12, he blames you"], who: "Jyri Laakso" })}
${crow({ name: "Jitske Bos", meta: "1h", joined: true, color: "#7a5ca8", depth: 1, text: ["Told him the secret is to give up loudly."], who: "owner" })}
${crow({ name: "Jonatan Ek", meta: "40m", joined: true, color: "#5a6aa8", text: ["Congrats! Grade feels soft though"], who: "Jonatan Ek" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.grid(24), icon.bell(24), icon.person(24)], "#101010", "#2a2a2a", "#8f8f8f")}`,
};

export const mona: ScreenSpec = {
  id: "mona-so-we-blame-the-dog",
  app: "Mona",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Lapo Bianchi", handle: "@lapo@livorno.social" },
  time: "13:31",
  battery: 88,
  crop: { bottom: 70 },
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#1c1b22",
      sub: "#7d7a88",
      line: "#ebe9f0",
      name: "#1c1b22",
      accent: "#7b5cd6",
      head: "#ffffff",
      headFg: "#1c1b22",
      size: 15.5,
    }) +
    `.ph b{font-size:17px;font-weight:600;text-align:center}.ph{color:#7b5cd6}.ph b{color:#1c1b22}.lk{display:flex;justify-content:space-between;margin-top:12px;padding:0 6px;color:#7d7a88}.lc{font-size:13px;color:#7d7a88;margin-top:10px;padding-top:8px;border-top:1px solid #ebe9f0}.lc b{color:#1c1b22}
.pp{border-bottom:1px solid #ebe9f0;padding-bottom:10px}.cr{border-bottom:1px solid #ebe9f0}.crn{font-size:14.5px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Thread</b>${icon.more(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(42, "#b08a5a")}<div style="flex:1">${ui("Lapo Bianchi", "pn")}${ui("@lapo@livorno.social", "pm")}</div></div>
<div style="margin:10px 0 0;border-radius:10px;overflow:hidden">${picture(
    "100%",
    190,
    ["#e9dccb", "#cdbba5"],
    shapes([
      [30, 20, 120, 180, "#8a6a4a", "4px"],
      [40, 30, 100, 76, "#9c7b58", "3px"],
      [40, 112, 100, 78, "#9c7b58", "3px"],
      [128, 60, 6, 20, "#d9c39a", "3px"],
      [160, 110, 90, 70, "#e39a4c", "45% 45% 40% 40%"],
      [200, 86, 46, 40, "#e39a4c"],
      [206, 80, 10, 14, "#e39a4c", "2px"],
      [232, 80, 10, 14, "#e39a4c", "2px"],
      [240, 150, 70, 12, "#e39a4c", "6px"],
    ]),
  )}</div>
${own("Third bag of treats gone this month, and now we know the reason.", "px")}
${own("Honore has worked out how to open the treat cupboard.", "px")}
${own("He now shuts the door behind him so we blame the dog.", "px")}
${own("Magnets go on tomorrow.", "px")}
<div class="lc" data-role="ui">Dec 5, 2026 at 10:02 · 4 boosts · 37 favourites</div>
<div class="lk" data-role="ui">${icon.comment(20)}${icon.repost(20)}${icon.star(20)}${icon.bookmark(20)}${icon.share(20)}</div></div>
${crow({ name: "Gianluca Neri", meta: "@gneri · 2h", joined: true, color: "#6a8ab0", text: ["Framing the dog is a serious charge"], who: "Gianluca Neri" })}
${crow({ name: "Lapo Bianchi", meta: "@lapo · 2h", joined: true, color: "#b08a5a", text: ["The dog was in the garden all afternoon, he has an alibi."], who: "owner" })}
${crow({ name: "Italo Ferri", meta: "@italo@mastodon.art · 1h", joined: true, color: "#8ab06a", text: ["Child locks, the white clip ones, work for us"], who: "Italo Ferri" })}
${crow({ name: "Gervais Roux", meta: "@gervais@piaille.fr · 45m", joined: true, color: "#b06a8a", text: ["How is the dog taking it"], who: "Gervais Roux" })}
${crow({ name: "Lapo Bianchi", meta: "@lapo · 30m", joined: true, color: "#b08a5a", text: ["He has started sleeping in front of the cupboard, on guard."], who: "owner" })}
</div>`,
};
