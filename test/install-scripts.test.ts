import t from 'tap'
import { spawnSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * npm 11.19 and later skip a dependency's install scripts unless package.json's `allowScripts`
 * names it, and end every install with a warning listing those it skipped: a newcomer's first
 * `make run` should not end in a warning that asks them to review packages. Each dependency with
 * an install script is decided in package.json (README, "Which Node").
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const listed = spawnSync('npm', ['install-scripts', 'ls', '--json'], { cwd: ROOT, encoding: 'utf8' })
const knowsAllowScripts = listed.status === 0 && listed.stdout.trim().startsWith('{')

t.test('every dependency with an install script is allowed or denied in package.json', { skip: knowsAllowScripts ? false : `this npm (${spawnSync('npm', ['--version'], { encoding: 'utf8' }).stdout.trim()}) has no allowScripts: it runs every install script` }, async (t) => {
  const { allowScripts } = JSON.parse(listed.stdout) as { allowScripts: Array<{ name: string }> }
  t.same(allowScripts.map(({ name }) => name), [], 'npm install-scripts ls lists none left to review')
})
