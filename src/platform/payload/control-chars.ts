import type { Config, Validate } from 'payload'

import { hasControlChars } from '../validation/text'
import { CONTROL_CHARS_MESSAGE } from '../validation/messages'
import { cmsLanguage } from './cms-language'

type Validated = {
  type: string
  validate?: Validate
  fields?: Validated[]
  tabs?: { fields: Validated[] }[]
  blocks?: { fields: Validated[] }[]
}

const withControlCharCheck =
  (next: Validate): Validate =>
  (value, options) => {
    const values: unknown[] = Array.isArray(value) ? value : [value]
    if (values.some((v) => typeof v === 'string' && hasControlChars(v))) return CONTROL_CHARS_MESSAGE.in(cmsLanguage(options))
    return next(value, options)
  }

/** Every text, textarea and e-mail field of (sanitized) `fields`, at any depth, refusing control characters. */
export function refuseControlChars(fields: Validated[]): void {
  for (const field of fields) {
    if (['text', 'textarea', 'email'].includes(field.type) && field.validate) field.validate = withControlCharCheck(field.validate)
    if (field.fields) refuseControlChars(field.fields)
    for (const tab of field.tabs ?? []) refuseControlChars(tab.fields)
    for (const block of field.blocks ?? []) refuseControlChars(block.fields)
  }
}

/**
 * A plugin giving every text field of every collection and global the
 * control-character rule once Payload has built them all — its own fields too
 * (the ids of array rows, upload file names, the CMS's preferences and locks).
 * PostgreSQL cannot store NUL (it was a 500), and the others only hide text from
 * the office. The site's forms clean them away; what arrives through /cms or
 * /cms-api is refused with a clear message instead.
 */
export const controlCharsRefused = (config: Config): Config => ({
  ...config,
  onInit: async (payload) => {
    for (const collection of payload.config.collections) refuseControlChars(collection.fields as Validated[])
    for (const global of payload.config.globals) refuseControlChars(global.fields as Validated[])
    await config.onInit?.(payload)
  },
})
