import type { Field, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CONTROL_CHARS_MESSAGE } from '../../../src/platform/validation/messages'
import { cmsApi, errorOf, userWithToken } from '../../support/cms-api'
import { testPayload } from '../../support/payload'

/**
 * Text with a NUL character was a 500 (PostgreSQL cannot store it).
 * Every text field of every collection and global now refuses control characters
 * with a clear 400, whoever writes; tab and line breaks stay text.
 */
let payload: Payload
let editor: Awaited<ReturnType<typeof userWithToken>>

beforeAll(async () => {
  payload = await testPayload()
  editor = await userWithToken(payload, 'editor')
})

type TextField = { path: string; validate: (value: unknown, options: unknown) => unknown }
function textFields(fields: Field[], prefix: string, out: TextField[] = []): TextField[] {
  for (const field of fields) {
    const name = 'name' in field ? field.name : undefined
    const path = name ? `${prefix}.${name}` : prefix
    if ((field.type === 'text' || field.type === 'textarea' || field.type === 'email') && field.validate)
      out.push({ path, validate: field.validate as TextField['validate'] })
    if ('fields' in field && Array.isArray(field.fields)) textFields(field.fields, path, out)
    if (field.type === 'tabs') for (const tab of field.tabs) textFields(tab.fields, path, out)
    if (field.type === 'blocks') for (const block of field.blocks) textFields(block.fields, `${path}.${block.slug}`, out)
  }
  return out
}

describe('control characters in stored text', () => {
  it('every text field of every collection and global refuses them, those Payload adds too (row ids, file names)', () => {
    const fields = [
      ...payload.config.collections.flatMap((c) => textFields(c.fields, c.slug)),
      ...payload.config.globals.flatMap((g) => textFields(g.fields, `globals.${g.slug}`)),
    ]
    expect(fields.length).toBeGreaterThan(50)
    const refuses = (f: TextField) => {
      try {
        return f.validate('a\u0000b', {}) === CONTROL_CHARS_MESSAGE.en
      } catch {
        return false // it went on to Payload's own check, which needs a request
      }
    }
    const accepting = fields.filter((f) => !refuses(f)).map((f) => f.path)
    expect(accepting).toEqual([])
  })

  it.each([
    ['a news title', 'PATCH', 'news', { title: 'a\u0000b' }],
    ['a news text', 'PATCH', 'news', { content: 'line\u0007bell' }],
    ['a video description', 'PATCH', 'videos', { description: 'x\u001b[31m' }],
    ['a global text (site name)', 'POST', 'globals/site-settings', { siteName: 'UP\u0000CHO' }],
    ['a text in a global list (menu label)', 'POST', 'globals/site-settings', { siteName: 'UP CHO', menu: [{ label: 'Home\u0000' }] }],
    ["a list row's id (was a 500)", 'POST', 'globals/site-settings', { siteName: 'UP CHO', menu: [{ id: 'a\u0000b', label: 'Home' }] }],
  ] as const)('%s through /cms-api: 400 with a clear message, nothing stored', async (_what, method, target, body) => {
    let path: string = target
    if (target !== 'globals/site-settings') {
      const doc = await payload.create({
        collection: target,
        data:
          target === 'news'
            ? { title: 'Kept', content: 'x', date: new Date().toISOString() }
            : { title: 'Kept', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', uploadDate: new Date().toISOString() },
      })
      path = `${target}/${doc.id}`
    }
    const res = await cmsApi(method, path, { token: editor.token, body })
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toBe(CONTROL_CHARS_MESSAGE.en)
  })

  it('keeps tabs and line breaks, which are text', async () => {
    const news = await payload.create({ collection: 'news', data: { title: 'Kept', content: 'x', date: new Date().toISOString() } })
    const res = await cmsApi('PATCH', `news/${news.id}`, { token: editor.token, body: { content: 'First line\r\nSecond\tline' } })
    expect(res.status).toBe(200)
  })
})
