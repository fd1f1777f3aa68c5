import t, { type Test } from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import { createKey, listKeys, revokeKey } from '../src/auth/keys.js'
import { build, createTitle, payable, receivable, type TestContext } from './helper.js'

/**
 * docs/CONTRACT.md section 6: Bearer API keys, 401 for missing/malformed/unknown/revoked keys with
 * WWW-Authenticate, 403 for a missing scope, 404 (never 403) for another company's titles, and the
 * public operational routes.
 */

interface Call { name: string, method: 'GET' | 'POST' | 'OPTIONS' | 'PATCH' | 'PUT', url: string, payload?: unknown }

/** One request of every route kind; `id` is an existing payable / receivable of the caller's company. */
function routeCalls (ids: { payable: number, receivable: number } = { payable: 1, receivable: 1 }): Call[] {
  return [
    { name: 'GET list /contas-pagar', method: 'GET', url: '/contas-pagar' },
    { name: 'GET list /contas-receber', method: 'GET', url: '/contas-receber' },
    { name: 'GET list /contas-pagar/despesas', method: 'GET', url: '/contas-pagar/despesas' },
    { name: 'GET list /contas-receber/receitas', method: 'GET', url: '/contas-receber/receitas' },
    { name: 'GET list /categorias', method: 'GET', url: '/categorias' },
    { name: 'GET list /clientes-fornecedores', method: 'GET', url: '/clientes-fornecedores' },
    { name: 'GET /contas-pagar/:id', method: 'GET', url: `/contas-pagar/${ids.payable}` },
    { name: 'GET /contas-receber/:id', method: 'GET', url: `/contas-receber/${ids.receivable}` },
    { name: 'POST /contas-pagar', method: 'POST', url: '/contas-pagar', payload: { data: payable({ observacao: 'unauthorized write' }) } },
    { name: 'POST /contas-receber', method: 'POST', url: '/contas-receber', payload: { data: receivable({ observacao: 'unauthorized write' }) } },
    { name: 'OPTIONS /contas-pagar/:id', method: 'OPTIONS', url: `/contas-pagar/${ids.payable}`, payload: { conta: { valor: 999.99, observacoes: 'unauthorized update' } } },
    { name: 'OPTIONS /contas-receber/:id', method: 'OPTIONS', url: `/contas-receber/${ids.receivable}`, payload: { conta: { valor: 999.99, observacoes: 'unauthorized update' } } },
    { name: 'PATCH /contas-pagar/:id', method: 'PATCH', url: `/contas-pagar/${ids.payable}`, payload: { conta: { valor: 999.99, observacoes: 'unauthorized update' } } },
    { name: 'PATCH /contas-receber/:id', method: 'PATCH', url: `/contas-receber/${ids.receivable}`, payload: { conta: { valor: 999.99, observacoes: 'unauthorized update' } } },
    { name: 'PUT /categorias/:codigo', method: 'PUT', url: '/categorias/9.99', payload: { descricao: 'Unauthorized', tipo: 'FIXA' } },
    { name: 'PUT /clientes-fornecedores/:codigo', method: 'PUT', url: '/clientes-fornecedores/9999', payload: { razao_social: 'Unauthorized Ltda' } }
  ]
}

function assertErrorBody (t: Test, res: LightMyRequestResponse, statusCode: number, code: string, label: string): void {
  t.equal(res.statusCode, statusCode, `${label}: status ${statusCode}`)
  t.match(res.headers['content-type'], /^application\/json/, `${label}: JSON error body`)
  const body = res.json()
  t.match(body, {
    success: false,
    statusCode,
    error: statusCode === 401 ? 'Unauthorized' : statusCode === 403 ? 'Forbidden' : 'Not Found',
    code,
    message: String,
    timeStamp: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/
  }, `${label}: error body`)
}

