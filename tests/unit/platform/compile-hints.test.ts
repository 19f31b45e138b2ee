import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT } from '../../../src/runtime/compile-hints'

let dir: string | undefined
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true })
})

/** A build folder with a manifest naming two root scripts, a root style, and a chunk of a page's own. */
async function fakeBuild() {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hints-'))
  await fs.mkdir(path.join(dir, 'static/chunks'), { recursive: true })
  const files = {
    'static/chunks/runtime.js': 'runtime();',
    'static/chunks/react-dom.js': 'reactDom();',
    'static/chunks/page.js': 'page();',
    'static/chunks/root.css': 'a{}',
  }
  for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(dir, name), text)
  const rootMainFiles = ['static/chunks/runtime.js', 'static/chunks/react-dom.js', 'static/chunks/root.css']
  await fs.writeFile(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles }))
  return {
    dir,
    read: (name: string) => fs.readFile(path.join(dir!, name), 'utf8'),
  }
}

describe('addCompileHints', () => {
  it('marks the scripts every page runs at start, and nothing else', async () => {
    const build = await fakeBuild()
    expect(await addCompileHints(build.dir)).toEqual(['static/chunks/runtime.js', 'static/chunks/react-dom.js'])
    expect(await build.read('static/chunks/runtime.js')).toBe(`${COMPILE_HINT}runtime();`)
    expect(await build.read('static/chunks/react-dom.js')).toBe(`${COMPILE_HINT}reactDom();`)
    expect(await build.read('static/chunks/page.js')).toBe('page();')
    expect(await build.read('static/chunks/root.css')).toBe('a{}')
  })

  it('marks a file once, however often the build step runs', async () => {
    const build = await fakeBuild()
    await addCompileHints(build.dir)
    expect(await addCompileHints(build.dir)).toEqual([])
    expect(await build.read('static/chunks/runtime.js')).toBe(`${COMPILE_HINT}runtime();`)
  })
})
