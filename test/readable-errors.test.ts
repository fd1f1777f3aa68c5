import t from 'tap'
import { INVALID_MESSAGE } from '../schemas/common.js'
import { build, createTitle, payable } from './helper.js'

/**
 * Error messages a person can read (docs/CONTRACT.md section 9): no regular expression in a message,
 * the scheme an Authorization header must use, an If-Match tag that must be quoted, the setting that
 * allows a refused webhook URL, a batch item's pointer into the batch, and a trailing slash that
 * reaches its route.
 */

type Json = Record<string, any>

/** Every schema a request is validated with (parameters and bodies), references followed, nested ones included. */
function requestSchemas (doc: Json): Array<{ where: string, schema: Json }> {
  const found: Array<{ where: string, schema: Json }> = []
  const seen = new Set<Json>()
  const walk = (where: string, schema: unknown): void => {
    if (typeof schema !== 'object' || schema === null || seen.has(schema as Json)) return
    seen.add(schema as Json)
    const node = schema as Json
    if (typeof node.$ref === 'string') return walk(node.$ref, doc.components.schemas[node.$ref.split('/').pop() as string])
    found.push({ where, schema: node })
    for (const [key, value] of Object.entries(node)) {
      if (key === 'examples' || key === 'example') continue
      if (typeof value === 'object' && value !== null) walk(`${where}/${key}`, value)
    }
  }
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      for (const parameter of operation.parameters ?? []) walk(`${method} ${path} ${parameter.in} ${parameter.name}`, parameter.schema)
      for (const [type, content] of Object.entries<Json>(operation.requestBody?.content ?? {})) walk(`${method} ${path} body ${type}`, content.schema)
    }
  }
  return found
}

t.test('every pattern a request can fail has a sentence of its own in the document', async (t) => {
  const ctx = await build(t)
  const patterned = requestSchemas(ctx.app.swagger() as Json).filter(({ schema }) => typeof schema.pattern === 'string')
  t.ok(patterned.length >= 10, `${patterned.length} patterns in request schemas`)
  for (const { where, schema } of patterned) t.match(schema[INVALID_MESSAGE], /^must /, `${where}: ${String(schema.pattern)}`)
})

