import t from 'tap'
import { purgeEvents } from '../src/eventos/repository.js'
import { buildApp } from '../src/app.js'
import { createKey } from '../src/auth/keys.js'
import { loadConfig } from '../src/config.js'
import { build, createTitle, ENGINE, isGaleraNode, payable, receivable, testConfig, type TestContext } from './helper.js'

/** On a Galera node events are numbered after the commit (docs/CONTRACT.md section 13): no write takes the counter. */
const galeraNode = await isGaleraNode()
const counterSkip = ENGINE === 'sqlite'
  ? 'SQLite runs one writer at a time: no other transaction can hold the counter'
  : galeraNode ? 'a Galera node numbers events after the commit, so no write waits for the counter' : false

/**
 * The change feed of docs/CONTRACT.md section 12: one event per committed change, in an order a client
 * follows with a cursor, never skipping or repeating one, even while writers are running.
 */

type Event = { posicao: number, tipo: string, recurso: string, id: number, codigo_lancamento_integracao: string | null, versao: number, ocorrido_em: string, dados: Record<string, unknown> | null }

/** One page of the feed, and the cursor its Link header hands on. */
async function page (ctx: TestContext, query = ''): Promise<{ events: Event[], next: string, body: Record<string, unknown> }> {
  const res = await ctx.request({ method: 'GET', url: `/eventos${query}` })
  if (res.statusCode !== 200) throw new Error(`GET /eventos${query}: ${res.statusCode} ${res.body}`)
  const link = /<([^>]+)>; rel="next"/.exec(String(res.headers.link))?.[1]
  const next = new URL(String(link), 'http://x').searchParams.get('desde') ?? ''
  return { events: res.json().data, next, body: res.json() }
}

/** Every event from the start, following the cursor page by page. */
async function everything (ctx: TestContext, limit = 7): Promise<Event[]> {
  const seen: Event[] = []
  let cursor: string | undefined
  for (;;) {
    const { events, next } = await page(ctx, `?limite=${limit}${cursor === undefined ? '' : `&desde=${cursor}`}`)
    seen.push(...events)
    if (events.length === 0) return seen
    cursor = next
  }
}