/** What a user of this company can see: both title lists (with every field) and both directories. */
async function snapshot (ctx: TestContext, key = ctx.keys.readWrite): Promise<unknown> {
  const read = async (url: string) => {
    const res = await ctx.request({ method: 'GET', url, key })
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
    return res.json().data
  }
  return {
    pagar: await read('/contas-pagar'),
    receber: await read('/contas-receber'),
    categorias: await read('/categorias'),
    clientes: await read('/clientes-fornecedores')
  }
}

async function seed (ctx: TestContext): Promise<{ payable: number, receivable: number }> {
  return {
    payable: await createTitle(ctx, '/contas-pagar', payable({ codigo_lancamento_integracao: 'P-1' })),
    receivable: await createTitle(ctx, '/contas-receber', receivable({ codigo_lancamento_integracao: 'R-1' }))
  }
}

t.test('every authenticated route answers 401 MISSING_API_KEY with WWW-Authenticate: Bearer without a key', async (t) => {
  const ctx = await build(t)
  const ids = await seed(ctx)
  const before = await snapshot(ctx)
  for (const call of routeCalls(ids)) {
    const res = await ctx.request({ method: call.method, url: call.url, payload: call.payload as object, key: null })
    assertErrorBody(t, res, 401, 'MISSING_API_KEY', call.name)
    t.equal(res.headers['www-authenticate'], 'Bearer', `${call.name}: WWW-Authenticate`)
  }
  // An empty Authorization header is the same as none.
  const empty = await ctx.request({ method: 'GET', url: '/contas-pagar', key: null, headers: { authorization: '' } })
  assertErrorBody(t, empty, 401, 'MISSING_API_KEY', 'empty Authorization header')
  t.same(await snapshot(ctx), before, 'nothing changed')
})

t.test('a malformed Authorization header is 401 on every route', async (t) => {
  const ctx = await build(t)
  const ids = await seed(ctx)
  const before = await snapshot(ctx)
  const malformed = ['Basic x', 'Bearer', 'Bearer ', `Basic ${ctx.keys.readWrite}`, `bearer${ctx.keys.readWrite}`, `Bearer ${ctx.keys.readWrite} extra`]
  for (const header of malformed) {
    for (const call of routeCalls(ids)) {
      const res = await ctx.request({ method: call.method, url: call.url, payload: call.payload as object, key: null, headers: { authorization: header } })
      const label = `${call.name} with Authorization: ${JSON.stringify(header)}`
      t.equal(res.statusCode, 401, `${label}: 401`)
      t.match(res.json(), { success: false, statusCode: 401, error: 'Unauthorized', code: /^(MISSING|INVALID)_API_KEY$/ }, `${label}: error body`)
      t.match(res.headers['www-authenticate'], /^Bearer\b/, `${label}: WWW-Authenticate`)
    }
  }
  t.same(await snapshot(ctx), before, 'nothing changed')
})

t.test('an unknown key is 401 INVALID_API_KEY on every route', async (t) => {
  const ctx = await build(t)
  const ids = await seed(ctx)
  const before = await snapshot(ctx)
  const unknown = 'csk_' + 'A'.repeat(43)
  for (const call of routeCalls(ids)) {
    const res = await ctx.request({ method: call.method, url: call.url, payload: call.payload as object, key: unknown })
    assertErrorBody(t, res, 401, 'INVALID_API_KEY', call.name)
    t.match(res.headers['www-authenticate'], /^Bearer\b/, `${call.name}: WWW-Authenticate`)
  }
  t.same(await snapshot(ctx), before, 'nothing changed')
})

t.test('a revoked key is 401 INVALID_API_KEY on every route; other keys keep working', async (t) => {
  const ctx = await build(t)
  const ids = await seed(ctx)
  const before = await snapshot(ctx)
  const token = await createKey(ctx.app.database.db, { company: ctx.company, name: 'to-revoke', scopes: ['read', 'write'] })
  const ok = await ctx.request({ method: 'GET', url: '/contas-pagar', key: token })
  t.equal(ok.statusCode, 200, 'the key works before it is revoked')
  const revoked = await revokeKey(ctx.app.database.db, 'to-revoke', ctx.company)
  t.not(revoked.revokedAt, null)
  for (const call of routeCalls(ids)) {
    const res = await ctx.request({ method: call.method, url: call.url, payload: call.payload as object, key: token })
    assertErrorBody(t, res, 401, 'INVALID_API_KEY', call.name)
    t.match(res.headers['www-authenticate'], /^Bearer\b/, `${call.name}: WWW-Authenticate`)
  }
  t.same(await snapshot(ctx), before, 'nothing changed')
  const other = await ctx.request({ method: 'GET', url: '/contas-pagar' })
  t.equal(other.statusCode, 200, 'the company\'s other keys are not affected')
})

