import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { buildApp } from '../src/app.js'
import { ENGINE, fileDatabaseUrl, payable, testConfig } from './helper.js'

/**
 * docs/CONTRACT.md section 6: keys are managed by the project's command-line tool. The documented
 * invocation is `npm run -s keys -- create --company <c> --scopes read,write --name <n>`, which
 * prints only the token on stdout so a script can capture it.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const CLI = join(ROOT, 'dist', 'src', 'cli', 'keys.js')
const TOKEN_LINE = /^csk_[A-Za-z0-9_-]{43}\n$/

interface Run { code: number | null, stdout: string, stderr: string }

/** The environment of a child process: ours without the test runner's loaders, plus `extra`. */
function childEnv (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (name === 'NODE_OPTIONS' || name.startsWith('TAP') || name.startsWith('_TAPJS')) continue
    env[name] = value
  }
  return { ...env, LOG_LEVEL: 'silent', ...extra }
}

async function run (command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return await new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

const databaseUrl = await fileDatabaseUrl()

/** The built CLI, as `npm run keys` runs it after its build step. */
async function keys (...args: string[]): Promise<Run> {
  return await run(process.execPath, [CLI, ...args], { DATABASE_URL: databaseUrl })
}

/** One line of `keys list`: id, name, company, scopes, created at, active | revoked <when>. */
function listed (stdout: string): Array<{ id: string, name: string, company: string, scopes: string, state: string }> {
  return stdout.split('\n').filter((line) => line !== '').map((line) => {
    const [id = '', name = '', company = '', scopes = '', , state = ''] = line.split('\t')
    return { id, name, company, scopes, state }
  })
}

t.test('keys create, list and revoke against the service', async (t) => {
  const app = await buildApp(await testConfig({ DATABASE_URL: databaseUrl }))
  t.teardown(() => app.close())
  const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    await app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } })

  // The documented invocation; its prekeys step builds dist/, which the direct calls below then use.
  const created = await run('npm', ['run', '-s', 'keys', '--', 'create', '--company', 'acme', '--scopes', 'read,write', '--name', 'ci'], { DATABASE_URL: databaseUrl })
  t.equal(created.code, 0, `the documented npm invocation succeeds: ${created.stderr}`)
  if (created.code !== 0 || !existsSync(CLI)) throw new Error(`npm run -s keys -- create failed; the build may be broken:\n${created.stdout}${created.stderr}`)
  t.match(created.stdout, TOKEN_LINE, 'stdout is the token alone, on one line')
  const token = created.stdout.trim()

  t.test('the token works against a service on the same database', async (t) => {
    const list = await call(token, 'GET', '/contas-pagar')
    t.equal(list.statusCode, 200)
    t.same(list.json().data, [])
    const write = await call(token, 'POST', '/contas-pagar', { data: payable() })
    t.equal(write.statusCode, 201, 'read,write allows writing')
    const id = write.json().insertId
    const read = await call(token, 'GET', `/contas-pagar/${id}`)
    t.equal(read.statusCode, 200)
    t.equal(read.json().data.info.uInc, 'ci', 'the key name is the user of the change')
  })

  t.test('keys list shows the key, without the token', async (t) => {
    const list = await keys('list')
    t.equal(list.code, 0, list.stderr)
    const rows = listed(list.stdout)
    t.match(rows, [{ id: /^[0-9]+$/, name: 'ci', company: 'acme', scopes: 'read,write', state: 'active' }])
    t.notMatch(list.stdout, token, 'the token is never shown again')
    t.notMatch(list.stdout, token.slice(4), 'not even without its prefix')
  })

  t.test('a read-only key made by the CLI reads but cannot write', async (t) => {
    const created = await keys('create', '--company', 'acme', '--scopes', 'read', '--name', 'reporting')
    t.equal(created.code, 0, created.stderr)
    t.match(created.stdout, TOKEN_LINE)
    const reader = created.stdout.trim()
    t.not(reader, token, 'each key has its own token')
    t.equal((await call(reader, 'GET', '/contas-pagar')).json().total_registros, 1, 'same company: sees the title ci created')
    const denied = await call(reader, 'POST', '/contas-pagar', { data: payable() })
    t.equal(denied.statusCode, 403)
    t.equal(denied.json().code, 'INSUFFICIENT_SCOPE')
  })

  t.test('a key of another company sees nothing of acme', async (t) => {
    const created = await keys('create', '--company', 'globex', '--scopes', 'write,read', '--name', 'ci')
    t.equal(created.code, 0, `the same name in another company is allowed: ${created.stderr}`)
    const other = created.stdout.trim()
    const list = await call(other, 'GET', '/contas-pagar')
    t.equal(list.statusCode, 200)
    t.same(list.json().data, [])
    t.match(listed((await keys('list')).stdout), [
      { name: 'ci', company: 'acme', scopes: 'read,write', state: 'active' },
      { name: 'reporting', company: 'acme', scopes: 'read', state: 'active' },
      { name: 'ci', company: 'globex', scopes: 'read,write', state: 'active' }
    ], 'scopes are listed in canonical order')
  })

  t.test('keys revoke makes the key 401 at once; the other keys keep working', async (t) => {
    const ambiguous = await keys('revoke', 'ci')
    t.not(ambiguous.code, 0, 'a name shared by two companies needs --company')
    t.match(ambiguous.stderr, /company/)
    t.equal(ambiguous.stdout, '')
    t.equal((await call(token, 'GET', '/contas-pagar')).statusCode, 200, 'nothing was revoked')

    const revoked = await keys('revoke', 'ci', '--company', 'acme')
    t.equal(revoked.code, 0, revoked.stderr)
    t.equal(revoked.stdout, '', 'revoke writes nothing on stdout')
    t.match(revoked.stderr, /revoked/)
    const res = await call(token, 'GET', '/contas-pagar')
    t.equal(res.statusCode, 401)
    t.equal(res.json().code, 'INVALID_API_KEY')
    t.match(res.headers['www-authenticate'], /^Bearer/)
    t.equal((await call(token, 'POST', '/contas-pagar', { data: payable() })).statusCode, 401)

    const rows = listed((await keys('list')).stdout)
    t.match(rows, [
      { name: 'ci', company: 'acme', state: /^revoked \d{4}-\d{2}-\d{2}T/ },
      { name: 'reporting', company: 'acme', state: 'active' },
      { name: 'ci', company: 'globex', state: 'active' }
    ])
    const byId = await keys('revoke', (rows[1] as { id: string }).id)
    t.equal(byId.code, 0, `revoke by id: ${byId.stderr}`)
    t.match(listed((await keys('list')).stdout), [{ state: /^revoked/ }, { name: 'reporting', state: /^revoked/ }, { company: 'globex', state: 'active' }])
  })

  t.test('mistakes exit non-zero, explain on stderr and print nothing on stdout', async (t) => {
    const before = (await keys('list')).stdout
    const cases: Array<[string, string[], RegExp]> = [
      ['an unknown scope', ['create', '--company', 'acme', '--scopes', 'read,admin', '--name', 'bad'], /scopes/],
      ['a duplicate name in the same company (even revoked)', ['create', '--company', 'acme', '--scopes', 'read', '--name', 'ci'], /already has a key named "ci"/],
      ['a duplicate active name', ['create', '--company', 'globex', '--scopes', 'read', '--name', 'ci'], /already has a key named "ci"/],
      ['a missing --name', ['create', '--company', 'acme', '--scopes', 'read'], /--name/],
      ['an unknown command', ['rotate', 'ci'], /usage/],
      ['revoking a key that does not exist', ['revoke', 'nope'], /no key "nope"/]
    ]
    // Independent and read-only when correct, so they run side by side.
    const results = await Promise.all(cases.map(async ([, args]) => await keys(...args)))
    cases.forEach(([label, , message], index) => {
      const res = results[index] as Run
      t.not(res.code, 0, `${label}: non-zero exit`)
      t.equal(res.stdout, '', `${label}: nothing on stdout`)
      t.match(res.stderr, message, `${label}: stderr explains`)
      t.notMatch(res.stderr, /\n\s+at /, `${label}: no stack trace`)
    })
    t.equal((await keys('list')).stdout, before, 'no key was created or changed')
  })

  t.test('a bad DATABASE_URL is one clear line', async (t) => {
    const res = await run(process.execPath, [CLI, 'list'], { DATABASE_URL: 'postgres://localhost/x' })
    t.not(res.code, 0)
    t.equal(res.stdout, '')
    t.match(res.stderr, /DATABASE_URL/)
    t.notMatch(res.stderr, /\n\s+at /)
  })
})

t.test('the engine under test', async (t) => {
  t.match(databaseUrl, ENGINE === 'mysql' ? /^mysql:\/\// : /^sqlite:/, `the CLI ran on ${ENGINE}`)
})
