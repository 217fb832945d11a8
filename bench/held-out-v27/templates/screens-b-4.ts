// Part B's posts with replies (v27), fourth file: Kwai (a garden bench the height of a table, the comments sheet over the video).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow } from "./screens-b-kit";
import { own, ui } from "./shell";

export const kwai: ScreenSpec = {
  id: "kwai-the-bench-is-a-table",
  app: "Kwai",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "gaston.builds", handle: "@gaston.builds" },
  time: "18:03",
  battery: 64,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#000",
  css: `body{background:#000;color:#fff}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.vd{position:relative;height:300px}.ov{position:absolute;left:0;right:0;bottom:0;padding:10px 64px 10px 12px;background:linear-gradient(transparent,rgba(0,0,0,.55))}
.vn{font-size:15px;font-weight:700}.vx{font-size:14px;line-height:19px;margin-top:4px;text-shadow:0 1px 2px rgba(0,0,0,.6)}.vm{font-size:12px;opacity:.85;margin-top:5px}
.sd{position:absolute;z-index:2;right:8px;bottom:14px;display:flex;flex-direction:column;align-items:center;gap:12px;font-size:11.5px}.sd div{display:flex;flex-direction:column;align-items:center;gap:2px}
.sh{flex:1;background:#fff;color:#1c1c1e;border-radius:14px 14px 0 0;overflow:hidden}.shh{justify-content:center;position:relative;height:44px;font-size:14px;font-weight:700;border-bottom:1px solid #eee}.shh span{position:absolute;right:12px;top:12px;color:#888}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:14px;padding-bottom:5px;background:#fff}.crn{font-size:12.5px;color:#8a8a8f}.crm{font-size:11px;color:#a0a0a5}.crx{font-size:14px;line-height:19px;margin-top:2px}.crf{font-size:11.5px;color:#a0a0a5;margin-top:3px}`,
  html: `<div class="fill">
<div class="vd">${picture(
    "100%",
    300,
    ["#a9cfe0", "#6f9a5a"],
    shapes([
      [0, 190, 360, 110, "#5f8a49", "0"],
      [70, 120, 220, 22, "#a8743f", "4px"],
      [80, 142, 16, 90, "#8a5a2e", "2px"],
      [264, 142, 16, 90, "#8a5a2e", "2px"],
      [110, 100, 50, 22, "#f4f1ea", "4px"],
      [190, 98, 40, 24, "#e8c38a", "50%"],
      [300, 160, 40, 70, "#8a5a2e", "4px"],
    ]),
  )}
<div class="ov">${ui("@gaston.builds", "vn")}
${own("Built a garden bench from a YouTube tutorial over three weekends.", "vx")}
${own("It came out exactly the height of a table, so we eat our dinner off it now.", "vx")}
${own("Plans in the comments.", "vx")}</div>
<div class="sd" data-role="ui"><div>${icon.heartFilled(28)}<span>3.1K</span></div><div>${icon.comment(28)}<span>212</span></div><div>${icon.share(26)}<span>Share</span></div></div></div>
<div class="sh"><div class="row shh" data-role="ui">212 comments<span>${icon.close(18)}</span></div>
${crow({ name: "Klaus Becker", meta: "2h", color: "#6a8fb0", text: ["Just cut the legs down?"], who: "Klaus Becker", foot: "Reply · 418 likes" })}
${crow({ name: "gaston.builds", meta: "Creator · 2h", color: "#c47a3a", text: ["I did, Klaus. It's still the height of a table. I don't understand it either."], who: "owner", depth: 1, foot: "Reply · 96 likes" })}
${crow({ name: "Jiri Novotny", meta: "1h", color: "#7bb06a", text: ["Buy four tall stools and you've got a dining set"], who: "Jiri Novotny", foot: "Reply · 203 likes" })}
${crow({ name: "Hiroko", meta: "58m", color: "#b06a9a", text: ["this is how furniture evolves"], who: "Hiroko", foot: "Reply · 77 likes" })}
${crow({ name: "Kenelm Ashby", meta: "41m", color: "#5a9a9a", text: ["Which tutorial? So I can avoid it."], who: "Kenelm Ashby", foot: "Reply · 12 likes" })}
</div>
</div>
${commentBox({ text: "Add comment…", color: "#8a8a8f", bg: "#fff", box: "#f1f1f3", fg: "#1c1c1e", sub: "#8a8a8f", line: "#eee", right: icon.smile(20), bottom: 8 })}`,
};
