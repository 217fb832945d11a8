// Part B's posts with replies (v26), second file: Garden Tags (a small pumpkin), Google+ (a shed kit), Path (fresh
// pasta for a birthday), Bebo (a yellow suit at a wedding).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const gardenTags: ScreenSpec = {
  id: "gardentags-the-slug-is-doing-very-well",
  app: "Garden Tags",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  owner: { name: "Iolanthe Marsh", handle: null },
  time: "17:05",
  battery: 44,
  cutLines: 0,
  replies: true,
  statusBarBackground: "#fff",
  css:
    postCss({
      bg: "#f1f4ee",
      card: "#fff",
      fg: "#22301f",
      sub: "#7d8a78",
      line: "#e2e8dc",
      name: "#2f6b2a",
      accent: "#5b9a2e",
      head: "#fff",
      headFg: "#2f6b2a",
    }) + `.tg{gap:6px;margin-top:8px;flex-wrap:wrap}.tg div{font-size:12px;padding:3px 9px;border-radius:11px;background:#e8f2df;color:#3f7a2a}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Garden Tags</b>${icon.search(20)}${icon.more(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#8a6a3c")}<div style="flex:1">${ui("Iolanthe Marsh", "pn")}${ui("Allotment, Ely · 3h", "pm")}</div><span style="color:#5b9a2e;font-size:13px;font-weight:700" data-role="ui">Following</span></div>
<div style="margin:10px -14px 0">${picture("100%", 140, ["#a7c48a", "#5f7f45"], `<div style="position:absolute;left:0;right:0;top:100px;height:40px;background:#6b4f32"></div><div style="position:absolute;left:140px;top:70px;width:92px;height:56px;border-radius:50%;background:#e08a2c"></div><div style="position:absolute;left:180px;top:58px;width:10px;height:18px;background:#5a6b2a"></div><div style="position:absolute;left:40px;top:60px;width:90px;height:70px;border-radius:50%;background:#4f7a33"></div><div style="position:absolute;left:240px;top:50px;width:110px;height:80px;border-radius:50%;background:#557f38"></div>`)}</div>
<div class="row tg" data-role="ui"><div>Pumpkin 'Atlantic Giant'</div><div>Harvest</div></div>
${own("Harvest day for my Atlantic Giant. Watered, fed and talked to every morning since April.", "px")}
${own("It weighs 1.2 kg. The slug living inside it is doing very well.", "px")}
${own("Going to try again next year with a raised bed.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>64</span></span><span class="row">${icon.comment(17)}<span>12</span></span><span class="row">${icon.bookmark(17)}</span></div></div>
<div class="pc" data-role="ui">12 comments</div>
${crow({ name: "Gerwyn Llewellyn", meta: "2h", color: "#5f7fa8", text: ["1.2 kg is a perfect size for soup, honestly."], who: "Gerwyn Llewellyn", foot: "Reply · Like" })}
${crow({ name: "Iolanthe Marsh", meta: "2h", color: "#8a6a3c", text: ["He isn't coming out for soup. He has made it very clear."], who: "owner", depth: 1, foot: "Reply · Like" })}
${crow({ name: "Kirra Dawson", meta: "1h", color: "#b5577a", text: ["Is the slug paying rent, or more of a lodger"], who: "Kirra Dawson", foot: "Reply · Like" })}
${crow({ name: "Lemuel Ortiz", meta: "48m", color: "#6a8a3a", text: ["Copper tape round the base next year. Works on my marrows every time."], who: "Lemuel Ortiz", foot: "Reply · Like" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)], "#fff", "#e2e8dc", "#2f6b2a")}`,
};

