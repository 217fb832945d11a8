// Part B's posts with replies (v41), second file: Car Throttle (a Mk2 Golf back on the road and a rosette),
// MyMiniFactory (a printed tractor wheel and three more).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const carthrottle: ScreenSpec = {
  id: "carthrottle-best-interior-untouched",
  app: "Car Throttle",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1080,
  owner: { name: "Geraint Lovell", handle: null },
  time: "21:09",
  battery: 44,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#121212",
      card: "#1c1c1c",
      fg: "#f2f2f2",
      sub: "#9c9c9c",
      line: "#2c2c2c",
      name: "#f2f2f2",
      accent: "#ffb300",
      head: "#121212",
      headFg: "#f2f2f2",
      size: 15.5,
    }) +
    `.ph b{font-size:18px;font-weight:800;letter-spacing:.5px;text-transform:uppercase}.ph b i{font-style:normal;color:#ffb300}
.tt{font-size:20px;line-height:25px;font-weight:800;margin-top:8px}.tg{display:inline-block;margin-top:8px;padding:2px 8px;border-radius:4px;background:#2c2c2c;color:#ffb300;font-size:12px;font-weight:700}
.up{display:flex;align-items:center;gap:6px;padding:4px 12px;border-radius:16px;background:#ffb300;color:#121212;font-weight:800;font-size:13.5px}
.cr{border-bottom:1px solid #2c2c2c;padding-bottom:8px}.crf{color:#ffb300}.pa span{display:flex;align-items:center}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Car<i>Throttle</i></b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#8a4b3a")}<div style="flex:1">${ui("Geraint Lovell", "pn")}${ui("in Builds · 2 days ago", "pm")}</div></div>
${own("18 months later, my Mk2 Golf GTI is finally back on the road", "tt")}
<div style="margin:10px -14px 0">${picture(
    "100%",
    130,
    ["#5d6b75", "#9aa5ad"],
    shapes([
      [0, 100, 428, 30, "#3d4246", "0"],
      [70, 46, 270, 54, "#c2161b", "14px 22px 6px 6px"],
      [118, 20, 150, 36, "#a11216", "12px 18px 0 0"],
      [130, 26, 56, 24, "#9fb4c2", "6px 2px 0 0"],
      [196, 26, 60, 24, "#9fb4c2", "2px 10px 0 0"],
      [98, 82, 44, 44, "#1b1b1b", "50%"],
      [268, 82, 44, 44, "#1b1b1b", "50%"],
      [110, 94, 20, 20, "#b9b9b9", "50%"],
      [280, 94, 20, 20, "#b9b9b9", "50%"],
      [322, 60, 16, 10, "#f4e9a8", "3px"],
    ]),
  )}</div>
${own("Stripped to a bare shell in the garage, new arches and sills, and a full respray in Tornado Red.", "px")}
${own("Took it to its first show on Sunday at Castle Combe.", "px")}
${own("It won Best Interior, the one part of this car I never touched.", "px")}
${own("Big thanks to Islwyn and his MIG welder.", "px")}
<div class="row pa" data-role="ui"><span class="up">${icon.arrowUp(15)}2.4k</span><span>${icon.comment(16)}86</span><span class="r">#Builds</span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Glenn Imrie", meta: "1d", color: "#6f8a4b", text: ["So the previous owner won Best Interior, congrats to him"], who: "Glenn Imrie", foot: "Reply · 388 upvotes" })}
${crow({ name: "Geraint Lovell", meta: "1d", color: "#8a4b3a", depth: 1, text: ["I've sent him the rosette photo. He replied with a thumbs up and nothing else."], who: "owner", foot: "Reply · 204 upvotes" })}
${crow({ name: "Harri Vaughan", meta: "2d", color: "#4f6d8f", text: ["That Tornado Red is spot on, what paint code did you go with?"], who: "Harri Vaughan", foot: "Reply · 41 upvotes" })}
${crow({ name: "Geraint Lovell", meta: "2d", color: "#8a4b3a", depth: 1, text: ["LY3D, mixed by a place in Newport."], who: "owner", foot: "Reply · 12 upvotes" })}
${crow({ name: "Laurie Gaines", meta: "1d", color: "#7a5c8f", text: ["Eighteen months of welding and the judges went for the seat fabric"], who: "Laurie Gaines", foot: "Reply · 97 upvotes" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)], "#121212", "#2c2c2c", "#9c9c9c")}`,
};

