import t from 'tap'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { sql } from 'kysely'
import { createKey } from '../src/auth/keys.js'
import { build, ENGINE, isGaleraNode, payable, type TestContext } from './helper.js'

/** A Galera node numbers events after the commit (docs/CONTRACT.md section 13). */
const galeraNode = await isGaleraNode()

/**
 * Group commit (src/writes/group-commit.ts, docs/CONTRACT.md section 13): writes sent at once share
 * transactions, each in a savepoint of its own. Whatever the interleaving, what is stored and what
 * each client is answered are those of the same writes sent one by one; and a transaction that
 * fails takes with it only writes that were not answered 2xx.
 */

/**
 * One write. Each kind is answered the same whatever the order it runs in among the others: a
 * code's creates are one 201 and 409s (the same body each), a title's updates with If-Match "1"
 * are one 200 and 412s, a title's payments of 60 out of 100 are one 201 and 409s, and an update
 * of a missing title is 404. So a serial run of the same writes is the reference.
 */
type Op =
  | { kind: 'create', code: number }
  | { kind: 'update', target: number }
  | { kind: 'pay', target: number }
  | { kind: 'missing' }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), code: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('update' as const), target: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('pay' as const), target: fc.integer({ min: 2, max: 3 }) }),
  fc.record({ kind: fc.constant('missing' as const) })
)

interface State { titles: unknown[], positions: number[], events: Record<string, string[]> }

/** A company of its own for one run: its key, and its four seed titles (ids by target). */
async function company (ctx: TestContext, name: string): Promise<{ send: (o: Op) => Promise<number>, state: () => Promise<State> }> {
  const token = await createKey(ctx.app.database.db, { company: name, name: 'k', scopes: ['read', 'write'] })
  const request = async (options: InjectOptions) => await ctx.app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } })
  const seeds: number[] = []
  for (let target = 0; target < 4; target++) {
    const res = await request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: `S-${target}`, valor_documento: 100 }) } })
    seeds.push(res.json().insertId)
  }
  const send = async (o: Op): Promise<number> => {
    switch (o.kind) {
      case 'create': return (await request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: `C-${o.code}`, valor_documento: 10 + o.code }) } })).statusCode
      case 'update': return (await request({ method: 'PATCH', url: `/contas-pagar/${seeds[o.target] as number}`, headers: { 'if-match': '"1"' }, payload: { conta: { observacoes: `alterado ${o.target}` } } })).statusCode
      case 'pay': return (await request({ method: 'POST', url: `/contas-pagar/${seeds[o.target] as number}/pagamentos`, payload: { valor: 60, data: '2026-03-01' } })).statusCode
      case 'missing': return (await request({ method: 'PATCH', url: '/contas-pagar/999999999', payload: { conta: { observacoes: 'x' } } })).statusCode
    }
  }
  /** The titles by code and the feed's events by title, without ids or times (each company has its own). */
  const state = async (): Promise<State> => {
    const titles = (await request({ method: 'GET', url: '/contas-pagar?limite=100' })).json().data as Array<Record<string, unknown>>
    const events = (await request({ method: 'GET', url: '/eventos?limite=1000' })).json().data as Array<{ posicao: number, tipo: string, codigo_lancamento_integracao: string, versao: number }>
    const byTitle: Record<string, string[]> = {}
    for (const event of events) (byTitle[event.codigo_lancamento_integracao] ??= []).push(`${event.versao} ${event.tipo}`)
    return {
      titles: titles.map((title) => [title.codigo_lancamento_integracao, title.valor_documento, title.versao, title.observacao ?? null, title.status_titulo]).sort(),
      positions: events.map((event) => event.posicao),
      events: byTitle
    }
  }
  return { send, state }
}

const answers = (ops: readonly Op[], statuses: readonly number[]) => ops.map((o, i) => `${JSON.stringify(o)} ${statuses[i] as number}`).sort()

