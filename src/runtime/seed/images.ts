import sharp from 'sharp'

/**
 * Demo pictures drawn as SVG and rasterised by sharp. Nothing is downloaded and no
 * text is drawn, because the servers that run the seed may have no fonts installed.
 * A seeded random generator makes every picture different yet the same on every run.
 */

type Rng = () => number

function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]
const between = (rng: Rng, lo: number, hi: number) => lo + rng() * (hi - lo)
const r1 = (n: number) => Math.round(n * 10) / 10

const SKIES = [
  ['#7cc4ea', '#fdf0d5'], // morning
  ['#3f8fd0', '#cfe9f7'], // noon
  ['#f2a65a', '#6d4c94'], // dusk
  ['#f7c873', '#fff4dc'], // golden hour
  ['#9fb8c8', '#e8eef1'], // overcast monsoon
  ['#5fb3c9', '#f6e2b3'], // winter haze
] as const
const GROUNDS = ['#6fa34a', '#8bb15a', '#b99a5b', '#5d8f3e', '#a7b86a', '#c2a26b'] as const
const CLOTHES = [
  '#d9534f',
  '#f0ad4e',
  '#5bc0de',
  '#e83e8c',
  '#6f42c1',
  '#20c997',
  '#fd7e14',
  '#ffffff',
  '#2e6da4',
  '#c0392b',
  '#f5e050',
] as const
const SKIN = ['#8d5524', '#a0673c', '#c68642', '#7a4a26', '#b5774a'] as const
const WALLS = ['#f4e1c1', '#e8d3b0', '#f7f1e3', '#e6e0f0', '#dff0e4', '#fbe3d6'] as const
const FOLIAGE = ['#2f7d32', '#3c8d40', '#4e9a3a', '#1f6b3a', '#5a9e4b'] as const

const svgDoc = (w: number, h: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`

const linear = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`

/** A standing figure; a long dress reads as a saree or salwar at this distance. */
function person(rng: Rng, x: number, groundY: number, h: number): string {
  const skin = pick(rng, SKIN)
  const cloth = pick(rng, CLOTHES)
  const headR = h * 0.1
  const shoulder = h * 0.15
  const neckY = groundY - h + headR * 2
  const hipY = groundY - h * 0.45
  const longDress = rng() < 0.5
  const head = `<circle cx="${r1(x)}" cy="${r1(groundY - h + headR)}" r="${r1(headR)}" fill="${skin}"/>`
  const hair = `<path d="M${r1(x - headR)} ${r1(groundY - h + headR)} a${r1(headR)} ${r1(headR)} 0 0 1 ${r1(headR * 2)} 0 z" fill="#1d1a18"/>`
  if (longDress) {
    const dress = `<path d="M${r1(x - shoulder * 0.8)} ${r1(neckY)} L${r1(x + shoulder * 0.8)} ${r1(neckY)} L${r1(x + shoulder * 1.1)} ${r1(groundY)} L${r1(x - shoulder * 1.1)} ${r1(groundY)} Z" fill="${cloth}"/>`
    const pallu = `<path d="M${r1(x - shoulder * 0.8)} ${r1(neckY)} L${r1(x + shoulder * 0.2)} ${r1(neckY)} L${r1(x + shoulder * 1.0)} ${r1(hipY)} L${r1(x + shoulder * 0.6)} ${r1(hipY)} Z" fill="${pick(rng, CLOTHES)}" opacity="0.85"/>`
    return dress + pallu + head + hair
  }
  const trousers = pick(rng, ['#2c3e50', '#4a4a4a', '#6b5b45', '#f2f2f2'])
  const torso = `<rect x="${r1(x - shoulder)}" y="${r1(neckY)}" width="${r1(shoulder * 2)}" height="${r1(hipY - neckY + h * 0.08)}" rx="${r1(shoulder * 0.5)}" fill="${cloth}"/>`
  const legW = shoulder * 0.75
  const legs =
    `<rect x="${r1(x - shoulder * 0.85)}" y="${r1(hipY)}" width="${r1(legW)}" height="${r1(groundY - hipY)}" fill="${trousers}"/>` +
    `<rect x="${r1(x + shoulder * 0.1)}" y="${r1(hipY)}" width="${r1(legW)}" height="${r1(groundY - hipY)}" fill="${trousers}"/>`
  return legs + torso + head + hair
}

function tree(rng: Rng, x: number, groundY: number, h: number): string {
  const green = pick(rng, FOLIAGE)
  const trunk = `<rect x="${r1(x - h * 0.04)}" y="${r1(groundY - h * 0.55)}" width="${r1(h * 0.08)}" height="${r1(h * 0.55)}" fill="#6b4a2b"/>`
  const crowns = [0, 1, 2]
    .map((i) => {
      const cx = x + (i - 1) * h * 0.18
      const cy = groundY - h * (0.7 + (i === 1 ? 0.12 : 0))
      return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(h * between(rng, 0.2, 0.28))}" fill="${green}"/>`
    })
    .join('')
  return trunk + crowns
}

