// An on-screen keyboard open over the lower part of the screen (v1's): the iOS one on iPhones, Gboard
// on Android, light or dark with the app; Gboard shows three word suggestions in place of its tool row
// when the screen sets them (new in v3; copied unchanged into v4). Its key labels are drawn text and end up as ui lines.
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";

const ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

function keys(letters: string, cls: string): string {
  return [...letters].map((k) => `<span class="${cls}">${k}</span>`).join("");
}

function ios(spec: ScreenSpec): string {
  const d = spec.dark;
  const bg = d ? "#2c2c2e" : "#d0d3d9";
  const key = d ? "#6b6b6e" : "#fff";
  const mod = d ? "#464648" : "#abb0bc";
  const fg = d ? "#fff" : "#000";
  const [a, b, c] = spec.suggestions ?? ["I", "The", "I’m"];
  const divider = `<span style="width:1px;height:26px;background:${d ? "#4a4a4c" : "#b8bcc4"}"></span>`;
  return `<style>
.kb{flex:none;position:relative;z-index:5;background:${bg};color:${fg};font-family:Inter,sans-serif;padding:0 3px 0}
.kb .sug{height:44px;display:flex;align-items:center;justify-content:space-around;font-size:17px}
.kb .sug span.w{flex:1;text-align:center}
.kb .r{display:flex;justify-content:center;gap:6px;margin-bottom:11px}
.kb .k{width:33px;height:43px;border-radius:5px;background:${key};box-shadow:0 1px 0 rgba(0,0,0,.3);display:flex;align-items:center;justify-content:center;font-size:23px;font-weight:400}
.kb .m{height:43px;border-radius:5px;background:${mod};box-shadow:0 1px 0 rgba(0,0,0,.3);display:flex;align-items:center;justify-content:center;font-size:16px}
</style>
<div class="kb" data-area="keyboard">
<div class="sug"><span class="w">${a}</span>${divider}<span class="w">${b}</span>${divider}<span class="w">${c}</span></div>
<div class="r">${keys(ROWS[0], "k")}</div>
<div class="r">${keys(ROWS[1], "k")}</div>
<div class="r"><span class="m" style="width:43px;margin-right:10px">${icon.shift(20)}</span>${keys(ROWS[2], "k")}<span class="m" style="width:43px;margin-left:10px">${icon.backspace(22)}</span></div>
<div class="r"><span class="m" style="width:44px">123</span><span class="m" style="width:44px">${icon.smile(22)}</span><span class="k" style="width:182px;font-size:16px">space</span><span class="m" style="width:88px">return</span></div>
<div style="height:64px;display:flex;justify-content:space-between;padding:8px 22px 0">${icon.globe(26)}${icon.mic(26)}</div>
</div>`;
}

function gboard(spec: ScreenSpec): string {
  const d = spec.dark;
  const bg = d ? "#202124" : "#e8eaed";
  const key = d ? "#3c4043" : "#fff";
  const mod = d ? "#5f6368" : "#c7cbd1";
  const accent = d ? "#8ab4f8" : "#1a73e8";
  const fg = d ? "#e8eaed" : "#202124";
  return `<style>
.gb{flex:none;position:relative;z-index:5;background:${bg};color:${fg};font-family:Roboto,sans-serif;padding:0 3px 22px}
.gb .tools{height:42px;display:flex;align-items:center;justify-content:space-between;padding:0 14px;color:${d ? "#9aa0a6" : "#5f6368"}}
.gb .r{display:flex;justify-content:center;gap:5px;margin-bottom:9px}
.gb .k{width:31px;height:44px;border-radius:6px;background:${key};display:flex;align-items:center;justify-content:center;font-size:22px}
.gb .m{height:44px;border-radius:6px;background:${mod};display:flex;align-items:center;justify-content:center;font-size:15px}
</style>
<div class="gb" data-area="keyboard">
${
  spec.suggestions
    ? `<div class="tools" style="justify-content:space-around;font-size:16px;color:${fg}">${spec.suggestions.map((w) => `<span>${w}</span>`).join("")}</div>`
    : `<div class="tools">${icon.grid(22)}${icon.smile(22)}${icon.paperclip(22)}${icon.sliders(22)}${icon.mic(22)}</div>`
}
<div class="r">${keys(ROWS[0], "k")}</div>
<div class="r">${keys(ROWS[1], "k")}</div>
<div class="r"><span class="m" style="width:46px;margin-right:6px">${icon.shift(20)}</span>${keys(ROWS[2], "k")}<span class="m" style="width:46px;margin-left:6px">${icon.backspace(20)}</span></div>
<div class="r"><span class="m" style="width:52px">?123</span><span class="k" style="width:31px">,</span><span class="k" style="width:31px">${icon.smile(20)}</span><span class="k" style="width:150px"></span><span class="k" style="width:31px">.</span><span class="m" style="width:52px;background:${accent};color:${d ? "#202124" : "#fff"}">${icon.enter(20)}</span></div>
</div>`;
}

export function keyboard(spec: ScreenSpec): string {
  return spec.device === "android" ? gboard(spec) : ios(spec);
}
