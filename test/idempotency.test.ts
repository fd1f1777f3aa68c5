import t from 'tap'
import { buildApp } from '../src/app.js'
import { build, payable, receivable, testConfig, type TestContext } from './helper.js'

/**
 * Idempotency-Key (docs/CONTRACT.md section 13): a retried POST or batch PUT replays the first answer and
 * writes nothing, whether the retry comes at once, concurrently, or after the service restarted.
 */

type Json = Record<string, any>

async function count (ctx: TestContext, path: string): Promise<number> {
  return (await ctx.request({ method: 'GET', url: path })).json().total_registros
}

async function feedLength (ctx: TestContext): Promise<number> {
  return (await ctx.request({ method: 'GET', url: '/eventos?limite=1000' })).json().total_registros
}

t.test('a repeated create replays its answer and writes once', async (t) => {
  const ctx = await build(t)
  const key = { 'idempotency-key': 'create-1' }
  const first = await ctx.request({ method: 'POST', url: '/contas-pagar', headers: key, payload: { data: payable() } })
  t.equal(first.statusCode, 201)
  t.notOk('idempotency-replayed' in first.headers, 'the first answer is not a replay')
  const events = await feedLength(ctx)

  const again = await ctx.request({ method: 'POST', url: '/contas-pagar', headers: key, payload: { data: payable() } })
  t.equal(again.statusCode, 201, 'the same status')
  t.equal(again.headers['idempotency-replayed'], 'true', 'marked as a replay')
  t.equal(again.headers.location, first.headers.location, 'the same Location')
  t.equal(again.headers.etag, first.headers.etag, 'the same ETag')
  t.match(again.headers['content-type'], /^application\/json/)
  t.equal(again.body, first.body, 'the same body, byte for byte')
  t.equal(await count(ctx, '/contas-pagar'), 1, 'one title')
  t.equal(await feedLength(ctx), events, 'no second event')

  const other = await ctx.request({ method: 'POST', url: '/contas-pagar', headers: key, payload: { data: payable({ valor_documento: 1 }) } })
  t.equal(other.statusCode, 422, 'the same key with another body is 422')
  t.equal(other.json().code, 'IDEMPOTENCY_KEY_REUSED')
  t.equal(await count(ctx, '/contas-pagar'), 1, 'and stores nothing')

  const otherRoute = await ctx.request({ method: 'POST', url: '/contas-receber', headers: key, payload: { data: receivable() } })
  t.equal(otherRoute.statusCode, 201, 'keys are per route: the same key on another route is a new request')

  const otherCompany = await build(t)
  const theirs = await otherCompany.request({ method: 'POST', url: '/contas-pagar', headers: key, payload: { data: payable() } })
  t.equal(theirs.statusCode, 201, 'keys are per company')
  t.notOk('idempotency-replayed' in theirs.headers)

  const prefer = await ctx.request({ method: 'POST', url: '/contas-pagar', headers: { 'idempotency-key': 'create-2', prefer: 'return=representation' }, payload: { data: payable() } })
  const preferAgain = await ctx.request({ method: 'POST', url: '/contas-pagar', headers: { 'idempotency-key': 'create-2', prefer: 'return=representation' }, payload: { data: payable() } })
  t.equal(preferAgain.body, prefer.body, 'a representation is replayed too')
  t.equal(preferAgain.headers['preference-applied'], 'return=representation', 'with its Preference-Applied')
})

t.test('invalid keys are 400 and store nothing', async (t) => {
  const ctx = await build(t)
  for (const bad of ['', 'a'.repeat(256), 'tem espaço', 'ação']) {
    const res = await ctx.request({ method: 'POST', url: '/contas-pagar', headers: { 'idempotency-key': bad }, payload: { data: payable() } })
    t.equal(res.statusCode, 400, `${JSON.stringify(bad.slice(0, 20))} is 400`)
    t.match(res.json().details, [{ path: '/headers/idempotency-key' }])
  }
  t.equal(await count(ctx, '/contas-pagar'), 0)
})

