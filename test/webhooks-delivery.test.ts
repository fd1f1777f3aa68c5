import t, { type Test } from 'tap'
import { startReceiver, type Receiver } from '../bench/webhook-receiver.js'
import { LINGER_MS } from '../src/webhooks/delivery.js'
import { keptRecipe } from '../src/webhooks/message.js'
import { build, createTitle, insertPayables, payable, type TestContext } from './helper.js'
import { appliedEvents, createEndpoint, feedAfter, gaps, until, verified, WEBHOOK_ENV } from './webhook-support.js'

/**
 * Delivery as docs/CONTRACT.md section 15 describes it, seen from a receiver: every message verified by
 * standardwebhooks, events in feed order, exactly the events of GET /eventos, retries with the same
 * webhook-id and body, disabling after the schedule, resuming, replaying, rotating.
 */

async function setUp (t: Test, env: NodeJS.ProcessEnv = {}): Promise<{ ctx: TestContext, receiver: Receiver }> {
  const receiver = await startReceiver()
  t.teardown(() => receiver.close())
  const ctx = await build(t, { env: { ...WEBHOOK_ENV, ...env } })
  return { ctx, receiver }
}

const endpointOf = async (ctx: TestContext, id: number) => (await ctx.request({ method: 'GET', url: `/webhooks/${id}` })).json()

t.test('a backlog arrives in feed order in messages of 1 to 100 events, exactly as GET /eventos shows them', async (t) => {
  const { ctx, receiver } = await setUp(t)
  await createTitle(ctx, '/contas-pagar', payable())
  const { id, segredo, posicao: start } = await createEndpoint(ctx, { url: receiver.url })
  t.equal(start, 1, 'the endpoint starts after the events that existed')
  await ctx.request({ method: 'PATCH', url: `/webhooks/${id}`, payload: { ativo: false } })
  await insertPayables(ctx, 250, (i) => payable({ numero_documento: `DOC-${i}` }))
  // The sweep numbers events written outside the request path within a second.
  await until(async () => (await feedAfter(ctx, start)).length === 250, 10_000, 'the 250 events are numbered')
  t.equal(receiver.received.length, 0, 'nothing is sent while paused')
  await ctx.request({ method: 'PATCH', url: `/webhooks/${id}`, payload: { ativo: true } })
  await receiver.until((received) => appliedEvents(verified(received, [segredo])).length >= 250)

  const messages = verified(receiver.received, [segredo])
  const events = appliedEvents(messages)
  t.strictSame(gaps(events, start), [], 'positions 2..251, each once, in order')
  t.strictSame(events, await feedAfter(ctx, start), 'the events are those of GET /eventos, field for field')
  t.ok(messages.every((message) => message.body.data.eventos.length >= 1 && message.body.data.eventos.length <= 100), 'every message carries 1 to 100 events')
  // Cut at feed positions that are multiples of 100 (docs/CONTRACT.md section 15): 2..100, 101..200, 201..251.
  t.strictSame(messages.map((message) => message.body.data.eventos.length), [99, 100, 51], 'a backlog goes out in full runs of 100 positions')
  for (const message of messages) {
    const first = message.body.data.eventos[0].posicao
    t.equal(message.id, `msg_${id}_${first}`, 'webhook-id is msg_<endpoint>_<first posicao>')
    t.equal(message.body.data.proximo_cursor, String(message.body.data.eventos.at(-1).posicao), 'proximo_cursor is the last position')
    t.equal(message.body.type, 'eventos')
  }
  t.equal(receiver.maxInFlight, 1, 'the next message never left before the previous one was answered')
  // The receiver records a message before it answers: the acknowledgement is recorded after that.
  await until(async () => (await endpointOf(ctx, id)).posicao === start + 250, 5000, 'the last message acknowledged')
  t.match(await endpointOf(ctx, id), { posicao: start + 250, pendentes: 0, proxima_tentativa: null }, 'caught up, nothing in flight')
})

