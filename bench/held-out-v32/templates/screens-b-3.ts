// Part B's posts with replies (v32), third file: 21 Buttons (a velvet blazer), BabyCentre (a tumble dryer).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const twentyOneButtons: ScreenSpec = {
  id: "21-buttons-visible-from-the-neck-up",
  app: "21 Buttons",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "glesni.w", handle: "glesni.w" },
  time: "10:26",
  battery: 47,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Mam",
    body: "Lovely photos from Friday, ring me when you're up",
    author: "Mam",
    age: "now",
  },
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#fff",
      card: "#fff",
      fg: "#111",
      sub: "#8a8a8a",
      line: "#ececec",
      name: "#111",
      accent: "#111",
      head: "#fff",
      headFg: "#111",
      size: 14.5,
    }) +
    `.logo{flex:1;font-size:17px;font-weight:900;letter-spacing:2px;text-align:center}.tag{position:absolute;padding:3px 8px;border-radius:3px;background:rgba(255,255,255,.92);font-size:11px;font-weight:700;color:#111}.chips{gap:6px;margin-top:9px;flex-wrap:wrap}.chips div{padding:4px 10px;border:1px solid #dcdcdc;border-radius:14px;font-size:11.5px;font-weight:600}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">21 BUTTONS</span>${icon.send(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#2f6f5e")}<div style="flex:1">${ui("glesni.w", "pn")}${ui("Cardiff · 14h", "pm")}</div>${ui("Following", "pm")}</div></div>
<div style="position:relative">${picture(
    "100%",
    190,
    ["#d9cbb8", "#bfae98"],
    shapes([
      [0, 96, 390, 94, "#2e5a43", "18px 18px 0 0"],
      [60, 70, 90, 60, "#2e5a43", "14px"],
      [250, 70, 90, 60, "#2e5a43", "14px"],
      [170, 20, 50, 50, "#e7c3a3"],
      [160, 70, 70, 110, "#2c5640", "10px 10px 0 0"],
    ]),
  )}<div class="tag" data-role="ui" style="left:236px;top:120px">Blazer · Mango</div></div>
<div class="pp">
${own("Office Christmas party look, all tagged below.", "px")}
${own("I matched the green velvet sofa in the team photo. I am only visible from the neck up.", "px")}
${own("The blazer runs small, size up if you're between sizes.", "px")}
<div class="row chips" data-role="ui"><div>Blazer · Mango</div><div>Trousers · Arket</div><div>Boots · Dr. Martens</div></div>
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>312</span></span><span class="row">${icon.comment(17)}<span>19</span></span><span class="r">Shop the look</span></div></div>
${crow({ name: "heulwen_", meta: "13h", joined: true, color: "#c2577a", text: ["Obsessed with this blazer, do they still have it?"], who: "heulwen_", foot: "Like · Reply" })}
${crow({ name: "glesni.w", meta: "13h", joined: true, color: "#2f6f5e", text: ["Yes, it came back in on Monday!"], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "ianto.pryce", meta: "11h", joined: true, color: "#5b6fa8", text: ["I've been zooming in on that photo since lunch and I can't find your arms"], who: "ianto.pryce", foot: "Like · Reply" })}
${crow({ name: "glesni.w", meta: "10h", joined: true, color: "#2f6f5e", text: ["Found you. Eventually."], who: "owner", depth: 1, foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.heart(24), icon.person(24)], "#fff", "#ececec", "#111")}`,
};

export const babyCentre: ScreenSpec = {
  id: "babycentre-the-same-four-towels",
  app: "BabyCentre",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "LyrisB", handle: "LyrisB" },
  time: "3:41",
  battery: 22,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#141218",
      card: "#1e1b24",
      fg: "#e8e4ee",
      sub: "#a39cae",
      line: "#2e2a36",
      name: "#e8e4ee",
      accent: "#c9a2f0",
      head: "#1e1b24",
      headFg: "#e8e4ee",
      size: 14,
    }) +
    `.grp{padding:8px 14px;background:#241f2c;font-size:12.5px;font-weight:700;color:#c9a2f0;border-bottom:1px solid #2e2a36}.tt{font-size:17px;font-weight:800;line-height:22px;margin-top:8px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Community</b>${icon.search(21)}${icon.moreV(21)}</div>
<div class="fill">
<div class="grp" data-role="ui">June 2026 Birth Club · 4,812 members</div>
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#6d8fb8")}<div style="flex:1">${ui("LyrisB", "pn")}${ui("Posted 10:41 pm", "pm")}</div>${icon.moreV(18)}</div>
<div class="tt" data-role="ui">Only naps to the tumble dryer</div>
${own("Our little one is 5 months and has always been a cat-napper.", "px")}
${own("He now only drops off to the sound of our tumble dryer. Today I have dried the same four towels three times.", "px")}
${own("Does anyone have a white noise app that actually works?", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>38</span></span><span class="row">${icon.comment(17)}<span>12 replies</span></span><span class="r">Follow</span></div></div>
<div class="pc" data-role="ui">Replies</div>
${crow({ name: "Graziella87", meta: "4 hours ago", color: "#b07a4f", text: ["We used a hairdryer track on YouTube for months. Same energy, cheaper electric."], who: "Graziella87", foot: "Like · Reply" })}
${crow({ name: "LyrisB", meta: "Original poster · 4 hours ago", color: "#6d8fb8", text: ["Tried it. He can tell the difference."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "LiorK", meta: "2 hours ago", color: "#5f9c7c", text: ["Ours was the cooker hood. We still switch it on at bedtime and he's 3."], who: "LiorK", foot: "Like · Reply" })}
${crow({ name: "Lenaig_mama", meta: "1 hour ago", color: "#a85f8f", text: ["Have you tried swaddling with arms out?"], who: "Lenaig_mama", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(23), icon.grid(23), icon.chat(23), icon.bell(23), icon.person(23)], "#1e1b24", "#2e2a36", "#e8e4ee", true)}`,
};
