/** Photo-like scenes drawn with SVG shapes, standing in for the pictures inside posts and stories. */

export function parkScene(width: number, height: number): string {
  return `<svg width="${width}" height="${height}" viewBox="0 0 400 500" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7ec8f2"/><stop offset="1" stop-color="#d9f0fb"/></linearGradient></defs>
<rect width="400" height="500" fill="url(#sky)"/><circle cx="320" cy="80" r="36" fill="#ffe27a"/>
<path d="M0 300 Q100 250 200 290 T400 280 V500 H0 Z" fill="#6dbb5a"/><path d="M0 360 Q150 330 400 370 V500 H0 Z" fill="#4f9a43"/>
<path d="M160 500 L200 330 L230 330 L300 500 Z" fill="#c9b48a"/>
<rect x="60" y="200" width="14" height="110" fill="#6b4a2b"/><circle cx="67" cy="190" r="48" fill="#2f7d32"/><circle cx="40" cy="215" r="30" fill="#3c8f3c"/>
<rect x="330" y="230" width="10" height="80" fill="#6b4a2b"/><circle cx="335" cy="220" r="34" fill="#2f7d32"/>
<rect x="240" y="360" width="70" height="8" fill="#7a5230"/><rect x="245" y="368" width="6" height="22" fill="#444"/><rect x="300" y="368" width="6" height="22" fill="#444"/>
<circle cx="120" cy="392" r="10" fill="#8a5a3c"/><rect x="112" y="402" width="16" height="40" rx="6" fill="#d24d57"/><rect x="112" y="440" width="6" height="26" fill="#333"/><rect x="122" y="440" width="6" height="26" fill="#333"/>
<ellipse cx="150" cy="460" rx="16" ry="9" fill="#b07a4a"/><circle cx="166" cy="452" r="7" fill="#b07a4a"/></svg>`;
}

export function streetScene(width: number, height: number): string {
  return `<svg width="${width}" height="${height}" viewBox="0 0 400 600" preserveAspectRatio="xMidYMid slice">
<rect width="400" height="600" fill="#9fb7c9"/>
<rect x="0" y="80" width="120" height="380" fill="#b5654a"/><rect x="120" y="140" width="110" height="320" fill="#d9c7a3"/><rect x="230" y="60" width="170" height="400" fill="#5d6b7a"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="${16 + (i % 3) * 34}" y="${110 + Math.floor(i / 3) * 70}" width="20" height="36" fill="#f4e3b0"/>`).join("")}
${Array.from({ length: 15 }, (_, i) => `<rect x="${250 + (i % 5) * 30}" y="${90 + Math.floor(i / 5) * 90}" width="18" height="50" fill="#a9c4d8"/>`).join("")}
<rect x="0" y="460" width="400" height="140" fill="#4a4a4f"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${i * 70 + 10}" y="525" width="40" height="8" fill="#f2f2f2"/>`).join("")}
<rect x="40" y="470" width="130" height="44" rx="12" fill="#d63c3c"/><circle cx="70" cy="516" r="13" fill="#222"/><circle cx="142" cy="516" r="13" fill="#222"/><rect x="70" y="452" width="70" height="26" rx="8" fill="#b8303a"/>
<rect x="300" y="380" width="6" height="80" fill="#333"/><circle cx="303" cy="372" r="12" fill="#f5d36b"/></svg>`;
}

/** A mirror selfie: a framed mirror, a figure in a jacket holding a phone in front of the face. */
export function mirrorSelfieScene(width: number, height: number, jacket = "#1d1d1f", trousers = "#d8c9a8"): string {
  return `<svg width="${width}" height="${height}" viewBox="0 0 400 700" preserveAspectRatio="xMidYMid slice">
