import { STATUS_CODES } from 'node:http'
import t, { type Test } from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import type { CompiledQuery, QueryExecutor } from 'kysely'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { build, createTitle, payable, receivable } from './helper.js'

/**
 * docs/CONTRACT.md section 9: every non-2xx response is application/json with one body shape, every
 * response carries x-request-id, a 500 leaks nothing but the request id, an unreachable database is
 * a 503 with Retry-After, and a key over its rate is a 429 with Retry-After.
 */

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The DESIGN §9 error body, exactly: no other keys, the HTTP reason, a stable code and a sentence. */
function assertError (t: Test, res: LightMyRequestResponse, statusCode: number, code: string, label = `${statusCode} ${code}`): Record<string, unknown> {
  t.equal(res.statusCode, statusCode, `${label}: status`)
  t.match(res.headers['content-type'], /^application\/json(;|$)/, `${label}: content-type application/json`)
  t.match(res.headers['x-request-id'], /\S/, `${label}: x-request-id`)
  let body: Record<string, unknown>
  try {
    body = res.json()
  } catch {
    t.fail(`${label}: body is not JSON: ${res.body}`)
    return {}
  }
  const keys = Object.keys(body).sort()
  const expectedKeys = ['code', 'error', 'message', 'statusCode', 'success', 'timeStamp']
  t.same(keys.filter((key) => key !== 'details'), expectedKeys, `${label}: exactly the error body's keys`)
  t.match(body, { success: false, statusCode, error: STATUS_CODES[statusCode], code, message: /\S/, timeStamp: TIMESTAMP }, `${label}: error body`)
  t.equal(body.success, false)
  if ('details' in body) {
    t.ok(Array.isArray(body.details), `${label}: details is an array`)
    for (const detail of body.details as Array<Record<string, unknown>>) t.match(detail, { path: String, message: String }, `${label}: detail has path and message`)
  }
  return body
}