function skyAndGround(rng: Rng, w: number, h: number, horizon: number): { defs: string; body: string } {
  const [top, bottom] = pick(rng, SKIES)
  const ground = pick(rng, GROUNDS)
  const sunX = between(rng, 0.1, 0.9) * w
  const defs = linear('sky', top, bottom) + linear('ground', ground, '#3e5c2a')
  const clouds = Array.from({ length: 3 + Math.floor(rng() * 3) }, () => {
    const cx = between(rng, 0, w)
    const cy = between(rng, 0.05, 0.35) * horizon
    const s = between(rng, 30, 70)
    return `<g fill="#ffffff" opacity="0.75"><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(s * 1.6)}" ry="${r1(s * 0.5)}"/><ellipse cx="${r1(cx + s * 0.5)}" cy="${r1(cy - s * 0.3)}" rx="${r1(s)}" ry="${r1(s * 0.5)}"/></g>`
  }).join('')
  const body =
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    `<circle cx="${r1(sunX)}" cy="${r1(horizon * 0.28)}" r="${r1(h * 0.06)}" fill="#fff3b0" opacity="0.9"/>` +
    clouds +
    `<path d="M0 ${horizon} Q${w * 0.25} ${horizon - h * 0.12} ${w * 0.5} ${horizon - h * 0.03} T${w} ${horizon - h * 0.06} V${horizon} Z" fill="#7e9c6a" opacity="0.6"/>` +
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#ground)"/>`
  return { defs, body }
}

