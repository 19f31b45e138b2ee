// Moves files/folders in the repository and rewrites every import that points at them
// (static, dynamic, export-from, vi.mock/importActual), keeping each import's style:
// '@/...' stays an alias, relative stays relative. Usage (from the repo root):
//   node scripts/move-modules.mjs moves.txt [--dry]
// moves.txt: one "old -> new" per line (file or folder, relative to the root), # comments.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'

const root = process.cwd()
const require = createRequire(path.join(root, 'package.json'))
const ts = require('typescript')

const [, , movesFile, flag] = process.argv
const dry = flag === '--dry'
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .filter((f) => fs.existsSync(f))

// 1. old file -> new file (absolute)
const moves = new Map()
for (const line of fs.readFileSync(movesFile, 'utf8').split('\n')) {
  const l = line.replace(/#.*/, '').trim()
  if (!l) continue
  const [from, to] = l.split('->').map((s) => s.trim())
  const absFrom = path.resolve(root, from)
  if (fs.existsSync(absFrom) && fs.statSync(absFrom).isDirectory()) {
    for (const f of tracked) {
      const abs = path.resolve(root, f)
      if (abs.startsWith(absFrom + path.sep)) moves.set(abs, path.join(path.resolve(root, to), path.relative(absFrom, abs)))
    }
  } else if (fs.existsSync(absFrom)) moves.set(absFrom, path.resolve(root, to))
  else throw new Error(`no such file: ${from}`)
}
const newPath = (abs) => moves.get(abs) ?? abs

// 2. compiler options for resolution
const cfg = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config
const options = ts.convertCompilerOptionsFromJson(cfg.compilerOptions, root).options
options.allowArbitraryExtensions = true

const codeExt = /\.(ts|tsx|js|mjs|cjs|jsx)$/
const sources = tracked.filter((f) => codeExt.test(f) && !f.startsWith('node_modules/') && !f.endsWith('.d.ts'))
const extra = /\b(?:vi\.(?:mock|doMock|importActual|unmock)|import\.meta\.resolve)\(\s*(['"])([^'"]+)\1/g

function resolveSpec(spec, fromAbs) {
  if (!spec.startsWith('.') && !spec.startsWith('@/') && !spec.startsWith('/src/')) return undefined
  if (spec.startsWith('/src/')) {
    const bare = spec.split('#')[0]
    return tryFile(path.join(root, bare))
  }
  const r = ts.resolveModuleName(spec, fromAbs, options, ts.sys).resolvedModule
  if (r && !r.resolvedFileName.includes('node_modules') && !r.resolvedFileName.endsWith('.d.ts')) return path.resolve(r.resolvedFileName)
  const base = spec.startsWith('@/') ? path.join(root, 'src', spec.slice(2)) : path.resolve(path.dirname(fromAbs), spec)
  return tryFile(base)
}
function tryFile(base) {
  for (const c of [
    base,
    ...['.ts', '.tsx', '.js', '.mjs', '.json'].map((e) => base + e),
    ...['index.ts', 'index.tsx', 'index.js'].map((i) => path.join(base, i)),
  ])
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c
  return undefined
}

function newSpec(spec, oldTarget, importerNew) {
  const target = newPath(oldTarget)
  const hadExt = /\.(css|json|svg|png|js|mjs|module\.css)$/.test(spec) && !/\.(ts|tsx)$/.test(oldTarget)
  const isIndex = /\/index\.(ts|tsx|js)$/.test(oldTarget) && !/\/index(\.\w+)?$/.test(spec)
  let t = target
  if (isIndex) t = path.dirname(target)
  else if (!hadExt) t = target.replace(/\.(ts|tsx|js|mjs)$/, '')
  if (spec.startsWith('/src/')) return '/' + path.relative(root, t) + (spec.includes('#') ? spec.slice(spec.indexOf('#')) : '')
  if (spec.startsWith('@/')) {
    const rel = path.relative(path.join(root, 'src'), t)
    if (!rel.startsWith('..')) return '@/' + rel.split(path.sep).join('/')
  }
  let rel = path.relative(path.dirname(importerNew), t).split(path.sep).join('/')
  if (!rel.startsWith('.')) rel = './' + rel
  return rel
}

let changed = 0
const unresolved = []
for (const f of sources) {
  const abs = path.resolve(root, f)
  const text = fs.readFileSync(abs, 'utf8')
  const edits = []
  const pre = ts.preProcessFile(text, true, true)
  const found = pre.importedFiles.map((i) => ({ spec: i.fileName, pos: i.pos + 1, end: i.end + 1 }))
  for (const m of text.matchAll(extra)) {
    const pos = m.index + m[0].lastIndexOf(m[2])
    if (!found.some((x) => x.pos === pos)) found.push({ spec: m[2], pos, end: pos + m[2].length })
  }
  // importMap-style string references: '/src/...#name'
  for (const m of text.matchAll(/(['"])(\/src\/[^'"#]+#?[^'"]*)\1/g))
    found.push({ spec: m[2], pos: m.index + 1, end: m.index + 1 + m[2].length })
  const importerNew = newPath(abs)
  for (const { spec, pos, end } of found) {
    const [bareSpec, query] = spec.split('?')
    const target = resolveSpec(bareSpec, abs)
    if (!target) {
      if (spec.startsWith('.') || spec.startsWith('@/')) unresolved.push(`${f}: ${spec}`)
      continue
    }
    if (!moves.has(target) && importerNew === abs) continue
    const ns = newSpec(bareSpec, target, importerNew) + (query !== undefined ? '?' + query : '')
    if (ns !== spec) edits.push({ pos, end, ns, spec })
  }
  if (!edits.length) continue
  const seen = new Set()
  edits.splice(0, edits.length, ...edits.filter((e) => (seen.has(e.pos) ? false : seen.add(e.pos))))
  edits.sort((a, b) => b.pos - a.pos)
  let out = text
  for (const e of edits) {
    if (out.slice(e.pos, e.end) !== e.spec) throw new Error(`${f}: position mismatch for ${e.spec}`)
    out = out.slice(0, e.pos) + e.ns + out.slice(e.end)
  }
  changed++
  if (!dry) fs.writeFileSync(abs, out)
  else for (const e of edits) console.log(`${f}: ${e.spec} -> ${e.ns}`)
}
if (!dry) {
  for (const [from, to] of moves) {
    fs.mkdirSync(path.dirname(to), { recursive: true })
    const isTracked = execFileSync('git', ['ls-files', '--', path.relative(root, from)], { encoding: 'utf8' }).trim()
    if (isTracked) execFileSync('git', ['mv', path.relative(root, from), path.relative(root, to)])
    else fs.renameSync(from, to)
  }
  // remove folders left empty
  for (const from of moves.keys()) {
    let d = path.dirname(from)
    while (d.startsWith(root + path.sep) && fs.existsSync(d) && fs.readdirSync(d).length === 0) {
      fs.rmdirSync(d)
      d = path.dirname(d)
    }
  }
}
console.log(`${moves.size} files moved, imports rewritten in ${changed} files`)
if (unresolved.length) console.log(`unresolved (left as they were):\n  ${unresolved.slice(0, 40).join('\n  ')}`)
// Plain-text mentions of the old paths elsewhere (docs, configs, fs reads in tests): rewritten too.
const pairs = [...moves]
  .map(([a, b]) => [path.relative(root, a), path.relative(root, b)])
  .flatMap(([a, b]) => [
    [a, b],
    [a.replace(/\.(ts|tsx)$/, ''), b.replace(/\.(ts|tsx)$/, '')],
  ])
  .sort((x, y) => y[0].length - x[0].length)
const textFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(
    (f) =>
      f &&
      fs.existsSync(f) &&
      /\.(md|ts|tsx|js|mjs|json|yml|yaml|sh|txt)$/.test(f) &&
      !f.startsWith('node_modules/') &&
      !f.startsWith('migrations/') &&
      f !== 'package-lock.json',
  )
let mentioned = 0
for (const f of textFiles) {
  const t = fs.readFileSync(f, 'utf8')
  let out = t
  for (const [a, b] of pairs) {
    const re = new RegExp('(?<![\\w./-])(\\.?/?)' + a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '(?![\\w-])', 'g')
    out = out.replace(re, (_m, pre) => pre + b)
  }
  if (out !== t) {
    mentioned++
    if (dry) console.log(`mention: ${f}`)
    else fs.writeFileSync(f, out)
  }
}
console.log(`path mentions rewritten in ${mentioned} files`)
