import type { Field, TextField } from 'payload'

import { localizedText } from '../../../platform/payload/localized'

/**
 * Small field builders shared by the globals, so each global reads like a form.
 * Words are in English and Hindi (localized); links, addresses of the web,
 * e-mails and phone numbers are one for both (`plain`). Lists stay one list in
 * both languages: their items' words are localized, not the lists.
 */

export const text = (name: string, label: string, extra: Partial<TextField> = {}): Field =>
  localizedText({ name, label, type: 'text', maxLength: 300, ...extra } as TextField)

/** A text that is the same in both languages: a phone number, an e-mail, a link. */
export const plain = (name: string, label: string, extra: Partial<TextField> = {}): Field =>
  ({ name, label, type: 'text', maxLength: 300, ...extra }) as Field

export const longText = (name: string, label: string, description?: string): Field =>
  localizedText({
    name,
    label,
    type: 'textarea',
    maxLength: 20000,
    admin: { description: description ?? 'Each line break starts a new paragraph.' },
  })

/** A list of short texts (aims, goals, objectives …). */
export const textList = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  labels: { singular: 'Item', plural: 'Items' },
  fields: [localizedText({ name: 'text', type: 'textarea', required: true, maxLength: 2000 })],
})

/** Cards with a title and a short text (What We Do, programs). */
export const cards = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    localizedText({ name: 'title', type: 'text', required: true, maxLength: 120 }),
    localizedText({ name: 'text', type: 'textarea', maxLength: 1000 }),
  ],
})

export const link = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    localizedText({ name: 'label', type: 'text', required: true, maxLength: 80 }),
    { name: 'href', label: 'Link (e.g. /about or https://…)', type: 'text', required: true, maxLength: 300 },
  ],
})

export const SOCIAL_NETWORKS = ['facebook', 'x', 'youtube', 'instagram', 'linkedin', 'whatsapp'] as const

export const socialLinks = (name = 'socialLinks', label = 'Social links'): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    { name: 'network', type: 'select', required: true, options: [...SOCIAL_NETWORKS] },
    { name: 'url', type: 'text', required: true, maxLength: 300 },
  ],
})