/** A sub-centre building with a health cross and a queue of visitors. */
function healthCentre(rng: Rng, w: number, h: number): string {
  const horizon = h * 0.62
  const { defs, body } = skyAndGround(rng, w, h, horizon)
  const bx = between(rng, 0.25, 0.45) * w
  const bw = w * 0.42
  const bh = h * 0.3
  const top = horizon - bh + h * 0.08
  const wall = pick(rng, WALLS)
  const trim = pick(rng, ['#2e8b57', '#1f6fb2', '#c0392b', '#e67e22'])
  const windows = [0.12, 0.3, 0.62, 0.8]
    .map(
      (f) =>
        `<rect x="${r1(bx + bw * f)}" y="${r1(top + bh * 0.28)}" width="${r1(bw * 0.1)}" height="${r1(bh * 0.25)}" fill="#8fc1e3" stroke="${trim}" stroke-width="4"/>`,
    )
    .join('')
  const cx = bx + bw * 0.5
  const cy = top - h * 0.05
  const cross =
    `<rect x="${r1(cx - 30)}" y="${r1(cy - 30)}" width="60" height="60" rx="8" fill="#ffffff"/>` +
    `<rect x="${r1(cx - 8)}" y="${r1(cy - 22)}" width="16" height="44" fill="#d62828"/>` +
    `<rect x="${r1(cx - 22)}" y="${r1(cy - 8)}" width="44" height="16" fill="#d62828"/>`
  const building =
    `<rect x="${r1(bx)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bh)}" fill="${wall}"/>` +
    `<rect x="${r1(bx - 12)}" y="${r1(top - 14)}" width="${r1(bw + 24)}" height="18" fill="${trim}"/>` +
    `<rect x="${r1(bx)}" y="${r1(top + bh - 10)}" width="${r1(bw)}" height="10" fill="${trim}" opacity="0.7"/>` +
    `<rect x="${r1(cx - bw * 0.06)}" y="${r1(top + bh * 0.4)}" width="${r1(bw * 0.12)}" height="${r1(bh * 0.6)}" fill="#5b3a1e"/>` +
    windows +
    cross
  const ground = horizon + h * 0.08
  const trees = [between(rng, 0.02, 0.15), between(rng, 0.85, 0.97)].map((f) => tree(rng, f * w, ground + 10, h * 0.35)).join('')
  const queue = Array.from({ length: 4 + Math.floor(rng() * 4) }, (_, i) =>
    person(rng, cx - bw * 0.1 - i * w * 0.045 + between(rng, -6, 6), h * 0.9 + i * 4, h * between(rng, 0.2, 0.25)),
  ).join('')
  return svgDoc(w, h, defs, body + trees + building + queue)
}

/** An indoor meeting seen from the back of the hall. */
function meetingHall(rng: Rng, w: number, h: number): string {
  const wall = pick(rng, WALLS)
  const banner = pick(rng, ['#c0392b', '#1f6fb2', '#2e8b57', '#8e44ad', '#d35400'])
  const defs = linear('wall', wall, '#c9b79c') + linear('floor', '#a47551', '#6d4c35')
  const stageY = h * 0.55
  let body =
    `<rect width="${w}" height="${h}" fill="url(#wall)"/>` +
    `<rect y="${stageY}" width="${w}" height="${h - stageY}" fill="url(#floor)"/>` +
    `<rect x="${w * 0.18}" y="${h * 0.12}" width="${w * 0.64}" height="${h * 0.16}" rx="10" fill="${banner}"/>` +
    `<rect x="${w * 0.22}" y="${h * 0.17}" width="${w * 0.56}" height="${h * 0.015}" fill="#ffffff" opacity="0.7"/>` +
    `<rect x="${w * 0.3}" y="${h * 0.215}" width="${w * 0.4}" height="${h * 0.012}" fill="#ffffff" opacity="0.5"/>` +
    `<rect x="${w * 0.1}" y="${stageY - h * 0.05}" width="${w * 0.8}" height="${h * 0.05}" fill="#8b5e3c"/>`
  // Speakers behind a table on the dais.
  const speakers = 3 + Math.floor(rng() * 4)
  for (let i = 0; i < speakers; i++) body += person(rng, w * (0.5 + (i - (speakers - 1) / 2) * 0.09), stageY - h * 0.02, h * 0.2)
  body += `<rect x="${w * 0.25}" y="${stageY - h * 0.1}" width="${w * 0.5}" height="${h * 0.08}" fill="#f5f0e6"/>`
  body += `<rect x="${w * 0.25}" y="${stageY - h * 0.1}" width="${w * 0.5}" height="${h * 0.02}" fill="${banner}" opacity="0.8"/>`
  // Rows of seated audience, nearer rows larger.
  for (let row = 0; row < 4; row++) {
    const y = stageY + h * 0.12 + row * h * 0.1
    const size = 14 + row * 5
    for (let x = size; x < w; x += size * 2.6) {
      const jitter = between(rng, -4, 4)
      body += `<ellipse cx="${r1(x + jitter)}" cy="${r1(y + size * 1.6)}" rx="${r1(size * 1.25)}" ry="${r1(size * 1.1)}" fill="${pick(rng, CLOTHES)}"/>`
      body += `<circle cx="${r1(x + jitter)}" cy="${r1(y)}" r="${r1(size * 0.7)}" fill="#1d1a18"/>`
    }
  }
  return svgDoc(w, h, defs, body)
}

