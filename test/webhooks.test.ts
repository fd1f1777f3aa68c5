import { lookup } from 'node:dns/promises'
import { hostname } from 'node:os'
import t from 'tap'
import { startReceiver } from '../bench/webhook-receiver.js'
import { loadConfig, ConfigError } from '../src/config.js'
import { refusedRange, urlProblem } from '../src/webhooks/address.js'
import { webhookSender } from '../src/webhooks/sender.js'
import { build, createTitle, payable } from './helper.js'
import { createEndpoint, verified, WEBHOOK_ENV } from './webhook-support.js'

/**
 * The webhook routes of docs/CONTRACT.md section 15 and their bad input: every refusal has the error body
 * and stores nothing. Delivery is tested in webhooks-delivery.test.ts.
 */

t.test('an endpoint is created at the end of the feed, read, listed, changed and deleted', async (t) => {
  const ctx = await build(t, { env: WEBHOOK_ENV })
  await createTitle(ctx, '/contas-pagar', payable())
  await createTitle(ctx, '/contas-pagar', payable())
  const res = await ctx.request({ method: 'POST', url: '/webhooks', payload: { url: 'https://erp.example.com/hook', tipos: ['criado'], descricao: 'ERP' } })
  t.equal(res.statusCode, 201)
  const created = res.json()
  t.match(created, { url: 'https://erp.example.com/hook', tipos: ['criado'], descricao: 'ERP', ativo: true, desativado_motivo: null, posicao: 2, pendentes: 0, proxima_tentativa: null })
  t.match(created.segredo, /^whsec_[A-Za-z0-9+/]{43}=$/, 'the secret is whsec_ and 32 random bytes')
  t.equal(Buffer.from(created.segredo.slice(6), 'base64').length, 32)
  t.equal(res.headers.location, `/webhooks/${created.id}`)

  const read = (await ctx.request({ method: 'GET', url: `/webhooks/${created.id}` })).json()
  t.equal(read.segredo, undefined, 'the secret is shown only at creation')
  t.equal(read.posicao, 2)
  const list = (await ctx.request({ method: 'GET', url: '/webhooks' })).json()
  t.equal(list.total_registros, 1)
  t.equal(list.data[0].id, created.id)
  t.notOk(JSON.stringify(list).includes(created.segredo), 'no list shows the secret')

  const patched = await ctx.request({ method: 'PATCH', url: `/webhooks/${created.id}`, payload: { url: 'https://erp.example.com/v2', tipos: [], descricao: null, ativo: false } })
  t.equal(patched.statusCode, 200)
  t.match(patched.json(), { url: 'https://erp.example.com/v2', tipos: [], descricao: null, ativo: false })

  t.equal((await ctx.request({ method: 'DELETE', url: `/webhooks/${created.id}` })).statusCode, 204)
  t.equal((await ctx.request({ method: 'GET', url: `/webhooks/${created.id}` })).json().code, 'WEBHOOK_NAO_ENCONTRADO')
  t.equal((await ctx.request({ method: 'DELETE', url: `/webhooks/${created.id}` })).statusCode, 404)
})

t.test('bad input is 400 with the error body and stores nothing', async (t) => {
  const ctx = await build(t)
  const badBodies: Array<[string, unknown, string]> = [
    ['not a URL', { url: 'erp.example.com/hook' }, '/body/url'],
    ['http:// without WEBHOOK_ALLOW_HTTP', { url: 'http://erp.example.com/hook' }, '/body/url'],
    ['another scheme', { url: 'ftp://erp.example.com/hook' }, '/body/url'],
    ['a user and password in the URL', { url: 'https://user:secret@erp.example.com/hook' }, '/body/url'],
    ['a private address without WEBHOOK_ALLOW_PRIVATE', { url: 'https://10.1.2.3/hook' }, '/body/url'],
    ['a loopback address', { url: 'https://127.0.0.1:8443/hook' }, '/body/url'],
    ['an IPv4-mapped loopback address', { url: 'https://[::ffff:127.0.0.1]/hook' }, '/body/url'],
    ['a CGNAT address', { url: 'https://100.64.0.7/hook' }, '/body/url'],
    ['the link-local metadata address', { url: 'https://169.254.169.254/latest' }, '/body/url'],
    ['localhost by name', { url: 'https://localhost/hook' }, '/body/url'],
    ['a URL over 2,048 characters', { url: `https://erp.example.com/${'a'.repeat(2040)}` }, '/body/url'],
    ['an unknown tipo', { url: 'https://erp.example.com/hook', tipos: ['pago'] }, '/body/tipos/0'],
    ['a repeated tipo', { url: 'https://erp.example.com/hook', tipos: ['criado', 'criado'] }, '/body/tipos'],
    ['an unknown field', { url: 'https://erp.example.com/hook', segredo: 'whsec_x' }, '/body/segredo'],
    ['no url', { tipos: ['criado'] }, '/body/url']
  ]
  for (const [label, payload, path] of badBodies) {
    const res = await ctx.request({ method: 'POST', url: '/webhooks', payload: payload as Record<string, unknown> })
    t.equal(res.statusCode, 400, `${label}: 400`)
    t.match(res.json(), { success: false, statusCode: 400, code: 'VALIDATION_FAILED', details: [{ path }] }, `${label}: the error body names ${path}`)
  }
  t.equal((await ctx.request({ method: 'GET', url: '/webhooks' })).json().total_registros, 0, 'nothing was stored')

  const { id } = await createEndpoint(ctx, { url: 'https://erp.example.com/hook' })
  for (const [label, payload] of [['a private URL', { url: 'https://192.168.0.10/' }], ['an empty body', {}], ['ativo as text', { ativo: 'true' }]] as const) {
    const res = await ctx.request({ method: 'PATCH', url: `/webhooks/${id}`, payload })
    t.equal(res.statusCode, 400, `PATCH with ${label}: 400`)
  }
  t.equal((await ctx.request({ method: 'GET', url: `/webhooks/${id}` })).json().url, 'https://erp.example.com/hook', 'a refused PATCH changed nothing')
  t.equal((await ctx.request({ method: 'POST', url: `/webhooks/${id}/reenvio`, payload: { desde: '999999' } })).statusCode, 400, 'a replay from after the end of the feed is 400')
  t.equal((await ctx.request({ method: 'POST', url: `/webhooks/${id}/reenvio`, payload: { desde: 'abc' } })).statusCode, 400)
  t.equal((await ctx.request({ method: 'GET', url: `/webhooks/${id}/entregas?limite=0` })).statusCode, 400)
  t.equal((await ctx.request({ method: 'GET', url: '/webhooks/0' })).statusCode, 400)
})

