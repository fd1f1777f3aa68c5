import t, { type Test } from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import type { CompiledQuery } from 'kysely'
import { build, createTitle, payable, receivable, type TestContext } from './helper.js'
import { NO_EDGE_WHITESPACE } from '../schemas/common.js'

/**
 * Issue #7, findings 3, 5, 6, 9 and 10: what one client could do to the others or to the data by
 * sending odd but well-framed requests. Each test is the attack as it was reproduced on main.
 */

function assertErrorBody (t: Test, res: LightMyRequestResponse, statusCode: number, code: string, label: string): Record<string, any> {
  t.equal(res.statusCode, statusCode, `${label}: status ${statusCode}`)
  t.match(res.headers['content-type'], /^application\/json/, `${label}: JSON`)
  const body = res.json()
  t.match(body, { success: false, statusCode, code, message: String, timeStamp: String }, `${label}: error body`)
  return body
}

/** Counts the queries that read api_keys: the cost of checking a key. */
function countKeyLookups (ctx: TestContext): () => number {
  const executor = ctx.app.database.db.getExecutor()
  const executeQuery = executor.executeQuery.bind(executor)
  let count = 0
  executor.executeQuery = (async (compiled: CompiledQuery) => {
    if (/api_keys/.test(compiled.sql)) count++
    return await executeQuery(compiled)
  }) as typeof executor.executeQuery
  return () => count
}

const guess = (i: number) => `csk_${String(i).padStart(43, 'G')}`

t.test('finding 3: guessing keys from one address is stopped before the database', async (t) => {
  const ctx = await build(t, { env: { AUTH_FAILURES_PER_MINUTE: '20' } })
  const lookups = countKeyLookups(ctx)
  const statuses = new Map<number, number>()
  for (let i = 0; i < 1000; i++) {
    const res = await ctx.request({ method: 'GET', url: '/contas-pagar', key: guess(i), remoteAddress: '203.0.113.7' })
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
  }
  t.same(Object.fromEntries(statuses), { 401: 20, 429: 980 }, '20 guesses are answered, the rest refused')
  t.equal(lookups(), 20, 'only the answered guesses reached the database')
  const refused = await ctx.request({ method: 'GET', url: '/contas-pagar', key: guess(5000), remoteAddress: '203.0.113.7' })
  const body = assertErrorBody(t, refused, 429, 'RATE_LIMITED', 'the guessing address')
  t.match(body.message, /client address/)
  t.match(refused.headers['retry-after'], /^[1-9][0-9]*$/)
  const other = await ctx.request({ method: 'GET', url: '/contas-pagar', remoteAddress: '198.51.100.1' })
  t.equal(other.statusCode, 200, 'a client at another address is not affected')
})

t.test('finding 3: a repeated unknown key costs no database query', async (t) => {
  const ctx = await build(t)
  const lookups = countKeyLookups(ctx)
  for (let i = 0; i < 50; i++) {
    const res = await ctx.request({ method: 'GET', url: '/contas-pagar', key: guess(1) })
    t.equal(res.statusCode, 401)
  }
  t.equal(lookups(), 1, 'looked up once')
  const valid = await ctx.request({ method: 'GET', url: '/contas-pagar' })
  t.equal(valid.statusCode, 200, 'a real key still works')
})

t.test('finding 3: junk Authorization headers cannot reset an exhausted key', async (t) => {
  const ctx = await build(t, { env: { RATE_LIMIT_PER_MINUTE: '3' } })
  for (let i = 0; i < 3; i++) t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar' })).statusCode, 200)
  assertErrorBody(t, await ctx.request({ method: 'GET', url: '/contas-pagar' }), 429, 'RATE_LIMITED', 'the exhausted key')
  // On main 5,000 distinct headers pushed the key's bucket out of the limiter's cache.
  for (let i = 0; i < 5000; i++) {
    await ctx.request({ method: 'GET', url: '/contas-pagar', key: `junk-${i}`, remoteAddress: `10.1.${i >> 8}.${i & 255}` })
  }
  assertErrorBody(t, await ctx.request({ method: 'GET', url: '/contas-pagar' }), 429, 'RATE_LIMITED', 'still exhausted after 5,000 junk headers')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar', key: ctx.keys.read })).statusCode, 200, 'another key has its own budget')
})