t.test('a failed request keeps no key: its retry runs again', async (t) => {
  const ctx = await build(t)
  const key = { 'idempotency-key': 'fails-first' }
  const data = payable({ codigo_lancamento_integracao: 'DUP' })
  await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data } })
  const conflict = await ctx.request({ method: 'POST', url: '/contas-pagar', headers: key, payload: { data } })
  t.equal(conflict.statusCode, 409, 'the first attempt fails')
  const id = conflict.json().details[0].codigo_lancamento_svc
  await ctx.request({ method: 'DELETE', url: `/contas-pagar/${id}` })
  const retry = await ctx.request({ method: 'POST', url: '/contas-pagar', headers: key, payload: { data } })
  t.equal(retry.statusCode, 201, 'the retry ran and created the title')
  t.notOk('idempotency-replayed' in retry.headers)
})

t.test('20 concurrent requests with one key write exactly once', async (t) => {
  const ctx = await build(t)
  const key = { 'idempotency-key': 'storm' }
  const answers = await Promise.all(Array.from({ length: 20 }, async () =>
    await ctx.request({ method: 'POST', url: '/contas-pagar', headers: key, payload: { data: payable() } })))
  const statuses = answers.map((res) => res.statusCode)
  t.ok(statuses.every((status) => status === 201 || status === 409), `each answer is the create or 409 in flight (${[...new Set(statuses)].join(', ')})`)
  const created = answers.filter((res) => res.statusCode === 201)
  t.ok(created.length >= 1, 'at least one got the created title')
  t.equal(new Set(created.map((res) => res.headers.location)).size, 1, 'every 201 names the same title')
  t.equal(created.filter((res) => res.headers['idempotency-replayed'] !== 'true').length, 1, 'exactly one of them wrote')
  for (const res of answers.filter((res) => res.statusCode === 409)) {
    t.equal(res.json().code, 'IDEMPOTENCY_KEY_IN_USE')
    t.equal(res.headers['retry-after'], '1', 'a 409 in flight says when to retry')
  }
  t.equal(await count(ctx, '/contas-pagar'), 1, 'one title')
  const retry = await ctx.request({ method: 'POST', url: '/contas-pagar', headers: key, payload: { data: payable() } })
  t.equal(retry.headers['idempotency-replayed'], 'true', 'once done, every retry replays')
})

t.test('a key survives a restart of the service', async (t) => {
  const config = await testConfig()
  const first = await buildApp(config)
  await first.ready()
  const ctx = await build(t)
  const token = ctx.keys.readWrite
  const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'restart' }
  const created = await first.inject({ method: 'POST', url: '/contas-receber', headers, payload: { data: receivable() } })
  t.equal(created.statusCode, 201)
  await first.close()
  const second = await buildApp(config)
  t.teardown(() => second.close())
  await second.ready()
  const replay = await second.inject({ method: 'POST', url: '/contas-receber', headers, payload: { data: receivable() } })
  t.equal(replay.statusCode, 201)
  t.equal(replay.headers['idempotency-replayed'], 'true', 'a new process replays what the old one answered')
  t.equal(replay.body, created.body)
  t.equal(await count(ctx, '/contas-receber'), 1)
})

t.test('settlements, cancellations and batches take keys too', async (t) => {
  const ctx = await build(t)
  const id = (await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ valor_documento: 100 }) } })).json().insertId
  const pay = async () => await ctx.request({ method: 'POST', url: `/contas-pagar/${id}/pagamentos`, headers: { 'idempotency-key': 'pay-1' }, payload: { valor: 40, data: '2026-03-01' } })
  const paid = await pay()
  const paidAgain = await pay()
  t.equal(paid.statusCode, 201)
  t.equal(paidAgain.headers['idempotency-replayed'], 'true')
  t.equal(paidAgain.headers.location, paid.headers.location, 'the same settlement')
  t.equal((await ctx.request({ method: 'GET', url: `/contas-pagar/${id}/pagamentos` })).json().total_registros, 1, 'paid once, not twice')
  const otherTitle = (await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ valor_documento: 100 }) } })).json().insertId
  const elsewhere = await ctx.request({ method: 'POST', url: `/contas-pagar/${otherTitle}/pagamentos`, headers: { 'idempotency-key': 'pay-1' }, payload: { valor: 40, data: '2026-03-01' } })
  t.equal(elsewhere.statusCode, 422, 'the same key and body for another title is another request: 422')

  const other = (await ctx.request({ method: 'POST', url: '/contas-receber', payload: { data: receivable() } })).json().insertId
  const cancel = async () => await ctx.request({ method: 'POST', url: `/contas-receber/${other}/cancelamento`, headers: { 'idempotency-key': 'cancel-1' }, payload: { motivo: 'erro' } })
  t.equal((await cancel()).statusCode, 200)
  const cancelAgain = await cancel()
  t.equal(cancelAgain.statusCode, 200, 'a repeated cancellation replays instead of 409 TITULO_JA_CANCELADO')
  t.equal(cancelAgain.headers['idempotency-replayed'], 'true')

  const itens = [payable({ codigo_lancamento_integracao: 'B-1' }), payable({ codigo_lancamento_integracao: 'B-2' })]
  const batch = async () => await ctx.request({ method: 'PUT', url: '/contas-pagar/lote', headers: { 'idempotency-key': 'batch-1' }, payload: { itens } })
  const sent = await batch()
  const resent = await batch()
  t.strictSame(sent.json().data.map((item: Json) => item.resultado), ['criado', 'criado'])
  t.equal(resent.headers['idempotency-replayed'], 'true')
  t.equal(resent.body, sent.body, 'a batch replays its first answer (criado), not a fresh one (inalterado)')
})

