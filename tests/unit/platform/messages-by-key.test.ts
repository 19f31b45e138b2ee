import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { definedMessages, defineMessages, Message, messageText } from '../../../src/platform/i18n/messages'
import { preferredLocale } from '../../../src/platform/http/request-language'
import { HttpError, json, reply, route } from '../../../src/platform/http/route'
import { parseInput } from '../../../src/platform/validation/validation'
import { FIELDS_WITH_HINDI, FORM_MESSAGES } from '../../../src/platform/validation/messages'
import { requiredText } from '../../../src/platform/validation/fields'
import { z } from '../../../src/platform/validation/zod'

const SRC = path.resolve(__dirname, '../../../src')

/** Every module of src/ that defines messages, loaded so the whole catalogue is in the table. */
function definingModules(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return definingModules(file)
    return /\.tsx?$/.test(entry.name) && fs.readFileSync(file, 'utf8').includes('defineMessages(') ? [file] : []
  })
}

const modules = definingModules().filter((f) => !f.endsWith(path.join('i18n', 'messages.ts')))
await Promise.all(modules.map((m) => import(m)))

// A sample for each parameter, as digits: a text parameter reads them, and a number parameter only prints them.
const SAMPLE_ARGS = ['7', '3', '11']
const render = (text: string | ((...args: unknown[]) => string)) => (typeof text === 'function' ? text(...SAMPLE_ARGS) : text)
const DEVANAGARI = /[\u0900-\u097F]/

describe('the catalogue of messages', () => {
  const entries = [...definedMessages()].filter(([key]) => !key.startsWith('test.'))

  // The central English-to-Hindi table these replaced held 250 texts and patterns; some are one function now.
  it('is defined beside the features, every message the central table held', () => {
    expect(modules.length).toBeGreaterThanOrEqual(30)
    expect(entries.length).toBeGreaterThanOrEqual(225)
  })

  it.each(entries.map(([key, entry]) => [key, entry] as const))('%s has English and Hindi', (key, entry) => {
    expect(typeof entry.en, key).toBe(typeof entry.hi)
    const en = render(entry.en)
    const hi = render(entry.hi)
    expect(en.trim(), key).not.toBe('')
    expect(hi, key).toMatch(DEVANAGARI)
    expect(hi, key).not.toBe(en)
  })

  it('keeps the numbers of a message with a variable part', () => {
    for (const [key, entry] of entries) {
      if (typeof entry.en !== 'function') continue
      const en = render(entry.en)
      for (const n of SAMPLE_ARGS.filter((n) => new RegExp(`\\b${n}\\b`).test(en))) {
        expect(render(entry.hi), `${key} keeps ${n}`).toContain(n)
      }
    }
  })

  it('names every form field in Hindi', () => {
    for (const field of FIELDS_WITH_HINDI) {
      expect(FORM_MESSAGES.required(field).hi.replace('EHRMS', ''), field).not.toMatch(/[A-Za-z]/)
    }
    expect(FORM_MESSAGES.required('name').hi).toBe('नाम आवश्यक है')
    expect(FORM_MESSAGES.tooLong('subject', 200).hi).toBe('विषय अधिक से अधिक 200 अक्षरों का हो सकता है')
    expect(FORM_MESSAGES.required('name').en).toBe('Name is required')
  })

  it('refuses one key defined twice with different words', () => {
    defineMessages('test.twice', { one: { en: 'One', hi: 'एक' } })
    expect(() => defineMessages('test.twice', { one: { en: 'Another', hi: 'दूसरा' } })).toThrow(/defined twice/)
  })
})

