// Part D's tenth screen (v41), added after the first nine: a pet sitter's profile with a bio, counts, the pinned service, a dog
// owner's review, the sitter's answer and another review cut by the bottom of the cropped upload.
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { rev, revCss, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";
import { stars } from "./parts";

// Mad Paws (a dog sitter in Merewether, Newcastle NSW: avatar, name, place, badges, rating, counts, the pinned service, about me,
// chips, a dog owner's review and the sitter's answer, another review cut by the crop at the bottom). Dark, JPEG, cropped at the
// bottom (the Contact bar and the home indicator gone).
export const madpaws: ScreenSpec = {
  id: "mad-paws-the-pickup-speech",
  app: "Mad Paws",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  crop: { bottom: 32 },
  owner: { name: "Taryn Vandeleur", handle: null },
  time: "20:41",
  battery: 52,
  cutLines: 1,
  replies: true,
  css: `body{background:#15131a;color:#ecebf0}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#15131a;border-bottom:1px solid #2a2631}.th b{flex:1;font-size:19px;font-weight:900;color:#b58cf0;letter-spacing:-.3px}
.top{gap:12px;padding:12px 16px 0;align-items:center}.nm{font-size:19px;font-weight:800}.hl{font-size:12.5px;color:#a29eaa;margin-top:1px}.vf{font-size:11.5px;font-weight:700;color:#5fd0a0;margin-top:3px}
.sc{gap:8px;padding:9px 16px 0;align-items:center}.sc b{font-size:16px;font-weight:800}.sc .l{font-size:12px;color:#a29eaa}
.pin{margin:10px 16px 0;background:#1f1c25;border:1px solid #3a3247;border-left:4px solid #b58cf0;border-radius:8px;padding:7px 10px}.pl{font-size:10.5px;font-weight:800;letter-spacing:.6px;color:#b58cf0}.pt{font-size:14px;font-weight:700;line-height:18px;margin-top:1px}.pm{font-size:11.5px;color:#9a96a3;margin-top:2px}
.hd2{font-size:14.5px;font-weight:700;padding:11px 16px 0}.tx{font-size:14px;line-height:19px;padding:3px 16px 0}
.tg{gap:6px;flex-wrap:nowrap;margin:8px 16px 0}.tg span{white-space:nowrap;font-size:11.5px;color:#d6c2f7;background:#2b2238;border-radius:10px;padding:2px 9px}
${revCss("#2a2631", "#9a96a3", "#221d2b", "#b58cf0")}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>mad paws</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row top">${avatar(60, "#8a6a4a")}<div style="flex:1;min-width:0">${own("Taryn Vandeleur", "nm")}${ui("Merewether, Newcastle NSW", "hl")}${ui("Police check · ID verified", "vf")}</div></div>
<div class="row sc" data-role="ui"><b>4.98</b>${stars(5, "#f5b83d", "#444", 15)}<span class="l">164 reviews · 311 stays</span></div>
<div class="pin"><div class="pl" data-role="ui">FEATURED SERVICE</div>${own("Backyard boarding, speech included", "pt")}${ui("Dog boarding · from $55 / night", "pm")}</div>
<div class="hd2" data-role="ui">About Taryn</div>
${own("Dog sitter in Merewether, fenced yard, Bar Beach a short walk down the hill.", "tx")}
${own("Before this I was a marriage celebrant for fourteen years. Every dog still gets a short speech at pickup. Two owners have cried at theirs.", "tx")}
${own("Small and medium dogs only, never more than two guests at once.", "tx")}
${tagRow(["Fenced yard", "Senior dogs", "Daily photos", "No cats"])}
<div class="hd2" data-role="ui">Reviews (164)</div>
${rev({ name: "Shantelle", meta: "Dog boarding · 4 nights", color: "#5a7a9a", n: 5, date: "29 Nov 2026", text: ["Schnitzel came home tired and very pleased with himself. The speech mentioned his accident on Taryn's rug, by date, with my mum standing there."], who: "Shantelle", reply: { label: "Taryn's response", who: "owner", text: ["The ceremony has to be honest, Shantelle. He held eye contact the whole way through."] }, starColor: "#f5b83d", starEmpty: "#444" })}
${rev({ name: "Trudi", meta: "Dog boarding · 7 nights", color: "#9a7a5a", n: 5, date: "4 Dec 2026", text: ["We left our old kelpie Spud with Taryn for a week while we drove up to Port Macquarie for my sister's fiftieth, and she sent photos every evening of him asleep under the lemon tree, and at the end she read out a speech that thanked him for guarding the bins."], who: "Trudi", starColor: "#f5b83d", starEmpty: "#444" })}
</div>`,
};
