import type { Field } from 'payload'

/** Small field builders shared by the globals, so each global reads like a form. */

export const text = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, type: 'text', maxLength: 300, ...extra }) as Field

export const longText = (name: string, label: string, description?: string): Field => ({
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
  fields: [{ name: 'text', type: 'textarea', required: true, maxLength: 2000 }],
})

/** Cards with a title and a short text (What We Do, programs). */
export const cards = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'text', type: 'textarea', maxLength: 1000 },
  ],
})

export const link = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    { name: 'label', type: 'text', required: true, maxLength: 80 },
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