t.test('every kind of change is one event, with the title after it', async (t) => {
  const ctx = await build(t, { now: () => new Date('2026-03-10T15:00:00Z') })
  const id = await createTitle(ctx, '/contas-pagar', payable({ codigo_lancamento_integracao: 'EV-1', valor_documento: 10 }))
  await ctx.request({ method: 'PATCH', url: `/contas-pagar/${id}`, payload: { conta: { observacoes: 'alterada' } } })
  await ctx.request({ method: 'PATCH', url: `/contas-pagar/${id}`, payload: { conta: { observacoes: 'alterada' } } }) // no change, no event
  const paid = await ctx.request({ method: 'POST', url: `/contas-pagar/${id}/pagamentos`, payload: { valor: 4, data: '2026-03-10' } })
  await ctx.request({ method: 'DELETE', url: String(paid.headers.location) })
  await ctx.request({ method: 'POST', url: `/contas-pagar/${id}/cancelamento`, payload: { motivo: 'teste' } })
  await ctx.request({ method: 'DELETE', url: `/contas-pagar/${id}/cancelamento` })
  const received = await createTitle(ctx, '/contas-receber', receivable())
  await ctx.request({ method: 'DELETE', url: `/contas-pagar/${id}` })
  // Refused writes leave no event.
  await ctx.request({ method: 'PATCH', url: `/contas-receber/${received}`, payload: { conta: { observacoes: 'x' } }, headers: { 'if-match': '"9"' } })
  await ctx.request({ method: 'POST', url: `/contas-receber/${received}/recebimentos`, payload: { valor: 1000, data: '2026-03-10' } })
  await ctx.request({ method: 'POST', url: '/contas-receber', payload: { data: receivable({ valor_documento: 0 }) } })

  const { events, body, next } = await page(ctx)
  t.strictSame(Object.keys(body).sort(), ['data', 'proximo_cursor', 'success', 'timeStamp', 'total_registros'])
  t.strictSame(events.map((event) => [event.posicao, event.tipo, event.recurso, event.id, event.versao]), [
    [1, 'criado', 'contas-pagar', id, 1],
    [2, 'alterado', 'contas-pagar', id, 2],
    [3, 'baixa_lancada', 'contas-pagar', id, 3],
    [4, 'baixa_estornada', 'contas-pagar', id, 4],
    [5, 'cancelado', 'contas-pagar', id, 5],
    [6, 'reaberto', 'contas-pagar', id, 6],
    [7, 'criado', 'contas-receber', received, 1],
    [8, 'excluido', 'contas-pagar', id, 7]
  ])
  t.equal(body.total_registros, 8)
  t.equal(next, '8')
  t.equal(body.proximo_cursor, '8', 'the body carries the cursor too')
  t.ok(events.every((event) => event.ocorrido_em === '2026-03-10T15:00:00.000Z'))
  t.ok(events.every((event) => event.recurso === 'contas-pagar' ? event.codigo_lancamento_integracao === 'EV-1' : event.codigo_lancamento_integracao === null))
  t.match(events[2]?.dados, { codigo_lancamento_svc: id, status_titulo: 'PAGTO_PARCIAL', valor_pag: 4, versao: 3 })
  t.match(events[4]?.dados, { status_titulo: 'CANCELADO', motivo_cancelamento: 'teste', versao: 5 })
  t.equal(events[7]?.dados, null, 'a deletion carries no title')
  // The snapshot of the latest change of a title is what GET answers.
  t.strictSame(events[6]?.dados, (await ctx.request({ method: 'GET', url: `/contas-receber/${received}` })).json().data)

  const after = await page(ctx, `?desde=${next}`)
  t.strictSame(after.events, [], 'nothing after the last event')
  t.equal(after.next, '8', 'an empty page hands the same cursor back, so the client polls with it')
  await ctx.request({ method: 'PATCH', url: `/contas-receber/${received}`, payload: { conta: { descricao: 'nova' } } })
  t.strictSame((await page(ctx, `?desde=${next}`)).events.map((event) => [event.posicao, event.tipo]), [[9, 'alterado']], 'new events appear after the cursor')
})

