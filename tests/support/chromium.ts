import fs from 'node:fs'

/** Debian's Chromium (or CHROMIUM_PATH); never a downloaded browser. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const hasChromium = () => fs.existsSync(chromiumPath())

/** This machine has no network beyond loopback: keep Chromium from phoning home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
