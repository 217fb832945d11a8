// Posts with replies: Weibo (a long flat day in Chinese, the author in one small line far above it,
// saved three times), Xiaohongshu (words over a busy cover picture and a short caption, saved twice),
// Bilibili (dark, bullet comments flying over a video, the uploader's title, comments), DeviantArt
// (dark, an image-heavy post with a short caption), Polarsteps (a trip photo with a four-word caption),
// Locket (a caption over a busy photo, replies), Hevy (dark, a short workout post and its comments).
import { avatar, icon, picture } from "./icons";
import { comment, counts } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own, span, ui } from "./shell";

const shapes = (list: [number, number, number, number, string, string?][]) =>
  list
    .map(
      ([l, t, w, h, c, r]) =>
        `<div style="position:absolute;left:${l}px;top:${t}px;width:${w}px;height:${h}px;background:${c};border-radius:${r ?? "50%"}"></div>`,
    )
    .join("");

export const weibo: ScreenSpec = {
  id: "weibo-long-post",
  app: "Weibo",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "小林今天也在加班", handle: null },
  time: "01:06",
  battery: 18,
  generations: [{ quality: 92 }, { width: 900, quality: 78 }, { width: 720, quality: 65 }],
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:48px;padding:0 12px;gap:14px;border-bottom:1px solid #eee}.hd b{flex:1;text-align:center;font-size:16px;font-weight:500}
.au{gap:6px;padding:8px 14px;font-size:11px;color:#939393}.tx{font-size:16px;line-height:26px;padding:6px 14px 10px;color:#333}
.acts{justify-content:space-around;padding:10px 0;border-top:1px solid #f0f0f0;border-bottom:8px solid #f4f4f4;color:#636363;font-size:13px}
.tabs{gap:20px;padding:10px 14px;font-size:14px;color:#939393}.tabs b{color:#333}
.c{gap:10px;padding:8px 14px}.cn{font-size:13px;color:#eb7350}.cm{font-size:11px;color:#aaa}.ct{font-size:14px;line-height:20px;color:#333;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>微博正文</b>${icon.more(22)}</div>
<div class="fill">
<div class="row au">${avatar(18, "#f6a04d")}${span("小林今天也在加班")}${span("· 6-12 来自 iPhone客户端")}</div>
${own("今天是连续加班的第十二天。早上七点起床，地铁上站了四十分钟，到公司先开了两个会，第二个会是讨论下周的会什么时候开。中午吃了楼下的黄焖鸡米饭，和昨天一样，和前天也一样。下午改了三版PPT，老板看完说还是第一版好。晚上九点下班，路上买了一杯奶茶，半糖去冰。回家洗澡，刷了一会儿手机，现在一点了。明天还要七点起。", "tx")}
<div class="row acts">${span("↗ 转发 3")}${span("💬 评论 27")}${span("👍 赞 56")}</div>
<div class="row tabs"><b>评论 27</b><span>转发 3</span><span>赞 56</span></div>
${comment("#5dade2", "阿杰Jay", "6-12", "老板说第一版好的时候你什么心情", false)}
${comment("#f6a04d", "小林今天也在加班", "作者", "没有心情 已经麻了", true)}
${comment("#58d68d", "momo不吃香菜", "6-12", "黄焖鸡连吃三天是真爱了", false)}
${comment("#af7ac5", "Kevin_在深圳", "6-12", "lol same, 我们的会也在开会", false)}
</div>`,
};

export const xiaohongshu: ScreenSpec = {
  id: "xiaohongshu-bangs",
  app: "Xiaohongshu",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "小鹿乱撞Lu", handle: null },
  time: "15:33",
  battery: 64,
  generations: [{ quality: 85 }, { width: 828, quality: 68 }],
  cutLines: 1,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:50px;padding:0 12px;gap:10px}.hd b{flex:1;font-size:15px;font-weight:500}.hd .fo{border:1px solid #ff2442;color:#ff2442;border-radius:14px;padding:3px 12px;font-size:13px}
.cv{position:relative}.cv .t1{position:absolute;left:18px;top:36px;font-size:34px;font-weight:900;color:#fff;line-height:44px;text-shadow:0 2px 0 #ff2442,0 0 12px rgba(0,0,0,.35)}.cv .t2{position:absolute;right:18px;bottom:40px;font-size:24px;font-weight:800;color:#ffe14d;background:rgba(0,0,0,.25);padding:2px 10px;border-radius:6px}
.dots{justify-content:center;gap:5px;padding:8px}.dots span{width:6px;height:6px;border-radius:50%;background:#ddd}.dots span.on{background:#ff2442}
.ti{font-size:17px;font-weight:600;padding:2px 14px}.tx{font-size:15px;line-height:22px;padding:6px 14px;color:#333}.tg{color:#13386c}.mt{font-size:12px;color:#999;padding:4px 14px 10px;border-bottom:1px solid #f2f2f2}
.c{gap:10px;padding:8px 14px}.cn{font-size:13px;color:#999}.cm{font-size:11px;color:#bbb}.ct{font-size:14px;line-height:20px;color:#333;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(32, "#f5b7b1")}<b>小鹿乱撞Lu</b><span class="fo">关注</span>${icon.share(20)}</div>
<div class="fill">
<div class="cv">${picture(
    "100%",
    420,
    ["#f7c6d0", "#7fb3d5"],
    shapes([
      [30, 200, 140, 140, "#f9e79f"],
      [220, 90, 170, 170, "rgba(255,255,255,.35)"],
      [120, 250, 160, 190, "#5d4037", "80px 80px 10px 10px"],
      [150, 280, 100, 70, "#f5cba7", "40px"],
      [0, 380, 390, 40, "rgba(0,0,0,.12)", "0"],
    ]),
  )}
<div class="t1" data-role="owner">${esc("第一次自己剪刘海")}<br>${esc("一次成功！！")}</div><div class="t2" data-role="owner">${esc("附教程 ✂️")}</div></div>
<div class="row dots"><span class="on"></span><span></span><span></span><span></span></div>
${own("自己剪刘海 一次成功✌️", "ti")}
<div class="tx">${own("姐妹们冲！工具就是一把普通剪刀")}<span class="tg">${span("#剪刘海 #自己动手 #省钱")}</span></div>
${ui("06-02 上海 · 共 48 条评论", "mt")}
${comment("#aed6f1", "桃桃", "06-02", "姐妹 成功的标准是什么", false)}
${comment("#a9dfbf", "Lily_在伦敦", "06-02", "左边是不是比右边短了一厘米", false)}
${comment("#f5b7b1", "小鹿乱撞Lu", "作者", "是风格", true)}
${comment("#d7bde2", "阿敏", "06-03", "第二张图的剪刀是厨房那把吗", false)}
</div>`,
};

const danmaku = (text: string, top: number, left: number, color = "#fff") =>
  `<div data-role="other" data-author="弹幕" style="position:absolute;top:${top}px;left:${left}px;white-space:nowrap;font-size:16px;font-weight:500;color:${color};text-shadow:0 0 2px #000,0 0 2px #000">${esc(text)}</div>`;

export const bilibili: ScreenSpec = {
  id: "bilibili-guitar",
  app: "Bilibili",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 71,
  owner: { name: "阿飞弹吉他", handle: null },
  time: "20:45",
  battery: 55,
  replies: true,
  css: `body{background:#17181a}.vid{position:relative;flex:none;height:206px;overflow:hidden}
.up{gap:10px;padding:10px 14px}.up b{font-size:14px;color:#fb7299;display:block}.up small{font-size:11px;color:#8a8a8a;display:block}.up .fo{margin-left:auto;background:#fb7299;color:#fff;border-radius:4px;padding:4px 12px;font-size:13px}
.ti{font-size:16px;line-height:22px;padding:0 14px;color:#e6e6e6}.mt{font-size:12px;color:#8a8a8a;padding:6px 14px}.acts{justify-content:space-around;padding:8px 0 12px;color:#bbb;font-size:12px;border-bottom:1px solid #262626}
.tabs{gap:24px;padding:10px 14px;font-size:14px;color:#8a8a8a}.tabs b{color:#fb7299}
.c{gap:10px;padding:8px 14px}.cn{font-size:13px;color:#8a8a8a}.cm{font-size:11px;color:#666}.ct{font-size:14px;line-height:20px;color:#e6e6e6;margin-top:2px}`,
  html: `<div class="vid">${picture(
    "100%",
    206,
    ["#8d6e63", "#263238"],
    shapes([
      [40, 40, 120, 160, "#4e342e", "60px 60px 0 0"],
      [150, 90, 190, 60, "#d7a86e", "30px"],
      [230, 20, 90, 90, "rgba(255,235,180,.35)"],
      [0, 150, 360, 56, "rgba(0,0,0,.25)", "0"],
    ]),
  )}
${danmaku("三天？？？", 10, 210)}${danmaku("我学了三年还在学C和弦", 36, 40, "#ffd54f")}${danmaku("来了来了", 62, 250)}${danmaku("UP主的手指是不是有八根", 92, 20)}${danmaku("2024年还有人看吗", 120, 190, "#80deea")}${danmaku("前方高能", 150, 80)}
<div class="row" style="position:absolute;left:0;right:0;bottom:0;padding:6px 10px;gap:10px;color:#fff;font-size:12px">${icon.play(16)}<span>03:12 / 14:08</span><span style="flex:1;height:3px;background:rgba(255,255,255,.3);border-radius:2px"><span style="display:block;width:23%;height:3px;background:#fb7299"></span></span><span>弹幕</span></div></div>
<div class="fill">
<div class="row up">${avatar(36, "#5c6bc0")}<div><b>阿飞弹吉他</b><small>12.4万粉丝 · 86视频</small></div><span class="fo">+ 关注</span></div>
${own("【零基础】三天学会吉他，真的只要三天（附谱）", "ti")}
${ui("48.2万播放 · 3162弹幕 · 2023-11-08", "mt")}
<div class="row acts">${span("👍 2.1万")}${span("🪙 3528")}${span("⭐ 1.4万")}${span("↗ 902")}</div>
<div class="row tabs"><b>评论 1853</b><span>最热</span></div>
${comment("#26a69a", "咸鱼今天不翻身", "置顶热评", "第三天了，我还在调音", false)}
${comment("#ef5350", "猫猫队长", "2023-11-09", "三天学会 但是没说学会什么", false)}
${comment("#5c6bc0", "阿飞弹吉他", "UP主", "学会坚持 😊", true)}
${comment("#ab47bc", "jessie_k", "2023-11-10", "day 1 my fingers hurt, day 2 my fingers hurt, day 3 i bought a ukulele", false)}
</div>`,
};

export const deviantart: ScreenSpec = {
  id: "deviantart-oc",
  app: "DeviantArt",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "NightRavenArts", handle: null },
  time: "16:20",
  battery: 72,
  cutLines: 2,
  replies: true,
  css: `body{background:#06070d}.hd{flex:none;height:46px;padding:0 14px;gap:12px;color:#ccc}
.ar{gap:10px;padding:10px 14px}.ar b{font-size:16px;display:block}.ar small{font-size:12px;color:#8c93a0;display:block}.ar .wt{margin-left:auto;background:#00e59b;color:#06070d;border-radius:4px;padding:5px 12px;font-size:13px;font-weight:700}
.ti{font-size:20px;font-weight:700;padding:2px 14px}.tx{font-size:15px;line-height:21px;padding:6px 14px;color:#c6ccd6}.tg{gap:6px;padding:4px 14px 10px}.tg span{font-size:12px;background:#1b1e2a;border-radius:12px;padding:3px 9px;color:#9aa3b5}
.acts{gap:22px;padding:8px 14px 12px;color:#9aa3b5;font-size:13px;border-bottom:1px solid #1b1e2a}.sec{font-size:14px;font-weight:700;padding:12px 14px 4px}
.c{gap:10px;padding:8px 14px}.cn{font-size:13px;font-weight:600;color:#fff}.cm{font-size:11px;color:#737b8c}.ct{font-size:14px;line-height:20px;color:#c6ccd6;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span style="flex:1"></span>${icon.share(20)}${icon.more(22)}</div>
<div class="fill">
${picture(
  "100%",
  330,
  ["#2c0f3a", "#0b0b1a"],
  shapes([
    [130, 40, 130, 130, "#c9b2d6"],
    [95, 150, 200, 260, "#1c0d24", "100px 100px 0 0"],
    [60, 120, 70, 220, "#7b1fa2", "40px"],
    [260, 110, 80, 240, "#7b1fa2", "40px"],
    [175, 90, 12, 12, "#e53935"],
    [205, 90, 12, 12, "#e53935"],
    [20, 20, 40, 40, "rgba(255,255,255,.15)"],
  ]),
)}
<div class="row ar">${avatar(36, "#4a148c")}<div><b>NightRavenArts</b><small>Hobbyist · 214 watchers</small></div><span class="wt">Watch</span></div>
${own("Raven Nightshade (new OC) 🖤", "ti")}
${own("dont steal!! she is 10% vampire", "tx")}
<div class="row tg">${span("#oc")}${span("#originalcharacter")}${span("#vampire")}${span("#gothic")}</div>
<div class="row acts">${span("♥ 38 Favourites")}${span("💬 4 Comments")}${span("👁 612 Views")}</div>
${ui("Comments", "sec")}
${comment("#00897b", "pixelmoth", "2d ago", "she has the same outfit as your last four OCs", false)}
${comment("#4a148c", "NightRavenArts", "2d ago", "no its different", true)}
${comment("#f4511e", "gh0st-toast", "1d ago", "10% vampire is just someone who stays up late", false)}
${comment("#3949ab", "Orlaith-draws", "1d ago", "the purple hair shading is lovely, the hands are hiding very well though", false)}
</div>`,
};

export const polarsteps: ScreenSpec = {
  id: "polarsteps-step",
  app: "Polarsteps",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Rafael Souza", handle: null },
  time: "18:47",
  battery: 41,
  crop: { top: 54 },
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:50px;padding:0 14px;gap:12px}.hd .t{flex:1}.hd b{display:block;font-size:15px}.hd small{display:block;font-size:12px;color:#888}
.st{gap:8px;padding:12px 16px 4px;color:#e84e4f;font-size:13px;font-weight:600}.ti{font-size:22px;font-weight:800;padding:2px 16px}.lc{font-size:13px;color:#888;padding:2px 16px 10px}
.tx{font-size:16px;line-height:23px;padding:10px 16px}.acts{gap:22px;padding:6px 16px 12px;color:#777;font-size:14px;border-bottom:1px solid #eee}
.c{gap:10px;padding:9px 16px}.cn{font-size:14px;font-weight:600}.cm{font-size:12px;color:#999}.ct{font-size:15px;line-height:21px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(34, "#2e7d32")}<div class="t"><b>Rafael Souza</b><small>South America 2024 · Day 14</small></div>${icon.share(20)}</div>
<div class="fill">
${picture(
  "100%",
  300,
  ["#9ecbef", "#f4e3c1"],
  shapes([
    [-40, 150, 300, 260, "#6d8b5e", "150px 150px 0 0"],
    [140, 90, 330, 330, "#8a9a7b", "165px 165px 0 0"],
    [240, 110, 90, 40, "#fff", "30px"],
    [300, 60, 46, 46, "#fff3b0"],
    [0, 260, 428, 40, "#5b7049", "0"],
  ]),
)}
<div style="display:flex;gap:6px;padding:6px 16px">${picture(96, 70, ["#c5a880", "#6b4f3a"])}${picture(96, 70, ["#87a96b", "#3e5c3a"])}${picture(96, 70, ["#d98e73", "#7c4a3a"])}${picture(96, 70, ["#a0b9d9", "#4f6b8f"])}</div>
<div class="row st">${icon.pin(14)}<span>STEP 31 · 14 JUN 2024</span></div>
${ui("Cusco", "ti")}${ui("Peru · 3,399 m · 12°C", "lc")}
${own("Day 14. Saw a mountain.", "tx")}
<div class="row acts">${span("♥ 9")}${span("💬 4")}${span("🌍 4,812 km travelled")}</div>
${comment("#c2185b", "Mãe 💕", "2h", "Are you wearing sun cream? Which mountain?", false)}
${comment("#2e7d32", "Rafael Souza", "1h", "the big one", true)}
${comment("#f9a825", "Tio Beto", "1h", "14 days and one sentence, the boy is writing a book", false)}
${comment("#5e35b1", "Camila R.", "40m", "send the photo of the llama you promised", false)}
</div>`,
};

export const locket: ScreenSpec = {
  id: "locket-morning",
  app: "Locket",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "aisha", handle: null },
  time: "11:52",
  battery: 60,
  replies: true,
  css: `body{background:#111}.hd{flex:none;height:52px;padding:0 16px;gap:10px;justify-content:space-between}.hd .pill{background:#2a2a2a;border-radius:20px;padding:7px 14px;font-size:15px;font-weight:600}
.card{margin:6px 12px 0;border-radius:40px;overflow:hidden;position:relative}.cap{position:absolute;left:50%;bottom:22px;transform:translateX(-50%);background:rgba(40,40,40,.55);backdrop-filter:blur(6px);border-radius:22px;padding:8px 16px;font-size:17px;font-weight:600;color:#fff;white-space:nowrap}
.by{justify-content:center;gap:8px;padding:12px 0 4px;font-size:15px}.by b{font-weight:700}.by span{color:#8a8a8a}
.rx{justify-content:center;gap:8px;padding:6px 0;font-size:13px;color:#bbb}
.r{gap:10px;padding:6px 20px}.r b{font-size:14px}.r .t{font-size:15px;line-height:20px;color:#ddd}
.in{flex:none;gap:10px;padding:10px 16px 34px}.in .box{flex:1;height:46px;border-radius:23px;background:#242424;display:flex;align-items:center;padding:0 16px;color:#8a8a8a;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${avatar(36, "#444")}<span class="pill">Everyone ▾</span>${icon.chat(24)}</div>
<div class="fill">
<div class="card">${picture(
    "100%",
    366,
    ["#ffb74d", "#6a1b9a"],
    shapes([
      [-20, -30, 220, 220, "rgba(255,255,255,.25)"],
      [160, 40, 260, 180, "#ff7043", "40%"],
      [30, 180, 150, 200, "#4a148c", "50% 50% 0 0"],
      [200, 230, 200, 120, "#26a69a", "30px"],
      [90, 60, 80, 80, "#fff59d"],
      [260, 280, 60, 60, "#ec407a"],
    ]),
  )}<div class="cap" data-role="owner">${esc("day 3 of being a morning person ☀️")}</div></div>
<div class="row by"><b>aisha</b><span>5m</span></div>
<div class="row rx">${span("😂 Dani")}${span("💀 Marcus")}${span("❤️ Jo")}</div>
<div class="col r"><div class="row" style="gap:8px">${avatar(26, "#5c6bc0")}<b>Marcus</b></div>${other("Marcus", "aisha it is 11:47", "t")}</div>
<div class="col r"><div class="row" style="gap:8px">${avatar(26, "#26a69a")}<b>Dani</b></div>${other("Dani", "the sun has been up for six hours babe", "t")}</div>
</div>
<div class="row in"><span class="box">Send message…</span><span style="font-size:22px">😂💛🔥</span></div>`,
};

const set = (name: string, sets: string) => `<div class="row ex">${picture(34, 34, ["#3a3a3a", "#222"])}<div>${ui(name, "en")}${ui(sets, "es")}</div></div>`;

export const hevy: ScreenSpec = {
  id: "hevy-leg-day",
  app: "Hevy",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "connor.lifts", handle: null },
  time: "19:03",
  battery: 67,
  replies: true,
  css: `body{background:#101010}.hd{flex:none;height:52px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:17px;font-weight:500}
.au{gap:10px;padding:10px 14px}.au b{display:block;font-size:15px}.au small{display:block;font-size:12px;color:#8a8a8a}
.ti{font-size:20px;font-weight:700;padding:4px 14px}.tx{font-size:15px;line-height:21px;padding:4px 14px;color:#ccc}
.stats{gap:24px;padding:10px 14px}.stats div{font-size:12px;color:#8a8a8a}.stats b{display:block;font-size:16px;color:#fff}
.ex{gap:12px;padding:7px 14px}.en{font-size:15px;color:#2f80ed}.es{font-size:13px;color:#8a8a8a}
.acts{gap:22px;padding:10px 14px;color:#bbb;font-size:13px;border-top:1px solid #222;border-bottom:1px solid #222}
.c{gap:10px;padding:8px 14px}.cn{font-size:13px;font-weight:600}.cm{font-size:11px;color:#777}.ct{font-size:14px;line-height:20px;color:#ddd;margin-top:2px}
.in{flex:none;gap:10px;padding:8px 12px 22px;background:#181818;position:relative;z-index:2}.in .box{flex:1;height:40px;border-radius:20px;background:#262626;display:flex;align-items:center;padding:0 14px;color:#777;font-size:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Workout</b>${icon.share(20)}</div>
<div class="fill">
<div class="row au">${avatar(38, "#2f80ed")}<div><b>connor.lifts</b><small>Today, 18:12</small></div></div>
${own("leg day 🦵", "ti")}
${own("felt light", "tx")}
<div class="row stats"><div><b>22min</b>Duration</div><div><b>1,480 kg</b>Volume</div><div><b>0</b>Records</div></div>
${set("Leg Press (Machine)", "3 sets")}${set("Leg Extension (Machine)", "2 sets")}${set("Standing Calf Raise", "1 set")}
<div class="row acts">${span("👍 11")}${span("💬 4 comments")}</div>
${comment("#eb5757", "big_tash", "32m", "one set of calves is not a leg day connor", false)}
${comment("#27ae60", "dev.ramirez", "28m", "22 minutes including the drive?", false)}
${comment("#2f80ed", "connor.lifts", "20m", "quality over quantity", true)}
${comment("#9b51e0", "kofi_pr", "12m", "quality over quality apparently. the leg press was on 40 kg, i was there, i saw it with my own eyes", false)}
</div>
<div class="row in">${avatar(30, "#555")}<span class="box">Write a comment…</span></div>`,
};

export const POSTS: ScreenSpec[] = [weibo, xiaohongshu, bilibili, deviantart, polarsteps, locket, hevy];
