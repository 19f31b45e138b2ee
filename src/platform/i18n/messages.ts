import type { Locale } from './locales'

/**
 * The messages the site says to a caller (the /api answers, the forms' checks), each defined once beside its rule
 * with its English (the spec's text) and its Hindi, under a key such as `grievances.notFound`. A thrown HttpError,
 * a `reply` and a zod issue carry the key (and the message's arguments), and whoever shows the message renders the
 * key in the caller's language: the HTTP edge (src/platform/http/answer-language.ts) and the forms. Nothing looks a
 * message up by its English.
 *
 *   export const GRIEVANCE_MESSAGES = defineMessages('grievances', {
 *     notFound: { en: 'Grievance not found', hi: 'शिकायत नहीं मिली' },
 *     tooMany: { en: (n: number) => `At most ${n} files.`, hi: (n: number) => `अधिकतम ${n} फ़ाइलें।` },
 *   })
 *   throw new HttpError(404, GRIEVANCE_MESSAGES.notFound)      // a Message
 *   z.string().min(1, GRIEVANCE_MESSAGES.notFound.token)        // zod keeps strings: the token names the key
 */

export type MessageArg = string | number
type Fixed = { readonly en: string; readonly hi: string }
// `any` here only so each entry keeps its own parameter list; the arguments are checked where the message is made.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Varying = { readonly en: (...args: any[]) => string; readonly hi: (...args: any[]) => string }
type Entry = Fixed | Varying

export type Messages<T extends Record<string, Entry>> = {
  readonly [K in keyof T]: T[K] extends { en: (...args: infer A) => string } ? (...args: A) => Message : Message
}

// One table for every copy of this module: Next bundles the pages and the routes apart, and the start script and
// the job runner load src/ again, so a message made in one copy may be shown by another.
const REGISTRY_KEY = Symbol.for('upcho.messages')
type Registry = Map<string, Entry>
const registry: Registry = ((globalThis as Record<symbol, unknown>)[REGISTRY_KEY] as Registry | undefined) ?? new Map<string, Entry>()
;(globalThis as Record<symbol, unknown>)[REGISTRY_KEY] = registry

const TOKEN_START = '{{msg:'
const TOKEN_END = '}}'

/** One thing said: its key, its arguments, and its text in either language. */
export class Message {
  constructor(
    readonly key: string,
    readonly args: readonly MessageArg[] = [],
  ) {}

  /** The text in `lang` (a key nobody defined reads as the key: the catalogue test keeps that from happening). */
  in(lang: Locale): string {
    const entry = registry.get(this.key)
    if (!entry) return this.key
    const text = entry[lang]
    return typeof text === 'function' ? text(...this.args) : text
  }

  get en(): string {
    return this.in('en')
  }

  get hi(): string {
    return this.in('hi')
  }

  /** The message as one string (for zod's messages and headers): the key and the arguments, not the text. */
  get token(): string {
    return `${TOKEN_START}${this.key}${this.args.length ? `|${JSON.stringify(this.args)}` : ''}${TOKEN_END}`
  }

  toString(): string {
    return this.en
  }

  /** The message a token names; null for any other text. */
  static fromToken(text: string): Message | null {
    if (!text.startsWith(TOKEN_START) || !text.endsWith(TOKEN_END)) return null
    const inner = text.slice(TOKEN_START.length, -TOKEN_END.length)
    const bar = inner.indexOf('|')
    if (bar === -1) return new Message(inner)
    try {
      const args: unknown = JSON.parse(inner.slice(bar + 1))
      return Array.isArray(args) ? new Message(inner.slice(0, bar), args as MessageArg[]) : null
    } catch {
      return null
    }
  }
}

/**
 * `value` as a Message when it is one, read by shape: a Message made by another copy of this module (a Payload hook
 * runs in another bundle than the route that answers) fails `instanceof` but keeps its key and arguments.
 */
export function asMessage(value: unknown): Message | undefined {
  if (value instanceof Message) return value
  const m = value as { key?: unknown; args?: unknown } | null
  return m && typeof m === 'object' && typeof m.key === 'string' && Array.isArray(m.args) ? new Message(m.key, m.args) : undefined
}

/** A message as shown in `lang`: a Message or a token rendered; any other text (already words) as it is. */
export function messageText(said: string | Message, lang: Locale): string {
  const message = typeof said === 'string' ? Message.fromToken(said) : said
  return message ? message.in(lang) : (said as string)
}

/** Defines `area`'s messages under the keys `area.name` and returns them ready to throw, reply or give to zod. */
export function defineMessages<T extends Record<string, Entry>>(area: string, table: T): Messages<T> {
  const out: Record<string, Message | ((...args: MessageArg[]) => Message)> = {}
  for (const [name, entry] of Object.entries(table)) {
    const key = `${area}.${name}`
    const known = registry.get(key)
    // The same module loaded twice (two bundles) defines the same text again; two modules may not share a key.
    if (known && typeof known.en === 'string' && known.en !== entry.en) throw new Error(`The message ${key} is defined twice`)
    registry.set(key, entry)
    out[name] = typeof entry.en === 'function' ? (...args: MessageArg[]) => new Message(key, args) : new Message(key)
  }
  return out as Messages<T>
}

/** Every defined key and its entry (for the catalogue test). */
export const definedMessages = (): ReadonlyMap<string, Entry> => registry