t.test('a read-only key cannot write: 403 INSUFFICIENT_SCOPE and nothing stored', async (t) => {
  const ctx = await build(t)
  const ids = await seed(ctx)
  const before = await snapshot(ctx)
  const writes = routeCalls(ids).filter((call) => call.method !== 'GET')
  t.equal(writes.length, 8)
  for (const call of writes) {
    const res = await ctx.request({ method: call.method, url: call.url, payload: call.payload as object, key: ctx.keys.read })
    assertErrorBody(t, res, 403, 'INSUFFICIENT_SCOPE', call.name)
    t.match(res.json().message, /write/, `${call.name}: the message names the missing scope`)
  }
  t.same(await snapshot(ctx), before, 'no title, update or directory entry was stored')
  // The same requests with a write key succeed, so the 403 was about the scope and nothing else.
  for (const call of writes) {
    const res = await ctx.request({ method: call.method, url: call.url, payload: call.payload as object, key: ctx.keys.write })
    t.ok(res.statusCode === 200 || res.statusCode === 201, `${call.name} with the write key: ${res.statusCode}`)
  }
})

t.test('a write-only key cannot read: 403 on every GET', async (t) => {
  const ctx = await build(t)
  const ids = await seed(ctx)
  for (const call of routeCalls(ids).filter((call) => call.method === 'GET')) {
    const res = await ctx.request({ method: call.method, url: call.url, key: ctx.keys.write })
    assertErrorBody(t, res, 403, 'INSUFFICIENT_SCOPE', call.name)
    t.match(res.json().message, /read/, `${call.name}: the message names the missing scope`)
    const allowed = await ctx.request({ method: call.method, url: call.url, key: ctx.keys.read })
    t.equal(allowed.statusCode, 200, `${call.name} with the read key: 200`)
  }
})

