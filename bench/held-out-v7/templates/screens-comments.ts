// Comments on work and on learning: Azure DevOps (dark, a Submit button grown to 40% of the screen),
// LeetCode (a hardcoded Two Sum, keyboard open with a reply typed, JPEG), Moodle (a group project's only
// organiser and a Friday, keyboard open over an empty reply box); Dailymotion, Royal Road and Mixcloud
// are in screens-comments-more.ts.
import { avatar, icon } from "./icons";
import { comment } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { dailymotion, mixcloud, royalRoad } from "./screens-comments-more";
import { esc, other, own, span, ui } from "./shell";

const cCss = (sub: string) =>
  `.c{gap:10px;padding:8px 16px}.cn{font-size:13px;font-weight:600}.cm{font-size:12px;color:${sub}}.ct{font-size:14px;line-height:20px}`;

export const azureDevOps: ScreenSpec = {
  id: "azuredevops-submit-button",
  app: "Azure DevOps",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Serkan Yılmaz", handle: null },
  time: "16:18",
  battery: 45,
  cutLines: 1,
  replies: true,
  css: `body{background:#1b1a19;color:#e1dfdd}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #323130}.hd b{flex:1;font-size:15px;font-weight:500}
.wi{padding:10px 16px}.wi .k{gap:6px;font-size:12px;color:#a19f9d}.wi .k i{width:4px;height:14px;background:#009ccc;display:inline-block}.wt{font-size:18px;font-weight:600;line-height:24px;margin-top:4px}.fl{display:grid;grid-template-columns:auto 1fr;gap:4px 14px;padding:8px 16px;font-size:13px;border-top:1px solid #323130;border-bottom:1px solid #323130}.fl span{color:#a19f9d}
.sec{padding:10px 16px 4px;font-size:13px;font-weight:600;color:#a19f9d;text-transform:uppercase;letter-spacing:.4px}.ds{font-size:14px;line-height:20px;padding:2px 16px 8px}${cCss("#a19f9d")}.c{border-bottom:1px solid #292827;padding:10px 16px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Checkout Redesign</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="wi"><div class="row k" data-role="ui"><i></i>${span("USER STORY 4812")}</div>${own("Make the Submit button more prominent", "wt")}</div>
<div class="fl" data-role="ui"><span>State</span><b>Active</b><span>Assigned</span><b>Lena Vogt</b><span>Iteration</span><b>Sprint 31</b></div>
${ui("Description", "sec")}
${own("Users say they can’t find the Submit button. Please make it more prominent.", "ds")}
${ui("Discussion", "sec")}
${comment("#8764b8", "Lena Vogt", "Tue", "Made it bigger and green.", false)}
${comment("#ca5010", "Serkan Yılmaz", "Tue", "Bigger than that.", true)}
${comment("#8764b8", "Lena Vogt", "Wed", "It’s now 40% of the screen.", false)}
${comment("#ca5010", "Serkan Yılmaz", "Wed", "Good. Ship it.", true)}
${comment("#038387", "Arjun Pillai", "Wed", "where do the form fields go", false)}
${comment("#ca5010", "Serkan Yılmaz", "Wed", "Below the button.", true)}
${comment("#038387", "Arjun Pillai", "Thu", "so users have to scroll past the button to fill in the form", false)}
${comment("#ca5010", "Serkan Yılmaz", "Thu", "Users can scroll.", true)}
</div>`,
};