t.test('keys expire after 24 hours and are purged', async (t) => {
  let now = new Date('2026-03-10T12:00:00Z')
  const ctx = await build(t, { now: () => now })
  const key = { 'idempotency-key': 'expires' }
  t.equal((await ctx.request({ method: 'POST', url: '/contas-pagar', headers: key, payload: { data: payable() } })).statusCode, 201)
  now = new Date('2026-03-11T11:59:00Z')
  t.equal((await ctx.request({ method: 'POST', url: '/contas-pagar', headers: key, payload: { data: payable() } })).headers['idempotency-replayed'], 'true', 'replayed within 24 hours')
  now = new Date('2026-03-11T12:00:01Z')
  const fresh = await ctx.request({ method: 'POST', url: '/contas-pagar', headers: key, payload: { data: payable({ valor_documento: 2 }) } })
  t.equal(fresh.statusCode, 201, 'after 24 hours the key is new, even with another body')
  t.notOk('idempotency-replayed' in fresh.headers)
  t.equal(await count(ctx, '/contas-pagar'), 2)

  await ctx.request({ method: 'POST', url: '/contas-pagar', headers: { 'idempotency-key': 'old' }, payload: { data: payable() } })
  now = new Date('2026-03-13T00:00:00Z')
  const { db } = ctx.app.database
  const { id: empresaId } = await db.selectFrom('empresas').select('id').where('nome', '=', ctx.company).executeTakeFirstOrThrow()
  const keysOfCompany = async () => (await db.selectFrom('idempotencia').select('chave').where('empresa_id', '=', empresaId).orderBy('chave').execute()).map((row) => row.chave)
  t.strictSame(await keysOfCompany(), ['expires', 'old'], 'the keys are stored')
  // A restart runs the purge at start-up, as the hourly timer does.
  const restarted = await buildApp(ctx.app.config, { now: () => now })
  t.teardown(() => restarted.close())
  await restarted.ready()
  t.strictSame(await keysOfCompany(), [], 'expired keys are purged')
})

t.test('a key the document refuses is 400 on every write that honours keys, never a database error', async (t) => {
  // Issue 21: the upsert honours a key without declaring the header, so a 256-character key
  // reached MariaDB ("Data too long for column 'chave'", a 500) and was stored on SQLite.
  const ctx = await build(t)
  const id = (await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable() } })).json().insertId
  const long = { 'idempotency-key': 'k'.repeat(256) }
  const writes = [
    { method: 'PUT', url: '/contas-pagar/integracao/LONG-KEY', payload: { data: payable() } },
    { method: 'POST', url: `/contas-pagar/${id}/cancelamento`, payload: {} },
    { method: 'POST', url: `/contas-pagar/${id}/pagamentos`, payload: { valor: 1, data: '2026-03-10' } }
  ] as const
  for (const write of writes) {
    const res = await ctx.request({ ...write, headers: long })
    t.equal(res.statusCode, 400, `${write.method} ${write.url}`)
    t.match(res.json(), { code: 'VALIDATION_FAILED', details: [{ path: '/headers/idempotency-key' }] })
  }
  const read = await ctx.request({ method: 'GET', url: `/contas-pagar/${id}` })
  t.equal(read.json().data.versao, 1, 'the title is as created')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar/integracao/LONG-KEY' })).statusCode, 404, 'nothing upserted')
})