t.test('each kind of client error has the one error body', async (t) => {
  const ctx = await build(t)
  const id = await createTitle(ctx, '/contas-pagar', payable({ codigo_lancamento_integracao: 'DUP-1' }))

  t.test('unknown route: 404 ROUTE_NOT_FOUND, with or without a key', async (t) => {
    for (const [method, url, key] of [
      ['GET', '/nao-existe', undefined], ['GET', '/nao-existe?x=1', null], ['POST', '/contas-pagar/despesas/x', undefined],
      ['GET', '/', null]
    ] as const) {
      const res = await ctx.request({ method, url, key })
      const body = assertError(t, res, 404, 'ROUTE_NOT_FOUND', `${method} ${url}`)
      t.match(body.message, url.split('?')[0], 'the message names the path')
      t.match(body.message, /operations are listed at \/documentation\b/, 'and where the paths it serves are listed')
      t.notMatch(body.message, '?x=1', 'but not the query string')
    }
  })

  t.test('malformed JSON: 400 MALFORMED_JSON and nothing stored', async (t) => {
    for (const payload of ['{"data": {', '{data: 1}', '', 'null x']) {
      const res = await ctx.request({ method: 'POST', url: '/contas-pagar', payload, headers: { 'content-type': 'application/json' } })
      assertError(t, res, 400, 'MALFORMED_JSON', `body ${JSON.stringify(payload)}`)
    }
    const update = await ctx.request({ method: 'PATCH', url: `/contas-pagar/${id}`, payload: '{"conta":', headers: { 'content-type': 'application/json' } })
    assertError(t, update, 400, 'MALFORMED_JSON', 'PATCH with malformed JSON')
    const list = await ctx.request({ method: 'GET', url: '/contas-pagar' })
    t.equal(list.json().total_registros, 1, 'nothing was stored')
  })

  t.test('a body that is not JSON: 415 UNSUPPORTED_MEDIA_TYPE', async (t) => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: JSON.stringify({ data: payable() }), headers: { 'content-type': contentType } })
      assertError(t, res, 415, 'UNSUPPORTED_MEDIA_TYPE', contentType)
    }
    const put = await ctx.request({ method: 'PUT', url: '/categorias/1', payload: 'descricao=x', headers: { 'content-type': 'text/plain' } })
    assertError(t, put, 415, 'UNSUPPORTED_MEDIA_TYPE', 'PUT text/plain')
    const list = await ctx.request({ method: 'GET', url: '/contas-pagar' })
    t.equal(list.json().total_registros, 1, 'nothing was stored')
    t.same((await ctx.request({ method: 'GET', url: '/categorias' })).json().data, [])
  })

  t.test('validation errors: 400 VALIDATION_FAILED with each problem in details', async (t) => {
    const body = assertError(t, await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ cor: 'azul' }) } }), 400, 'VALIDATION_FAILED', 'unknown property')
    t.same(body.details, [{ path: '/body/data/cor', message: 'is not a known property' }])
    t.match(body.message, /cor/, 'the message names the property')
    const query = assertError(t, await ctx.request({ method: 'GET', url: '/contas-pagar?data_vencimento_de=2025-02-30' }), 400, 'VALIDATION_FAILED', 'bad date filter')
    t.match(query.details, [{ path: /^\/querystring\/data_vencimento_de/ }])
    const params = assertError(t, await ctx.request({ method: 'GET', url: '/contas-pagar/abc' }), 400, 'VALIDATION_FAILED', 'non-numeric id')
    t.match(params.details, [{ path: /^\/params\/id/ }])
  })

  t.test('401, 403, 404 and 409 have the same body', async (t) => {
    assertError(t, await ctx.request({ method: 'GET', url: '/contas-pagar', key: null }), 401, 'MISSING_API_KEY')
    assertError(t, await ctx.request({ method: 'GET', url: '/contas-pagar', key: 'nope' }), 401, 'INVALID_API_KEY')
    assertError(t, await ctx.request({ method: 'POST', url: '/contas-pagar', key: ctx.keys.read, payload: { data: payable() } }), 403, 'INSUFFICIENT_SCOPE')
    assertError(t, await ctx.request({ method: 'GET', url: `/contas-pagar/${id + 100}` }), 404, 'TITULO_NAO_ENCONTRADO')
    assertError(t, await ctx.request({ method: 'OPTIONS', url: `/contas-receber/${id + 100}`, payload: { conta: { observacoes: 'x' } } }), 404, 'TITULO_NAO_ENCONTRADO')
    const dup = assertError(t, await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: 'DUP-1' }) } }), 409, 'DUPLICATE_INTEGRATION_CODE')
    t.match(dup.details, [{ codigo_lancamento_svc: id }])
  })
})

t.test('a body over BODY_LIMIT is 413 PAYLOAD_TOO_LARGE and nothing is stored', async (t) => {
  const ctx = await build(t, { env: { BODY_LIMIT: '2048' } })
  const small = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ observacao: 'x'.repeat(500) }) } })
  t.equal(small.statusCode, 201, 'a body under the limit is accepted')
  const large = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ observacao: 'x'.repeat(3000) }) } })
  const body = assertError(t, large, 413, 'PAYLOAD_TOO_LARGE')
  t.match(body.message, /2048/, 'the message states the limit')
  const put = await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/1', payload: { razao_social: 'y'.repeat(3000) } })
  assertError(t, put, 413, 'PAYLOAD_TOO_LARGE', 'PUT over the limit')
  const list = await ctx.request({ method: 'GET', url: '/contas-pagar' })
  t.equal(list.json().total_registros, 1)
  t.same((await ctx.request({ method: 'GET', url: '/clientes-fornecedores' })).json().data, [])
})

