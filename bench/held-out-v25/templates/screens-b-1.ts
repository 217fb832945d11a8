// Part B's posts with replies (v25), first file: Petzbe (a puppy and a bell by the back door).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow } from "./screens-b-kit";
import { own, ui } from "./shell";

export const petzbe: ScreenSpec = {
  id: "petzbe-rang-the-bell-thirty-one-times",
  app: "Petzbe",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Hannelore Brandt", handle: "@kipper.the.pointer" },
  time: "18:22",
  battery: 71,
  cutLines: 0,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#f4f6f8;color:#1c2433}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.ph{flex:none;height:52px;padding:0 12px;gap:16px;background:#fff;border-bottom:1px solid #e4e8ee;color:#1c2433;position:relative;z-index:3}.ph b{flex:1;font-size:19px;font-weight:800;color:#14a89a;letter-spacing:-.3px}
.pp{background:#fff;padding:10px 14px 8px}.pn{font-size:15px;font-weight:700}.pm{font-size:12.5px;color:#7b8594;margin-top:1px}.px{font-size:15px;line-height:21px;margin-top:8px}
.pa{gap:18px;margin-top:10px;font-size:13.5px;color:#5d6675}.pa span{gap:5px}.pa .r{margin-left:auto;color:#14a89a;font-weight:600}
.pc{background:#fff;margin-top:8px;padding:11px 14px 2px;font-size:14px;font-weight:700}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:5px;background:#fff}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a93a1}.crx{font-size:14.5px;line-height:20px;margin-top:2px}.crf{font-size:12px;color:#8a93a1;margin-top:4px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(24)}<b>petzbe</b>${icon.bell(22)}${icon.moreV(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(42, "#a8743f")}<div style="flex:1">${ui("@kipper.the.pointer", "pn")}${ui("Hannelore Brandt · 5h · Berlin", "pm")}</div>${icon.moreV(20)}</div>
<div style="margin:10px -14px 0">${picture("100%", 150, ["#e9dcc6", "#cdb894"], `<div style="position:absolute;left:0;right:0;top:112px;height:38px;background:#a0825c"></div><div style="position:absolute;left:22px;top:10px;width:96px;height:132px;background:#f6f1e7;border:5px solid #d9cbb2"></div><div style="position:absolute;left:132px;top:44px;width:14px;height:40px;background:#7a6a55"></div><div style="position:absolute;left:124px;top:80px;width:30px;height:26px;border-radius:0 0 15px 15px;background:#d4a63c"></div><div style="position:absolute;left:190px;top:56px;width:120px;height:80px;border-radius:46% 50% 30% 30%;background:#7b4a26"></div><div style="position:absolute;left:176px;top:34px;width:54px;height:48px;border-radius:50%;background:#8a5530"></div><div style="position:absolute;left:170px;top:46px;width:18px;height:34px;border-radius:50%;background:#5e3418"></div>`)}</div>
${own("Kipper is 14 weeks old now. We hung a little bell on the back door so she can tell us when she needs to go out.", "px")}
${own("She rang it 31 times on Sunday. She needed to go out twice.", "px")}
${own("Otherwise the training is going well. Sit and paw are solid.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(18)}<span>212</span></span><span class="row">${icon.comment(18)}<span>17</span></span><span class="row">${icon.share(18)}</span><span class="r">Treat 🦴</span></div></div>
<div class="pc" data-role="ui">Comments (17)</div>
${crow({ name: "@luna.and.lilo", meta: "Lilo Vasquez · 4h", color: "#6a86b8", text: ["Same with our terrier. Now he rings it and then just stands in the garden looking back at us."], who: "@luna.and.lilo", foot: "Reply · 24 likes" })}
${crow({ name: "@kipper.the.pointer", meta: "Hannelore Brandt · 4h", color: "#a8743f", text: ["Yes, the standing in the garden is part of it here too."], who: "owner", depth: 1, foot: "Reply · 9 likes" })}
${crow({ name: "@gottfried_k", meta: "Gottfried Kessler · 3h", color: "#5aa07a", text: ["She is not training you for the door, she is training you to stand up."], who: "@gottfried_k", foot: "Reply · 61 likes" })}
${crow({ name: "@ida.walks.dogs", meta: "Ida Rautio · 2h", color: "#c06a8a", text: ["Try taking her straight out on the lead every time and coming straight back in. Works in about a week."], who: "@ida.walks.dogs", foot: "Reply · 5 likes" })}
</div>
${commentBox({ text: "Add a comment…", color: "#a8743f", bg: "#fff", box: "#f1f3f6", fg: "#1c2433", sub: "#8a93a1", line: "#e4e8ee", right: icon.send(22), bottom: 40 })}`,
};