t.test('the cursor pages without gaps or repeats, per company, and bad cursors are refused', async (t) => {
  const ctx = await build(t)
  const other = await build(t)
  for (let i = 0; i < 10; i++) await createTitle(ctx, '/contas-pagar', payable())
  await createTitle(other, '/contas-receber', receivable())
  const all = await everything(ctx, 3)
  t.strictSame(all.map((event) => event.posicao), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  t.strictSame((await everything(other)).map((event) => [event.posicao, event.recurso]), [[1, 'contas-receber']], 'each company has its own feed')
  t.equal((await page(ctx)).events.length, 10, 'limite defaults to 100')
  for (const query of ['?limite=0', '?limite=1001', '?desde=abc', '?desde=-1', '?desde=01', '?foo=1']) {
    const res = await ctx.request({ method: 'GET', url: `/eventos${query}` })
    t.equal(res.statusCode, 400, `${query}: ${res.body}`)
  }
  t.equal((await ctx.request({ method: 'GET', url: '/eventos', key: ctx.keys.write })).statusCode, 403, 'reading the feed needs the read scope')
  t.equal((await ctx.request({ method: 'GET', url: '/eventos', key: null })).statusCode, 401)
})

t.test("a cursor after the feed's last position is 400, on the feed and on a webhook's reenvio, as a string or a number", async (t) => {
  const ctx = await build(t)
  const empty = await ctx.request({ method: 'GET', url: '/eventos?desde=1' })
  t.equal(empty.statusCode, 400, `a company without events has no position 1: ${empty.body}`)
  t.match(empty.json(), { success: false, code: 'VALIDATION_FAILED', details: [{ path: '/querystring/desde', message: /after the feed's last position \(0\)/ }] })
  for (let i = 0; i < 3; i++) await createTitle(ctx, '/contas-pagar', payable())
  const beyond = await ctx.request({ method: 'GET', url: '/eventos?desde=999999' })
  t.equal(beyond.statusCode, 400, `a cursor from another database is refused, not answered empty: ${beyond.body}`)
  t.match(beyond.json(), { details: [{ path: '/querystring/desde', message: /after the feed's last position \(3\)/ }] })
  t.strictSame((await page(ctx, '?desde=3')).events, [], 'the last position itself is a cursor a caught-up reader holds')
  t.strictSame((await page(ctx, '?desde=2')).events.map((event) => event.posicao), [3])
  const { id } = (await ctx.request({ method: 'POST', url: '/webhooks', payload: { url: 'https://erp.example.com/hook' } })).json()
  for (const desde of [1, '1']) {
    const replay = await ctx.request({ method: 'POST', url: `/webhooks/${id}/reenvio`, payload: { desde } })
    t.equal(replay.statusCode, 200, `reenvio takes the cursor as ${typeof desde}: ${replay.body}`)
    t.match(replay.json(), { posicao: 1, pendentes: 2 })
  }
  for (const desde of [4, '4']) {
    const refused = await ctx.request({ method: 'POST', url: `/webhooks/${id}/reenvio`, payload: { desde } })
    t.equal(refused.statusCode, 400, `${typeof desde} after the end: ${refused.body}`)
    t.match(refused.json(), { details: [{ path: '/body/desde', message: /after the feed's last position \(3\)/ }] })
  }
  for (const desde of [-1, 1.5, '01', true]) {
    t.equal((await ctx.request({ method: 'POST', url: `/webhooks/${id}/reenvio`, payload: { desde } })).statusCode, 400, `reenvio refuses ${JSON.stringify(desde)}`)
  }
})

t.test('a cursor older than the retained events is 410', async (t) => {
  let now = new Date('2026-01-01T12:00:00Z')
  const ctx = await build(t, { now: () => now })
  for (let i = 0; i < 3; i++) await createTitle(ctx, '/contas-pagar', payable())
  now = new Date('2026-05-01T12:00:00Z')
  await createTitle(ctx, '/contas-pagar', payable())
  // What the retention job does for EVENT_RETENTION_DAYS: number what waits, drop what happened before the cut.
  await ctx.app.feed.numberAll()
  const removed = await purgeEvents(ctx.app.database, '2026-02-01T00:00:00.000Z')
  t.ok(removed >= 3, `purged ${removed}`)
  const gone = await ctx.request({ method: 'GET', url: '/eventos?desde=1' })
  t.equal(gone.statusCode, 410, gone.body)
  t.equal(gone.json().code, 'CURSOR_EXPIRADO')
  t.strictSame((await page(ctx)).events.map((event) => event.posicao), [4], 'without a cursor the feed starts at the oldest kept event')
  t.strictSame((await page(ctx, '?desde=3')).events.map((event) => event.posicao), [4], 'a cursor at the purge boundary still works')
})

t.test('lists filter by alterado_desde, inclusive', async (t) => {
  let now = new Date('2026-03-10T15:00:00.250Z')
  const ctx = await build(t, { now: () => now })
  const early = await createTitle(ctx, '/contas-pagar', payable())
  now = new Date('2026-03-10T15:00:05.000Z')
  const late = await createTitle(ctx, '/contas-pagar', payable())
  const ids = async (query: string) => (await ctx.request({ method: 'GET', url: `/contas-pagar${query}` })).json().data.map((row: { codigo_lancamento_svc: number }) => row.codigo_lancamento_svc)
  t.strictSame(await ids('?alterado_desde=2026-03-10T15:00:00Z'), [early, late], 'the same second counts, with its milliseconds')
  t.strictSame(await ids('?alterado_desde=2026-03-10T15:00:01Z'), [late])
  now = new Date('2026-03-10T16:00:00.000Z')
  await ctx.request({ method: 'PATCH', url: `/contas-pagar/${early}`, payload: { conta: { observacoes: 'depois' } } })
  t.strictSame(await ids('?alterado_desde=2026-03-10T15:30:00Z'), [early], 'a change moves it')
  t.strictSame(await ids('?alterado_desde=2026-03-10T16:00:01Z&status_titulo=EM%20ABERTO'), [], 'combines with the other filters')
  for (const bad of ['2026-03-10', '2026-03-10T15:00:00', '2026-13-10T15:00:00Z', '2026-03-10T25:00:00Z', '2026-03-10T15:00:00.Z', '2026-03-10T15:00:00+3:00']) {
    const res = await ctx.request({ method: 'GET', url: `/contas-pagar?alterado_desde=${encodeURIComponent(bad)}` })
    t.equal(res.statusCode, 400, bad)
    t.match(res.json().details, [{ path: '/querystring/alterado_desde', message: /^must be an RFC 3339 date-time/ }], `${bad}: the message is a sentence, not a pattern`)
  }
})

t.test("alterado_desde takes the service's own atualizado_em back: fractions of a second and offsets", async (t) => {
  let now = new Date('2026-11-27T11:57:16.774Z')
  const ctx = await build(t, { now: () => now })
  const first = await createTitle(ctx, '/contas-pagar', payable())
  now = new Date('2026-11-27T11:57:16.775Z')
  const second = await createTitle(ctx, '/contas-pagar', payable())
  const stamp = (await ctx.request({ method: 'GET', url: `/contas-pagar/${first}` })).json().data.atualizado_em
  t.equal(stamp, '2026-11-27T11:57:16.774Z')
  const ids = async (since: string) => {
    const res = await ctx.request({ method: 'GET', url: `/contas-pagar?alterado_desde=${encodeURIComponent(since)}` })
    t.equal(res.statusCode, 200, `${since}: ${res.body}`)
    return res.json().data.map((row: { codigo_lancamento_svc: number }) => row.codigo_lancamento_svc)
  }
  t.strictSame(await ids(stamp), [first, second], 'atualizado_em as it was read, inclusive')
  t.strictSame(await ids('2026-11-27T11:57:16.775Z'), [second], 'to the millisecond stored')
  t.strictSame(await ids('2026-11-27T11:57:16.7741Z'), [second], 'finer than a millisecond: a moment after .774 excludes it')
  t.strictSame(await ids('2026-11-27T11:57:16.7749999Z'), [second])
  t.strictSame(await ids('2026-11-27T11:57:16.5Z'), [first, second])
  t.strictSame(await ids('2026-11-27T08:57:16.775-03:00'), [second], 'an offset names the same moment')
  t.strictSame(await ids('2026-11-27T14:57:16.774+03:00'), [first, second])
  t.strictSame(await ids('2026-11-27t11:57:16.775z'), [second], 'RFC 3339 allows lower-case t and z')
  t.strictSame(await ids('2026-11-27T23:57:16-12:00'), [], 'an offset can move the date')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar/despesas?alterado_desde=2026-11-27T11:57:16.775Z' })).json().total_registros, 1, 'the expense split takes it too')
  const noSuchDay = await ctx.request({ method: 'GET', url: '/contas-pagar?alterado_desde=2026-02-30T10:00:00Z' })
  t.equal(noSuchDay.statusCode, 400)
  t.match(noSuchDay.json().details, [{ path: '/querystring/alterado_desde', message: 'must be a real calendar date and time' }])
})

/**
 * Eight writers create, update and settle titles while a reader follows the feed. When they stop,
 * the reader must have seen every acknowledged change exactly once, in positions without gaps, and
 * each title's events in version order: positions are handed out in commit order, so a reader
 * never passes a position whose event commits later.
 */
t.test('8 writers and a reader following the feed: every event once, in version order', async (t) => {
  const ctx = await build(t)
  const WRITERS = 8
  const ROUNDS = ENGINE === 'mysql' ? 12 : 8
  let acknowledged = 0
  let writing = true
  const writer = async (w: number) => {
    for (let round = 0; round < ROUNDS; round++) {
      const kind = (w + round) % 2 === 0 ? { path: '/contas-pagar', make: payable, settlements: 'pagamentos' } : { path: '/contas-receber', make: receivable, settlements: 'recebimentos' }
      const created = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ valor_documento: 100 }) } })
      if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`)
      acknowledged++
      const id = created.json().insertId as number
      const steps = [
        { method: 'PATCH' as const, url: `${kind.path}/${id}`, payload: { conta: { observacoes: `w${w} r${round}` } } },
        { method: 'POST' as const, url: `${kind.path}/${id}/${kind.settlements}`, payload: { valor: 30, data: '2026-03-01' } },
        { method: 'POST' as const, url: `${kind.path}/${id}/${kind.settlements}`, payload: { valor: 70, data: '2026-03-02' } }
      ]
      for (const step of steps) {
        const res = await ctx.request(step)
        if (res.statusCode >= 300) throw new Error(`${step.method} ${step.url}: ${res.statusCode} ${res.body}`)
        acknowledged++
      }
    }
  }
  const seen: Event[] = []
  const reader = async () => {
    let cursor = '0'
    for (;;) {
      const stopping = !writing
      const { events, next } = await page(ctx, `?desde=${cursor}&limite=25`)
      seen.push(...events)
      cursor = next
      // One last full read after the writers stopped: everything committed is visible by then.
      if (stopping && events.length === 0) return
      // A short page means the reader caught up: it waits a little, as a polling client does (and
      // so in-process requests on the synchronous SQLite driver leave the writers a turn).
      if (events.length < 25) await new Promise((resolve) => setTimeout(resolve, 2))
    }
  }
  const reading = reader()
  try {
    await Promise.all(Array.from({ length: WRITERS }, async (_, w) => await writer(w)))
  } finally {
    writing = false
    await reading
  }

  t.equal(acknowledged, WRITERS * ROUNDS * 4)
  t.equal(seen.length, acknowledged, 'one event per acknowledged write')
  t.strictSame(seen.map((event) => event.posicao), Array.from({ length: seen.length }, (_, i) => i + 1), 'positions 1..n, each once, in order')
  const versions = new Map<string, number[]>()
  for (const event of seen) {
    const key = `${event.recurso}/${event.id}`
    versions.set(key, [...(versions.get(key) ?? []), event.versao])
  }
  t.equal(versions.size, WRITERS * ROUNDS)
  t.ok([...versions.values()].every((list) => list.join() === '1,2,3,4'), 'each title: created, changed, paid in part, paid off — in version order')
  t.ok(seen.filter((event) => event.versao === 4).every((event) => ['PAGO', 'LIQUIDADO'].includes(String(event.dados?.status_titulo))), 'the last snapshot of each title is settled')
  t.strictSame((await everything(ctx, 100)).map((event) => event.posicao), seen.map((event) => event.posicao), 'a reader starting afterwards sees the same feed')
})

async function companyId (ctx: TestContext): Promise<number> {
  const row = await ctx.app.database.db.selectFrom('empresas').select('id').where('nome', '=', ctx.company).executeTakeFirstOrThrow()
  return row.id
}

t.test('an event a process left without a position (it stopped after its commit) is numbered by the next read', async (t) => {
  const ctx = await build(t)
  const id = await createTitle(ctx, '/contas-pagar', payable({ codigo_lancamento_integracao: 'ORFAO-1' }))
  // What a process that committed a change and died before numbering its event leaves behind.
  await ctx.app.database.db.insertInto('eventos_pendentes').values({
    empresa_id: await companyId(ctx), tipo: 'alterado', recurso: 'contas-pagar', titulo_id: id, codigo_lancamento_integracao: 'ORFAO-1', versao: 2, ocorrido_em: '2026-03-10T15:00:00.000Z', dados: Buffer.from('{"versao":2}')
  }).execute()
  const events = await everything(ctx)
  t.strictSame(events.map((event) => [event.posicao, event.tipo, event.versao]), [[1, 'criado', 1], [2, 'alterado', 2]])
  t.strictSame(events[1]?.dados, { versao: 2 }, 'with the snapshot it was written with')
  t.equal(await ctx.app.database.db.selectFrom('eventos_pendentes').select('id').executeTakeFirst(), undefined, 'and nothing is left pending')
})

t.test('a write numbers its events before its commit: it waits while another transaction holds the counter, then follows it', {
  skip: counterSkip
}, async (t) => {
  const ctx = await build(t)
  const first = await createTitle(ctx, '/contas-pagar', payable())
  // Another session holds the counter, as a numbering pass of events left pending would.
  const { createConnection } = await import('mysql2/promise')
  const holder = await createConnection(ctx.app.config.database.location)
  t.teardown(async () => { await holder.end() })
  await holder.query('BEGIN')
  await holder.query('SELECT posicao FROM eventos_sequencias WHERE empresa_id = ? FOR UPDATE', [await companyId(ctx)])
  const creating = ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable() } })
  await new Promise((resolve) => setTimeout(resolve, 300))
  await holder.query('ROLLBACK')
  const created = await creating
  t.equal(created.statusCode, 201, 'the create commits once the counter is free')
  t.strictSame((await everything(ctx)).map((event) => [event.posicao, event.id]), [[1, first], [2, created.json().insertId]], 'with its event numbered next')
  t.equal(await ctx.app.database.db.selectFrom('eventos_pendentes').select('id').executeTakeFirst(), undefined, 'and nothing left pending')
})

t.test('a write that waits for the counter past the lock wait is 503 and stores nothing, also once the counter is free', {
  skip: counterSkip
}, async (t) => {
  // A lock is waited for half the query time-out at most (db/mysql-pool.ts, setUpSession): the
  // trip that carries the counter's lock and the COMMIT fails on the server, COMMIT not run.
  const ctx = await build(t, { env: { DB_QUERY_TIMEOUT_SECONDS: '2' } })
  const first = await createTitle(ctx, '/contas-pagar', payable())
  const { createConnection } = await import('mysql2/promise')
  const holder = await createConnection(ctx.app.config.database.location)
  t.teardown(async () => { await holder.end() })
  await holder.query('BEGIN')
  await holder.query('SELECT posicao FROM eventos_sequencias WHERE empresa_id = ? FOR UPDATE', [await companyId(ctx)])
  const failed = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: 'ESPEROU-DEMAIS' }) } })
  t.equal(failed.statusCode, 503, 'answered 503')
  t.ok(failed.headers['retry-after'], 'with Retry-After')
  await holder.query('ROLLBACK')
  await new Promise((resolve) => setTimeout(resolve, 500))
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar/integracao/ESPEROU-DEMAIS' })).statusCode, 404, 'the title was not stored')
  t.strictSame((await everything(ctx)).map((event) => [event.posicao, event.id]), [[1, first]], 'nor its event')
})

t.test('the service purges events past EVENT_RETENTION_DAYS when it starts', async (t) => {
  let now = new Date('2026-01-01T12:00:00Z')
  const first = await build(t, { now: () => now })
  for (let i = 0; i < 2; i++) await createTitle(first, '/contas-pagar', payable())
  await first.app.close()
  // 91 days later, a new process with the default retention of 90 days.
  now = new Date('2026-04-02T12:00:00Z')
  const app = await buildApp(await testConfig(), { now: () => now })
  t.teardown(() => app.close())
  await app.ready()
  const token = await createKey(app.database.db, { company: first.company, name: 'after', scopes: ['read'] })
  const res = await app.inject({ method: 'GET', url: '/eventos?desde=0', headers: { authorization: `Bearer ${token}` } })
  t.equal(res.statusCode, 410, 'the old events are gone, and a cursor from before them says so')
  t.throws(() => loadConfig({ EVENT_RETENTION_DAYS: '30' }), /EVENT_RETENTION_DAYS must be a whole number from 90/, 'retention below the 90 days DESIGN.md promises is refused')
})