/** A health camp under a striped shamiana. */
function healthCamp(rng: Rng, w: number, h: number): string {
  const horizon = h * 0.55
  const { defs, body } = skyAndGround(rng, w, h, horizon)
  const [c1, c2] = [pick(rng, ['#d62828', '#f77f00', '#1d3557', '#2a9d8f']), '#fefae0']
  const tx = w * between(rng, 0.15, 0.3)
  const tw = w * 0.55
  const ty = h * 0.3
  const stripes = Array.from({ length: 10 }, (_, i) => {
    const x0 = tx + (tw / 10) * i
    return `<path d="M${r1(x0)} ${r1(ty + 40)} L${r1(x0 + tw / 10)} ${r1(ty + 40)} L${r1(x0 + tw / 10 + 4)} ${r1(ty + 90)} L${r1(x0 + 4)} ${r1(ty + 90)} Z" fill="${i % 2 ? c1 : c2}"/>`
  }).join('')
  const roof = `<path d="M${r1(tx - 20)} ${r1(ty + 40)} L${r1(tx + tw / 2)} ${r1(ty - 30)} L${r1(tx + tw + 20)} ${r1(ty + 40)} Z" fill="${c1}"/>`
  const poles = [0, 0.5, 1]
    .map((f) => `<rect x="${r1(tx + tw * f - 4)}" y="${r1(ty + 40)}" width="8" height="${r1(h * 0.85 - ty - 40)}" fill="#7a5230"/>`)
    .join('')
  const table = `<rect x="${r1(tx + tw * 0.15)}" y="${r1(h * 0.68)}" width="${r1(tw * 0.5)}" height="${r1(h * 0.06)}" fill="#ffffff"/><rect x="${r1(tx + tw * 0.15)}" y="${r1(h * 0.68)}" width="${r1(tw * 0.5)}" height="8" fill="#2a9d8f"/>`
  const helpers = Array.from({ length: 3 }, (_, i) => person(rng, tx + tw * (0.22 + i * 0.16), h * 0.69, h * 0.22)).join('')
  // Painted back to front so nearer visitors overlap farther ones.
  const visitors = Array.from({ length: 6 + Math.floor(rng() * 4) }, () => ({
    x: between(rng, 0.05, 0.95) * w,
    y: between(rng, 0.85, 0.97) * h,
  }))
    .sort((a, b) => a.y - b.y)
    .map((v) => person(rng, v.x, v.y, h * between(rng, 0.2, 0.28)))
    .join('')
  const trees = tree(rng, w * 0.92, horizon + 30, h * 0.4) + tree(rng, w * 0.06, horizon + 20, h * 0.32)
  return svgDoc(w, h, defs, body + trees + poles + roof + stripes + helpers + table + visitors)
}

