// Routes every import of a feature from outside it through the feature's doors, and writes the doors.
//   node scripts/feature-doors.mjs <feature> [--dry]
// A feature's doors (docs/decisions/001-feature-homes.md): index.ts (server code), client.ts (texts and rules a
// browser bundle may import) and its ui/ components, each imported by its own path so a page's bundle carries only
// the components it shows. Outside files (src/, scripts/, payload.config.ts; tests may reach inside) that import a
// deeper module get the door instead; the door re-exports exactly the names used outside.
import fs from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'

const root = process.cwd()
const require = createRequire(path.join(root, 'package.json'))
const ts = require('typescript')

const [, , feature, flag] = process.argv
const dry = flag === '--dry'
const home = path.join(root, 'src/features', feature)
if (!fs.existsSync(home)) throw new Error(`no feature ${feature}`)

const cfg = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config
const options = ts.convertCompilerOptionsFromJson(cfg.compilerOptions, root).options

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src', 'scripts', 'payload.config.ts'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && fs.existsSync(f))
  .map((f) => path.resolve(root, f))
  .filter((f) => !f.startsWith(home + path.sep) && !f.includes('/src/app/(payload)/'))

const doorOf = (target) => {
  const rel = path.relative(home, target)
  if (rel.startsWith('ui/')) return undefined // a component: imported by its own path
  if (rel === 'index.ts' || rel === 'client.ts' || rel === 'model.ts') return undefined
  if (/^(collections|hooks|jobs)\//.test(rel) || rel.startsWith('settings/global')) return 'model'
  return /^(texts|rules)\//.test(rel) ? 'client' : 'index'
}
const resolve = (spec, from) => {
  const r = ts.resolveModuleName(spec, from, options, ts.sys).resolvedModule
  return r && !r.resolvedFileName.includes('node_modules') ? path.resolve(r.resolvedFileName) : undefined
}

/** door -> module (relative to home, no extension) -> Set of export specifiers ("name", "default as X", "* as ns", "type T") */
const doors = { index: new Map(), client: new Map(), model: new Map() }
const need = (door, target, spec) => {
  const mod = './' + path.relative(home, target).replace(/\.(ts|tsx)$/, '')
  if (!doors[door].has(mod)) doors[door].set(mod, new Set())
  doors[door].get(mod).add(spec)
}

// What the doors export already stays (a second run adds to them).
for (const door of ['index', 'client', 'model']) {
  const file = path.join(home, `${door}.ts`)
  if (!fs.existsSync(file)) continue
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  for (const st of sf.statements) {
    if (!ts.isExportDeclaration(st) || !st.moduleSpecifier) continue
    const target = resolve(st.moduleSpecifier.text, file)
    if (!target) continue
    if (!st.exportClause) throw new Error(`${file}: export * is not kept`)
    if (ts.isNamespaceExport(st.exportClause)) need(door, target, `* as ${st.exportClause.name.text}`)
    else
      for (const el of st.exportClause.elements)
        need(
          door,
          target,
          (st.isTypeOnly || el.isTypeOnly ? 'type ' : '') + (el.propertyName ? `${el.propertyName.text} as ${el.name.text}` : el.name.text),
        )
  }
}

let rewritten = 0
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8')
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const edits = []
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const target = resolve(node.moduleSpecifier.text, file)
      const door = target && target.startsWith(home + path.sep) ? doorOf(target) : undefined
      if (door) {
        const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly
        if (ts.isImportDeclaration(node)) {
          const clause = node.importClause
          if (!clause) throw new Error(`${file}: side-effect import of ${node.moduleSpecifier.text}`)
          if (clause.name) need(door, target, `default as ${clause.name.text}`)
          const nb = clause.namedBindings
          if (nb && ts.isNamespaceImport(nb)) need(door, target, `* as ${nb.name.text}`)
          if (nb && ts.isNamedImports(nb))
            for (const el of nb.elements)
              need(door, target, `${typeOnly || el.isTypeOnly ? 'type ' : ''}${(el.propertyName ?? el.name).text}`)
          if (clause.name || (nb && ts.isNamespaceImport(nb))) {
            // `import X from deep` / `import * as X from deep` become named imports of the door.
            const names = []
            if (clause.name) names.push(clause.name.text)
            if (nb && ts.isNamespaceImport(nb)) names.push(nb.name.text)
            const rest = nb && ts.isNamedImports(nb) ? nb.elements.map((e) => e.getText()) : []
            edits.push({
              pos: node.getStart(),
              end: node.end,
              text: `import ${typeOnly ? 'type ' : ''}{ ${[...names, ...rest].join(', ')} } from '${doorSpec(door)}'`,
            })
            return
          }
        } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
          for (const el of node.exportClause.elements)
            need(door, target, `${typeOnly || el.isTypeOnly ? 'type ' : ''}${(el.propertyName ?? el.name).text}`)
        } else throw new Error(`${file}: export * from ${node.moduleSpecifier.text}`)
        edits.push({ pos: node.moduleSpecifier.getStart() + 1, end: node.moduleSpecifier.end - 1, text: doorSpec(door) })
      }
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0])) {
      const target = resolve(node.arguments[0].text, file)
      if (target && target.startsWith(home + path.sep) && doorOf(target))
        console.log(`dynamic import left as it is (lazy loading): ${path.relative(root, file)} -> ${node.arguments[0].text}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  if (!edits.length) continue
  let out = text
  for (const e of edits.sort((a, b) => b.pos - a.pos)) out = out.slice(0, e.pos) + e.text + out.slice(e.end)
  rewritten++
  if (!dry) fs.writeFileSync(file, out)
}
function doorSpec(door) {
  return `@/features/${feature}${door === 'index' ? '' : `/${door}`}`
}

for (const [door, modules] of Object.entries(doors)) {
  if (!modules.size) continue
  // A name is exported once per door: a value covers its type, and a module that re-exports another's names
  // (export * from) must not make a second export of the same name.
  const exported = new Set()
  const nameOf = (s) =>
    s
      .replace(/^type /, '')
      .split(' as ')
      .pop()
  const lines = [...modules.keys()].sort().map((mod) => {
    const all = [...modules.get(mod)]
    const values = new Set(all.filter((s) => !s.startsWith('type ')).map(nameOf))
    const specs = all.filter((s) => !(s.startsWith('type ') && values.has(nameOf(s))))
    const stars = specs.filter((s) => s.startsWith('* as '))
    const named = [...new Set(specs.filter((s) => !s.startsWith('* as ') && !exported.has(nameOf(s))))].sort((a, b) =>
      a.replace('type ', '').localeCompare(b.replace('type ', '')),
    )
    for (const s of specs) exported.add(nameOf(s))
    return [
      ...stars.map((s) => `export ${s} from '${mod}'`),
      ...(named.length ? [`export { ${named.join(', ')} } from '${mod}'`] : []),
    ].join('\n')
  })
  const head = {
    index: `/** The ${feature} feature's server door: what the rest of the app uses of it (client.ts and ui/ for browser code). */\n`,
    client: `/** What a browser bundle may import of the ${feature} feature: its texts and rules (components: ui/, each by its path). */\n`,
    model: `/** The ${feature} feature's model for payload.config.ts: collections, globals, jobs (no operations, so the config imports no request code). */\n`,
  }[door]
  const file = path.join(home, `${door}.ts`)
  if (dry) console.log(`--- ${path.relative(root, file)}\n${head}${lines.join('\n')}`)
  else fs.writeFileSync(file, head + lines.join('\n') + '\n')
}
console.log(`imports through the doors in ${rewritten} files`)