t.test('x-request-id', async (t) => {
  const ctx = await build(t, { env: { CORS_ORIGINS: 'https://x.example' } })

  t.test('is on every response, success and error, and differs between requests', async (t) => {
    const responses = [
      await ctx.request({ method: 'GET', url: '/health', key: null }),
      await ctx.request({ method: 'GET', url: '/contas-pagar' }),
      await ctx.request({ method: 'POST', url: '/contas-receber', payload: { data: receivable() } }),
      await ctx.request({ method: 'GET', url: '/contas-pagar', key: null }),
      await ctx.request({ method: 'GET', url: '/nao-existe' }),
      await ctx.request({ method: 'OPTIONS', url: '/contas-pagar/1', key: null, headers: { origin: 'https://x.example', 'access-control-request-method': 'PATCH' } })
    ]
    t.same(responses.map((res) => res.statusCode), [200, 200, 201, 401, 404, 204])
    const ids = responses.map((res) => res.headers['x-request-id'])
    for (const id of ids) t.match(id, UUID, 'a generated request id')
    t.equal(new Set(ids).size, ids.length, 'each request has its own id')
  })

  t.test('a sane client-provided id is echoed, on success and on error', async (t) => {
    for (const given of ['req-123', 'abc.DEF_9:x-1', 'a'.repeat(64), '0f8fad5b-d9cb-469f-a165-70867728950e']) {
      const ok = await ctx.request({ method: 'GET', url: '/contas-pagar', headers: { 'x-request-id': given } })
      t.equal(ok.statusCode, 200)
      t.equal(ok.headers['x-request-id'], given, `${given} echoed on 200`)
      const error = await ctx.request({ method: 'GET', url: '/contas-pagar', key: null, headers: { 'x-request-id': given } })
      t.equal(error.statusCode, 401)
      t.equal(error.headers['x-request-id'], given, `${given} echoed on 401`)
    }
  })

  t.test('an insane client-provided id is replaced', async (t) => {
    for (const given of ['a'.repeat(65), 'x'.repeat(200), 'has spaces in it', '<script>alert(1)</script>', 'semi;colon', 'ção']) {
      const res = await ctx.request({ method: 'GET', url: '/contas-pagar', headers: { 'x-request-id': given } })
      t.equal(res.statusCode, 200)
      t.not(res.headers['x-request-id'], given, `${JSON.stringify(given)} is not echoed`)
      t.match(res.headers['x-request-id'], UUID, 'a generated id replaces it')
    }
  })
})

