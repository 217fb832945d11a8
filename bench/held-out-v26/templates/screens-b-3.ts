// Part B's posts with replies (v26), third file: Dogster (a retired greyhound), Foap (holiday photos and a thumb),
// Hi5 (karaoke at a fortieth), Orkut (a driving test on the fifth try).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const dogster: ScreenSpec = {
  id: "dogster-afraid-of-one-particular-cushion",
  app: "Dogster",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  crop: { top: 50 },
  owner: { name: "Innes Calloway", handle: null },
  time: "08:15",
  battery: 90,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css:
    postCss({
      bg: "#f5f1ec",
      card: "#fff",
      fg: "#2a2420",
      sub: "#8c8177",
      line: "#ece5dd",
      name: "#2a2420",
      accent: "#e2572b",
      head: "#fff",
      headFg: "#e2572b",
      size: 15.5,
    }) +
    `.ph b{font-size:22px;font-weight:900}.dg{gap:6px;margin-top:6px}.dg div{font-size:12px;padding:3px 9px;border-radius:11px;background:#fbe8df;color:#b8461f}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>dogster</b>${icon.bell(21)}${icon.more(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(44, "#7a8a9a")}<div style="flex:1">${ui("Innes Calloway", "pn")}${ui("Hamlet's human · Canterbury · 6h", "pm")}</div>${icon.more(20)}</div>
<div class="row dg" data-role="ui"><div>Greyhound</div><div>Rescue</div><div>Age 5</div></div>
<div style="margin:10px -14px 0">${picture("100%", 180, ["#d9cbb8", "#a89377"], `<div style="position:absolute;left:0;right:0;top:120px;height:60px;background:#6b5a7a"></div><div style="position:absolute;left:70px;top:96px;width:230px;height:40px;border-radius:20px;background:#9a8a86"></div><div style="position:absolute;left:280px;top:80px;width:46px;height:30px;border-radius:50% 40% 40% 50%;background:#8f7f7a"></div><div style="position:absolute;left:320px;top:64px;width:70px;height:54px;border-radius:10px;background:#5f8a4f"></div>`)}</div>
${own("Three months since Hamlet came home from the rescue in Kent, after four years on the track.", "px")}
${own("He retired from racing with eleven wins. He is now afraid of the kettle, the toaster and one particular cushion.", "px")}
${own("Sleeps about twenty hours a day, mostly upside down.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(18)}<span>148</span></span><span class="row">${icon.comment(18)}<span>21</span></span><span class="r">Give a treat</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Hesketh Pryor", meta: "5h", color: "#b5853f", text: ["Which cushion?"], who: "Hesketh Pryor", foot: "Reply · 9" })}
${crow({ name: "Innes Calloway", meta: "5h", color: "#7a8a9a", text: ["The green one. We turned it over and he still knows."], who: "owner", depth: 1, foot: "Reply · 40" })}
${crow({ name: "Ilya Markov", meta: "4h", color: "#4f7ab5", text: ["Eleven wins and a cushion is running his life. Respect to the cushion."], who: "Ilya Markov", foot: "Reply · 17" })}
${crow({ name: "Hildur Jonsdottir", meta: "2h", color: "#b55a6a", text: ["Ours was scared of the washing machine for a year. They get braver, slowly."], who: "Hildur Jonsdottir", foot: "Reply · 3" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.chat(24), icon.person(24)], "#fff", "#ece5dd", "#8c8177")}`,
};

export const foap: ScreenSpec = {
  id: "foap-a-stock-agency-paid-six-dollars",
  app: "Foap",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Jadwiga Sowa", handle: "@jadwiga.s" },
  time: "21:02",
  battery: 52,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#141416",
  css:
    postCss({
      bg: "#0c0c0e",
      card: "#141416",
      fg: "#f0f0f2",
      sub: "#8d8d96",
      line: "#26262b",
      name: "#f0f0f2",
      accent: "#29c48a",
      head: "#141416",
      headFg: "#f0f0f2",
    }) +
    `.sd{position:absolute;left:12px;top:12px;padding:3px 10px;border-radius:12px;background:#29c48a;color:#062; font-size:13px;font-weight:800;color:#06331f}.st{gap:14px;margin-top:10px;font-size:13px;color:#8d8d96}.st b{color:#29c48a}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Photo</b>${icon.share(20)}${icon.more(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#b56a4f")}<div style="flex:1">${ui("Jadwiga Sowa", "pn")}${ui("@jadwiga.s · 2d", "pm")}</div></div>
<div style="margin:10px -14px 0">${picture("100%", 170, ["#8fb6d6", "#3a5a7a"], `<div style="position:absolute;left:-40px;top:60px;width:260px;height:200px;border-radius:50%;background:radial-gradient(circle at 60% 40%,#e6b29a,#a8644a)"></div><div style="position:absolute;left:220px;top:110px;width:200px;height:60px;background:#2f5a6a"></div><div style="position:absolute;left:290px;top:70px;width:30px;height:44px;background:#e8e2d6"></div><div class="sd" data-role="ui">SOLD</div>`)}</div>
<div class="row st" data-role="ui"><span>412 uploaded</span><span>1 sold</span><b>$6.00 earned</b></div>
${own("Two weeks in Slovenia. Bled, Bohinj, the Vintgar gorge, that church on the island.", "px")}
${own("The only photo that has sold is of my own thumb over the lens. A stock agency paid $6 for it.", "px")}
${own("Will keep uploading the lake ones.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>203</span></span><span class="row">${icon.comment(17)}<span>11</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "kaito.lens", meta: "2d", color: "#4f8ab5", text: ["First sale, nice one!"], who: "kaito.lens", foot: "Reply" })}
${crow({ name: "jadwiga.s", meta: "2d", color: "#b56a4f", text: ["Thank you. I've had the thumb printed for the hallway."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "grazia_frames", meta: "1d", color: "#8a5ab5", text: ["Honestly the light on that thumb is beautiful."], who: "grazia_frames", foot: "Reply" })}
${crow({ name: "gwilherm", meta: "20h", color: "#5aa07a", text: ["Brands buy what they can't shoot themselves. Nobody else has your thumb."], who: "gwilherm", foot: "Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.camera(24), icon.cart(24), icon.person(24)], "#141416", "#26262b", "#8d8d96")}`,
};