t.test('endpoints without a filter, at one position, are sent the same runs of 100 positions, made once', async (t) => {
  const { ctx, receiver } = await setUp(t)
  await createTitle(ctx, '/contas-pagar', payable())
  const first = await createEndpoint(ctx, { url: receiver.url })
  const second = await createEndpoint(ctx, { url: receiver.url })
  for (const { id } of [first, second]) await ctx.request({ method: 'PATCH', url: `/webhooks/${id}`, payload: { ativo: false } })
  await insertPayables(ctx, 250, (i) => payable({ numero_documento: `RUN-${i}` }))
  await until(async () => (await feedAfter(ctx, first.posicao)).length === 250, 10_000, 'the 250 events are numbered')
  const ofEndpoint = (id: number) => verified(receiver.received, [first.segredo, second.segredo]).filter((message) => message.id.startsWith(`msg_${id}_`))
  // The second resumes once the first has sent both full runs, so each was made before it is looked for.
  await ctx.request({ method: 'PATCH', url: `/webhooks/${first.id}`, payload: { ativo: true } })
  await receiver.until(() => ofEndpoint(first.id).length >= 2)
  await ctx.request({ method: 'PATCH', url: `/webhooks/${second.id}`, payload: { ativo: true } })
  await receiver.until(() => appliedEvents(ofEndpoint(first.id)).length >= 250 && appliedEvents(ofEndpoint(second.id)).length >= 250)
  const [a, b] = [ofEndpoint(first.id), ofEndpoint(second.id)]
  t.strictSame(a.map((message) => message.body.data.proximo_cursor), ['100', '200', '251'], 'runs end at multiples of 100, then at the feed end')
  t.strictSame(b.map((message) => message.body.data.proximo_cursor), ['100', '200', '251'], 'the other endpoint is cut at the same positions')
  // A full run is the same bytes for both, timestamp included: read and encoded once.
  t.equal(a[0]?.raw, b[0]?.raw)
  t.equal(a[1]?.raw, b[1]?.raw)
  t.strictSame(gaps(appliedEvents(b), second.posicao), [], 'each endpoint still gets every event once, in order')
})

t.test('a write wakes delivery: a caught-up endpoint receives each write as a message of its own', async (t) => {
  const { ctx, receiver } = await setUp(t)
  const { segredo, posicao: start } = await createEndpoint(ctx, { url: receiver.url })
  const titleId = await createTitle(ctx, '/contas-receber', { codigo_cliente_fornecedor: 'C-1', data_vencimento: '2026-03-10', valor_documento: 10, codigo_categoria: '1.01.01' })
  await receiver.until((received) => received.length >= 1)
  await ctx.request({ method: 'POST', url: `/contas-receber/${titleId}/recebimentos`, payload: { valor: 10, data: '2026-03-10' } })
  await receiver.until((received) => received.length >= 2)
  const events = appliedEvents(verified(receiver.received, [segredo]))
  t.match(events, [{ tipo: 'criado', id: titleId, recurso: 'contas-receber' }, { tipo: 'baixa_lancada', id: titleId }])
  t.strictSame(gaps(events, start), [])
})

t.test('under a stream of writes, messages gather events: one leaves at most every LINGER_MS, none lost', async (t) => {
  const { ctx, receiver } = await setUp(t)
  const { segredo, posicao: start } = await createEndpoint(ctx, { url: receiver.url })
  const writes = 60
  for (let i = 0; i < writes; i++) {
    await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable() } })
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  await receiver.until((received) => appliedEvents(verified(received, [segredo])).length >= writes)
  const messages = verified(receiver.received, [segredo])
  t.strictSame(gaps(appliedEvents(messages), start), [], `all ${writes} events, each once, in order`)
  t.strictSame(appliedEvents(messages), await feedAfter(ctx, start), 'the events are those of GET /eventos, field for field')
  // Sends at least LINGER_MS apart span (messages - 1) * LINGER_MS; arrivals add only the jitter
  // of the first and the last (allowed up to one LINGER_MS), which a slower machine does not
  // shrink. One message per write, at whatever pace the receiver allows, would need the 60 writes
  // to take 6 s.
  const span = (receiver.received.at(-1)?.at ?? 0) - (receiver.received[0]?.at ?? 0)
  t.ok((messages.length - 1) * LINGER_MS <= span + LINGER_MS, `${messages.length} messages over ${Math.round(span)} ms`)
  t.ok(messages.length < writes, 'fewer messages than writes')
})

