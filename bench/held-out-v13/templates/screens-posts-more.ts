// More posts: Birda (a hundredth species, a great crested grebe, and a partner whose first ever sighting
// of the same bird was logged as "big duck", saved twice), Ribblr (a scarf 4.2 metres long because its
// maker did not know how to stop, cropped at the top with the status bar gone, JPEG), Literal (dark, a
// secondhand Middlemarch underlined to page 112, then a coffee ring and the word "no").
import { icon, picture } from "./icons";
import { acts, cmt, head, pageCss, paras, tabs, whoRow } from "./blocks";
import type { ScreenSpec } from "./screen-type";

export const birda: ScreenSpec = {
  id: "birda-big-duck",
  app: "Birda",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Ludmila Haskins", handle: null },
  time: "13:19",
  battery: 69,
  generations: [{ quality: 90 }, { width: 828, quality: 67 }],
  replies: true,
  css: `${pageCss({ bg: "#f4f7f4", card: "#fff", fg: "#1c2a22", sub: "#627068", line: "#e1e8e3", accent: "#2f9e6e", soft: "#e9f6ef", size: 15 })}.cm{border-top:1px solid #eef2ef}.sp{gap:10px;padding:9px 16px;background:#fff;border-bottom:1px solid #e1e8e3}.sp b{font-size:14px;display:block}.sp small{font-size:12px;color:#627068;display:block;font-style:italic}`,
  html: `${head("Feed", "", icon.bell(22), icon.menu(22))}
<div class="fill">
<div class="cd">${whoRow("Ludmila Haskins", "Tolworth · 4h", "#9a7ab0", 38)}${paras("owner", [
    "Species #100! 🎉 A great crested grebe on the reservoir this morning.",
    "My partner came with me and logged his first ever sighting: “big duck”.",
  ])}</div>
${picture("100%", 160, ["#a8c8d8", "#4a7a8a"], `<div style="position:absolute;left:150px;top:84px;width:70px;height:26px;border-radius:35px 35px 10px 10px;background:#6a5a4a"></div><div style="position:absolute;left:204px;top:58px;width:12px;height:34px;border-radius:6px;background:#7a6a5a"></div><div style="position:absolute;left:200px;top:50px;width:22px;height:16px;border-radius:50%;background:#3a2a1a"></div>`)}
<div class="row sp" data-role="ui">${icon.pin(16)}<div><b>Great Crested Grebe</b><small>Podiceps cristatus</small></div></div>
<div class="cd">${acts([
    [icon.heart(18), "96"],
    [icon.comment(18), "12"],
  ])}</div>
${cmt("wagtail_wyn", "4h", "#6a8ab0", "congrats on 100!!", "wagtail_wyn")}
${cmt("jackdaw.jude", "3h", "#b07a6a", "what was his big duck", "jackdaw.jude")}
${cmt("Ludmila Haskins", "3h", "#9a7ab0", "The same grebe. We were looking at the same bird.", "owner", true)}
${cmt("reedling", "2h", "#8ab06a", "honestly big duck is a valid ID", "reedling")}
${cmt("Ludmila Haskins", "1h", "#9a7ab0", "He’s already asking when he gets a badge.", "owner", true)}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.pin(24), icon.person(24)])}`,
};