t.test('a 21st endpoint is 409 LIMITE_WEBHOOKS and is not stored', async (t) => {
  const ctx = await build(t)
  for (let i = 0; i < 20; i++) await createEndpoint(ctx, { url: `https://erp.example.com/hook/${i}` })
  const res = await ctx.request({ method: 'POST', url: '/webhooks', payload: { url: 'https://erp.example.com/hook/20' } })
  t.equal(res.statusCode, 409)
  t.match(res.json(), { success: false, statusCode: 409, code: 'LIMITE_WEBHOOKS' })
  t.equal((await ctx.request({ method: 'GET', url: '/webhooks' })).json().total_registros, 20)
})

t.test("another company's endpoint is 404 on every route; a read-only key is 403", async (t) => {
  const ctx = await build(t)
  const other = await build(t)
  const { id } = await createEndpoint(other, { url: 'https://erp.example.com/hook' })
  const calls = [
    { method: 'GET', url: `/webhooks/${id}` },
    { method: 'PATCH', url: `/webhooks/${id}`, payload: { ativo: false } },
    { method: 'DELETE', url: `/webhooks/${id}` },
    { method: 'POST', url: `/webhooks/${id}/segredo` },
    { method: 'POST', url: `/webhooks/${id}/teste` },
    { method: 'POST', url: `/webhooks/${id}/reenvio`, payload: { desde: '0' } },
    { method: 'GET', url: `/webhooks/${id}/entregas` }
  ] as const
  for (const call of calls) {
    const res = await ctx.request(call)
    t.equal(res.statusCode, 404, `${call.method} ${call.url} of another company: 404`)
    t.equal(res.json().code, 'WEBHOOK_NAO_ENCONTRADO')
  }
  t.equal((await ctx.request({ method: 'GET', url: '/webhooks' })).json().total_registros, 0, "the other company's endpoint is not listed")
  t.match((await other.request({ method: 'GET', url: `/webhooks/${id}` })).json(), { id, url: 'https://erp.example.com/hook' }, 'and it is unchanged')

  for (const call of [...calls, { method: 'GET', url: '/webhooks' }, { method: 'POST', url: '/webhooks', payload: { url: 'https://erp.example.com/x' } }] as const) {
    const res = await other.request({ ...call, key: other.keys.read })
    t.equal(res.statusCode, 403, `${call.method} ${call.url} with a read-only key: 403`)
    t.equal(res.json().code, 'INSUFFICIENT_SCOPE')
  }
  t.equal((await other.request({ method: 'GET', url: '/webhooks' })).json().total_registros, 1, 'nothing was created or deleted')
})

t.test('only global unicast addresses may be reached', async (t) => {
  for (const address of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '224.0.0.1', '0.0.0.0', '255.255.255.255', '::', '::1', 'fe80::1', 'fc00::1', 'ff02::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', '64:ff9b::a00:1']) {
    t.not(refusedRange(address), undefined, `${address} is refused (${refusedRange(address) ?? ''})`)
  }
  for (const address of ['8.8.8.8', '200.160.2.3', '2001:4860:4860::8888', '::ffff:8.8.8.8']) t.equal(refusedRange(address), undefined, `${address} may be reached`)
  t.equal(urlProblem('https://erp.example.com/h', { allowHttp: false, allowPrivate: false }), undefined)
  t.equal(urlProblem('http://127.0.0.1/h', { allowHttp: true, allowPrivate: true }), undefined)
})

