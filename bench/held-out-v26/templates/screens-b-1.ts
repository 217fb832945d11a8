// Part B's posts with replies (v26), first file: Fitocracy (a 10 km race and a double buggy).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow } from "./screens-b-kit";
import { own, ui } from "./shell";

export const fitocracy: ScreenSpec = {
  id: "fitocracy-overtaken-by-a-double-buggy",
  app: "Fitocracy",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Joaquim Ferreira", handle: "joaquim_f" },
  time: "09:47",
  battery: 58,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1f3b57",
  css: `body{background:#eef1f4;color:#1e2a36}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.ph{flex:none;height:52px;padding:0 12px;gap:16px;background:#1f3b57;color:#fff;position:relative;z-index:3}.ph b{flex:1;font-size:19px;font-weight:700;letter-spacing:.2px}
.pp{background:#fff;padding:10px 14px 8px}.pn{font-size:15px;font-weight:700;color:#1f5f99}.pm{font-size:12px;color:#7b8794;margin-top:1px}.px{font-size:14.5px;line-height:20px;margin-top:8px}
.wk{margin-top:10px;border:1px solid #dfe5eb;border-radius:6px;background:#f7f9fb;padding:8px 10px}.wt{font-size:13px;font-weight:700;color:#e0672b}.wl{font-size:13.5px;margin-top:3px;color:#33414f}
.pa{gap:16px;margin-top:10px;font-size:13px;color:#5d6a78}.pa span{gap:5px}.pa .r{margin-left:auto;color:#e0672b;font-weight:700}
.pc{background:#fff;margin-top:8px;padding:10px 14px 2px;font-size:13.5px;font-weight:700;color:#5d6a78}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:14px;padding-bottom:5px;background:#fff}.crn{font-size:13.5px;font-weight:700;color:#1f5f99}.crm{font-size:11.5px;color:#8a96a3}.crx{font-size:14px;line-height:19px;margin-top:2px}.crf{font-size:11.5px;color:#8a96a3;margin-top:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Fitocracy</b>${icon.bell(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#3f7fb5")}<div style="flex:1">${ui("joaquim_f", "pn")}${ui("Level 23 · 2h ago", "pm")}</div>${icon.moreV(18)}</div>
<div class="wk">${ui("Running · +412 pts", "wt")}${ui("10.02 km · 58:41 · 5:51 /km", "wl")}</div>
${own("First proper 10k, the Harbour Run in Porto. Went out too fast, held on after 6 km, legs gone by the end.", "px")}
${own('At 9 km I was overtaken by a man pushing twins in a double buggy. He said "nearly there" as he went past.', "px")}
${own("Still a PB by four minutes. Next one is in October.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(17)}<span>38 props</span></span><span class="row">${icon.comment(17)}<span>9</span></span><span class="r">+ Give props</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "hennie_runs", meta: "1h", color: "#7a9a52", text: ["The buggy dads are a different species. Forty kilos of resistance training and they still negative split."], who: "hennie_runs", foot: "Reply · 6 props" })}
${crow({ name: "joaquim_f", meta: "1h", color: "#3f7fb5", text: ["He also had a dog on a lead. I left that out of the caption."], who: "owner", depth: 1, foot: "Reply · 11 props" })}
${crow({ name: "kaarina.m", meta: "52m", color: "#b5683f", text: ["Sub-hour on your first 10k is great. Don't let the twins take that from you."], who: "kaarina.m", foot: "Reply · 3 props" })}
${crow({ name: "iggy_lifts", meta: "40m", color: "#8b5cb5", text: ["did the twins say anything"], who: "iggy_lifts", foot: "Reply" })}
</div>
${commentBox({ text: "Write a comment…", color: "#3f7fb5", bg: "#fff", box: "#eef1f4", fg: "#1e2a36", sub: "#8a96a3", line: "#dfe5eb", right: icon.send(20), bottom: 8 })}`,
};
