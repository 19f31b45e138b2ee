/**
 * `npx tsx scripts/make-certificate-background.ts`: draws the certificate's
 * background (public/Cert/cert.jpg, 1123×794 like the certificate) as SVG and
 * rasterises it with sharp. Generated rather than downloaded, so its licence is
 * ours. No text in the image: the association's name and the member's details
 * are HTML on top of it, so they stay sharp, searchable and correct when the
 * name changes. Run again after changing the design; the JPEG is committed.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const W = 1123
const H = 794
const RED = '#7f1d1d'
const GOLD = '#b45309'
const LIGHT_GOLD = '#d9a441'

/** A corner flourish, drawn once and rotated into each corner. */
function corner(x: number, y: number, rotate: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">
    <path d="M0 0 L70 0 M0 0 L0 70" stroke="${RED}" stroke-width="4" fill="none"/>
    <path d="M12 12 Q45 14 58 36 Q36 24 14 58 Q16 30 12 12 Z" fill="${LIGHT_GOLD}" opacity="0.85"/>
    <circle cx="12" cy="12" r="6" fill="${RED}"/>
  </g>`
}

/** The seal: a rosette of points, rings and a star, in the bottom centre. */
function seal(cx: number, cy: number): string {
  const points: string[] = []
  const spikes = 32
  for (let i = 0; i < spikes * 2; i++) {
    const r = i % 2 === 0 ? 62 : 54
    const a = (Math.PI * i) / spikes
    points.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`)
  }
  const star: string[] = []
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 24 : 10
    const a = -Math.PI / 2 + (Math.PI * i) / 5
    star.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`)
  }
  return `<g>
    <path d="M${cx - 34} ${cy + 40} L${cx - 46} ${cy + 96} L${cx - 26} ${cy + 84} L${cx - 14} ${cy + 100} L${cx - 8} ${cy + 48} Z" fill="${RED}"/>
    <path d="M${cx + 34} ${cy + 40} L${cx + 46} ${cy + 96} L${cx + 26} ${cy + 84} L${cx + 14} ${cy + 100} L${cx + 8} ${cy + 48} Z" fill="${RED}"/>
    <polygon points="${points.join(' ')}" fill="${GOLD}"/>
    <circle cx="${cx}" cy="${cy}" r="48" fill="${LIGHT_GOLD}" stroke="#fff7e0" stroke-width="3"/>
    <circle cx="${cx}" cy="${cy}" r="38" fill="none" stroke="${RED}" stroke-width="2" stroke-dasharray="3 4"/>
    <polygon points="${star.join(' ')}" fill="${RED}"/>
  </g>`
}

function svg(): string {
  // A faint guilloche-like pattern of thin rings behind the text band.
  const rings = Array.from(
    { length: 18 },
    (_, i) =>
      `<circle cx="${W / 2}" cy="${H / 2}" r="${60 + i * 22}" fill="none" stroke="${LIGHT_GOLD}" stroke-width="0.6" opacity="0.18"/>`,
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs>
      <radialGradient id="paper" cx="50%" cy="45%" r="75%">
        <stop offset="0%" stop-color="#fffdf6"/>
        <stop offset="80%" stop-color="#fbf3dc"/>
        <stop offset="100%" stop-color="#f1e2b8"/>
      </radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#paper)"/>
    ${rings}
    <rect x="18" y="18" width="${W - 36}" height="${H - 36}" fill="none" stroke="${RED}" stroke-width="10"/>
    <rect x="34" y="34" width="${W - 68}" height="${H - 68}" fill="none" stroke="${GOLD}" stroke-width="3"/>
    <rect x="44" y="44" width="${W - 88}" height="${H - 88}" fill="none" stroke="${GOLD}" stroke-width="1" stroke-dasharray="8 5"/>
    ${corner(52, 52, 0)}${corner(W - 52, 52, 90)}${corner(W - 52, H - 52, 180)}${corner(52, H - 52, 270)}
    <path d="M${W / 2 - 180} 78 L${W / 2 + 180} 78" stroke="${GOLD}" stroke-width="1.5"/>
    ${seal(W / 2, H - 150)}
  </svg>`
}

async function main() {
  const out = path.resolve('public/Cert/cert.jpg')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  await sharp(Buffer.from(svg())).jpeg({ quality: 86, mozjpeg: true }).toFile(out)
  console.log(`wrote ${path.relative(process.cwd(), out)} (${fs.statSync(out).size} bytes)`)
}

void main()