t.test('a failed message is retried with the same webhook-id and body; the log lists each attempt', async (t) => {
  const { ctx, receiver } = await setUp(t)
  const { id, segredo, posicao: start } = await createEndpoint(ctx, { url: receiver.url })
  receiver.respond = (_request, index) => index < 2 ? 500 : 204
  await createTitle(ctx, '/contas-pagar', payable())
  await receiver.until((received) => received.length >= 3)
  const messages = verified(receiver.received, [segredo])
  t.strictSame(messages.map((message) => message.status), [500, 500, 204])
  t.equal(new Set(messages.map((message) => message.id)).size, 1, 'one webhook-id for the three attempts')
  t.equal(new Set(messages.map((message) => message.raw)).size, 1, 'byte-identical bodies, timestamp included')
  t.strictSame(gaps(appliedEvents(messages), start), [])
  await until(async () => (await endpointOf(ctx, id)).posicao === start + 1, 5000, 'acknowledged')
  const log = (await ctx.request({ method: 'GET', url: `/webhooks/${id}/entregas` })).json()
  t.match(log.data, [
    { tipo: 'eventos', mensagem_id: `msg_${id}_${start + 1}`, posicao_de: start + 1, posicao_ate: start + 1, tentativa: 3, status_http: 204, erro: null },
    { tentativa: 2, status_http: 500 },
    { tentativa: 1, status_http: 500 }
  ], 'newest first, one row per attempt')
})

t.test('when the schedule runs out the endpoint is disabled, keeps its message, and resumes at it', async (t) => {
  const { ctx, receiver } = await setUp(t)
  const { id, segredo, posicao: start } = await createEndpoint(ctx, { url: receiver.url })
  receiver.respond = () => 503
  await createTitle(ctx, '/contas-pagar', payable())
  // WEBHOOK_RETRY_SCHEDULE has three waits: four attempts in all.
  await until(async () => (await endpointOf(ctx, id)).ativo === false, 15_000, 'disabled')
  const disabled = await endpointOf(ctx, id)
  t.match(disabled, { ativo: false, desativado_motivo: /retry schedule ran out: 4 attempts .*HTTP 503/, posicao: start, pendentes: 1, proxima_tentativa: null })
  t.equal(receiver.received.length, 4)
  await createTitle(ctx, '/contas-pagar', payable())
  await new Promise((resolve) => setTimeout(resolve, 1500))
  t.equal(receiver.received.length, 4, 'a disabled endpoint is sent nothing, however many writes')

  receiver.respond = () => 200
  const resumed = await ctx.request({ method: 'PATCH', url: `/webhooks/${id}`, payload: { ativo: true } })
  t.match(resumed.json(), { ativo: true, desativado_motivo: null })
  await receiver.until((received) => appliedEvents(verified(received, [segredo])).length >= 2)
  const messages = verified(receiver.received, [segredo])
  t.equal(messages[4]?.id, messages[0]?.id, 'the first message after resuming is the one that failed')
  t.equal(messages[4]?.raw, messages[0]?.raw, 'with the same body')
  t.strictSame(gaps(appliedEvents(messages), start), [], 'then the rest, in order, none lost')
})

