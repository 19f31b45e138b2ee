import fs from 'node:fs/promises'
import path from 'node:path'

/** Chrome's per-file compile hint (V8, Chrome 136+; other browsers read it as a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Marks the scripts every page runs in full at start (Next's `rootMainFiles`: Turbopack's runtime, React DOM,
 * Next's router) with V8's compile hint, after `next build` has written them (next.config.ts,
 * `runAfterProductionCompile`). Without it, V8 compiles each module's function on the main thread the first
 * time it runs, and these modules all run at once: a profile of `/` on a 4× slower CPU showed one 80–130 ms
 * task, most of it compiling. With it, Chrome compiles them on the thread that streams the file in, and the
 * longest task fell to 25–40 ms. Other chunks (a page's own components, the forms' rules) stay lazy: not all
 * of their functions run. Returns the files it marked; a file already marked is left as it is.
 */
export async function addCompileHints(distDir: string): Promise<string[]> {
  const manifest = JSON.parse(await fs.readFile(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] }
  const marked: string[] = []
  for (const file of manifest.rootMainFiles ?? []) {
    if (!file.endsWith('.js')) continue
    const full = path.join(distDir, file)
    const text = await fs.readFile(full, 'utf8')
    if (text.startsWith(COMPILE_HINT)) continue
    await fs.writeFile(full, COMPILE_HINT + text)
    marked.push(file)
  }
  return marked
}
