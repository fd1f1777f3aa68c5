import t from 'tap'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A clone has only this repository: its README and docs must not point outside it. */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const FILES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]

for (const file of FILES) {
  t.test(file, async (t) => {
    const text = readFileSync(join(ROOT, file), 'utf8')
    t.notMatch(text, /\.\.\/shared/, 'names no file outside the repository')
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target as string)) continue
      const path = resolve(dirname(join(ROOT, file)), (target as string).split('#')[0] as string)
      t.ok(path.startsWith(ROOT + '/') && existsSync(path), `its link ${target as string} is a file of the repository`)
    }
  })
}