t.test('finding 3: every request counts against its address before authentication', async (t) => {
  const ctx = await build(t, { env: { RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '5' } })
  for (let i = 0; i < 5; i++) t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar', key: i % 2 === 0 ? null : undefined, remoteAddress: '192.0.2.1' })).statusCode, i % 2 === 0 ? 401 : 200)
  assertErrorBody(t, await ctx.request({ method: 'GET', url: '/contas-pagar', remoteAddress: '192.0.2.1' }), 429, 'RATE_LIMITED', 'the sixth request of the address')
  assertErrorBody(t, await ctx.request({ method: 'GET', url: '/nao-existe', remoteAddress: '192.0.2.1' }), 429, 'RATE_LIMITED', 'unknown routes count too')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar', remoteAddress: '192.0.2.2' })).statusCode, 200, 'another address is served')
  t.equal((await ctx.request({ method: 'GET', url: '/health', remoteAddress: '192.0.2.1' })).statusCode, 200, 'probes are never limited')
})

/** `{"data": {... "lancamento_detalhe": [[[...]]]}}` with `levels` nested arrays inside the list. */
function deepReceivable (levels: number): string {
  const title = JSON.stringify(receivable({ lancamento_detalhe: ['__HOLE__'] }))
  return `{"data":${title.replace('"__HOLE__"', '['.repeat(levels) + '1' + ']'.repeat(levels))}}`
}

t.test('finding 5: JSON nested deeper than 32 levels is 400, at 32 it is stored and can be updated', async (t) => {
  const ctx = await build(t)
  const headers = { 'content-type': 'application/json' }
  // The body, data and lancamento_detalhe are 3 levels; 29 more arrays make 32.
  const atLimit = await ctx.request({ method: 'POST', url: '/contas-receber', payload: deepReceivable(29), headers })
  t.equal(atLimit.statusCode, 201, '32 levels are accepted')
  const id = atLimit.json().insertId
  const update = await ctx.request({ method: 'PATCH', url: `/contas-receber/${id}`, payload: { conta: { observacoes: 'depois' } } })
  t.equal(update.statusCode, 200, 'and the title can be updated')
  const stored = (await ctx.request({ method: 'GET', url: `/contas-receber/${id}` })).json().data
  t.same(stored.lancamento_detalhe, JSON.parse(deepReceivable(29)).data.lancamento_detalhe, 'read back as sent')
  for (const levels of [30, 4100, 200_000]) {
    const res = await ctx.request({ method: 'POST', url: '/contas-receber', payload: deepReceivable(levels), headers })
    const body = assertErrorBody(t, res, 400, 'JSON_TOO_DEEP', `${levels + 3} levels`)
    t.match(body.details, [{ path: /^\/body\/data\/lancamento_detalhe\/0(\/0)+$/, message: /32/ }])
  }
  const deepUpdate = await ctx.request({ method: 'PATCH', url: `/contas-receber/${id}`, payload: `{"conta":{"observacoes":"x","y":${'['.repeat(40)}${']'.repeat(40)}}}`, headers })
  assertErrorBody(t, deepUpdate, 400, 'JSON_TOO_DEEP', 'a deep update body')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-receber' })).json().total_registros, 1, 'nothing else was stored')
})

t.test('finding 5: a string that is not well-formed Unicode is 400, not stored differently on each engine', async (t) => {
  const ctx = await build(t)
  const res = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: `{"data":${JSON.stringify(payable()).replace('}', ',"observacao":"a\\ud800b"}')}}`, headers: { 'content-type': 'application/json' } })
  const body = assertErrorBody(t, res, 400, 'INVALID_UNICODE', 'a lone surrogate')
  t.same(body.details, [{ path: '/body/data/observacao', message: 'is not well-formed Unicode' }])
  const inKey = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: `{"data":${JSON.stringify(payable()).replace('}', ',"info":{"a\\udfffb":"x"}}')}}`, headers: { 'content-type': 'application/json' } })
  t.same(assertErrorBody(t, inKey, 400, 'INVALID_UNICODE', 'a lone surrogate in a key').details, [{ path: '/body/data/info/a\udfffb', message: 'is not well-formed Unicode' }])
  const pair = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ observacao: 'ok 😀' }) } })
  t.equal(pair.statusCode, 201, 'a proper surrogate pair (an emoji) is fine')
  // Escapes that are well formed, a pair among them, are read as the characters they stand for.
  const escaped = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: `{"data":${JSON.stringify(payable()).replace('}', ',"observacao":"\\u00e9 \\ud83d\\ude00"}')}}`, headers: { 'content-type': 'application/json' } })
  t.equal(escaped.statusCode, 201)
  t.equal((await ctx.request({ method: 'GET', url: `/contas-pagar/${String(escaped.json().insertId)}` })).json().data.observacao, 'é 😀')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar' })).json().total_registros, 2)
})