/** A 500 body reveals nothing of the cause: no stack, SQL, driver, engine or file names. */
function assertNoLeak (t: Test, res: LightMyRequestResponse, requestId: string): void {
  const body = assertError(t, res, 500, 'INTERNAL_ERROR')
  t.equal(res.headers['x-request-id'], requestId)
  t.match(body.message, requestId, 'the message carries the request id')
  t.notOk('details' in body, 'no details')
  for (const leak of [/database/i, /sqlite/i, /mysql/i, /maria/i, /select/i, /insert/i, /from /i, /driver/i, /destroyed/i, /secret/i, /\bat [^ ]+ \(/, /\.ts\b/, /\.js\b/, /node_modules/, /stack/i, /contas_pagar/, /ECONN/]) {
    t.notMatch(res.body, leak, `the body does not contain ${leak}`)
  }
}

t.test('an internal error is a 500 with the request id and nothing else', async (t) => {
  t.test('the database handle closed under the app', async (t) => {
    const ctx = await build(t)
    await createTitle(ctx, '/contas-pagar', payable())
    await ctx.app.database.db.destroy()
    const res = await ctx.request({ method: 'GET', url: '/contas-pagar', headers: { 'x-request-id': 'trace-500-a' } })
    assertNoLeak(t, res, 'trace-500-a')
    const generated = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable() } })
    t.equal(generated.statusCode, 500)
    t.match(generated.json().message, String(generated.headers['x-request-id']), 'a generated id is quoted too')
  })

  t.test('a query that fails with SQL and a driver message in its error', async (t) => {
    const ctx = await build(t)
    await createTitle(ctx, '/contas-pagar', payable())
    // The driver rejects every title query (plain or streamed) with the kind of message drivers
    // write: SQL, table names, an error code.
    const driverError = (sql: string) => Object.assign(new Error(`You have an error in your SQL syntax near '${sql}' (secret)`), { code: 'ER_PARSE_ERROR', errno: 1064, sql })
    // Transactions run on executors derived from this one, so those are patched as they are made.
    const failTitleQueries = (executor: QueryExecutor): QueryExecutor => {
      const executeQuery = executor.executeQuery.bind(executor)
      executor.executeQuery = (async (compiled: CompiledQuery) => {
        if (/contas_pagar/.test(compiled.sql)) throw driverError(compiled.sql)
        return await executeQuery(compiled)
      }) as typeof executor.executeQuery
      const stream = executor.stream.bind(executor)
      executor.stream = (async function * (compiled: CompiledQuery, chunkSize: number) {
        if (/contas_pagar/.test(compiled.sql)) throw driverError(compiled.sql)
        yield * stream(compiled, chunkSize)
      }) as typeof executor.stream
      const withConnectionProvider = executor.withConnectionProvider.bind(executor)
      executor.withConnectionProvider = (provider) => failTitleQueries(withConnectionProvider(provider))
      return executor
    }
    failTitleQueries(ctx.app.database.db.getExecutor())
    // Reads the handle sends past Kysely's executor (a validator with its list's page) fail the same way.
    const { database } = ctx.app
    const readTogether = database.readTogether.bind(database)
    database.readTogether = (async (...queries: Array<CompiledQuery<unknown>>) => {
      const failing = queries.find((query) => /contas_pagar/.test(query.sql))
      if (failing !== undefined) throw driverError(failing.sql)
      return await readTogether(...queries)
    }) as typeof database.readTogether
    const res = await ctx.request({ method: 'GET', url: '/contas-pagar', key: ctx.keys.read, headers: { 'x-request-id': 'trace-500-b' } })
    assertNoLeak(t, res, 'trace-500-b')
    for (const url of ['/contas-pagar?limite=10', '/contas-pagar/despesas', '/contas-pagar/1']) {
      const res = await ctx.request({ method: 'GET', url, headers: { 'x-request-id': 'trace-500-c' } })
      assertNoLeak(t, res, 'trace-500-c')
    }
    const write = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable() }, headers: { 'x-request-id': 'trace-500-d' } })
    assertNoLeak(t, write, 'trace-500-d')
    const other = await ctx.request({ method: 'GET', url: '/categorias', key: ctx.keys.read })
    t.equal(other.statusCode, 200, 'queries that do not fail are unaffected')
  })
})

t.test('an unreachable database is 503 DATABASE_UNAVAILABLE with Retry-After', async (t) => {
  // Nothing listens on port 1; the pool connects lazily, so the app starts and every query fails.
  const config = loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:1/contas', MIGRATE_ON_START: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' })
  const app = await buildApp(config)
  t.teardown(() => app.close())
  await app.ready()

  const health = await app.inject({ method: 'GET', url: '/health' })
  t.equal(health.statusCode, 200, 'liveness does not need the database')

  const ready = await app.inject({ method: 'GET', url: '/ready' })
  assertError(t, ready, 503, 'DATABASE_UNAVAILABLE', 'GET /ready')
  t.match(ready.headers['retry-after'], /^[1-9][0-9]*$/, 'Retry-After in seconds')

  for (const [method, url, payload] of [
    ['GET', '/contas-pagar', undefined],
    ['POST', '/contas-receber', { data: receivable() }],
    ['PUT', '/categorias/1', { descricao: 'x', tipo: 'FIXA' }]
  ] as const) {
    const res = await app.inject({ method, url, payload, headers: { authorization: `Bearer csk_${'B'.repeat(43)}`, 'x-request-id': 'trace-503' } })
    const body = assertError(t, res, 503, 'DATABASE_UNAVAILABLE', `${method} ${url}`)
    t.match(res.headers['retry-after'], /^[1-9][0-9]*$/, `${method} ${url}: Retry-After`)
    t.equal(res.headers['x-request-id'], 'trace-503')
    t.notMatch(JSON.stringify(body), /ECONNREFUSED|127\.0\.0\.1|mysql/i, 'no driver detail')
  }
})