export const myminifactory: ScreenSpec = {
  id: "myminifactory-three-more-wheels",
  app: "MyMiniFactory",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "kumquat_prints", handle: null },
  time: "19:37",
  battery: 31,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f4f6f8",
      card: "#ffffff",
      fg: "#1d2329",
      sub: "#7b8590",
      line: "#e3e7eb",
      name: "#1d2329",
      accent: "#1f8fe5",
      head: "#ffffff",
      headFg: "#1d2329",
      size: 14.5,
    }) +
    `.ph b{font-size:18px;font-weight:700}.mm{display:flex;width:30px;height:30px;border-radius:7px;background:#1f8fe5;color:#fff;font-weight:800;font-size:11px;align-items:center;justify-content:center;flex:none}
.ob{display:flex;gap:10px;align-items:center;margin-top:10px;padding:8px;border:1px solid #e3e7eb;border-radius:8px}.ob .t{font-size:13.5px;font-weight:700}.ob .s{font-size:12px;color:#1f8fe5}
.cr{border-bottom:1px solid #eef1f4;padding-bottom:7px}.crf{color:#1f8fe5}.pa span{display:flex;align-items:center}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="mm">MMF</span><b>Make</b>${icon.share(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#e08a2e")}<div style="flex:1">${ui("kumquat_prints", "pn")}${ui("posted a make · 3 days ago", "pm")}</div></div>
<div style="margin:10px -14px 0">${picture(
    "100%",
    112,
    ["#e9e2d4", "#f6f1e7"],
    shapes([
      [0, 88, 360, 24, "#c9b79b", "0"],
      [110, 36, 120, 40, "#d0342c", "8px"],
      [190, 14, 40, 30, "#d0342c", "6px 6px 0 0"],
      [124, 60, 44, 44, "#2f9e44", "50%"],
      [136, 72, 20, 20, "#c9e8cf", "50%"],
      [206, 70, 30, 30, "#2f9e44", "50%"],
      [26, 70, 30, 30, "#2f9e44", "50%"],
      [62, 74, 26, 26, "#2f9e44", "50%"],
    ]),
  )}</div>
<div class="ob" data-role="ui">${picture(40, 40, ["#2f9e44", "#6cc17d"])}<div style="flex:1">${ui("Toy Tractor Wheel - Universal Fit", "t")}${ui("by lanigan_designs", "s")}</div></div>
${own("Green PETG, 0.2 mm layer height, roughly forty minutes on the Prusa.", "px")}
${own("Fit perfectly first time, which never happens.", "px")}
${own("My son has since taken the other three wheels off and asked for matching ones.", "px")}
${own("Printing the second batch tonight.", "px")}
<div class="row pa" data-role="ui"><span>${icon.heart(16)}64</span><span>${icon.comment(16)}9</span><span>${icon.download(16)}Download</span></div></div>
${ui("Comments", "pc")}
${crow({ name: "lanigan_designs", meta: "3d", joined: true, color: "#3f6fb0", text: ["Thanks for sharing your make! Glad it fitted first time"], who: "lanigan_designs", foot: "Reply" })}
${crow({ name: "ihaia.makes", meta: "2d", joined: true, color: "#8f6a3f", text: ["He's not a child, he's a client"], who: "ihaia.makes", foot: "Reply" })}
${crow({ name: "kumquat_prints", meta: "2d", joined: true, color: "#e08a2e", depth: 1, text: ["He's now asked for a trailer. In orange."], who: "owner", foot: "Reply" })}
${crow({ name: "gubbins_workshop", meta: "1d", joined: true, color: "#5f8a7a", text: ["Wait till he finds out the steering wheel comes off too"], who: "gubbins_workshop", foot: "Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)], "#ffffff", "#e3e7eb", "#1f8fe5", true)}`,
};