export const hi5: ScreenSpec = {
  id: "hi5-faded-out-at-the-guitar-solo",
  app: "Hi5",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  keyboard: true,
  owner: { name: "Jomo Mwangi", handle: null },
  time: "13:26",
  battery: 64,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#f47a20",
  css:
    postCss({
      bg: "#f2f2f2",
      card: "#fff",
      fg: "#262626",
      sub: "#888",
      line: "#e4e4e4",
      name: "#1d6fb8",
      accent: "#f47a20",
      head: "#f47a20",
      headFg: "#fff",
      size: 14,
    }) + `.ph b{font-size:22px;font-weight:900}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>hi5</b>${icon.bell(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#3a7a5a")}<div style="flex:1">${ui("Jomo Mwangi", "pn")}${ui("Yesterday at 23:40", "pm")}</div></div>
${own("Loretta's fortieth at the Railway Club. Forty of us, a DJ, a buffet and a raffle for a hamper.", "px")}
${own("I sang Bohemian Rhapsody for her. The DJ faded it out at the guitar solo and started the raffle.", "px")}
${own("Happy birthday, sis.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(16)}<span>52</span></span><span class="row">${icon.comment(16)}<span>7</span></span></div></div>
${crow({ name: "Loretta Mwangi", meta: "11h", color: "#b55a8a", text: ["Best present of the night. I also won the hamper."], who: "Loretta Mwangi", foot: "Reply · Like" })}
${crow({ name: "Jomo Mwangi", meta: "10h", color: "#3a7a5a", text: ["Congratulations on the hamper."], who: "owner", depth: 1, foot: "Reply · Like" })}
${crow({ name: "Kaspar Lind", meta: "8h", color: "#5a7ab5", text: ["The raffle was a mercy, mate."], who: "Kaspar Lind", foot: "Reply · Like" })}
</div>
${commentBox({ text: "you got further than at Josune's wedding though", typed: true, color: "#888", bg: "#fff", box: "#f2f2f2", fg: "#262626", sub: "#888", line: "#e4e4e4", right: icon.send(20), bottom: 8 })}`,
};

export const orkut: ScreenSpec = {
  id: "orkut-five-hundred-to-shave-it-off",
  app: "Orkut",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 96 },
  owner: { name: "Gaspar Lima", handle: null },
  time: "16:40",
  battery: 27,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#e8eefa",
  css:
    postCss({
      bg: "#e8eefa",
      card: "#fff",
      fg: "#1f2a44",
      sub: "#7a86a0",
      line: "#d6dff0",
      name: "#2a5caa",
      accent: "#d3338f",
      head: "#e8eefa",
      headFg: "#d3338f",
      size: 15,
    }) + `.ph b{font-size:24px;font-weight:800;font-style:italic}`,
  html: `<div class="row ph" data-role="ui"><b>orkut</b>${icon.search(20)}${icon.menu(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(42, "#3a8a6a")}<div style="flex:1">${ui("Gaspar Lima", "pn")}${ui("Campinas · 2 hours ago", "pm")}</div></div>
${own("Movember is over! Thirty days, one moustache, R$340 raised for the children's ward at the Santa Casa.", "px")}
<div style="margin:10px -14px 0">${picture("100%", 150, ["#e9d6c0", "#b89a7a"], `<div style="position:absolute;left:130px;top:20px;width:130px;height:150px;border-radius:50%;background:#c48a62"></div><div style="position:absolute;left:150px;top:96px;width:90px;height:22px;border-radius:50% 50% 10px 10px;background:#3a2618"></div><div style="position:absolute;left:160px;top:56px;width:14px;height:10px;border-radius:50%;background:#2a1a10"></div><div style="position:absolute;left:216px;top:56px;width:14px;height:10px;border-radius:50%;background:#2a1a10"></div>`)}</div>
${own("My daughter has now offered R$500 of her own money for me to shave it off.", "px")}
${own("Deciding this weekend.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>34</span></span><span class="row">${icon.comment(17)}<span>6 scraps</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Ivette Ramos", meta: "1h", color: "#c57a3a", text: ["Take the money, grow it back, charge her again in December."], who: "Ivette Ramos" })}
${crow({ name: "Gaspar Lima", meta: "1h", color: "#3a8a6a", text: ["She has thought of that. There is a contract."], who: "owner", depth: 1 })}
${crow({ name: "Kolya Petrenko", meta: "50m", color: "#7a5ab5", text: ["It makes you look like a man who sells boats"], who: "Kolya Petrenko" })}
${crow({ name: "Jurgen Adler", meta: "20m", color: "#b5a03a", text: ["Nobody offered me anything and I shaved mine off anyway. Know your value."], who: "Jurgen Adler" })}
</div>`,
};