/** Fields and a village on the horizon: where most sub-centres are. */
function villageLandscape(rng: Rng, w: number, h: number): string {
  const horizon = h * 0.5
  const { defs, body } = skyAndGround(rng, w, h, horizon)
  const rows = Array.from({ length: 9 }, (_, i) => {
    const y = horizon + (h - horizon) * ((i + 1) / 10) ** 1.4
    return `<path d="M0 ${r1(y)} Q${w / 2} ${r1(y - 12)} ${w} ${r1(y)}" stroke="${pick(rng, FOLIAGE)}" stroke-width="${r1(3 + i * 1.5)}" fill="none" opacity="0.7"/>`
  }).join('')
  const river = `<path d="M${w * 0.6} ${horizon} C${w * 0.55} ${h * 0.7} ${w * 0.8} ${h * 0.8} ${w * 0.7} ${h} L${w * 0.9} ${h} C${w} ${h * 0.8} ${w * 0.66} ${h * 0.7} ${w * 0.64} ${horizon} Z" fill="#6fb7d6" opacity="${rng() < 0.5 ? 0.8 : 0}"/>`
  const huts = Array.from({ length: 5 + Math.floor(rng() * 4) }, () => {
    const x = between(rng, 0.05, 0.55) * w
    const s = between(rng, 20, 38)
    const y = horizon + between(rng, -4, 10)
    return `<rect x="${r1(x)}" y="${r1(y - s)}" width="${r1(s * 1.6)}" height="${r1(s)}" fill="${pick(rng, WALLS)}"/><path d="M${r1(x - 6)} ${r1(y - s)} L${r1(x + s * 0.8)} ${r1(y - s * 1.7)} L${r1(x + s * 1.6 + 6)} ${r1(y - s)} Z" fill="#8a5a2b"/>`
  }).join('')
  const trees = Array.from({ length: 6 }, () =>
    tree(rng, between(rng, 0, w), horizon + between(rng, 0, 20), h * between(rng, 0.12, 0.25)),
  ).join('')
  const walkers = Array.from({ length: 2 + Math.floor(rng() * 3) }, () =>
    person(rng, between(rng, 0.1, 0.5) * w, h * between(rng, 0.8, 0.95), h * 0.18),
  ).join('')
  return svgDoc(w, h, defs, body + rows + river + huts + trees + walkers)
}

/** A peaceful march of members with blank placards. */
function rally(rng: Rng, w: number, h: number): string {
  const horizon = h * 0.5
  const { defs, body } = skyAndGround(rng, w, h, horizon)
  const road = `<path d="M${w * 0.42} ${horizon} L${w * 0.58} ${horizon} L${w * 0.95} ${h} L${w * 0.05} ${h} Z" fill="#8d8d8d"/>`
  const banner = pick(rng, ['#c0392b', '#1f6fb2', '#2e8b57', '#e67e22'])
  let crowd = ''
  for (let i = 0; i < 18; i++) {
    const depth = i / 18
    const y = horizon + 30 + depth * (h - horizon - 40)
    const size = h * (0.1 + depth * 0.2)
    const x = w * (0.5 + between(rng, -0.5, 0.5) * (0.3 + depth * 0.5))
    if (rng() < 0.4) {
      crowd += `<rect x="${r1(x - 2)}" y="${r1(y - size * 1.5)}" width="4" height="${r1(size * 0.7)}" fill="#5b3a1e"/>`
      crowd += `<rect x="${r1(x - size * 0.25)}" y="${r1(y - size * 1.65)}" width="${r1(size * 0.5)}" height="${r1(size * 0.3)}" fill="${pick(rng, ['#ffffff', '#fff3b0', banner])}"/>`
    }
    crowd += person(rng, x, y, size)
  }
  const front = `<rect x="${w * 0.2}" y="${h * 0.8}" width="${w * 0.6}" height="${h * 0.09}" fill="${banner}"/><rect x="${w * 0.25}" y="${h * 0.83}" width="${w * 0.5}" height="${h * 0.02}" fill="#ffffff" opacity="0.7"/>`
  return svgDoc(w, h, defs, body + road + crowd + front)
}

const SCENES = [healthCentre, meetingHall, healthCamp, villageLandscape, rally] as const

export type SceneKind = 'health-centre' | 'meeting' | 'camp' | 'village' | 'rally'
const SCENE_BY_KIND: Record<SceneKind, (rng: Rng, w: number, h: number) => string> = {
  'health-centre': healthCentre,
  meeting: meetingHall,
  camp: healthCamp,
  village: villageLandscape,
  rally,
}

const toJpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()

/** A 1200x800 scene; the seed picks palette and layout, the kind picks the subject. */
export function sceneJpeg(seed: number, kind?: SceneKind, w = 1200, h = 800): Promise<Buffer> {
  const rng = mulberry32(seed * 7919 + 17)
  const draw = kind ? SCENE_BY_KIND[kind] : SCENES[seed % SCENES.length]
  return toJpeg(draw(rng, w, h))
}