describe('what the code says to a caller', () => {
  // A message written out where it is thrown would reach a Hindi caller in English: each one is a defined Message.
  const BARE = /new HttpError\(\s*\d+,\s*[`'"]|reply\(\s*\d+,\s*[`'"]|tooMany\(\s*[`'"]|failure:\s*[`'"]|withinLimit\([^)]*,\s*[`'"][^)]*\)/

  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name)
      return entry.isDirectory() ? sources(file) : /\.tsx?$/.test(entry.name) ? [file] : []
    })

  it('is never bare English at a throw, a reply or a limit', () => {
    const bare = sources(SRC).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (BARE.test(line) ? [`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(bare).toEqual([])
  })

  it('has no table of English to Hindi left to look words up in', () => {
    expect(fs.existsSync(path.join(SRC, 'platform/i18n/api-messages.ts'))).toBe(false)
  })
})

describe('a message travels by its key', () => {
  const SAID = defineMessages('test.edge', {
    fixed: { en: 'The thing was not found.', hi: 'वस्तु नहीं मिली।' },
    counted: { en: (n: number) => `Try again in ${n} minutes.`, hi: (n: number) => `${n} मिनट बाद फिर से प्रयास करें।` },
  })

  it('a token names the key and the arguments, and renders in either language', () => {
    const said = SAID.counted(5)
    expect(said.token).toBe('{{msg:test.edge.counted|[5]}}')
    expect(Message.fromToken(said.token)?.in('hi')).toBe('5 मिनट बाद फिर से प्रयास करें।')
    expect(messageText(said.token, 'en')).toBe('Try again in 5 minutes.')
    expect(messageText('Plain words', 'hi')).toBe('Plain words')
    expect(Message.fromToken('{{msg:test.edge.counted|not json}}')).toBeNull()
  })

  const hindi = { 'accept-language': 'hi-IN,hi;q=0.9' }
  const answer = async (handler: () => Promise<Response>, headers: Record<string, string> = {}) => {
    const res = await route(handler)(new Request('http://localhost/api/x', { headers }))
    return { status: res.status, body: (await res.json()) as { message: string }, res }
  }

  it('a thrown Message answers in the language the request asks for, and its key does not leave the server', async () => {
    const thrown = () => Promise.reject(new HttpError(404, SAID.fixed))
    const en = await answer(thrown)
    const hi = await answer(thrown, hindi)
    expect([en.status, en.body.message]).toEqual([404, 'The thing was not found.'])
    expect([hi.status, hi.body.message]).toEqual([404, 'वस्तु नहीं मिली।'])
    expect(hi.res.headers.get('content-language')).toBe('hi')
    expect(en.res.headers.get('x-message-key')).toBeNull()
    expect(hi.res.headers.get('x-message-key')).toBeNull()
  })

  it('a reply and a zod issue go the same way', async () => {
    expect((await answer(async () => reply(200, SAID.counted(2)), hindi)).body.message).toBe('2 मिनट बाद फिर से प्रयास करें।')
    expect((await answer(async () => json({ done: true, message: SAID.fixed }), hindi)).body).toEqual({
      done: true,
      message: 'वस्तु नहीं मिली।',
    })
    const schema = z.object({ name: requiredText('name', 10) })
    const zodFailure = async () => parseInput(schema, {}) as never
    expect((await answer(zodFailure)).body.message).toBe('Name is required')
    expect((await answer(zodFailure, hindi)).body.message).toBe('नाम आवश्यक है')
  })

  it("a Message from another copy of the module (a Payload hook's bundle) is still read by its key", async () => {
    const fromOtherCopy = { key: 'test.edge.counted', args: [4] }
    expect((await answer(async () => json({ message: fromOtherCopy }), hindi)).body).toEqual({ message: '4 मिनट बाद फिर से प्रयास करें।' })
  })

  it('text that is not a Message stays as it is, even when its English is a defined message', async () => {
    const plain = () => Promise.reject(new HttpError(404, 'The thing was not found.'))
    expect((await answer(plain, hindi)).body.message).toBe('The thing was not found.')
  })
})

describe('the language a request asks for', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5,hi;q=0.6', 'hi'],
    ['hi;q=0, en', 'en'],
    ['fr-FR,de;q=0.9', 'en'],
    ['*', 'en'],
    ['mr-IN,hi;q=0.8', 'hi'],
    ['hi;q=abc', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(preferredLocale(header)).toBe(expected)
  })
})
