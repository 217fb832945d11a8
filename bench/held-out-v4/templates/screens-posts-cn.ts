// Posts in Chinese: Weibo (a long flat day, the author in one small line far above it, saved three
// times), Xiaohongshu (words over a busy cover picture and a short caption, saved twice), Bilibili
// (dark, bullet comments flying over a video, the uploader's title, comments).
import { avatar, icon, picture } from "./icons";
import { comment, shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { esc, own, span, ui } from "./shell";

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
