// Listings and the rest: Milanuncios (Spanish, a sofa bed sold because a mother-in-law stayed two weeks
// and says she is coming back in August, cropped on the right and saved twice), OnTheMarket (a semi whose
// vendors grew the street's tallest sunflower three years running, and the trophy stays with the house,
// cropped at the top with the status bar gone); Apple Notes (dark, a note for a new lodger: the boiler
// sounds like a goose, and the last lodger still comes round for his mug) and Google Calendar (a surprise
// 70th for a dad who has guessed and asked to be surprised anyway, a screenshot in iOS Photos, JPEG).
import { icon, picture } from "./icons";
import { button, head, pageCss, paras, statGrid, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

export const milanuncios: ScreenSpec = {
  id: "milanuncios-vuelve-en-agosto",
  app: "Milanuncios",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Maripaz", handle: null },
  time: "17:44",
  battery: 58,
  crop: { right: 14 },
  generations: [{ quality: 89 }, { width: 828, quality: 67 }],
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1f2429", sub: "#5f676f", line: "#e5e8eb", accent: "#f26c21", soft: "#fdf0e8", size: 14.5 })}
.pc{padding:10px 16px 0}.pc b{font-size:24px}.tl{font-size:17px;font-weight:700;line-height:22px;padding:4px 16px 0}.ad2{font-size:13px;color:#5f676f;padding:4px 16px 4px}.h2{font-size:16px;font-weight:700;padding:12px 16px 0}.ag{font-size:12px;color:#5f676f;padding:8px 16px 0}.bt span{background:#f26c21}`,
  html: `${head("", "", `${icon.heart(22)}${icon.share(22)}`)}
<div class="fill">
${picture("100%", 200, ["#e8e4de", "#a89a8a"], `<div style="position:absolute;left:60px;top:80px;width:250px;height:70px;border-radius:12px;background:#8a8f96"></div><div style="position:absolute;left:70px;top:50px;width:230px;height:44px;border-radius:12px;background:#9aa0a8"></div><div style="position:absolute;left:50px;top:150px;width:270px;height:14px;background:#5a4a3a"></div>`)}
<div class="pc" data-role="ui"><b>180 €</b></div>
<div class="tl" data-role="ui">Sofá cama de 3 plazas, gris</div>
<div class="ad2" data-role="ui">Alicante · San Blas · hace 2 días</div>
${statGrid([
  ["Buen estado", "Estado"],
  ["210 cm", "Ancho"],
  ["En mano", "Entrega"],
])}
${ui("Descripción", "h2")}
<div class="cd" style="border:none;padding-top:0">${paras("owner", ["Vendo sofá cama de tres plazas, en muy buen estado y muy cómodo. El colchón está casi nuevo. Lo vendo porque mi suegra se quedó a dormir dos semanas y dice que vuelve en agosto. Recogida en mano, tercer piso sin ascensor."])}</div>
${ui("Maripaz · Particular · en Milanuncios desde 2016", "ag")}
${ui("Referencia 4829107736", "ag")}
</div>
${button("Contactar")}`,
};

export const onTheMarket: ScreenSpec = {
  id: "onthemarket-the-trophy-stays",
  app: "OnTheMarket",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Jemima Oglethorpe", handle: null },
  time: "09:31",
  battery: 77,
  crop: { top: 30 },
  replies: false,
  css: `${pageCss({ bg: "#f3f4f6", card: "#fff", fg: "#1c1f24", sub: "#5e6470", line: "#e0e3e8", accent: "#00a495", soft: "#f3f4f6", size: 14 })}
.pc{padding:10px 16px 4px;background:#fff}.pc b{font-size:21px;display:block}.pc small{font-size:13px;color:#5e6470;display:block}.pc i{font-style:normal;font-size:12px;font-weight:600;color:#00a495}.h2{font-size:15px;font-weight:700;padding:12px 16px 0;background:#fff}`,
  html: `${head("Quince Walk, Tewkesbury", "3 bed semi-detached house for sale", icon.heart(22))}
<div class="fill">
${picture("100%", 170, ["#cfe0ea", "#8aa070"], `<div style="position:absolute;left:80px;top:56px;width:200px;height:90px;background:#d8c4a8"></div><div style="position:absolute;left:70px;top:30px;width:220px;height:30px;background:#6a4a3a;clip-path:polygon(10% 0,90% 0,100% 100%,0 100%)"></div><div style="position:absolute;left:300px;top:20px;width:8px;height:130px;background:#5a8a3a"></div><div style="position:absolute;left:290px;top:10px;width:28px;height:28px;border-radius:50%;background:#f2c21a"></div>`)}
<div class="pc" data-role="ui"><b>£285,000</b><small>Guide price</small><i>Just added · Freehold</i></div>
${statGrid([
  ["3", "Bedrooms"],
  ["1", "Bathroom"],
  ["2", "Receptions"],
])}
${ui("Property description", "h2")}
<div class="cd">${paras("owner", [
    "A well-presented three-bedroom semi with a south-facing garden and a generous driveway.",
    "The vendors have grown the tallest sunflower on the street three years running, and the trophy stays with the house. Close to good schools and the high street.",
  ])}</div>
<div class="cd">${whoRow("Jemima Oglethorpe", "Pickersgill Estates · Tewkesbury", "#6a7ab0", 36)}</div>
</div>
${button("Email agent", true)}`,
};

const noteItem = (text: string) =>
  `<div class="row ni" style="gap:10px;padding:5px 20px;align-items:flex-start"><span style="flex:none;width:6px;height:6px;margin-top:9px;border-radius:50%;background:#e5e5ea"></span>${say("owner", text, "nt")}</div>`;

export const appleNotes: ScreenSpec = {
  id: "applenotes-still-comes-round-for-it",
  app: "Apple Notes",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Zuzana Quinlan", handle: null },
  time: "21:48",
  battery: 45,
  replies: false,
  css: `body{background:#000;color:#fff}.nb{flex:none;height:44px;padding:0 12px;gap:18px;color:#e5b90b}.nb span{font-size:17px}.nd{font-size:13px;color:#8e8e93;text-align:center;padding:4px 0 8px}.nh{font-size:26px;font-weight:700;padding:4px 20px 10px;line-height:32px}.nt{flex:1;font-size:17px;line-height:23px}.sh{margin:18px 20px 0;padding:10px 12px;border-radius:10px;background:#1c1c1e;font-size:13px;color:#8e8e93}
.tbar{flex:none;height:84px;padding:0 24px 30px;justify-content:space-between;color:#e5b90b}`,
  html: `<div class="row nb" data-role="ui">${icon.back(24)}<span style="flex:1">Notes</span>${icon.share(22)}${icon.moreV(22)}</div>
<div class="fill">
${ui("12 March 2026 at 21:40", "nd")}
${say("owner", "For the new lodger 🏠", "nh")}
${noteItem("Bins go out Wednesday night, recycling every other week.")}
${noteItem("Wi-Fi password is stuck to the fridge.")}
${noteItem("The boiler makes a noise like a goose at 6am. It’s fine, just let it finish.")}
${noteItem("Please don’t use the blue mug. It belongs to the last lodger, who still comes round for it on Fridays.")}
${noteItem("Washing machine: don’t use the quick wash. It isn’t.")}
${noteItem("Spare key is with Mrs Ibekwe at number 14.")}
${noteItem("Rent on the 1st, by bank transfer please.")}
<div class="sh" data-role="ui">Shared by Zuzana Quinlan · 2 people</div>
</div>
<div class="row tbar" data-role="ui">${icon.check(24)}${icon.paperclip(24)}${icon.camera(24)}${icon.plusBox(24)}</div>`,
};

const guest = (name: string, status: string) =>
  `<div class="row" style="gap:12px;padding:6px 18px"><span style="flex:none;width:30px;height:30px;border-radius:50%;background:#c6d4ee"></span><div style="flex:1">${ui(name, "gn2")}${ui(status, "gs")}</div></div>`;

const calInner = `<div class="row" style="flex:none;height:52px;padding:0 14px;gap:18px;color:#444746" data-role="ui">${icon.close(22)}<span style="flex:1"></span>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill" style="padding:0 0 8px">
<div class="row" style="gap:14px;padding:4px 18px 0;align-items:flex-start"><span style="flex:none;width:16px;height:16px;margin-top:6px;border-radius:4px;background:#d50000"></span><div>${say("owner", "Dad’s 70th (surprise!)", "et2")}${ui("Saturday, 14 March · 7 – 11pm", "es")}</div></div>
<div class="row" style="gap:14px;padding:12px 18px 0;color:#444746">${icon.pin(18)}${ui("The Fox & Hounds, back room", "ed")}</div>
<div class="row" style="gap:14px;padding:12px 18px 0;align-items:flex-start;color:#444746">${icon.menu(18)}<div style="flex:1">${paras("owner", ["Please arrive by 6:45 and park round the back. Dad thinks we’re going for a quiet drink.", "He has already guessed, but he’s asked us to let him be surprised."], "ed")}</div></div>
<div class="row" style="gap:14px;padding:14px 18px 4px;color:#444746">${icon.person(18)}<div>${ui("24 guests", "ed")}${ui("18 yes, 2 no, 4 awaiting", "gs")}</div></div>
${guest("Thandiwe Mabey", "Organiser")}
${guest("Kalinda Mabey", "Yes")}
${guest("Uncle Lenny", "Yes")}
${guest("The Pettigrews", "Maybe")}
</div>`;

export const googleCalendar: ScreenSpec = {
  id: "googlecalendar-let-him-be-surprised",
  app: "Google Calendar",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 69,
  owner: { name: "Thandiwe Mabey", handle: null },
  time: "20:12",
  battery: 67,
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1f1f1f", sub: "#444746", line: "#e3e3e3", accent: "#0b57d0", soft: "#f8fafd", size: 15 })}.et2{font-size:22px;line-height:28px}.es{font-size:14px;color:#444746;margin-top:4px}.ed{font-size:15px;line-height:21px;color:#1f1f1f}.ed+.ed{margin-top:6px}.gn2{font-size:14.5px}.gs{font-size:12.5px;color:#444746}`,
  html: iosPhotos({
    dark: false,
    day: "Today",
    time: "19:58",
    body: shot({ device: "iphone", time: "19:51", battery: 72, dark: false, background: "#fff", html: calInner }, 0.8, 740),
  }),
};

export const LISTINGS: ScreenSpec[] = [milanuncios, onTheMarket];
export const OTHER: ScreenSpec[] = [appleNotes, googleCalendar];