export const ribblr: ScreenSpec = {
  id: "ribblr-how-to-stop",
  app: "Ribblr",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 67,
  owner: { name: "Henny Crabtree", handle: "@hennymakes" },
  time: "11:05",
  battery: 90,
  crop: { top: 50 },
  replies: true,
  css: `${pageCss({ bg: "#fdf7f4", card: "#fff", fg: "#2c2226", sub: "#7a6a70", line: "#f0e4e0", accent: "#e8506a", soft: "#fdeef0", size: 15 })}.cm{border-top:1px solid #f6ecea}`,
  html: `${head("Community", "", icon.more(22))}
<div class="fill">
<div class="cd">${whoRow("Henny Crabtree", "@hennymakes · 1d", "#c07a8a", 38)}${paras("owner", [
    "Finished the scarf I started for my brother last Christmas! 🧣",
    "It’s 4.2 metres long because I didn’t know how to stop. He wraps it round five times and says it’s very warm.",
  ])}</div>
${picture("100%", 170, ["#f0d8c8", "#b88a7a"], `<div style="position:absolute;left:20px;top:60px;width:330px;height:40px;border-radius:20px;background:repeating-linear-gradient(90deg,#c0392b 0 28px,#f2e6d0 28px 56px);transform:rotate(-8deg)"></div><div style="position:absolute;left:40px;top:110px;width:300px;height:36px;border-radius:18px;background:repeating-linear-gradient(90deg,#f2e6d0 0 28px,#c0392b 28px 56px);transform:rotate(6deg)"></div>`)}
<div class="cd">${acts([
    [icon.heart(18), "241"],
    [icon.comment(18), "33"],
    [icon.bookmark(18), ""],
  ])}</div>
${cmt("loopandlark", "1d", "#6a8ab0", "how do you stop??", "loopandlark")}
${cmt("Henny Crabtree", "1d", "#c07a8a", "No idea. The wool ran out first.", "owner", true)}
${cmt("crochetcorvid", "22h", "#8ab06a", "so cosy, what yarn is it", "crochetcorvid")}
${cmt("Henny Crabtree", "21h", "#c07a8a", "Chunky merino, nine balls. Then I ran out of money as well.", "owner", true)}
${cmt("purlgirl_88", "9h", "#b0906a", "my friend has a 3m scarf and also needs to know", "purlgirl_88")}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};

export const literal: ScreenSpec = {
  id: "literal-page-one-twelve",
  app: "Literal",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Cosmo Pelham", handle: "@cosmo" },
  time: "22:54",
  battery: 41,
  replies: true,
  css: `${pageCss({ bg: "#141414", card: "#141414", fg: "#ecebe6", sub: "#a09e96", line: "#262624", accent: "#e8c15a", soft: "#1e1e1c", size: 14.5 })}.cm{background:#141414;padding:8px 16px}.bk{gap:12px;margin:4px 16px 0;padding:10px 12px;border-radius:10px;background:#1e1e1c}.bk b{font-size:14px;display:block}.bk small{font-size:12px;color:#a09e96;display:block;margin-top:2px}`,
  html: `${head("Post", "", icon.moreV(20))}
<div class="fill">
<div class="cd">${whoRow("Cosmo Pelham", "@cosmo · 7h", "#6a9a8a", 36)}${paras("owner", [
    "Bought a secondhand copy of Middlemarch. The previous owner underlined every sentence up to page 112, then nothing at all. I’m worried about her.",
  ])}</div>
<div class="row bk" data-role="ui">${picture(34, 50, ["#6a4a7a", "#2a1a3a"])}<div><b>Middlemarch</b><small>George Eliot · Currently reading · 18%</small></div></div>
<div class="cd">${acts([
    [icon.heart(18), "152"],
    [icon.comment(18), "19"],
    [icon.bookmark(18), ""],
  ])}</div>
${cmt("pencil_in_hand", "6h", "#b07a6a", "maybe she switched to a different pen", "pencil_in_hand")}
${cmt("Cosmo Pelham", "6h", "#6a9a8a", "Page 113 has a coffee ring and the word “no”.", "owner", true)}
${cmt("quietshelf", "5h", "#8a6ab0", "the word no is sending me", "quietshelf")}
${cmt("marginalia_m", "3h", "#8ab06a", "she lasted longer than I did", "marginalia_m")}
${cmt("Cosmo Pelham", "2h", "#6a9a8a", "I’m on page 90 and I’ve started underlining too.", "owner", true)}
</div>
${tabs([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)], true)}`,
};
