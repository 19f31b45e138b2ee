import fs from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { base, freshMember } from '../../support/account'
import { expectNoAxeViolations } from '../../support/browser'
import { englishLeft } from '../../support/hindi-text'
import { expect, test } from '../../support/browser-fixtures'
import { shotsDir } from '../../support/screenshots'

/**
 * The opt-ins at 360 px in English and Hindi: the "Communication
 * choices" of /profile start unticked for a new member, a tick is saved and
 * mailed, the mail's link withdraws it with one button, and the box on the
 * profile withdraws too; axe clean, no English left on the Hindi pages.
 */
const SHOTS = shotsDir('privacy/optin')
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true })
}

const TEXT = {
  en: {
    newsletter: 'Send me the newsletter by e-mail',
    whatsapp: 'Send me updates on WhatsApp or SMS',
    saved: 'Saved. We have sent you an e-mail',
    savedOff: 'Saved. You will not get this any more.',
    button: 'Withdraw my consent',
    done: 'Your consent is withdrawn',
  },
  hi: {
    newsletter: 'मुझे ई-मेल से समाचार-पत्र भेजें',
    whatsapp: 'मुझे व्हाट्सऐप या एसएमएस पर सूचनाएँ भेजें',
    saved: 'सहेज लिया गया। हमने आपको एक ई-मेल भेजा है',
    savedOff: 'सहेज लिया गया। अब आपको यह नहीं भेजा जाएगा।',
    button: 'मेरी सहमति वापस लें',
    done: 'आपकी सहमति वापस ले ली गई है',
  },
} as const

async function consents(page: Page, token: string): Promise<Record<string, boolean>> {
  const res = await page.request.get(`${base}/api/my-data/consents`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { consents: Record<string, boolean> }).consents
}

/** Quoted-printable and base64 bodies undone well enough to find a link. */
function decode(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  const b64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:.+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((m) =>
    Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'),
  )
  return [qp, ...b64].join('\n')
}

/** The path of the withdrawal link in the newest mail to `to` (waits for the outbox to deliver it). */
async function withdrawalLinkFor(mailDir: string, to: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      () => {
        for (const file of fs.readdirSync(mailDir).sort().reverse()) {
          const text = decode(fs.readFileSync(path.join(mailDir, file), 'utf8'))
          if (!text.toLowerCase().includes(to.toLowerCase())) continue
          link = /\/(?:hi\/)?withdraw-consent\?p=\w+&(?:amp;)?t=[A-Za-z0-9%_.~-]+/.exec(text)?.[0].replace('&amp;', '&')
          if (link) return link
        }
        return undefined
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeTruthy()
  return link!
}

test.describe('Communication choices at 360 px', () => {
  for (const lang of ['en', 'hi'] as const) {
    test(`${lang}: unticked at first; a tick is saved and mailed; the mail's link withdraws it in one click`, async ({
      browser,
      newContext,
      app,
    }) => {
      const t = TEXT[lang]
      const prefix = lang === 'hi' ? '/hi' : ''
      const member = await freshMember(browser, { preferredLanguage: lang })
      const page = await (await newContext('mobile', { token: member.token, user: member.user })).newPage()
      await page.goto(`${base}${prefix}/profile`)
      const box = page.getByRole('checkbox', { name: t.newsletter })
      await expect(box).not.toBeChecked()
      await expect(page.getByRole('checkbox', { name: t.whatsapp })).not.toBeChecked()
      await expectNoAxeViolations(page)
      // The member's own details above are theirs, as written: the block itself must be all Hindi.
      if (lang === 'hi') expect(await englishLeft(page.getByRole('group', { name: 'संचार के विकल्प' }))).toEqual([])

      await box.check()
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible()
      expect(await consents(page, member.token)).toMatchObject({ newsletter: true, whatsapp: false })
      await page.reload()
      await expect(page.getByRole('checkbox', { name: t.newsletter })).toBeChecked()
      await shot(page, `profile-${lang}-360`)
      await page.setViewportSize({ width: 1280, height: 900 })
      await shot(page, `profile-${lang}-1280`)

      const link = await withdrawalLinkFor(app.mailDir, member.member.email)
      expect(link.startsWith(`${prefix}/withdraw-consent?p=newsletter&t=`)).toBe(true)
      const mailPage = await (await newContext('mobile')).newPage()
      await mailPage.goto(`${base}${link}`)
      const button = mailPage.getByRole('button', { name: t.button })
      await expect(button).toBeVisible()
      expect(await consents(page, member.token)).toMatchObject({ newsletter: true }) // a mail scanner's GET withdraws nothing
      await expectNoAxeViolations(mailPage)
      if (lang === 'hi') expect(await englishLeft(mailPage.locator('main'))).toEqual([])
      await shot(mailPage, `withdraw-${lang}-360`)

      await button.click()
      await expect(mailPage.getByRole('status').filter({ hasText: t.done })).toBeVisible()
      expect(await consents(page, member.token)).toMatchObject({ newsletter: false })
      await expectNoAxeViolations(mailPage)
      if (lang === 'hi') expect(await englishLeft(mailPage.locator('main'))).toEqual([])
      await shot(mailPage, `withdraw-${lang}-360-done`)
    })
  }

  test('the profile box withdraws too, and /my-data shows the same choices', async ({ browser, newContext }) => {
    const member = await freshMember(browser)
    const page = await (await newContext('mobile', { token: member.token, user: member.user })).newPage()
    await page.goto(`${base}/profile`)
    const box = page.getByRole('checkbox', { name: TEXT.en.whatsapp })
    await box.check()
    await expect(page.getByRole('status').filter({ hasText: TEXT.en.saved })).toBeVisible()
    await box.uncheck()
    await expect(page.getByRole('status').filter({ hasText: TEXT.en.savedOff })).toBeVisible()
    expect(await consents(page, member.token)).toMatchObject({ whatsapp: false })

    await page.goto(`${base}/hi/my-data`)
    await expect(page.getByRole('group', { name: 'संचार के विकल्प' })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: TEXT.hi.whatsapp })).not.toBeChecked()
    await expectNoAxeViolations(page)
    await shot(page, 'my-data-hi-360')
  })

  test('a forged link is refused in the page language and records nothing; a bare page says what it needs', async ({
    browser,
    newContext,
  }) => {
    const member = await freshMember(browser)
    const page = await (await newContext('mobile')).newPage()
    await page.goto(`${base}/hi/withdraw-consent?p=newsletter&t=1.${'A'.repeat(43)}`)
    await page.getByRole('button', { name: TEXT.hi.button }).click()
    await expect(page.locator('main [role="alert"]')).toHaveText(
      'सहमति वापस लेने का यह लिंक मान्य नहीं है। कृपया पुष्टि ई-मेल का लिंक फिर से खोलें, या अपनी प्रोफ़ाइल में अपने विकल्प बदलें।',
    )
    await expectNoAxeViolations(page)
    await shot(page, 'withdraw-hi-360-forged')
    expect(await consents(page, member.token)).toMatchObject({ newsletter: false })
    await page.goto(`${base}/withdraw-consent`)
    await expect(page.locator('main [role="alert"]')).toContainText('This page needs the link from your confirmation e-mail.')
    await expectNoAxeViolations(page)
  })
})
