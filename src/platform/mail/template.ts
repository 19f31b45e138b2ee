import type { Locale } from '../i18n/locales'

/**
 * The one look of every e-mail: plain text and simple HTML, greeting, paragraphs and signature, in the mail's
 * language. Features write their own mails with `render` (beside the feature, texts in its texts/); the caller
 * passes the site's own URL (SITE_URL, never a request's Host header), the association's name and the language.
 */

export type MailMessage = { subject: string; text: string; html: string }

export type MailContext = { siteUrl: string; orgName: string; lang: Locale }

/** Paragraphs of plain text; a paragraph may hold one link, given as [label, url]. */
export type Paragraph = string | { before: string; link: [string, string]; after?: string }

/** The greeting and signature of every mail. */
export const FRAME_TEXT: Record<Locale, { greeting: string; regards: string }> = {
  en: { greeting: 'Dear {name},', regards: 'Regards,' },
  hi: { greeting: 'प्रिय {name},', regards: 'सादर,' },
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A text with its {placeholders} filled. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m))

/** A page of the site in the mail's language (Hindi pages live under /hi). */
export const page = (ctx: MailContext, path: string) => `${ctx.siteUrl}${ctx.lang === 'hi' ? '/hi' : ''}${path}`

export function render(subject: string, name: string, paragraphs: Paragraph[], ctx: MailContext): MailMessage {
  const t = FRAME_TEXT[ctx.lang]
  const greeting = fill(t.greeting, { name })
  const signature = `${t.regards}\n${ctx.orgName}`
  const asText = (p: Paragraph) => (typeof p === 'string' ? p : `${p.before}\n${p.link[1]}${p.after ? `\n\n${p.after}` : ''}`)
  const asHtml = (p: Paragraph) =>
    typeof p === 'string'
      ? `<p>${escapeHtml(p)}</p>`
      : `<p>${escapeHtml(p.before)}</p><p><a href="${escapeHtml(p.link[1])}">${escapeHtml(p.link[0])}</a></p>` +
        (p.after ? `<p>${escapeHtml(p.after)}</p>` : '')
  const text = [greeting, ...paragraphs.map(asText), signature].join('\n\n') + '\n'
  const html =
    `<!doctype html><html lang="${ctx.lang}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">` +
    `<p>${escapeHtml(greeting)}</p>${paragraphs.map(asHtml).join('')}` +
    `<p>${escapeHtml(t.regards)}<br>${escapeHtml(ctx.orgName)}</p></body></html>`
  return { subject, text, html }
}

/** Whether mail to `address` can never arrive (an erased member's placeholder, or any other `.invalid` address, RFC 6761). */
export const isUndeliverable = (address: string) => /\.invalid$/i.test(address.trim())