t.test('the address actually connected to is checked at every attempt, whatever the name', async (t) => {
  const receiver = await startReceiver()
  t.teardown(() => receiver.close())
  const sender = webhookSender({ allowHttp: true, allowPrivate: false })
  t.teardown(() => sender.close())
  // A name other than localhost that resolves to loopback here (the machine's own name, from /etc/hosts).
  const name = hostname()
  const resolved = await lookup(name).catch(() => undefined)
  const usable = resolved !== undefined && refusedRange(resolved.address) !== undefined
  await t.test(`a name (${name}) that resolves to a refused address`, { skip: usable ? false : 'this machine\'s name does not resolve to a refused address, so it cannot stand in for a rebinding name' }, async (t) => {
    const result = await sender.post(`http://${name}:${receiver.port}/hook`, { 'content-type': 'application/json' }, Buffer.from('{}'))
    t.equal(result.status, null)
    t.match(result.error, /may not be reached/, `refused at connect: ${result.error ?? ''}`)
  })
  const literal = await sender.post(`http://127.0.0.1:${receiver.port}/hook`, {}, Buffer.from('{}'))
  t.match(literal.error, /may not be reached/)
  t.equal(receiver.received.length, 0, 'the receiver got nothing')

  // Redirects are not followed, and a big answer is cut at 64 KB without failing the attempt.
  const open = webhookSender({ allowHttp: true, allowPrivate: true })
  t.teardown(() => open.close())
  receiver.respond = () => 302
  t.equal((await open.post(receiver.url, {}, Buffer.from('{}'))).status, 302, 'a redirect is a failed attempt, not followed')
  t.equal(receiver.received.length, 1)
})

t.test('WEBHOOK_* configuration is validated like the rest', async (t) => {
  t.strictSame(loadConfig({}).webhookRetryScheduleMs, [5000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000], 'the default schedule of DESIGN 15')
  t.strictSame(loadConfig({ WEBHOOK_RETRY_SCHEDULE: '1s, 250ms,2m' }).webhookRetryScheduleMs, [1000, 250, 120_000])
  t.equal(loadConfig({}).webhookAllowHttp, false)
  t.equal(loadConfig({}).webhookAllowPrivate, false)
  for (const [name, value] of [['WEBHOOK_RETRY_SCHEDULE', '5x'], ['WEBHOOK_RETRY_SCHEDULE', '5s,,5m'], ['WEBHOOK_RETRY_SCHEDULE', '8d'], ['WEBHOOK_ALLOW_HTTP', 'yes'], ['WEBHOOK_ALLOW_PRIVATE', '2']]) {
    t.throws(() => loadConfig({ [name as string]: value }), { name: 'Error', message: new RegExp(`^${name as string} must be`) }, `${name}=${value} stops start-up`)
    t.ok((() => { try { loadConfig({ [name as string]: value }) } catch (error) { return error instanceof ConfigError } return false })(), 'as a ConfigError (one line, exit 78)')
  }
})

t.test('the test message is signed, verified by standardwebhooks, answered and logged', async (t) => {
  const receiver = await startReceiver()
  t.teardown(() => receiver.close())
  const ctx = await build(t, { env: WEBHOOK_ENV })
  const { id, segredo } = await createEndpoint(ctx, { url: receiver.url })
  const res = await ctx.request({ method: 'POST', url: `/webhooks/${id}/teste` })
  t.equal(res.statusCode, 200)
  t.match(res.json(), { entregue: true, status_http: 204, erro: null })
  const [message] = verified(receiver.received, [segredo])
  t.match(message?.body, { type: 'webhook.teste', data: { webhook: id } })
  t.equal(message?.id, res.json().mensagem_id)

  receiver.respond = () => 503
  t.match((await ctx.request({ method: 'POST', url: `/webhooks/${id}/teste` })).json(), { entregue: false, status_http: 503 })
  await receiver.down()
  const refused = (await ctx.request({ method: 'POST', url: `/webhooks/${id}/teste` })).json()
  t.match(refused, { entregue: false, status_http: null, erro: /ECONNREFUSED|closed before an answer/ })
  const log = (await ctx.request({ method: 'GET', url: `/webhooks/${id}/entregas` })).json()
  t.equal(log.total_registros, 3)
  t.match(log.data, [{ tipo: 'webhook.teste', status_http: null, erro: /ECONNREFUSED|closed before an answer/ }, { status_http: 503 }, { status_http: 204, posicao_de: null, tentativa: 1 }], 'newest first')
  t.notOk(JSON.stringify(log).includes(segredo.slice(6)), 'the log never shows the secret')
})