t.test('writes sent at once store and answer what the same writes sent one by one do', async (t) => {
  const ctx = await build(t)
  const { database } = ctx.app
  const transaction = database.transaction
  let transactions = 0
  // While the writes are sent, a transaction that starts waits a moment before it runs: the writes
  // that arrive meanwhile queue for the next one, as they do behind a COMMIT that takes its time
  // (in-process, a SQLite transaction is over before the next request reaches the write path).
  let slow: Promise<void> | undefined
  database.transaction = async (work, options) => {
    transactions++
    await slow
    return await transaction(work, options)
  }
  t.teardown(() => { database.transaction = transaction })
  /** Writes sent at once, and the transactions that carried them. */
  let writes = 0
  let carried = 0
  let run = 0
  await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
    run++
    const serial = await company(ctx, `serial-${run}-${process.pid}`)
    const serialAnswers: number[] = []
    for (const o of ops) serialAnswers.push(await serial.send(o))
    const together = await company(ctx, `together-${run}-${process.pid}`)
    const before = transactions
    slow = new Promise((resolve) => setTimeout(resolve, 50))
    const togetherAnswers = await Promise.all(ops.map(async (o) => await together.send(o)))
    slow = undefined
    writes += ops.length
    carried += transactions - before
    t.strictSame(answers(ops, togetherAnswers), answers(ops, serialAnswers), 'the same answers')
    const stored = await together.state()
    const reference = await serial.state()
    t.strictSame(stored, reference, 'the same titles, and the same events of each title in version order')
    t.strictSame(stored.positions, stored.positions.map((_, i) => i + 1), 'the feed numbered without gaps')
  }), { numRuns: 6 })
  t.ok(carried < writes, `writes sent at once shared transactions (${writes} writes in ${carried} transactions)`)
})

t.test('a transaction that fails before its COMMIT fails each write it carried with 503, and loses none answered 201', {
  // The failure is injected into the numbering before the COMMIT, which a Galera node does after it.
  skip: galeraNode ? 'a Galera node numbers events after the commit: the fault this test injects there never runs' : false
}, async (t) => {
  const ctx = await build(t)
  const { database } = ctx.app
  const { feed } = ctx.app
  const transaction = database.transaction
  const beforeCommit = feed.beforeCommit
  // How many events each transaction numbered: one per create, so more than one is a group.
  const numbered = new WeakMap<object, number>()
  feed.beforeCommit = async (trx, events) => {
    numbered.set(trx, events.length)
    await beforeCommit(trx, events)
  }
  let started = 0
  let failed = 0
  let slow: Promise<void> | undefined = new Promise((resolve) => setTimeout(resolve, 50))
  database.transaction = async (work, options) => {
    await slow
    return await transaction(async (trx) => {
      started++
      const result = await work(trx)
      // A transaction carrying several writes loses its database after they ran and before its COMMIT.
      if ((numbered.get(trx) ?? 0) > 1) {
        failed++
        if (ENGINE === 'mysql') {
          const { rows } = await sql<{ id: number }>`SELECT CONNECTION_ID() AS id`.execute(trx)
          await sql.raw(`KILL CONNECTION ${Number(rows[0]?.id)}`).execute(database.db)
        } else {
          // SQLite has no connection to lose: its failure to write the commit is this error.
          throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' })
        }
      }
      return result
    }, options)
  }
  t.teardown(() => {
    database.transaction = transaction
    feed.beforeCommit = beforeCommit
  })
  const codes = Array.from({ length: 24 }, (_, i) => `K-${i}`)
  const answers = await Promise.all(codes.map(async (code) => await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: code }) } })))
  slow = undefined
  database.transaction = transaction
  feed.beforeCommit = beforeCommit
  t.ok(failed > 0, `transactions failed (${failed} of ${started})`)
  const created = codes.filter((_, i) => answers[i]?.statusCode === 201)
  const refused = answers.filter((res) => res.statusCode !== 201)
  t.ok(refused.length > 1, `writes of the failed transactions were refused (${refused.length})`)
  t.ok(refused.every((res) => res.statusCode === 503 && res.json().code === 'DATABASE_UNAVAILABLE' && /^[1-9]/.test(String(res.headers['retry-after']))), 'each with 503 and Retry-After')
  const stored = ((await ctx.request({ method: 'GET', url: '/contas-pagar?limite=100' })).json().data as Array<{ codigo_lancamento_integracao: string }>).map((title) => title.codigo_lancamento_integracao).sort()
  t.strictSame(stored, [...created].sort(), 'stored: exactly the writes answered 201')
  const events = (await ctx.request({ method: 'GET', url: '/eventos?limite=1000' })).json().data as Array<{ posicao: number, codigo_lancamento_integracao: string }>
  t.strictSame(events.map((event) => event.codigo_lancamento_integracao).sort(), [...created].sort(), 'with their events')
  t.strictSame(events.map((event) => event.posicao), events.map((_, i) => i + 1), 'numbered without gaps')
  for (const [i, res] of answers.entries()) {
    if (res.statusCode === 201) continue
    const again = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: codes[i] }) } })
    t.equal(again.statusCode, 201, `${codes[i] as string} retried: created`)
  }
})