export const leetcode: ScreenSpec = {
  id: "leetcode-hardcoded",
  app: "LeetCode",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "sahil_codes", handle: null },
  time: "01:12",
  battery: 17,
  keyboard: true,
  suggestions: ["allowed", "is", "the"],
  replies: true,
  css: `body{background:#fff;color:#262626}.hd{flex:none;height:48px;padding:0 14px;gap:14px;border-bottom:1px solid #eee}.hd b{flex:1;font-size:16px}.pb{flex:none;padding:8px 16px;border-bottom:1px solid #eee;font-size:13px;color:#8c8c8c}.pb b{color:#262626;font-size:15px;display:block}.pb i{font-style:normal;color:#00b8a3;font-weight:600}
.fill{display:flex;flex-direction:column;justify-content:flex-end}.lc{padding:9px 16px;border-bottom:1px solid #f3f3f3}.lc .who{gap:8px;font-size:13px}.lc .who b{font-weight:600}.lc .who small{color:#8c8c8c;font-size:12px}.lx{font-size:14px;line-height:20px;margin-top:4px}.lv{gap:14px;margin-top:5px;font-size:12px;color:#8c8c8c}.rl{margin-left:26px;border-left:2px solid #eee}
.in{flex:none;gap:10px;padding:7px 12px;border-top:1px solid #eee;position:relative;z-index:2}.in .box{flex:1;min-height:36px;border-radius:8px;background:#f5f5f5;display:flex;align-items:center;padding:6px 12px;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Discussion (2.1K)</b>${icon.more(22)}</div>
<div class="pb" data-role="ui"><b>1. Two Sum</b><i>Easy</i> · Solved by 9.8M</div>
<div class="fill">
${lc("sahil_codes", "#f89f1b", "3h", "Got O(1). I hardcoded the test cases. Runtime beats 100%.", "owner", "▲ 412", "")}
${lc("mira.dev", "#5b8def", "3h", "that’s not O(1) that’s fraud", "mira.dev", "▲ 388", "rl")}
${lc("sahil_codes", "#f89f1b", "2h", "Accepted is accepted.", "owner", "▲ 201", "rl")}
${lc("kenjiro_t", "#43a047", "2h", "what happens when they add a test case", "kenjiro_t", "▲ 57", "rl")}
${lc("sahil_codes", "#f89f1b", "2h", "I’ll add it too.", "owner", "▲ 143", "rl")}
</div>
<div class="row in">${avatar(26, "#9e9e9e")}<span class="box" data-role="other" data-author="You">${esc("is this allowed")}</span>${icon.send(22)}</div>`,
};

function lc(name: string, color: string, age: string, text: string, who: string, votes: string, cls: string): string {
  return `<div class="lc ${cls}"><div class="row who" data-role="ui">${avatar(22, color)}<b>${esc(name)}</b><small>${esc(age)}</small></div>${who === "owner" ? own(text, "lx") : other(who, text, "lx")}<div class="row lv" data-role="ui">${span(votes)}${span("Reply")}</div></div>`;
}

const post = (name: string, color: string, when: string, subject: string, text: string, who: string) =>
  `<div class="mp"><div class="row" style="gap:10px">${avatar(34, color)}<div style="flex:1">${ui(subject, "ms")}${ui(`by ${name} - ${when}`, "mb")}</div></div>${who === "owner" ? own(text, "mx") : other(who, text, "mx")}</div>`;

export const moodle: ScreenSpec = {
  id: "moodle-the-outliers",
  app: "Moodle",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Björn Åkesson", handle: null },
  time: "14:35",
  battery: 60,
  keyboard: true,
  suggestions: ["I", "Thanks", "Hi"],
  cutLines: 1,
  replies: true,
  css: `body{background:#f2f2f2;color:#1d2125}.hd{flex:none;height:50px;padding:0 14px;gap:14px;background:#f98012;color:#fff}.hd b{font-size:15px;display:block}.hd small{font-size:12px;display:block;opacity:.9}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding-bottom:6px}.mp{background:#fff;margin:6px 8px 0;border-radius:6px;padding:10px 12px;border:1px solid #dee2e6}.ms{font-size:14px;font-weight:700}.mb{font-size:12px;color:#6a737b}.mx{font-size:14px;line-height:20px;margin-top:6px}
.in{flex:none;gap:10px;padding:7px 12px;background:#fff;border-top:1px solid #dee2e6;position:relative;z-index:2}.in .box{flex:1;min-height:36px;border-radius:6px;border:1px solid #0f6cbf;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#6a737b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Group project 2: team space</b><small>STAT101 Introduction to Statistics</small></div></div>
<div class="fill">
${post("Björn Åkesson", "#3f6fb5", "Monday, 3 November 2025, 9:02", "Our plan 📋", "Hi team! I’ve made a shared doc, a timeline, a colour-coded task list and a group name (The Outliers). Nobody has replied since Tuesday, so I have also made a logo.", "owner")}
${post("Kaveh Ahmadi", "#7a9e3c", "Thursday, 6 November 2025, 23:48", "Re: Our plan 📋", "sorry just seen this, what’s the project", "Kaveh Ahmadi")}
${post("Björn Åkesson", "#3f6fb5", "Friday, 7 November 2025, 7:15", "Re: Our plan 📋", "It’s due Friday.", "owner")}
${post("Chiara Russo", "#b5487a", "Friday, 7 November 2025, 10:31", "Re: Our plan 📋", "which Friday", "Chiara Russo")}
${post("Björn Åkesson", "#3f6fb5", "Friday, 7 November 2025, 10:32", "Re: Our plan 📋", "This one.", "owner")}
</div>
<div class="row in" data-role="ui"><span class="box">Write your reply…</span>${icon.send(22)}</div>`,
};

export const COMMENTS: ScreenSpec[] = [azureDevOps, leetcode, moodle, dailymotion, royalRoad, mixcloud];