t.test('a message left in flight unattempted, kept as its recipe, is made again byte for byte; purged, it disables the endpoint', async (t) => {
  const { ctx, receiver } = await setUp(t)
  const { id, segredo, posicao: start } = await createEndpoint(ctx, { url: receiver.url })
  await createTitle(ctx, '/contas-pagar', payable())
  await receiver.until((received) => received.length >= 1)
  await until(async () => (await endpointOf(ctx, id)).posicao === start + 1, 5000, 'acknowledged')
  const [first] = verified(receiver.received, [segredo])
  const { db } = ctx.app.database
  // What a process that died mid-attempt leaves: the message in flight as its recipe, the position before it.
  const leftInFlight = async () => await db.updateTable('webhooks').set({
    posicao: start, mensagem_de: start + 1, mensagem_ate: start + 1, mensagem_corpo: keptRecipe({ feitoEm: first?.body.timestamp, tipos: [] }), tentativas: 0, proxima_tentativa: new Date().toISOString()
  }).where('id', '=', id).execute()
  await leftInFlight()
  await receiver.until((received) => received.length >= 2)
  const [, again] = verified(receiver.received, [segredo])
  t.equal(again?.id, first?.id, 'the same webhook-id')
  t.equal(again?.raw, first?.raw, 'the same bytes, timestamp included, made again from the feed')
  await until(async () => (await endpointOf(ctx, id)).posicao === start + 1, 5000, 'acknowledged again')

  // Retention purged its event meanwhile: it cannot be made again, and is not skipped in silence.
  const { id: empresaId } = await db.selectFrom('empresas').select('id').where('nome', '=', ctx.company).executeTakeFirstOrThrow()
  await db.deleteFrom('eventos').where('empresa_id', '=', empresaId).where('posicao', '<=', start + 1).execute()
  await db.updateTable('eventos_sequencias').set({ purgado_ate: start + 1 }).where('empresa_id', '=', empresaId).execute()
  await leftInFlight()
  await until(async () => (await endpointOf(ctx, id)).ativo === false, 5000, 'disabled')
  t.match(await endpointOf(ctx, id), { ativo: false, posicao: start, desativado_motivo: new RegExp(`msg_${id}_${start + 1} .*purged by the feed's retention.*reenvio`) })
  t.equal(receiver.received.length, 2, 'nothing sent in its place')
})

t.test('reenvio moves an endpoint back to a cursor; a purged cursor is 410', async (t) => {
  const { ctx, receiver } = await setUp(t)
  const { id, segredo, posicao: start } = await createEndpoint(ctx, { url: receiver.url })
  for (let i = 0; i < 3; i++) await createTitle(ctx, '/contas-pagar', payable())
  await receiver.until((received) => appliedEvents(verified(received, [segredo])).length >= 3)
  const before = receiver.received.length
  const replay = await ctx.request({ method: 'POST', url: `/webhooks/${id}/reenvio`, payload: { desde: String(start + 1) } })
  t.equal(replay.statusCode, 200)
  t.match(replay.json(), { posicao: start + 1 })
  await receiver.until((received) => received.length >= before + 1 && appliedEvents(verified(received.slice(before), [segredo])).length >= 2)
  const again = verified(receiver.received.slice(before), [segredo]).flatMap((message) => message.body.data.eventos.map((event: any) => event.posicao))
  t.strictSame(again, [start + 2, start + 3], 'the events after the cursor are sent again, in order')

  const { db } = ctx.app.database
  const { id: empresaId } = await db.selectFrom('empresas').select('id').where('nome', '=', ctx.company).executeTakeFirstOrThrow()
  // What retention records when it purges the feed's oldest events.
  await db.updateTable('eventos_sequencias').set({ purgado_ate: start + 2 }).where('empresa_id', '=', empresaId).execute()
  const expired = await ctx.request({ method: 'POST', url: `/webhooks/${id}/reenvio`, payload: { desde: String(start + 1) } })
  t.equal(expired.statusCode, 410)
  t.equal(expired.json().code, 'CURSOR_EXPIRADO')
  t.equal((await endpointOf(ctx, id)).posicao, start + 3, 'a refused replay moved nothing')
})