t.test('companies are isolated: another company\'s titles do not exist for the caller', async (t) => {
  const ctx = await build(t)
  const a = await seed(ctx)
  await ctx.request({ method: 'PUT', url: '/categorias/2.01.01', payload: { descricao: 'Aluguel', tipo: 'FIXA' } })
  await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/1001', payload: { razao_social: 'Fornecedor A', cnpj_cpf: '12345678000195' } })
  const aBefore = await snapshot(ctx)
  const otherCompany = `${ctx.company}-b`
  const keyB = await createKey(ctx.app.database.db, { company: otherCompany, name: 'b', scopes: ['read', 'write'] })
  const readOnlyB = await createKey(ctx.app.database.db, { company: otherCompany, name: 'b-read', scopes: ['read'] })

  t.test('lists of company B do not show A\'s titles or directory entries', async (t) => {
    for (const url of ['/contas-pagar', '/contas-receber', '/categorias', '/clientes-fornecedores', '/contas-receber/receitas']) {
      const res = await ctx.request({ method: 'GET', url, key: keyB })
      t.equal(res.statusCode, 200, url)
      t.same(res.json().data, [], `${url}: empty for B`)
      t.equal(res.json().total_registros, 0)
    }
    const despesas = await ctx.request({ method: 'GET', url: '/contas-pagar/despesas', key: keyB })
    t.same(despesas.json().data, { fixas: [], variaveis: [] })
    t.equal(despesas.json().total_registros, 0)
  })

  t.test('GET /:id of A\'s title is 404 for B, never 403', async (t) => {
    for (const [path, id] of [['/contas-pagar', a.payable], ['/contas-receber', a.receivable]] as const) {
      const res = await ctx.request({ method: 'GET', url: `${path}/${id}`, key: keyB })
      assertErrorBody(t, res, 404, 'TITULO_NAO_ENCONTRADO', `GET ${path}/${id} as B`)
      const missing = await ctx.request({ method: 'GET', url: `${path}/${id + 1000}`, key: keyB })
      t.same({ ...res.json(), timeStamp: 0, message: 0 }, { ...missing.json(), timeStamp: 0, message: 0 }, 'indistinguishable from a title that does not exist')
    }
  })

  t.test('updates of A\'s titles are 404 for B and change nothing', async (t) => {
    for (const [path, id, counterpart] of [['/contas-pagar', a.payable, 'fornecedor'], ['/contas-receber', a.receivable, 'cliente']] as const) {
      for (const method of ['OPTIONS', 'PATCH'] as const) {
        const res = await ctx.request({ method, url: `${path}/${id}`, key: keyB, payload: { conta: { valor: 1.5, observacoes: 'B was here', [counterpart]: { id: 7, nome: 'B' } } } })
        assertErrorBody(t, res, 404, 'TITULO_NAO_ENCONTRADO', `${method} ${path}/${id} as B`)
      }
    }
    t.same(await snapshot(ctx), aBefore, 'A\'s data is unchanged')
    t.same((await snapshot(ctx, readOnlyB) as { clientes: unknown[] }).clientes, [], 'B\'s update did not record a counterparty')
  })

  t.test('directories are per company', async (t) => {
    const put = await ctx.request({ method: 'PUT', url: '/categorias/2.01.01', key: keyB, payload: { descricao: 'Material de escritório', tipo: 'VARIAVEL' } })
    t.equal(put.statusCode, 200)
    const putCf = await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/1001', key: keyB, payload: { razao_social: 'Fornecedor B' } })
    t.equal(putCf.statusCode, 200)
    const categoriasB = await ctx.request({ method: 'GET', url: '/categorias', key: keyB })
    t.same(categoriasB.json().data, [{ codigo: '2.01.01', descricao: 'Material de escritório', tipo: 'VARIAVEL' }])
    const clientesB = await ctx.request({ method: 'GET', url: '/clientes-fornecedores', key: keyB })
    t.same(clientesB.json().data, [{ codigo: '1001', razao_social: 'Fornecedor B' }], 'B does not inherit A\'s cnpj_cpf')
    t.same(await snapshot(ctx), aBefore, 'A\'s directories are unchanged')
    // A's payable is a fixed expense for A (A says FIXA) whatever B says about the same code.
    const despesasA = await ctx.request({ method: 'GET', url: '/contas-pagar/despesas' })
    t.same(despesasA.json().data.fixas.map((title: { codigo_lancamento_svc: number }) => title.codigo_lancamento_svc), [a.payable])
    t.same(despesasA.json().data.variaveis, [])
  })

  t.test('titles B creates are B\'s alone, even with the same integration code', async (t) => {
    const idB = await createTitle({ ...ctx, request: async (options) => await ctx.request({ ...options, key: keyB }) }, '/contas-pagar', payable({ codigo_lancamento_integracao: 'P-1' }))
    t.not(idB, a.payable)
    const listB = await ctx.request({ method: 'GET', url: '/contas-pagar', key: keyB })
    t.same(listB.json().data.map((title: { codigo_lancamento_svc: number }) => title.codigo_lancamento_svc), [idB])
    const listA = await ctx.request({ method: 'GET', url: '/contas-pagar' })
    t.same(listA.json().data.map((title: { codigo_lancamento_svc: number }) => title.codigo_lancamento_svc), [a.payable])
    const byA = await ctx.request({ method: 'GET', url: `/contas-pagar/${idB}` })
    assertErrorBody(t, byA, 404, 'TITULO_NAO_ENCONTRADO', 'A reading B\'s title')
  })
})