t.test('no message shows a regular expression', async (t) => {
  const ctx = await build(t)
  const id = await createTitle(ctx, '/contas-pagar', payable())
  const { id: webhook } = (await ctx.request({ method: 'POST', url: '/webhooks', payload: { url: 'https://erp.example.com/hook' } })).json()
  const cases: Array<[string, Parameters<typeof ctx.request>[0], string, RegExp]> = [
    ['alterado_desde', { method: 'GET', url: '/contas-pagar?alterado_desde=ontem' }, '/querystring/alterado_desde', /RFC 3339 date-time/],
    ['desde', { method: 'GET', url: '/eventos?desde=abc' }, '/querystring/desde', /feed cursor/],
    ['reenvio desde', { method: 'POST', url: `/webhooks/${webhook}/reenvio`, payload: { desde: 'x' } }, '/body/desde', /feed cursor/],
    ['a 300-character Idempotency-Key', { method: 'POST', url: '/contas-pagar', headers: { 'idempotency-key': 'k'.repeat(300) }, payload: { data: payable() } }, '/headers/idempotency-key', /1 to 255 visible ASCII characters/],
    ['a webhook URL with credentials', { method: 'POST', url: '/webhooks', payload: { url: 'https://user:secret@erp.example.com/hook' } }, '/body/url', /without a user or password/],
    ['a time of day', { method: 'POST', url: '/contas-pagar', payload: { data: payable({ info: { hInc: '25:00' } }) } }, '/body/data/info/hInc', /HH:MM:SS/],
    ['a code with edge whitespace', { method: 'PUT', url: '/categorias/%20x', payload: { descricao: 'X', tipo: 'FIXA' } }, '/params/codigo', /whitespace/],
    ['a numero_parcela', { method: 'POST', url: '/contas-pagar', payload: { data: payable({ numero_parcela: '1-3' }) } }, '/body/data/numero_parcela', /n\/m/],
    ['a chave_nfe', { method: 'POST', url: '/contas-pagar', payload: { data: payable({ chave_nfe: '123' }) } }, '/body/data/chave_nfe', /44 digits/],
    ['an If-Match without quotes', { method: 'PATCH', url: `/contas-pagar/${id}`, headers: { 'if-match': '1' }, payload: { conta: { observacoes: 'x' } } }, '/headers/if-match', /in double quotes/]
  ]
  for (const [label, request, path, message] of cases) {
    const res = await ctx.request(request)
    t.equal(res.statusCode, 400, `${label}: 400 ${res.body}`)
    const body = res.json()
    t.notMatch(JSON.stringify(body), /pattern|\^\[|\]\{|\$"/, `${label}: no regular expression in ${res.body}`)
    if (path !== '/body') t.match(body.details, [{ path, message }], `${label}: ${JSON.stringify(body.details)}`)
  }
  t.equal((await ctx.request({ method: 'GET', url: `/contas-pagar/${id}` })).json().data.versao, 1, 'the refused If-Match changed nothing')
})

t.test('If-Match names the version in quotes, as the ETag gives it; a list and * work too', async (t) => {
  const ctx = await build(t)
  const id = await createTitle(ctx, '/contas-pagar', payable())
  const patch = async (ifMatch: string) => await ctx.request({ method: 'PATCH', url: `/contas-pagar/${id}`, headers: { 'if-match': ifMatch }, payload: { conta: { observacoes: ifMatch } } })
  t.equal((await patch('"1"')).statusCode, 200)
  t.equal((await patch('"7", "2"')).statusCode, 200, 'a list matches any of its tags')
  t.equal((await patch('*')).statusCode, 200)
  t.equal((await patch('"1"')).statusCode, 412, 'a quoted tag of another version is 412')
  const unquoted = await patch('4')
  t.equal(unquoted.statusCode, 400)
  t.match(unquoted.json(), { code: 'VALIDATION_FAILED', message: /double quotes/ })
})

t.test('Authorization with another scheme says a Bearer token is expected', async (t) => {
  const ctx = await build(t)
  for (const header of ['Basic dXNlcjpwYXNz', 'Token abc', ctx.keys.readWrite]) {
    const res = await ctx.request({ method: 'GET', url: '/contas-pagar', key: null, headers: { authorization: header } })
    t.equal(res.statusCode, 401)
    t.match(res.headers['www-authenticate'], /^Bearer/)
    t.match(res.json(), { code: 'INVALID_API_KEY', message: /Authorization: Bearer <api key>/ }, `${header.slice(0, 10)}: ${res.body}`)
  }
  const unknown = await ctx.request({ method: 'GET', url: '/contas-pagar', key: null, headers: { authorization: 'Bearer unknown-key' } })
  t.match(unknown.json(), { code: 'INVALID_API_KEY', message: /unknown or revoked/ }, 'a Bearer token that is not a key is still told so')
})

t.test('a path with a trailing slash answers as the path without it', async (t) => {
  const ctx = await build(t)
  await createTitle(ctx, '/contas-pagar', payable())
  const plain = await ctx.request({ method: 'GET', url: '/contas-pagar' })
  const slashed = await ctx.request({ method: 'GET', url: '/contas-pagar/' })
  t.equal(slashed.statusCode, 200, slashed.body)
  t.strictSame(slashed.json().data, plain.json().data)
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar/?status_titulo=XYZ' })).statusCode, 400, 'with its query checked as usual')
  t.equal((await ctx.request({ method: 'POST', url: '/contas-pagar/', payload: { data: payable() } })).statusCode, 201)
})

t.test('a refused webhook URL names the setting that allows it', async (t) => {
  const ctx = await build(t)
  for (const [url, setting] of [['http://erp.example.com/hook', 'WEBHOOK_ALLOW_HTTP'], ['https://192.168.0.10/hook', 'WEBHOOK_ALLOW_PRIVATE'], ['https://localhost/hook', 'WEBHOOK_ALLOW_PRIVATE']] as const) {
    const res = await ctx.request({ method: 'POST', url: '/webhooks', payload: { url } })
    t.equal(res.statusCode, 400)
    t.match(res.json().details, [{ path: '/body/url', message: new RegExp(setting) }], `${url}: ${res.body}`)
  }
})

t.test("a batch item's error points into the batch: /body/itens/<n>/...", async (t) => {
  const ctx = await build(t)
  const res = await ctx.request({
    method: 'PUT',
    url: '/contas-pagar/lote',
    payload: { itens: [payable({ codigo_lancamento_integracao: 'L-1' }), payable({ codigo_lancamento_integracao: 'L-2', data_vencimento: '2026-02-30' }), payable({ codigo_lancamento_integracao: 'L-1' })] }
  })
  t.equal(res.statusCode, 200, res.body)
  const [first, second, third] = res.json().data
  t.equal(first.resultado, 'criado')
  t.match(second.erro, { code: 'VALIDATION_FAILED', message: /^Invalid request: \/body\/itens\/1\/data_vencimento /, details: [{ path: '/body/itens/1/data_vencimento' }] })
  t.match(third.erro, { code: 'VALIDATION_FAILED', details: [{ path: '/body/itens/2/codigo_lancamento_integracao' }] })
  t.notMatch(res.body, /\/body\/data/, 'no pointer into a body the client did not send')
})

t.test('a value of the wrong JSON type is told what was expected and what came; an amount written as text is shown how to write it', async (t) => {
  const ctx = await build(t)
  const cases: Array<[string, Parameters<typeof ctx.request>[0], string, RegExp]> = [
    // The way a Brazilian spreadsheet writes money: the commonest mistake of a new integration.
    ['an amount as Brazilian text', { method: 'POST', url: '/contas-pagar', payload: { data: payable({ valor_documento: '1.234,56' }) } }, '/body/data/valor_documento', /^must be an amount as a JSON number.*1234\.56.*, not the string "1\.234,56"$/],
    ['an amount as text', { method: 'POST', url: '/contas-pagar', payload: { data: payable({ valor_documento: '10.50' }) } }, '/body/data/valor_documento', /not the string "10\.50"$/],
    ['a number where text is declared', { method: 'POST', url: '/contas-pagar', payload: { data: payable({ numero_documento: 123 }) } }, '/body/data/numero_documento', /^must be a string, not the number 123$/],
    ['an id that is not a number', { method: 'GET', url: '/contas-pagar/abc' }, '/params/id', /^must be an integer, not the string "abc"$/],
    ['a list where an object is declared', { method: 'POST', url: '/contas-pagar', payload: { data: [payable()] } }, '/body/data', /^must be an object, not an array$/]
  ]
  for (const [label, request, path, message] of cases) {
    const res = await ctx.request(request)
    t.equal(res.statusCode, 400, `${label}: 400 ${res.body}`)
    t.match(res.json().details, [{ path, message }], `${label}: ${JSON.stringify(res.json().details)}`)
  }
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar' })).json().total_registros, 0, 'nothing was stored')
})