t.test('tipos filters the events sent; the position moves past the others', async (t) => {
  const { ctx, receiver } = await setUp(t)
  const { id, segredo, posicao: start } = await createEndpoint(ctx, { url: receiver.url, tipos: ['excluido'] })
  const titleId = await createTitle(ctx, '/contas-pagar', payable())
  await ctx.request({ method: 'DELETE', url: `/contas-pagar/${titleId}` })
  await receiver.until((received) => received.length >= 1)
  const events = appliedEvents(verified(receiver.received, [segredo]))
  t.match(events, [{ tipo: 'excluido', id: titleId, posicao: start + 2, dados: null }])
  t.equal(events.length, 1)
  await createTitle(ctx, '/contas-pagar', payable())
  await until(async () => (await endpointOf(ctx, id)).posicao === start + 3, 5000, 'the position moves past a filtered-out event')
  t.equal((await endpointOf(ctx, id)).pendentes, 0)
  t.equal(receiver.received.length, 1, 'nothing was sent for it')
})

t.test('during a rotation messages carry two signatures, and each secret verifies them', async (t) => {
  const { ctx, receiver } = await setUp(t)
  const { id, segredo: old } = await createEndpoint(ctx, { url: receiver.url })
  const rotated = await ctx.request({ method: 'POST', url: `/webhooks/${id}/segredo` })
  t.equal(rotated.statusCode, 200)
  const { segredo: fresh, segredo_anterior_valido_ate: until24h } = rotated.json()
  t.not(fresh, old)
  t.ok(Date.parse(until24h) - Date.now() > 23.9 * 3_600_000, 'the old secret signs for 24 hours')
  await createTitle(ctx, '/contas-pagar', payable())
  await receiver.until((received) => received.length >= 1)
  const [withOld] = verified(receiver.received, [old])
  const [withNew] = verified(receiver.received, [fresh])
  t.equal(withOld?.signatures, 2, 'two signatures, space-separated')
  t.equal(withNew?.id, withOld?.id)
  t.throws(() => verified(receiver.received, ['whsec_' + Buffer.alloc(32, 7).toString('base64')]), /does not verify/, 'and another secret does not verify it')

  // Once the overlap has passed, only the new secret signs.
  const { db } = ctx.app.database
  await db.updateTable('webhooks').set({ segredo_anterior_ate: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute()
  await createTitle(ctx, '/contas-pagar', payable())
  await receiver.until((received) => received.length >= 2)
  const last = receiver.received.slice(1)
  t.equal(verified(last, [fresh])[0]?.signatures, 1)
  t.throws(() => verified(last, [old]), /does not verify/)
})

t.test('metrics count messages and attempts and show the lag, never a secret', async (t) => {
  const { ctx, receiver } = await setUp(t)
  const { id, segredo } = await createEndpoint(ctx, { url: receiver.url })
  receiver.respond = (_request, index) => index === 0 ? 500 : 204
  await createTitle(ctx, '/contas-pagar', payable())
  await receiver.until((received) => received.length >= 2)
  await until(async () => (await endpointOf(ctx, id)).pendentes === 0, 5000, 'acknowledged')
  // The message is counted once its acknowledgement's commit has returned, a moment after the
  // endpoint reads as caught up (CI once read the metrics in between).
  const delivered = /contas_webhook_messages_total\{resultado="entregue"\} 1/
  await until(async () => delivered.test(await ctx.app.metrics.registry.metrics()), 5000, 'counted')
  const text = await ctx.app.metrics.registry.metrics()
  t.match(text, delivered)
  t.match(text, /contas_webhook_attempts_total\{resultado="5xx"\} 1/)
  t.match(text, /contas_webhook_attempts_total\{resultado="2xx"\} 1/)
  t.match(text, new RegExp(`contas_webhook_lag_events\\{webhook="${id}"\\} 0`))
  t.match(text, new RegExp(`contas_webhook_lag_seconds\\{webhook="${id}"\\} 0`))
  t.notOk(text.includes(segredo.slice(6)), 'no secret in the metrics')
})