t.test('finding 6: dates outside the years 1900 to 2199 are 400 on both engines', async (t) => {
  const ctx = await build(t)
  for (const date of ['0000-02-29', '0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31']) {
    const res = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ data_vencimento: date }) } })
    const body = assertErrorBody(t, res, 400, 'VALIDATION_FAILED', date)
    t.match(body.details, [{ path: '/body/data/data_vencimento', message: 'must be a date of the years 1900 to 2199' }])
    const filter = await ctx.request({ method: 'GET', url: `/contas-pagar?data_vencimento_de=${date}` })
    assertErrorBody(t, filter, 400, 'VALIDATION_FAILED', `filter ${date}`)
  }
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar' })).json().total_registros, 0, 'nothing stored')
  for (const date of ['1900-01-01', '2199-12-31']) {
    const id = await createTitle(ctx, '/contas-receber', receivable({ data_vencimento: date, recebimento: { data: date } }))
    const title = (await ctx.request({ method: 'GET', url: `/contas-receber/${id}` })).json().data
    t.equal(title.data_vencimento, date, `${date} is stored and read back`)
  }
  const doc = (await ctx.request({ method: 'GET', url: '/documentation/json', key: null })).json()
  t.equal(doc.components.schemas.ContaPagarNova.properties.data_vencimento.pattern, '^(19|20|21)[0-9]{2}-[0-9]{2}-[0-9]{2}$', 'the range is in the OpenAPI document')
})

t.test('finding 9: codes with leading or trailing whitespace are 400, so both engines agree on duplicates', async (t) => {
  const ctx = await build(t)
  t.equal((await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: 'PAD-1' }) } })).statusCode, 201)
  for (const code of ['PAD-1 ', ' PAD-1', 'PAD-1\t', '\u00a0PAD-1', ' ']) {
    const res = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: code }) } })
    const body = assertErrorBody(t, res, 400, 'VALIDATION_FAILED', JSON.stringify(code))
    t.same(body.details, [{ path: '/body/data/codigo_lancamento_integracao', message: 'must not start or end with whitespace, nor be . or .. (a code must work as a URL path segment)' }])
  }
  const inner = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: 'PAD 1' }) } })
  t.equal(inner.statusCode, 201, 'inner spaces are part of the code')
  t.equal((await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: 'PAD-1' }) } })).statusCode, 409, 'the same code is a duplicate')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar' })).json().total_registros, 2)

  const others: Array<[string, string, unknown]> = [
    ['POST', '/contas-receber', { data: receivable({ codigo_cliente_fornecedor: 'C-1 ' }) }],
    ['POST', '/contas-pagar', { data: payable({ codigo_categoria: '2.01 ' }) }],
    ['POST', '/contas-pagar', { data: payable({ codigo_categoria: undefined, categorias: [{ codigo_categoria: ' 2.01', percentual: 100 }] }) }],
    ['PUT', '/categorias/2.01%20', { descricao: 'Aluguel', tipo: 'FIXA' }],
    ['PUT', '/clientes-fornecedores/%20C-1', { razao_social: 'Cliente' }]
  ]
  for (const [method, url, payload] of others) {
    assertErrorBody(t, await ctx.request({ method: method as 'POST', url, payload: payload as object }), 400, 'VALIDATION_FAILED', `${method} ${url}`)
  }
  t.same((await ctx.request({ method: 'GET', url: '/categorias' })).json().data, [], 'no category stored')
  const doc = (await ctx.request({ method: 'GET', url: '/documentation/json', key: null })).json()
  t.match(doc.components.schemas.ContaPagarNova.properties.codigo_lancamento_integracao, { pattern: NO_EDGE_WHITESPACE, description: /No leading or trailing whitespace; not \. or \.\./ }, 'the rule is in the OpenAPI document')
})

