import type { FlattenedField } from 'payload'

import { addressHasControlChars } from '../validation/text'

/**
 * The query string of Payload's REST API, checked before Payload reads it:
 * Payload passes what it cannot make sense of to PostgreSQL, which answers
 * with an error that becomes a 500 (found by tests/e2e/platform/malformed-input.test.ts):
 * `page=-5`, `limit=0.5`, `where=not-json`, an id or relation above the 32-bit
 * serial range or not a number at all, `contains` or `near` on a date, an
 * object where a value belongs. Each returns the message of a 400, or null.
 */

// Ids and relations are PostgreSQL serials: positive 32-bit integers.
export const MAX_ID = 2_147_483_647
const ID = /^\d{1,10}$/
export const isId = (value: string) => ID.test(value) && Number(value) <= MAX_ID

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
const WHOLE = /^\d{1,7}$/
const NUMBER = /^-?\d{1,15}(\.\d{1,15})?$/
const MAX_NESTING = 12

/** The keys of a query string, as Payload's qs reads them: `where[or][0][title][like]=x` → where.or.0.title.like. */
export function parseQuery(search: string): { query: Record<string, unknown> } | { error: string } {
  // Null prototypes, and no key that names one: `__proto__[x]=1` must never reach Object.prototype.
  const query: Record<string, unknown> = Object.create(null)
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    let key: string
    let value: string
    try {
      key = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '))
      value = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '))
    } catch {
      return { error: 'The query string is malformed.' }
    }
    if (addressHasControlChars(key) || addressHasControlChars(value)) return { error: 'The query string contains control characters.' }
    const parts = key.split(/\]\[|\[|\]/).filter((p, i) => i === 0 || p !== '')
    if (parts.length > MAX_NESTING) return { error: 'The query string is nested too deeply.' }
    if (parts.some((p) => RESERVED_KEYS.has(p))) return { error: 'The query string names a reserved key.' }
    let node = query
    parts.forEach((part, i) => {
      if (i === parts.length - 1)
        return void (node[part] = Array.isArray(node[part])
          ? [...(node[part] as unknown[]), value]
          : node[part] === undefined
            ? value
            : [node[part], value])
      if (typeof node[part] !== 'object' || node[part] === null || Array.isArray(node[part])) node[part] = Object.create(null)
      node = node[part] as Record<string, unknown>
    })
  }
  return { query }
}

/** page, limit and depth: whole numbers (page from 1) of sane size. */
function checkNumbers(query: Record<string, unknown>): string | null {
  for (const key of ['page', 'limit', 'depth'] as const) {
    if (!(key in query)) continue
    const value = query[key]
    if (typeof value !== 'string' || !WHOLE.test(value) || (key === 'page' && Number(value) < 1)) {
      return `"${key}" must be a whole number${key === 'page' ? ' from 1' : ''} of at most 7 digits.`
    }
  }
  return null
}

type Kind = 'id' | 'number' | 'date' | 'text' | 'other'

function kindOf(fields: FlattenedField[], path: string): Kind {
  const names = path.split('.')
  const last = names[names.length - 1]
  if (names.length > 1) return last === 'id' ? 'id' : 'other'
  if (path === 'id') return 'id'
  const field = fields.find((f) => f.name === path)
  if (!field) return 'other'
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') return 'id'
  if (field.type === 'number') return 'number'
  if (field.type === 'date') return 'date'
  if (['text', 'textarea', 'email', 'select', 'radio', 'code', 'richText'].includes(field.type)) return 'text'
  return 'other'
}

const LIST_OPERATORS = new Set(['in', 'not_in'])
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
// Geometry and array operators: no field of ours is a point or has many values.
const REFUSED_OPERATORS = new Set(['near', 'within', 'intersects', 'all'])

function checkConstraint(kind: Kind, path: string, operator: string, value: unknown): string | null {
  if (REFUSED_OPERATORS.has(operator)) return `The operator "${operator}" is not supported.`
  if (TEXT_OPERATORS.has(operator) && kind !== 'text' && kind !== 'other') return `The operator "${operator}" only applies to text fields.`
  const values = LIST_OPERATORS.has(operator)
    ? Array.isArray(value)
      ? value
      : typeof value === 'string'
        ? value.split(',')
        : [value]
    : [value]
  for (const raw of values) {
    // JSON `where` may carry numbers, booleans and null; brackets only text.
    if (raw === null) continue
    if (typeof raw === 'object' || typeof raw === 'undefined') return `The value of "${path}" must be text.`
    const v = String(raw)
    if (operator === 'exists') continue
    if (kind === 'id' && v !== '' && !isId(v)) return `"${path}" must be a whole number from 0 to ${MAX_ID}.`
    if (kind === 'number' && v !== '' && !NUMBER.test(v)) return `"${path}" must be a number.`
  }
  return null
}

/** A `where` tree: `and`/`or` lists of trees, or field paths with { operator: value }. */
export function checkWhere(where: unknown, fields: FlattenedField[], depth = 0): string | null {
  if (depth > MAX_NESTING) return 'The "where" query is nested too deeply.'
  if (typeof where !== 'object' || where === null) return 'The "where" query must be an object.'
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      if (typeof value !== 'object' || value === null) return `"${key}" must be a list of conditions.`
      for (const branch of Object.values(value)) {
        const problem = checkWhere(branch, fields, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return `The condition on "${key}" must name an operator.`
    for (const [operator, operand] of Object.entries(value)) {
      const problem = checkConstraint(kindOf(fields, key), key, operator, operand)
      if (problem) return problem
    }
  }
  return null
}

/** The whole query: numbers, and `where` / `data` whether sent as brackets or as JSON text. */
export function checkQuery(query: Record<string, unknown>, fields: FlattenedField[]): string | null {
  const numbers = checkNumbers(query)
  if (numbers) return numbers
  for (const key of ['where', 'data'] as const) {
    if (typeof query[key] !== 'string' || query[key] === '') continue
    try {
      query[key] = JSON.parse(query[key])
    } catch {
      return `"${key}" is not valid JSON.`
    }
  }
  return query.where === undefined ? null : checkWhere(query.where, fields)
}
