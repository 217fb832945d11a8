// Reviews: iFood (Portuguese, an açaí missing two toppings and the shop's answer, saved twice), Tokopedia
// (Indonesian with English words, a gaming chair and the seller's answer, cropped at the bottom through
// another review), Checkatrade (a long, flat review of a boiler repair with one odd fact in the middle,
// the trader's answer), Treatwell (a haircut and a talkative stylist, the salon's answer, under a
// banner); Vrbo, Backloggd and Sephora are in screens-reviews-more.ts.
import { avatar, icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { backloggd, sephora, vrbo } from "./screens-reviews-more";
import { other, own, span, ui } from "./shell";

export const ifood: ScreenSpec = {
  id: "ifood-acai",
  app: "iFood",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Joana P.", handle: null },
  time: "21:36",
  battery: 44,
  generations: [{ quality: 88 }, { width: 720, quality: 66 }],
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:54px;padding:0 14px;gap:14px;border-bottom:1px solid #eee}.hd b{font-size:16px;font-weight:500;display:block}.hd small{font-size:12px;color:#717171;display:block}
.sm{gap:10px;padding:12px 16px;border-bottom:8px solid #f5f5f5}.sm .n{font-size:30px;font-weight:700;color:#3e3e3e}.sm .s{font-size:12px;color:#717171}
.rv{padding:14px 16px;border-bottom:1px solid #eee}.who{gap:10px}.nm{font-size:14px;font-weight:500;color:#3e3e3e}.mt{font-size:12px;color:#a6a6a6}
.tx{font-size:14px;line-height:20px;color:#3e3e3e;margin-top:8px}.rp{margin-top:10px;padding:10px 12px;background:#f7f7f7;border-radius:8px}.rp .rn{font-size:12px;font-weight:500;color:#ea1d2c}.rp .rx{font-size:14px;line-height:20px;margin-top:2px;color:#3e3e3e}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Avaliações</b><small>Açaí da Praça · Copacabana</small></div></div>
<div class="fill">
<div class="row sm">${ui("4,6", "n")}<div>${stars(5, "#ea1d2c", "#ddd", 14)}${ui("1.208 avaliações · últimos 90 dias", "s")}</div></div>
<div class="rv"><div class="row who">${avatar(34, "#9c27b0")}<div>${ui("Joana P.", "nm")}${ui("há 3 dias · Pedido de 2 itens", "mt")}</div><span style="margin-left:auto">${stars(2, "#ea1d2c", "#ddd", 12)}</span></div>
${own("Pedi um açaí de 500ml com granola, banana e leite ninho. Chegou um açaí de 500ml com granola. A banana e o leite ninho devem estar vindo a pé.", "tx")}
<div class="rp">${ui("Resposta do restaurante", "rn")}${other("Açaí da Praça", "Oi Joana! Pedimos desculpas, a banana tinha acabado e o leite ninho foi esquecido pela nossa equipe. Enviamos um cupom de R$ 10 pra você 💜", "rx")}</div></div>
<div class="rv"><div class="row who">${avatar(34, "#3f51b5")}<div>${ui("Carlos M.", "nm")}${ui("há 4 dias · Pedido de 1 item", "mt")}</div><span style="margin-left:auto">${stars(5, "#ea1d2c", "#ddd", 12)}</span></div>
${other("Carlos M.", "Muito bom, chegou rápido e bem embalado.", "tx")}</div>
<div class="rv"><div class="row who">${avatar(34, "#009688")}<div>${ui("Fernanda S.", "nm")}${ui("há 6 dias · Pedido de 3 itens", "mt")}</div><span style="margin-left:auto">${stars(4, "#ea1d2c", "#ddd", 12)}</span></div>
${other("Fernanda S.", "Gostoso, mas veio pouca granola. O entregador foi super educado.", "tx")}</div>
</div>`,
};

export const tokopedia: ScreenSpec = {
  id: "tokopedia-chair",
  app: "Tokopedia",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Putri A.", handle: null },
  time: "22:10",
  battery: 27,
  crop: { bottom: 53 },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:54px;padding:0 14px;gap:14px;border-bottom:1px solid #e5e7e9}.hd b{font-size:17px;font-weight:700;flex:1}
.pd{gap:12px;padding:12px 16px;border-bottom:6px solid #f0f3f7}.pd .t{font-size:14px;line-height:19px;color:#212121}.pd .s{font-size:12px;color:#6d7588;margin-top:3px}
.rv{padding:14px 16px;border-bottom:1px solid #e5e7e9}.top{gap:8px;font-size:12px;color:#6d7588}.who{gap:8px;margin-top:8px}.nm{font-size:14px;font-weight:700;color:#212121}.vr{font-size:12px;color:#6d7588;margin-top:6px}
.tx{font-size:14px;line-height:20px;color:#212121;margin-top:6px}.rp{margin-top:10px;padding:10px 12px;background:#f3f4f5;border-radius:8px}.rp .rn{font-size:12px;font-weight:700;color:#212121}.rp .rn span{font-weight:400;color:#6d7588;margin-left:6px}.rp .rx{font-size:14px;line-height:20px;margin-top:3px;color:#212121}
.hp{gap:6px;margin-top:10px;font-size:12px;color:#6d7588}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Ulasan Pembeli</b>${icon.share(20)}${icon.cart(22)}</div>
<div class="fill">
<div class="row pd">${picture(56, 56, ["#263238", "#ff1744"])}<div>${ui("Kursi Gaming Ergonomis RGB Sandaran 180° - Hitam", "t")}${ui("★ 4.8 · 2,1 rb rating · 846 ulasan", "s")}</div></div>
<div class="rv"><div class="row top">${stars(4, "#ffc400", "#e0e0e0", 14)}<span>2 minggu lalu</span></div>
<div class="row who">${avatar(26, "#8e24aa")}${ui("Putri A.", "nm")}</div>${ui("Varian: Hitam", "vr")}
${own("Barang sesuai foto, pengiriman cepat, packing aman. Lampu RGB bagus, ada 12 mode. Tapi sudah 2 minggu duduk di sini saya masih belum jago main game. Bintang 4 dulu ya.", "tx")}
<div class="rp"><div class="rn">Balasan Penjual<span>1 minggu lalu</span></div>${other("Sultan Gaming Official", "Halo kak Putri, terima kasih ulasannya 🙏 Untuk jago main game memang perlu latihan ya kak, kursinya sudah berusaha maksimal 😁", "rx")}</div>
<div class="row hp">${icon.thumbUp(14)}<span>34 orang terbantu</span></div></div>
<div class="rv"><div class="row top">${stars(5, "#ffc400", "#e0e0e0", 14)}<span>3 minggu lalu</span></div>
<div class="row who">${avatar(26, "#1e88e5")}${ui("Budi S.", "nm")}</div>
${other("Budi S.", "Mantap gan, rakit cuma 15 menit. Recommended seller.", "tx")}</div>
<div class="rv"><div class="row top">${stars(5, "#ffc400", "#e0e0e0", 14)}<span>1 bulan lalu</span></div>
<div class="row who">${avatar(26, "#43a047")}${ui("Dewi L.", "nm")}</div>
${other("Dewi L.", "Empuk, sandaran bisa direbahkan sampai 180 derajat. Anak saya tidur di sini tiap sore, jadi saya beli satu lagi buat saya sendiri.", "tx")}</div>
</div>`,
};

export const checkatrade: ScreenSpec = {
  id: "checkatrade-boiler",
  app: "Checkatrade",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Siobhán M.", handle: null },
  time: "09:41",
  battery: 76,
  replies: true,
  css: `body{background:#f4f6f8}.hd{flex:none;height:50px;padding:0 14px;gap:12px;background:#fff;border-bottom:1px solid #e3e7eb}.hd b{flex:1;text-align:center;font-size:16px}
.tr{background:#fff;padding:12px 16px;gap:12px}.tr .n{font-size:17px;font-weight:700;color:#0d2b4e}.tr .s{font-size:13px;color:#5b6b7c}.tr .bd{font-size:20px;font-weight:800;color:#fff;background:#0d2b4e;border-radius:8px;padding:6px 9px}
.rv{background:#fff;margin-top:8px;padding:14px 16px}.ti{font-size:16px;font-weight:700;color:#0d2b4e}.mt{font-size:12px;color:#5b6b7c;margin:3px 0 10px}
.scs{font-size:13px;line-height:19px;color:#0d2b4e;font-weight:600;margin-bottom:10px}
.tx{font-size:15px;line-height:22px;color:#1c2b39}.rp{margin-top:12px;padding:10px 12px;background:#eef4fb;border-radius:8px}.rp .rn{font-size:13px;font-weight:700;color:#1565c0}.rp .rx{font-size:14px;line-height:20px;margin-top:3px;color:#1c2b39}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(20)}</div>
<div class="fill">
<div class="row tr">${span("9.87", "bd")}<div>${ui("Whelan Heating & Plumbing", "n")}${ui("412 reviews · Reading, Berkshire", "s")}</div></div>
<div class="rv">${ui("Boiler fixed quickly", "ti")}${ui("Siobhán M. · Boiler repair · RG4 · 2 weeks ago", "mt")}
<div class="scs">${ui("Reliability 10 · Courtesy 10")}${ui("Tidiness 10 · Workmanship 10")}</div>
${own("Kevin came out on Tuesday to look at our boiler, which had been making a banging noise since October. He arrived on time and wore shoe covers, which I appreciated. He found the problem quickly (a sock in the flue, we still don’t know how) and had it fixed within the hour. He also bled the radiator in the spare room while he was here. Price was as quoted. Would use again and have already recommended him to my sister.", "tx")}
<div class="rp">${ui("Trader’s response", "rn")}${other("Whelan Heating & Plumbing", "Thank you for the lovely review Siobhán, glad the boiler is quiet again. Kevin", "rx")}</div></div>
<div class="rv">${ui("Efficient and friendly", "ti")}${ui("Rui S. · Boiler service · RG1 · 3 weeks ago", "mt")}
${other("Rui S.", "Booked in within the week, left everything tidy. Good value.", "tx")}</div>
</div>`,
};

export const treatwell: ScreenSpec = {
  id: "treatwell-fringe",
  app: "Treatwell",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Farida K.", handle: null },
  time: "18:05",
  battery: 61,
  cutLines: 1,
  banner: { app: "Messages", color: "#34c759", title: "Zainab", body: "well?? send a pic of the fringe", author: "Zainab", age: "now" },
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:50px;padding:0 14px;gap:12px;border-bottom:1px solid #eee}.hd b{flex:1;text-align:center;font-size:16px}
.sl{padding:12px 16px;border-bottom:1px solid #eee}.sl .n{font-size:20px;font-weight:700;color:#001e62}.sl .s{font-size:13px;color:#6b6b80;margin-top:2px}.big{gap:8px;margin-top:6px;font-size:13px;color:#6b6b80}.big b{font-size:22px;color:#001e62}
.rv{padding:14px 16px;border-bottom:1px solid #eee}.who{gap:10px}.nm{font-size:15px;font-weight:600;color:#001e62}.mt{font-size:12px;color:#6b6b80}.sv{font-size:13px;color:#ff5c39;margin:8px 0 4px}
.tx{font-size:15px;line-height:22px;color:#1d1d2c}.rp{margin-top:10px;padding:10px 12px;background:#fff4f1;border-radius:10px}.rp .rn{font-size:13px;font-weight:600;color:#ff5c39}.rp .rx{font-size:14px;line-height:20px;margin-top:2px;color:#1d1d2c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.heart(20)}</div>
<div class="fill">
<div class="sl">${ui("Studio Nove", "n")}${ui("Mare Street, Hackney · Hair", "s")}<div class="row big"><b>4.9</b>${stars(5, "#001e62", "#ddd", 14)}<span>(1,031)</span></div></div>
<div class="rv"><div class="row who">${avatar(36, "#d81b60")}<div>${ui("Farida K.", "nm")}${ui("Verified visit · 3 days ago", "mt")}</div><span style="margin-left:auto">${stars(5, "#001e62", "#ddd", 12)}</span></div>
${ui("Cut & blow dry with Marco", "sv")}
${own("Asked for a trim and got a trim, which is rarer than it should be. Marco was lovely. He told me about his divorce for most of the appointment, which was a lot, but the fringe is great.", "tx")}
<div class="rp">${ui("Response from Studio Nove", "rn")}${other("Studio Nove", "Thank you Farida! We’re so glad you love the fringe. See you in 6 weeks 💇‍♀️", "rx")}</div></div>
<div class="rv"><div class="row who">${avatar(36, "#00897b")}<div>${ui("Hannah W.", "nm")}${ui("Verified visit · 5 days ago", "mt")}</div><span style="margin-left:auto">${stars(5, "#001e62", "#ddd", 12)}</span></div>
${ui("Restyle with Priya", "sv")}
${other("Hannah W.", "Quick, friendly, and the coffee was good.", "tx")}</div>
<div class="rv"><div class="row who">${avatar(36, "#5e35b1")}<div>${ui("Amit R.", "nm")}${ui("Verified visit · 1 week ago", "mt")}</div><span style="margin-left:auto">${stars(4, "#001e62", "#ddd", 12)}</span></div>
${ui("Men’s cut with Marco", "sv")}
${other("Amit R.", "Good cut. Running about 20 minutes late, but Marco apologised a lot and talked the whole time so it went fast.", "tx")}</div>
</div>`,
};

export const REVIEWS: ScreenSpec[] = [ifood, tokopedia, checkatrade, treatwell, vrbo, backloggd, sephora];