t.test('finding 10: security headers, CORS off by default, and the Bearer scheme in any case', async (t) => {
  const ctx = await build(t)
  const id = await createTitle(ctx, '/contas-pagar', payable())
  for (const [url, key] of [['/contas-pagar', undefined], [`/contas-pagar/${id}`, undefined], ['/contas-pagar', null], ['/nao-existe', undefined], ['/health', null]] as const) {
    const res = await ctx.request({ method: 'GET', url, key, headers: { origin: 'https://evil.example' } })
    t.equal(res.headers['x-content-type-options'], 'nosniff', `${url} ${res.statusCode}: nosniff`)
    // A read's 200 may be kept by the client and revalidated (docs/CONTRACT.md section 16); everything else is never kept.
    t.equal(res.headers['cache-control'], res.statusCode === 200 && url.startsWith('/contas-pagar') ? 'private, no-cache' : 'no-store', `${url} ${res.statusCode}: cache-control`)
    t.notOk('access-control-allow-origin' in res.headers, `${url} ${res.statusCode}: no CORS without CORS_ORIGINS`)
  }
  const preflight = await ctx.request({ method: 'OPTIONS', url: `/contas-pagar/${id}`, key: null, headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' } })
  assertErrorBody(t, preflight, 403, 'CORS_ORIGIN_NOT_ALLOWED', 'a preflight without CORS_ORIGINS')
  t.notOk('access-control-allow-origin' in preflight.headers)

  for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
    const res = await ctx.request({ method: 'GET', url: '/contas-pagar', key: null, headers: { authorization: `${scheme} ${ctx.keys.read}` } })
    t.equal(res.statusCode, 200, `${scheme} <key> is accepted`)
  }
})

t.test('finding 10: with CORS_ORIGINS, only those origins, and preflights only for paths that exist', async (t) => {
  const ctx = await build(t, { env: { CORS_ORIGINS: 'https://erp.example, http://localhost:8080' } })
  const id = await createTitle(ctx, '/contas-pagar', payable({ observacao: 'antes' }))
  const allowed = await ctx.request({ method: 'GET', url: '/contas-pagar', headers: { origin: 'http://localhost:8080' } })
  t.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:8080')
  t.match(allowed.headers.vary, /Origin/)
  t.match(allowed.headers['access-control-expose-headers'], /X-Request-Id/)
  const denied = await ctx.request({ method: 'GET', url: '/contas-pagar', headers: { origin: 'https://evil.example' } })
  t.equal(denied.statusCode, 200, 'a request from another origin is served (CORS binds browsers, not servers)')
  t.notOk('access-control-allow-origin' in denied.headers, 'but without Access-Control-Allow-Origin')

  const preflight = (url: string, method: string, origin = 'https://erp.example') => ctx.request({ method: 'OPTIONS', url, key: null, headers: { origin, 'access-control-request-method': method } })
  const ok = await preflight(`/contas-pagar/${id}`, 'OPTIONS')
  t.equal(ok.statusCode, 204)
  t.equal(ok.headers['access-control-allow-origin'], 'https://erp.example')
  t.equal((await preflight('/contas-pagar', 'POST')).statusCode, 204, 'a preflight for a create')
  t.equal((await preflight('/contas-receber/receitas?data_de=2026-01-01', 'GET')).statusCode, 204, 'with a query string')
  assertErrorBody(t, await preflight('/nao-existe', 'GET'), 404, 'ROUTE_NOT_FOUND', 'a preflight to an unknown path')
  assertErrorBody(t, await preflight('/contas-pagar', 'DELETE'), 404, 'ROUTE_NOT_FOUND', 'a preflight for a method the path does not serve')
  assertErrorBody(t, await preflight(`/contas-pagar/${id}`, 'PATCH', 'https://evil.example'), 403, 'CORS_ORIGIN_NOT_ALLOWED', 'another origin')

  // An OPTIONS without Access-Control-Request-Method is the specification's update, from a browser too.
  const update = await ctx.request({ method: 'OPTIONS', url: `/contas-pagar/${id}`, headers: { origin: 'https://erp.example' }, payload: { conta: { observacoes: 'depois' } } })
  t.equal(update.statusCode, 200)
  t.equal(update.headers['access-control-allow-origin'], 'https://erp.example')
  t.equal((await ctx.request({ method: 'GET', url: `/contas-pagar/${id}` })).json().data.observacao, 'depois', 'the update was applied')
})