t.test('public routes work without a key', async (t) => {
  const ctx = await build(t, { env: { CORS_ORIGINS: 'https://app.example' } })
  const health = await ctx.request({ method: 'GET', url: '/health', key: null })
  t.equal(health.statusCode, 200)
  t.same(health.json(), { status: 'ok' })

  const ready = await ctx.request({ method: 'GET', url: '/ready', key: null })
  t.equal(ready.statusCode, 200)
  t.same(ready.json(), { status: 'ok' })

  const json = await ctx.request({ method: 'GET', url: '/documentation/json', key: null })
  t.equal(json.statusCode, 200)
  t.match(json.headers['content-type'], /^application\/json/)
  const doc = json.json()
  t.match(doc, { openapi: /^3\./, paths: { '/contas-pagar': Object, '/contas-receber': Object, '/contas-pagar/{id}': Object } })
  t.match(doc.components.securitySchemes, { apiKey: { type: 'http', scheme: 'bearer' } })

  const yaml = await ctx.request({ method: 'GET', url: '/documentation/yaml', key: null })
  t.equal(yaml.statusCode, 200)
  t.match(yaml.headers['content-type'], /yaml/)
  t.match(yaml.body, /^openapi: ['"]?3\./m)
  t.match(yaml.body, /\/contas-pagar:/)

  let ui = await ctx.request({ method: 'GET', url: '/documentation', key: null })
  for (let hops = 0; ui.statusCode >= 300 && ui.statusCode < 400 && hops < 3; hops++) {
    const location = String(ui.headers.location)
    ui = await ctx.request({ method: 'GET', url: new URL(location, 'http://localhost/documentation/').pathname, key: null })
  }
  t.equal(ui.statusCode, 200, 'Swagger UI answers')
  t.match(ui.headers['content-type'], /^text\/html/)
  t.match(ui.body, /swagger-ui/i)

  // A CORS preflight needs no key either and is never an update.
  const preflight = await ctx.request({
    method: 'OPTIONS',
    url: '/contas-pagar/1',
    key: null,
    headers: { origin: 'https://app.example', 'access-control-request-method': 'OPTIONS', 'access-control-request-headers': 'authorization,content-type' }
  })
  t.equal(preflight.statusCode, 204)
  t.equal(preflight.body, '')
  t.match(preflight.headers['access-control-allow-methods'], /OPTIONS/)
  t.match(preflight.headers['access-control-allow-headers'], /Authorization/)
})

t.test('with AUTH_CACHE_SECONDS a verified key is trusted for that long, and a revoked one stops working after it', async (t) => {
  const long = await build(t, { env: { AUTH_CACHE_SECONDS: '3600' } })
  const key = await long.newKey(['read'])
  t.equal((await long.request({ method: 'GET', url: '/contas-pagar', key })).statusCode, 200)
  const [row] = (await listKeys(long.app.database.db)).filter((listed) => listed.company === long.company && listed.scopes === 'read').slice(-1)
  await revokeKey(long.app.database.db, String(row?.id))
  t.equal((await long.request({ method: 'GET', url: '/contas-pagar', key })).statusCode, 200, 'still trusted within the cache time, as documented')
  const unknown = 'csk_' + 'x'.repeat(43)
  t.equal((await long.request({ method: 'GET', url: '/contas-pagar', key: unknown })).statusCode, 401, 'unknown keys are never cached as valid')

  const short = await build(t, { env: { AUTH_CACHE_SECONDS: '1' } })
  const shortKey = await short.newKey(['read'])
  t.equal((await short.request({ method: 'GET', url: '/contas-pagar', key: shortKey })).statusCode, 200)
  const [shortRow] = (await listKeys(short.app.database.db)).filter((listed) => listed.company === short.company && listed.scopes === 'read').slice(-1)
  await revokeKey(short.app.database.db, String(shortRow?.id))
  await new Promise((resolve) => setTimeout(resolve, 1500))
  t.equal((await short.request({ method: 'GET', url: '/contas-pagar', key: shortKey })).statusCode, 401, 'revoked once the cache time is over')
})
