import type { TextareaField, TextField } from 'payload'
import { text, textarea } from 'payload/shared'

/**
 * Texts office staff write in English and Hindi. Payload keeps one
 * value per locale (`localized: true`) and falls back to English where the
 * Hindi is empty. A text the site needs is required in English only: a news
 * item may go out in English first and get its Hindi later, and the Hindi
 * pages then show the English (the fallback).
 */
type LocalizedText = Omit<TextField, 'hasMany'> | TextareaField

export function localizedText<F extends LocalizedText>(field: F): F {
  const requiredInEnglish = Boolean(field.required)
  const description = requiredInEnglish ? 'Required in English; without a Hindi text the Hindi site shows the English.' : undefined
  const base = field.type === 'textarea' ? textarea : text
  return {
    ...field,
    localized: true,
    required: false,
    admin: { ...field.admin, ...(description && !field.admin?.description ? { description } : {}) },
    validate: (value: unknown, options: Parameters<typeof base>[1]) =>
      base(value as never, { ...options, required: requiredInEnglish && String(options.req?.locale) !== 'hi' } as never),
  } as F
}