export const googlePlus: ScreenSpec = {
  id: "googleplus-the-door-opens-into-the-fence",
  app: "Google+",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Lisandro Vega", handle: null },
  time: "19:31",
  battery: 33,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#202124",
  css: postCss({
    bg: "#121212",
    card: "#202124",
    fg: "#e8eaed",
    sub: "#9aa0a6",
    line: "#303134",
    name: "#e8eaed",
    accent: "#f28b82",
    head: "#202124",
    headFg: "#e8eaed",
    size: 14,
  }),
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Post</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#c5763a")}<div style="flex:1">${ui("Lisandro Vega", "pn")}${ui("Shared publicly · Yesterday", "pm")}</div></div>
${own("Shed is finally up. Pressure-treated timber, felt roof, and I even put a shelf in.", "px")}
<div style="margin:10px -14px 0">${picture("100%", 160, ["#6f8fa8", "#3f5a3a"], `<div style="position:absolute;left:0;right:0;top:112px;height:38px;background:#4a6a32"></div><div style="position:absolute;left:96px;top:40px;width:150px;height:90px;background:#8a6440"></div><div style="position:absolute;left:86px;top:26px;width:170px;height:20px;background:#3a3a3a;transform:skewX(-8deg)"></div><div style="position:absolute;left:238px;top:60px;width:10px;height:70px;background:#5c3f22"></div><div style="position:absolute;left:250px;top:36px;width:110px;height:100px;background:repeating-linear-gradient(90deg,#a98660 0 12px,#8b6a48 12px 14px)"></div>`)}</div>
${own("The box said two adults, one afternoon. It took two adults, four afternoons and the neighbour's ladder, and the door opens straight into the fence.", "px")}
${own("Still very pleased with it.", "px")}
<div class="row pa" data-role="ui"><span class="row" style="color:#f28b82">+1</span><span>27</span><span class="row">${icon.comment(17)}<span>8</span></span><span class="row">${icon.share(17)}</span></div></div>
<div class="pc" data-role="ui">8 comments</div>
${crow({ name: "Ignatius Boyle", meta: "21h", color: "#5a8ac5", text: ["Could you not just swap the hinges round?"], who: "Ignatius Boyle" })}
${crow({ name: "Lisandro Vega", meta: "20h", color: "#c5763a", text: ["The hinges are the one part I did properly. They are staying."], who: "owner", depth: 1 })}
${crow({ name: "Gretel Hauser", meta: "18h", color: "#8a5ab5", text: ["Sheds are mostly for looking at from the kitchen window anyway."], who: "Gretel Hauser" })}
${crow({ name: "Jens Aaberg", meta: "9h", color: "#4f9a7a", text: ["If you take one fence panel out you get a side door for free."], who: "Jens Aaberg" })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.bell(24), icon.person(24)], "#202124", "#303134", "#9aa0a6", true)}`,
};

export const path: ScreenSpec = {
  id: "path-which-shop-it-came-from",
  app: "Path",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Hector Quayle", handle: null },
  time: "22:48",
  battery: 19,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#d8402f",
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Lulu",
    body: "tell him the shop is called Hector's Kitchen and it has closed for good",
    author: "Lulu",
    age: "now",
  },
  css:
    postCss({
      bg: "#f3efe9",
      card: "#fff",
      fg: "#2b2522",
      sub: "#8f857d",
      line: "#eae3da",
      name: "#2b2522",
      accent: "#d8402f",
      head: "#d8402f",
      headFg: "#fff",
      size: 16,
      font: "Georgia,'Times New Roman',serif",
    }) +
    `.mo{gap:8px;margin-top:10px;flex-wrap:wrap}.mo span{width:30px;height:30px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-size:16px;background:#f6ede4}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Moment</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(42, "#5a7ab5", { ring: "#d8402f" })}<div style="flex:1">${ui("Hector Quayle", "pn")}${ui("at home · Leeds · 3h", "pm")}</div></div>
<div style="margin:10px -14px 0">${picture("100%", 160, ["#f0e2c6", "#c9a872"], `<div style="position:absolute;left:30px;top:30px;width:150px;height:110px;border-radius:50%;background:#f6e7b8"></div><div style="position:absolute;left:50px;top:50px;width:110px;height:70px;border-radius:50%;background:repeating-linear-gradient(20deg,#e9c877 0 5px,#f3dd9a 5px 9px)"></div><div style="position:absolute;left:230px;top:40px;width:150px;height:16px;background:#b07a45;transform:rotate(-8deg)"></div><div style="position:absolute;left:220px;top:80px;width:140px;height:60px;border-radius:8px;background:#ede3d0"></div>`)}</div>
${own("Four hours rolling fresh tagliatelle by hand for Ladislav's birthday. Eggs from the market, proper 00 flour, a borrowed machine.", "px")}
${own("He asked, very kindly, which shop it came from.", "px")}
${own("Happy birthday to him anyway.", "px")}
<div class="row mo" data-role="ui"><span>😊</span><span>😂</span><span>❤️</span><span>😮</span><span style="background:none;width:auto;font-size:13px;color:#8f857d">Jonquil, Ladislav and 14 others</span></div></div>
<div class="pc" data-role="ui">5 comments</div>
${crow({ name: "Ladislav Novak", meta: "2h", color: "#4f9a7a", text: ["It was a compliment!! It looked completely professional."], who: "Ladislav Novak", foot: "Reply" })}
${crow({ name: "Hector Quayle", meta: "2h", color: "#5a7ab5", text: ["I'm choosing to hear it that way."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Jonquil Reyes", meta: "1h", color: "#c06a4a", text: ["The flour on the ceiling in the background is a lovely touch."], who: "Jonquil Reyes", foot: "Reply" })}
${crow({ name: "Keely Brennan", meta: "40m", color: "#9a6ab5", text: ["Recipe please, I'll say it's from a shop too."], who: "Keely Brennan", foot: "Reply" })}
</div>
${commentBox({ text: "Add a comment", color: "#5a7ab5", bg: "#fff", box: "#f3efe9", fg: "#2b2522", sub: "#8f857d", line: "#eae3da", right: icon.send(22), bottom: 36 })}`,
};

export const bebo: ScreenSpec = {
  id: "bebo-the-brides-mother-was-also-in-yellow",
  app: "Bebo",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 86 }, { width: 900, quality: 70 }],
  owner: { name: "Genevieve Okafor", handle: "@gen.okafor" },
  time: "11:12",
  battery: 82,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css:
    postCss({
      bg: "#f6f3fb",
      card: "#fff",
      fg: "#231f2e",
      sub: "#857e96",
      line: "#ebe6f3",
      name: "#231f2e",
      accent: "#7b3fe4",
      head: "#fff",
      headFg: "#7b3fe4",
    }) + `.ph b{font-size:24px;font-weight:900;letter-spacing:-.5px}`,
  html: `<div class="row ph" data-role="ui"><b>bebo</b>${icon.search(22)}${icon.chat(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#c58a3a", { ring: "#7b3fe4" })}<div style="flex:1">${ui("Genevieve Okafor", "pn")}${ui("@gen.okafor · 1d", "pm")}</div>${icon.more(20)}</div>
${own("My cousin Lolade's wedding on Saturday. Wore the yellow suit, finally.", "px")}
<div class="row" style="gap:4px;margin:10px -14px 0">${picture("50%", 160, ["#e9e2d6", "#b9ad98"], `<div style="position:absolute;left:64px;top:40px;width:58px;height:140px;border-radius:28px 28px 6px 6px;background:#f2c21b"></div><div style="position:absolute;left:76px;top:14px;width:34px;height:34px;border-radius:50%;background:#6b4226"></div>`)}${picture("50%", 160, ["#dfe7ea", "#a9b8bd"], `<div style="position:absolute;left:30px;top:50px;width:50px;height:130px;border-radius:24px 24px 6px 6px;background:#f4f4f4"></div><div style="position:absolute;left:100px;top:56px;width:54px;height:124px;border-radius:24px 24px 6px 6px;background:#f0c419"></div><div style="position:absolute;left:110px;top:30px;width:32px;height:32px;border-radius:50%;background:#5a3a22"></div>`)}</div>
${own('I was asked to move out of four photos for "pulling focus", once by the bride\'s mother, who was also in yellow.', "px")}
${own("Lovely day though. The jollof was perfect.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>91</span></span><span class="row">${icon.comment(17)}<span>14</span></span><span class="row">${icon.share(17)}</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Kiri Walsh", meta: "1d", color: "#3f8ab5", text: ["Mustard is your colour, ignore all of them."], who: "Kiri Walsh", foot: "Reply · 8" })}
${crow({ name: "Genevieve Okafor", meta: "1d", color: "#c58a3a", text: ["It's marigold. But thank you."], who: "owner", depth: 1, foot: "Reply · 12" })}
${crow({ name: "Irvine Dobbs", meta: "20h", color: "#5aa07a", text: ["Two yellows at one wedding isn't an outfit, it's a duel."], who: "Irvine Dobbs", foot: "Reply · 30" })}
${crow({ name: "Gelsey Marr", meta: "6h", color: "#b55a8a", text: ["Where is the suit from? I need one for a christening."], who: "Gelsey Marr", foot: "Reply · 1" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.heart(24), icon.person(24)], "#fff", "#ebe6f3", "#7b3fe4")}`,
};
