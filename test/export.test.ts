import { request as httpRequest } from 'node:http'
import t from 'tap'
import Fastify from 'fastify'
import { build, createTitle, insertPayables, payable, receivable } from './helper.js'
import fc from 'fast-check'
import { BUFFERED_LIST_MAX, CHUNK_BYTES, envelopeClosing, sendJsonStream, streamedJson } from '../src/http/envelope.js'

const pinned = () => new Date('2026-03-10T15:00:00Z')
const observacao = 'x'.repeat(500)

t.test('a list longer than one read is streamed, and its bytes are exactly those of the buffered envelope', async (t) => {
  const ctx = await build(t, { now: pinned })
  const count = BUFFERED_LIST_MAX + 150
  await insertPayables(ctx, count, (i) => payable({ data_vencimento: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}`, observacao, valor_documento: (1000 + i) / 100 }))
  const streamed = await ctx.request({ method: 'GET', url: '/contas-pagar' })
  t.equal(streamed.statusCode, 200)
  t.equal(streamed.headers['content-type'], 'application/json; charset=utf-8')
  t.equal(streamed.headers['transfer-encoding'], 'chunked', 'sent as a stream')
  // The same rows in pages of at most 1000, assembled as one buffered envelope would be.
  const page1 = await ctx.request({ method: 'GET', url: '/contas-pagar?limite=1000' })
  const next = /<([^>]+)>; rel="next"/.exec(String(page1.headers.link))?.[1] as string
  const page2 = await ctx.request({ method: 'GET', url: next })
  const rows = [...page1.json().data, ...page2.json().data]
  t.equal(streamed.body, JSON.stringify({ success: true, data: rows, timeStamp: '2026-03-10T15:00:00Z', total_registros: count }), 'same bytes as the unstreamed envelope')
  const body = streamed.json()
  t.equal(body.total_registros, count)
  t.equal(new Set(body.data.map((title: { codigo_lancamento_svc: number }) => title.codigo_lancamento_svc)).size, count, 'every title exactly once across the read and the cursor')
  const dates = body.data.map((title: { data_vencimento: string }) => title.data_vencimento)
  t.same(dates, [...dates].sort(), 'ordered by due date')
})

t.test('a list that fits in one read is sent whole, with the same envelope', async (t) => {
  const ctx = await build(t, { now: pinned })
  await insertPayables(ctx, 30, (i) => payable({ data_vencimento: `2026-04-${String(1 + (i % 28)).padStart(2, '0')}` }))
  const res = await ctx.request({ method: 'GET', url: '/contas-pagar' })
  t.equal(res.headers['content-length'], String(Buffer.byteLength(res.body)), 'sent with a length, not streamed')
  // The same bytes as one page holding everything, which adds only that no page follows.
  t.equal(res.body, (await ctx.request({ method: 'GET', url: '/contas-pagar?limite=1000' })).body.replace(',"proximo_cursor":null}', '}'))
  t.equal(res.json().total_registros, 30)
})

t.test('an empty streamed list is a well-formed envelope', async (t) => {
  const ctx = await build(t, { now: pinned })
  const res = await ctx.request({ method: 'GET', url: '/contas-receber' })
  t.same(res.json(), { success: true, data: [], timeStamp: '2026-03-10T15:00:00Z', total_registros: 0 })
  await createTitle(ctx, '/contas-receber', receivable())
  t.equal((await ctx.request({ method: 'GET', url: '/contas-receber' })).json().total_registros, 1)
})

t.test('a cursor without limite streams the rest of the list', async (t) => {
  const ctx = await build(t, { now: pinned })
  const ids = []
  for (let i = 1; i <= 5; i++) ids.push(await createTitle(ctx, '/contas-pagar', payable({ data_vencimento: `2026-04-0${i}` })))
  const first = await ctx.request({ method: 'GET', url: '/contas-pagar?limite=2' })
  const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] as string
  const rest = await ctx.request({ method: 'GET', url: next.replace(/limite=2&?/, '') })
  t.same(rest.json().data.map((title: { codigo_lancamento_svc: number }) => title.codigo_lancamento_svc), ids.slice(2))
})

/**
 * A database error after the first byte must not look like a complete answer: the connection is
 * cut, so the client sees a broken response, never a well-formed partial envelope.
 */
t.test('an error in the middle of a stream aborts the response', async (t) => {
  const app = Fastify({ logger: false })
  t.teardown(() => app.close())
  async function * failingRows (): AsyncGenerator<Array<{ id: number, observacao: string }>> {
    for (let id = 1; id <= 100; id++) yield [{ id, observacao: 'y'.repeat(2000) }]
    throw Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST' })
  }
  const asJson = { byteLength: (row: object) => Buffer.byteLength(JSON.stringify(row)), write: (row: object, target: Buffer, offset: number) => offset + target.write(JSON.stringify(row), offset) }
  app.get('/export', async (_request, reply) => sendJsonStream(reply, streamedJson([{ opening: '{"success":true,"data":[', batches: failingRows() }], asJson, envelopeClosing('2026-03-10T15:00:00Z'))))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  const outcome = await new Promise<{ status: number, received: string, error?: string }>((resolve) => {
    let received = ''
    const req = httpRequest({ host: '127.0.0.1', port, path: '/export' }, (res) => {
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => { received += chunk })
      res.on('error', (error) => resolve({ status: res.statusCode ?? 0, received, error: error.message }))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, received }))
    })
    req.on('error', (error) => resolve({ status: 0, received, error: error.message }))
    req.end()
  })
  t.equal(outcome.status, 200, 'headers were already sent')
  t.ok(outcome.received.length > 64 * 1024, 'the first chunks arrived')
  t.ok(outcome.error !== undefined, `the client saw the response break (${outcome.error})`)
  t.throws(() => JSON.parse(outcome.received), 'what arrived is not a well-formed envelope')
})

t.test('a client that leaves while a long list\'s first read goes out gives the cursor\'s connection back', async (t) => {
  const ctx = await build(t, { now: pinned })
  const count = BUFFERED_LIST_MAX + 150
  await insertPayables(ctx, count, (i) => payable({ data_vencimento: `2026-05-${String(1 + (i % 28)).padStart(2, '0')}`, observacao }))
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = ctx.app.server.address() as { port: number }
  const inUse = () => ctx.app.database.exportPoolUsage?.().inUse ?? 0
  for (let attempt = 0; attempt < 3; attempt++) {
    await new Promise<void>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/contas-pagar', headers: { authorization: `Bearer ${ctx.keys.read}` } }, (res) => {
        // The headers are out and the body is under way; leave before reading a byte. Whatever the
        // stream has started by then (the cursor, when it has come to the rest) must stop.
        res.destroy()
        resolve()
      })
      req.on('error', () => resolve())
      req.end()
    })
  }
  if (ctx.app.database.engine === 'mysql') {
    for (let waited = 0; inUse() > 0 && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
    t.equal(inUse(), 0, 'every cursor\'s connection is back in the exports\' pool')
  }
  // On SQLite the cursor is a read-only connection of its own, closed when the stream stops; either
  // way the service goes on answering, and a new list reads everything.
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar' })).json().total_registros, count)
})

/**
 * The chunks a stream is written in (streamedJson): whatever the sizes of its items, from a few
 * bytes to more than a chunk, in multi-byte characters or not, in one section or two, the bytes
 * are the JSON text of the whole, and no chunk is larger than CHUNK_BYTES but to hold one item
 * larger than that.
 */
t.test('streamed JSON is the same bytes whatever the sizes of its items, in chunks of at most CHUNK_BYTES', async (t) => {
  const asJson = { byteLength: (item: object) => Buffer.byteLength(JSON.stringify(item)), write: (item: object, target: Buffer, offset: number) => offset + target.write(JSON.stringify(item), offset) }
  const text = fc.oneof({ arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }), weight: 30 }, { arbitrary: fc.nat({ max: 70_000 }).map((n) => 'é'.repeat(n)), weight: 1 })
  const batches = fc.array(fc.array(fc.record({ id: fc.nat(), texto: text }), { maxLength: 40 }), { maxLength: 4 })
  await fc.assert(fc.asyncProperty(batches, batches, async (fixed, variable) => {
    const chunks: Buffer[] = []
    for await (const chunk of streamedJson([{ opening: '{"fixas":[', batches: fixed }, { opening: '],"variaveis":[', batches: variable }], asJson, (count) => `]},"total_registros":${count}}`)) chunks.push(chunk)
    const items = [fixed.flat(), variable.flat()]
    const expected = `{"fixas":[${items[0]?.map((item) => JSON.stringify(item)).join(',') ?? ''}],"variaveis":[${items[1]?.map((item) => JSON.stringify(item)).join(',') ?? ''}]},"total_registros":${items.flat().length}}`
    if (Buffer.concat(chunks).toString() !== expected) return false
    const largest = Math.max(0, ...items.flat().map((item) => asJson.byteLength(item) + 1))
    return chunks.every((chunk) => chunk.length > 0 && chunk.length <= Math.max(CHUNK_BYTES, largest))
  }), { numRuns: 60 })
  t.pass('60 generated streams')
})