<rect width="400" height="700" fill="#e9dfd2"/><rect x="0" y="560" width="400" height="140" fill="#b98d62"/>
<rect x="60" y="40" width="280" height="600" rx="20" fill="#caa472"/><rect x="74" y="54" width="252" height="572" rx="14" fill="#dfe7ea"/>
<rect x="250" y="420" width="60" height="180" fill="#8bb37a" opacity=".7"/><circle cx="280" cy="400" r="34" fill="#6f9e62" opacity=".8"/>
<circle cx="200" cy="150" r="42" fill="#e0b08a"/><path d="M158 140 Q200 90 242 140 Q240 110 200 104 Q160 110 158 140 Z" fill="#3a2a20"/>
<path d="M140 210 Q200 185 260 210 L272 400 H128 Z" fill="${jacket}"/><rect x="196" y="210" width="8" height="190" fill="#eee" opacity=".6"/>
<path d="M140 215 L112 330 L150 330 Z" fill="${jacket}"/><path d="M260 215 L300 300 L262 318 Z" fill="${jacket}"/>
<rect x="228" y="128" width="40" height="70" rx="8" fill="#2b2b2e"/><circle cx="254" cy="140" r="6" fill="#555"/>
<rect x="140" y="400" width="55" height="180" fill="${trousers}"/><rect x="205" y="400" width="55" height="180" fill="${trousers}"/>
<rect x="132" y="578" width="66" height="22" rx="9" fill="#fafafa"/><rect x="202" y="578" width="66" height="22" rx="9" fill="#fafafa"/></svg>`;
}

export function foodScene(width: number, height: number): string {
  return `<svg width="${width}" height="${height}" viewBox="0 0 400 400" preserveAspectRatio="xMidYMid slice">
<rect width="400" height="400" fill="#6d4c3d"/><circle cx="200" cy="200" r="150" fill="#f4f1ea"/><circle cx="200" cy="200" r="118" fill="#e8c66a"/>
<circle cx="160" cy="170" r="22" fill="#c0392b"/><circle cx="235" cy="160" r="20" fill="#c0392b"/><circle cx="210" cy="240" r="22" fill="#c0392b"/><circle cx="150" cy="245" r="18" fill="#c0392b"/>
<path d="M180 200 q10 -14 20 0" stroke="#2e7d32" stroke-width="8" fill="none"/><path d="M245 215 q10 -14 20 0" stroke="#2e7d32" stroke-width="8" fill="none"/>
<rect x="330" y="40" width="44" height="90" rx="6" fill="#d6eaf8" opacity=".8"/></svg>`;
}

export function beachScene(width: number, height: number): string {
  return `<svg width="${width}" height="${height}" viewBox="0 0 400 700" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff9a6b"/><stop offset=".55" stop-color="#ffd29a"/><stop offset=".56" stop-color="#3f8fb5"/><stop offset="1" stop-color="#2a6d91"/></linearGradient></defs>
<rect width="400" height="700" fill="url(#dusk)"/><circle cx="200" cy="370" r="60" fill="#ffef9a" opacity=".9"/>
<path d="M0 560 Q200 520 400 560 V700 H0 Z" fill="#f0d49a"/><rect x="60" y="470" width="8" height="120" fill="#5b3b22"/><path d="M64 470 q-50 10 -60 40 M64 470 q50 0 70 30 M64 470 q-20 -30 -60 -30 M64 470 q30 -30 70 -20" stroke="#2f6b2f" stroke-width="10" fill="none"/></svg>`;
}

export function gymScene(width: number, height: number): string {
  return `<svg width="${width}" height="${height}" viewBox="0 0 400 700" preserveAspectRatio="xMidYMid slice">
<rect width="400" height="700" fill="#2d2f36"/><rect x="0" y="520" width="400" height="180" fill="#1b1c20"/>
<rect x="40" y="300" width="320" height="14" fill="#9aa0a6"/><rect x="30" y="250" width="26" height="110" rx="6" fill="#111"/><rect x="344" y="250" width="26" height="110" rx="6" fill="#111"/>
<circle cx="200" cy="380" r="36" fill="#c68a5e"/><path d="M150 430 Q200 410 250 430 L258 560 H142 Z" fill="#e04f5f"/><path d="M150 440 L100 320 L120 312 L170 430 Z" fill="#c68a5e"/><path d="M250 440 L300 320 L280 312 L230 430 Z" fill="#c68a5e"/></svg>`;
}