/** A faceless head-and-shoulders portrait, 600x600. */
export function portraitJpeg(seed: number, opts: { stole?: string; bg?: [string, string]; longHair?: boolean } = {}): Promise<Buffer> {
  const rng = mulberry32(seed * 104729 + 3)
  const [bgFrom, bgTo] = opts.bg ?? [pick(rng, ['#cfe3f1', '#f3e0c7', '#dcefdc']), pick(rng, ['#5b8db8', '#b07a4f', '#4f8a5b'])]
  const skin = pick(rng, SKIN)
  const kurta = pick(rng, ['#ffffff', '#f4ecd8', '#dfe7ef'])
  const stole = opts.stole ?? pick(rng, ['#f77f00', '#2e8b57', '#c0392b'])
  const defs =
    `<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="${bgFrom}"/><stop offset="1" stop-color="${bgTo}"/></radialGradient>` +
    `<linearGradient id="face" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${skin}"/><stop offset="1" stop-color="#5e3a1c"/></linearGradient>`
  const body =
    `<rect width="600" height="600" fill="url(#bg)"/>` +
    `<path d="M90 600 C100 470 190 420 300 420 C410 420 500 470 510 600 Z" fill="${kurta}"/>` +
    `<path d="M200 440 L260 600 L300 600 L240 432 Z" fill="${stole}"/>` +
    `<path d="M400 440 L340 600 L300 600 L360 432 Z" fill="${stole}"/>` +
    (opts.longHair ? `<path d="M212 240 C190 320 196 400 176 470 L424 470 C404 400 410 320 388 240 Z" fill="#1b1715"/>` : '') +
    `<rect x="265" y="340" width="70" height="90" rx="20" fill="url(#face)"/>` +
    `<ellipse cx="300" cy="265" rx="92" ry="112" fill="url(#face)"/>` +
    `<path d="M208 250 C205 165 250 140 300 140 C360 140 398 170 392 250 C380 205 350 190 300 192 C250 192 220 205 208 250 Z" fill="#1b1715"/>` +
    `<ellipse cx="208" cy="275" rx="14" ry="24" fill="${skin}"/><ellipse cx="392" cy="275" rx="14" ry="24" fill="${skin}"/>` +
    (opts.longHair ? `<circle cx="300" cy="222" r="6" fill="#c0392b"/>` : '')
  return toJpeg(svgDoc(600, 600, defs, body))
}

/** The association's emblem: a health cross held by two leaves, on a transparent PNG. */
export function emblemPng(): Promise<Buffer> {
  const leaf = (rot: number) =>
    `<path transform="rotate(${rot} 128 128)" d="M128 214 C70 200 44 150 52 96 C86 120 112 160 128 214 Z" fill="url(#leaf)"/>`
  const defs =
    `<radialGradient id="disc" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e7f3ec"/></radialGradient>` +
    linear('leaf', '#3aa655', '#1b6b35')
  const body =
    `<circle cx="128" cy="128" r="124" fill="#0f5132"/>` +
    `<circle cx="128" cy="128" r="112" fill="url(#disc)"/>` +
    `<circle cx="128" cy="128" r="104" fill="none" stroke="#f77f00" stroke-width="5"/>` +
    leaf(0) +
    leaf(0).replace('rotate(0 128 128)', 'translate(256 0) scale(-1 1)') +
    `<rect x="108" y="62" width="40" height="116" rx="6" fill="#d62828"/>` +
    `<rect x="70" y="100" width="116" height="40" rx="6" fill="#d62828"/>` +
    `<circle cx="128" cy="120" r="12" fill="#ffffff"/>`
  return sharp(Buffer.from(svgDoc(256, 256, defs, body)))
    .png()
    .toBuffer()
}