t.test('a key over its rate limit is 429 RATE_LIMITED with Retry-After', async (t) => {
  const ctx = await build(t, { env: { RATE_LIMIT_PER_MINUTE: '3' } })
  for (let i = 1; i <= 3; i++) {
    const res = await ctx.request({ method: 'GET', url: '/contas-pagar' })
    t.equal(res.statusCode, 200, `request ${i} of 3 is served`)
    t.equal(res.headers['x-ratelimit-limit'], '3', 'X-RateLimit-Limit is the key\'s budget per minute')
    t.equal(res.headers['x-ratelimit-remaining'], String(3 - i), 'X-RateLimit-Remaining counts down')
    t.ok(Number(res.headers['x-ratelimit-reset']) >= 1 && Number(res.headers['x-ratelimit-reset']) <= 60, 'X-RateLimit-Reset is the seconds left in the window')
  }
  const limited = await ctx.request({ method: 'GET', url: '/contas-pagar' })
  const body = assertError(t, limited, 429, 'RATE_LIMITED')
  t.equal(limited.headers['x-ratelimit-remaining'], '0', 'a 429 says nothing remains')
  const retryAfter = Number(limited.headers['retry-after'])
  t.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After is 1..60 s (got ${limited.headers['retry-after']})`)
  t.match(body.message, String(retryAfter), 'the message says when to retry')

  const write = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable() } })
  assertError(t, write, 429, 'RATE_LIMITED', 'a write over the limit')
  const other = await ctx.request({ method: 'GET', url: '/contas-pagar', key: ctx.keys.read })
  t.equal(other.statusCode, 200, 'another key has its own budget')
  t.equal(other.json().total_registros, 0, 'the limited write stored nothing')
})

t.test('a known path with a method it does not serve is 405 with Allow', async (t) => {
  const ctx = await build(t)
  const id = await createTitle(ctx, '/contas-pagar', payable())
  const cases: Array<[string, string, string]> = [
    ['POST', `/contas-pagar/${id}`, 'GET, HEAD, PATCH, DELETE, OPTIONS'],
    ['DELETE', '/contas-pagar', 'GET, HEAD, POST'],
    ['GET', '/contas-pagar/lote', 'GET, HEAD, PATCH, DELETE, OPTIONS'],
    ['POST', '/categorias', 'GET, HEAD'],
    ['PATCH', '/eventos', 'GET, HEAD'],
    ['PUT', `/contas-receber/${id}/cancelamento`, 'POST, DELETE'],
    ['PUT', `/contas-pagar/${id}`, 'GET, HEAD, PATCH, DELETE, OPTIONS']
  ]
  for (const [method, url, allow] of cases) {
    const res = await ctx.request({ method: method as 'GET', url })
    if (url.endsWith('/lote')) {
      // GET /contas-pagar/lote is read as GET /contas-pagar/:id with a bad id: 400, not a route question.
      t.equal(res.statusCode, 400, `${method} ${url} is a bad id`)
      continue
    }
    assertError(t, res, 405, 'METHOD_NOT_ALLOWED', `${method} ${url}`)
    t.equal(res.headers.allow, allow, `Allow lists what ${url} serves`)
  }
  const unknown = await ctx.request({ method: 'POST', url: '/nao-existe' })
  assertError(t, unknown, 404, 'ROUTE_NOT_FOUND', 'an unknown path stays 404')
  t.notOk('allow' in unknown.headers)
})

t.test('a path or method the service does not serve is answered as such whatever the body: the body is not read', async (t) => {
  const ctx = await build(t)
  const json = { 'content-type': 'application/json' }
  // A typo in the path or the method is the first thing wrong: not the JSON, not the body's size.
  const overLimit = JSON.stringify({ data: payable({ observacao: 'x'.repeat(2 * 1024 * 1024) }) })
  for (const payload of ['{"data": {', overLimit]) {
    const label = payload === overLimit ? 'a body over BODY_LIMIT' : 'malformed JSON'
    const wrongMethod = await ctx.request({ method: 'POST', url: '/contas-pagar/lote', payload, headers: json })
    assertError(t, wrongMethod, 405, 'METHOD_NOT_ALLOWED', `POST /contas-pagar/lote with ${label}`)
    t.equal(wrongMethod.headers.allow, 'GET, HEAD, PUT, PATCH, DELETE, OPTIONS')
    const wrongPath = await ctx.request({ method: 'POST', url: '/contas-pagarr', payload, headers: json })
    assertError(t, wrongPath, 404, 'ROUTE_NOT_FOUND', `POST /contas-pagarr with ${label}`)
  }
})

t.test('an unknown query parameter is 400 on every operation, and names the parameter', async (t) => {
  const ctx = await build(t)
  const id = await createTitle(ctx, '/contas-pagar', payable())
  const receivableId = await createTitle(ctx, '/contas-receber', receivable())
  const settled = await ctx.request({ method: 'POST', url: `/contas-pagar/${id}/pagamentos`, payload: { valor: 1, data: '2026-03-01' } })
  const baixaId = String(settled.headers.location).split('/').pop() as string
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }
  const before = (await ctx.request({ method: 'GET', url: '/eventos?limite=1000' })).json().total_registros
  let checked = 0
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of Object.keys(operations)) {
      const url = path.replace('{id}', String(path.startsWith('/contas-receber') ? receivableId : id)).replace('{baixaId}', baixaId).replace('{codigo}', 'X1').replace('{codigo_serie}', String(id))
      // A bank file is taken as text, not JSON (a JSON body there is 415 before the query is read).
      const body = method === 'get' || method === 'delete' ? {} : path === '/conciliacao/arquivos' ? { payload: 'x', headers: { 'content-type': 'text/plain' } } : { payload: {} }
      const res = await ctx.request({ method: method.toUpperCase() as 'GET', url: `${url}?desconhecido=1`, ...body })
      t.equal(res.statusCode, 400, `${method.toUpperCase()} ${path}?desconhecido=1 is 400`)
      // Fastify checks the body before the query string: the empty bodies of writes fail first.
      if (method === 'get' || method === 'delete') t.match(res.json().details, [{ path: '/querystring/desconhecido' }], 'naming the parameter')
      checked++
    }
  }
  t.ok(checked >= 39, `${checked} operations checked`)
  const writes: Array<[string, string, object]> = [
    ['PUT', '/categorias/2.01?x=1', { descricao: 'Aluguel', tipo: 'FIXA' }],
    ['POST', '/contas-pagar?x=1', { data: payable() }],
    ['PATCH', `/contas-pagar/${id}?x=1`, { conta: { observacoes: 'y' } }],
    ['PUT', '/contas-pagar/lote?x=1', { itens: [payable({ codigo_lancamento_integracao: 'Q-1' })] }]
  ]
  for (const [method, url, payload] of writes) {
    const res = await ctx.request({ method: method as 'PUT', url, payload })
    t.equal(res.statusCode, 400, `${method} ${url} with a valid body is 400`)
    t.match(res.json().details, [{ path: '/querystring/x' }], 'naming the parameter')
  }
  t.equal((await ctx.request({ method: 'GET', url: '/eventos?limite=1000' })).json().total_registros, before, 'and nothing was written')
})
