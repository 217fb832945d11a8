// More comments: Thingiverse (an oven knob printed in PLA that lasted nine minutes at 180 degrees, the
// first comment cut under the header, JPEG), Epicurious (a focaccia that rose overnight and opened the
// fridge, sold at a bake sale, saved twice and cropped at the bottom through a review), Codeberg (dark,
// a maintainer who "can’t reproduce" dark mode in the daytime, cropped at the top and the bottom).
import { avatar, icon, picture } from "./icons";
import { cmt, head, pageCss } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

export const thingiverse: ScreenSpec = {
  id: "thingiverse-oven-knob",
  app: "Thingiverse",
  kind: "comments",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 67,
  owner: { name: "printerpaul", handle: null },
  time: "18:55",
  battery: 66,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1e1e1e", sub: "#6d6d6d", line: "#e5e5e5", accent: "#248bfb", soft: "#f2f7ff", size: 14 })}
.fill{justify-content:flex-end;padding-bottom:9px}.th{gap:10px;padding:8px 14px;border-bottom:1px solid #e5e5e5;position:relative;z-index:3;background:#fff}.th b{font-size:14px;display:block}.th small{font-size:12px;color:#6d6d6d;display:block}.cm{border-bottom:1px solid #f1f1f1}`,
  html: `${head("Comments (58)", "Thingiverse", icon.moreV(20))}
<div class="row th" data-role="ui">${picture(40, 40, ["#cfcfcf", "#6b6b6b"])}<div><b>Replacement knob for Bosch oven (HBN series)</b><small>by knobworks · 1,204 makes</small></div></div>
<div class="fill">
${cmt("Dee Fortnum", "3 weeks ago", "#6ab0a0", "Does this fit the older HBA ovens? Mine has a slightly thicker shaft and the original knob cracked after eight years of use.", "Dee Fortnum")}
${cmt("knobworks", "3 weeks ago", "#248bfb", "Should do, scale the hole by 2% if it’s tight.", "knobworks", true)}
${cmt("anna_makes", "2 weeks ago", "#b07a9a", "Printed in PETG at 0.2 mm, fits perfectly. Use a dab of glue on the D-shaft if it wobbles, and sand the inside a little first.", "anna_makes")}
${cmt("printerpaul", "6 days ago", "#6a8a5a", "Printed this in PLA. It lasted nine minutes at 180 degrees. It’s now a different shape and the oven is still on.", "owner")}
${cmt("knobworks", "6 days ago", "#248bfb", "It says PETG or ABS in the description, in bold, twice", "knobworks", true)}
${cmt("printerpaul", "5 days ago", "#6a8a5a", "Reprinted in PETG. Also printed a sign for the oven that says “ask Paul first”.", "owner", true)}
${cmt("milo3d", "3 days ago", "#7a6ab0", "what did the PLA one turn into", "milo3d", true)}
${cmt("printerpaul", "3 days ago", "#6a8a5a", "Modern art. My wife has put it on the windowsill.", "owner", true)}
</div>
<div class="row" style="flex:none;gap:10px;padding:8px 12px 14px;border-top:1px solid #e5e5e5" data-role="ui">${avatar(28, "#9a9a9a")}<span style="flex:1;font-size:14px;color:#6d6d6d">Add a comment…</span>${icon.send(20)}</div>`,
};

export const epicurious: ScreenSpec = {
  id: "epicurious-focaccia-fridge",
  app: "Epicurious",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Hyacinth T.", handle: null },
  time: "07:46",
  battery: 90,
  crop: { bottom: 115 },
  cutLines: 1,
  generations: [{ quality: 91 }, { width: 828, quality: 68 }],
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#111", sub: "#666", line: "#e8e8e8", accent: "#d9352b", soft: "#f7f7f7", size: 15 })}
.rc{padding:10px 16px;border-bottom:1px solid #e8e8e8}.rc b{font-size:20px;font-family:Georgia,serif;display:block}.rc small{font-size:13px;color:#666;display:block;margin-top:3px}.cm{border-bottom:1px solid #f0f0f0;padding:11px 16px}`,
  html: `${head("Reviews", "", icon.share(20))}
<div class="rc" data-role="ui"><b>Overnight Sourdough Focaccia</b><small>96% would make this again · 412 reviews</small></div>
<div class="fill">
${cmt("Gustavo R.", "Austin, TX · 3 days ago", "#6a8ab0", "Great crumb. I added rosemary and flaky salt on top and halved the oil.", "Gustavo R.")}
${cmt("Hyacinth T.", "Leeds · 2 days ago", "#b08a6a", "Made this for the school bake sale. The dough rose so much overnight it opened the fridge. I’m not exaggerating: the fridge was open in the morning and the focaccia was on the shelf below. It sold out in ten minutes. I didn’t tell them about the fridge.", "owner")}
${cmt("Perpetua L.", "2 days ago", "#8a6ab0", "what size bowl did you use", "Perpetua L.", true)}
${cmt("Hyacinth T.", "1 day ago", "#b08a6a", "A salad bowl. It was not a salad bowl’s day.", "owner", true)}
${cmt("Bram V.", "Utrecht · 1 day ago", "#6ab08a", "Bit dense for me, maybe my starter was weak. Will try again with a longer rise and more water in the dough next time.", "Bram V.")}
${cmt("Joanne P.", "Cork · 20 hours ago", "#b06a8a", "Perfect first time. I baked it in a roasting tin because my baking tray is too small, and it still had a lovely crust on the bottom and the sides.", "Joanne P.")}
</div>`,
};

export const codeberg: ScreenSpec = {
  id: "codeberg-cant-reproduce",
  app: "Codeberg",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "wrenfold", handle: null },
  time: "15:20",
  battery: 74,
  crop: { top: 50, bottom: 60 },
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#171e26", card: "#171e26", fg: "#dbe0ea", sub: "#8b95a5", line: "#2b3440", accent: "#2185d0", soft: "#1f2833", size: 14 })}
.is{padding:10px 16px;border-bottom:1px solid #2b3440}.is b{font-size:17px;line-height:22px;display:block}.is small{font-size:12px;color:#8b95a5;display:block;margin-top:4px}.is i{font-style:normal;font-size:11px;color:#fff;background:#21ba45;border-radius:10px;padding:1px 7px;margin-right:6px}
.cm{border:1px solid #2b3440;border-radius:6px;margin:8px 12px 0;padding:8px 10px}.cm.in2{padding-left:10px}.ev{padding:6px 16px 0 24px;font-size:12px;color:#8b95a5}`,
  html: `${head("wrenfold/pinboard", "Issues", icon.more(22))}
<div class="is" data-role="ui"><b>Logo disappears in dark mode #212</b><small><i>Open</i>rvdberg opened this issue 4 days ago · 6 comments</small></div>
<div class="fill">
${cmt("rvdberg", "4 days ago", "#6a8ab0", "In dark mode the logo in the header is invisible. Screenshot attached.", "rvdberg")}
${cmt("wrenfold", "Owner · 4 days ago", "#b07a5a", "Can’t reproduce. I use dark mode every day and the logo is fine.", "owner")}
${cmt("rvdberg", "3 days ago", "#6a8ab0", "the logo is black. your screenshot is light mode", "rvdberg")}
${cmt("wrenfold", "Owner · 3 days ago", "#b07a5a", "My screenshot is light mode because I use dark mode at night. It is currently the day.", "owner")}
${cmt("rvdberg", "3 days ago", "#6a8ab0", "so you’ve never seen it in dark mode", "rvdberg")}
${cmt("wrenfold", "Owner · 2 days ago", "#b07a5a", "I’ve seen where it is. Marking this as won’t fix until winter, when I’m up later.", "owner")}
${ui("wrenfold added the label needs-night 2 days ago", "ev")}
${cmt("mpetrak", "1 day ago", "#7ab08a", "the logo is also invisible on the login page, so nobody can see it at any time of day", "mpetrak")}
${cmt("wrenfold", "Owner · 1 day ago", "#b07a5a", "Then it’s consistent, which is what we aim for. Reopening this, reluctantly, and putting it on the list for the next release.", "owner")}
</div>`,
};
