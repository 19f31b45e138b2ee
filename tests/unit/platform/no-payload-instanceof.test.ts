import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * No `instanceof` against a class imported from Payload. A process holds several copies of
 * Payload (Next's bundle, the start script's and the job runner's), so such a check is false whenever
 * another copy threw: a wrong password answered 500 on the running site. src/platform/payload/errors.ts
 * recognises Payload's errors by what they carry instead.
 */
const root = path.resolve(__dirname, '../../..')
const PAYLOAD_MODULE = /^(payload|payload\/.+|@payloadcms\/.+)$/

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : []
  })
}

/** The local names of the values a file imports from Payload's packages (`import { A, B as C } from 'payload'`). */
export function payloadImports(text: string): string[] {
  const names: string[] = []
  for (const m of text.matchAll(/import\s+(type\s+)?([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    if (m[1] || !PAYLOAD_MODULE.test(m[3])) continue
    const clause = m[2]
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? ''
    for (const part of named.split(',')) {
      const spec = part.trim()
      if (!spec || spec.startsWith('type ')) continue
      names.push(
        spec
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      )
    }
    const star = /\*\s+as\s+(\w+)/.exec(clause)?.[1]
    const fallback = /^(\w+)\s*(,|$)/.exec(clause.trim())?.[1]
    for (const n of [star, fallback]) if (n) names.push(n)
  }
  return names
}

/** `x instanceof Name` or `x instanceof ns.Name` for any Payload import of the file. */
export function payloadInstanceofs(text: string): string[] {
  const names = new Set(payloadImports(text))
  return [...text.matchAll(/instanceof\s+([\w$]+)/g)].map((m) => m[1]).filter((name) => names.has(name))
}

describe('instanceof on Payload classes', () => {
  it('the check finds one, under any import form', () => {
    expect(payloadInstanceofs(`import { AuthenticationError } from 'payload'\nif (err instanceof AuthenticationError) {}`)).toEqual([
      'AuthenticationError',
    ])
    expect(payloadInstanceofs(`import { APIError as E, type Payload } from 'payload'\nerr instanceof E`)).toEqual(['E'])
    expect(payloadInstanceofs(`import * as payload from 'payload'\nerr instanceof payload.ValidationError`)).toEqual(['payload'])
    expect(payloadInstanceofs(`import type { APIError } from 'payload'\nerr instanceof Error`)).toEqual([])
  })

  it('is used nowhere in src, scripts or payload.config.ts', () => {
    const files = [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'scripts')), path.join(root, 'payload.config.ts')]
    const found = files.flatMap((file) =>
      payloadInstanceofs(fs.readFileSync(file, 'utf8')).map((name) => `${path.relative(root, file)}: instanceof ${name}`),
    )
    expect(found).toEqual([])
  })
})
