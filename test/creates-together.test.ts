import t from 'tap'
import { answersReturning } from '../db/mysql-pool.js'
import { build, payable, receivable, type TestContext } from './helper.js'
import { trips } from './sql-trips.js'

/**
 * Creates that share a transaction run side by side, and their titles go into the database in one
 * INSERT ... RETURNING id where the server answers it (db/insert-rendezvous.ts, docs/CONTRACT.md
 * section 13). Each client must still be told the id of its own title, and a create that fails
 * must fail alone, whatever the others did.
 */

/** Creates sent at once (to `url` each, or to /contas-pagar), held back a moment so that they share transactions, as behind a slow COMMIT. */
async function sentAtOnce (ctx: TestContext, bodies: Array<Record<string, unknown> & { url?: string }>) {
  const { database } = ctx.app
  const transaction = database.transaction
  let slow: Promise<void> | undefined = new Promise((resolve) => setTimeout(resolve, 50))
  database.transaction = async (work, options) => {
    await slow
    return await transaction(work, options)
  }
  try {
    const { result, error, sent } = await trips(async () => await Promise.all(bodies.map(async ({ url = '/contas-pagar', ...data }) => await ctx.request({ method: 'POST', url, payload: { data } }))))
    if (result === undefined) throw error
    return { answers: result, sent }
  } finally {
    slow = undefined
    database.transaction = transaction
  }
}

t.test('creates sent at once each answer with the id of their own title', async (t) => {
  const ctx = await build(t)
  const codes = Array.from({ length: 24 }, (_, i) => `JUNTO-${i}`)
  const { answers, sent } = await sentAtOnce(ctx, codes.map((code, i) => payable({ codigo_lancamento_integracao: code, valor_documento: 100 + i, observacao: `título ${i}` })))
  t.strictSame(answers.map((res) => res.statusCode), codes.map(() => 201), 'every create answered 201')
  for (const [i, res] of answers.entries()) {
    const id = res.json().insertId as number
    const title = (await ctx.request({ method: 'GET', url: `/contas-pagar/${id}` })).json().data
    t.strictSame([title.codigo_lancamento_integracao, title.valor_documento, res.headers.location], [codes[i], 100 + i, `/contas-pagar/${id}`], `${codes[i] as string}: its answer names its own title`)
  }
  if (ctx.app.database.insertsTogether()) {
    const titleInserts = sent.filter((text) => /insert into `contas_pagar` /.test(text))
    t.ok(titleInserts.length < codes.length / 2, `the titles went in ${titleInserts.length} INSERTs for ${codes.length} creates`)
    // A create alone in its transaction inserts its title as it always did; those that shared one returned their ids together.
    t.ok(titleInserts.some((text) => / returning `id`$/.test(text)), 'those that shared a transaction in one INSERT returning their ids')
  }
})

t.test('payables and receivables created at once, some paid on creation, each keep their own ids and settlements', async (t) => {
  const ctx = await build(t)
  const bodies = Array.from({ length: 16 }, (_, i) => i % 2 === 0
    ? { ...payable({ codigo_lancamento_integracao: `P-${i}`, valor_documento: 200 + i, ...(i % 4 === 0 ? { valor_pag: 50 + i } : {}) }), url: '/contas-pagar' }
    : { ...receivable({ codigo_lancamento_integracao: `R-${i}`, valor_documento: 300 + i, ...(i % 4 === 1 ? { recebimento: { valor: 60 + i, data: '2026-01-02' } } : {}) }), url: '/contas-receber' })
  const { answers } = await sentAtOnce(ctx, bodies)
  t.strictSame(answers.map((res) => res.statusCode), bodies.map(() => 201), 'every create answered 201')
  for (const [i, res] of answers.entries()) {
    const { url } = bodies[i] as { url: string }
    const id = res.json().insertId as number
    const title = (await ctx.request({ method: 'GET', url: `${url}/${id}` })).json().data
    t.strictSame([title.codigo_lancamento_integracao, title.valor_documento], [i % 2 === 0 ? `P-${i}` : `R-${i}`, (i % 2 === 0 ? 200 : 300) + i], `${url} ${i}: its answer names its own title`)
    const settlements = (await ctx.request({ method: 'GET', url: `${url}/${id}/${url === '/contas-pagar' ? 'pagamentos' : 'recebimentos'}` })).json().data as Array<{ valor: number }>
    const paid = i % 4 === 0 ? [50 + i] : i % 4 === 1 ? [60 + i] : []
    t.strictSame(settlements.map((settlement) => settlement.valor), paid, `${url} ${i}: its own settlement, if any`)
  }
})

t.test('a create that fails among creates sent at once fails alone', async (t) => {
  const ctx = await build(t)
  const first = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: 'JA-EXISTE' }) } })
  t.equal(first.statusCode, 201)
  const bodies = [
    payable({ codigo_lancamento_integracao: 'NOVO-1' }),
    // Its title's INSERT fails with the others': the group runs again, one write at a time.
    payable({ codigo_lancamento_integracao: 'JA-EXISTE' }),
    payable({ codigo_lancamento_integracao: 'NOVO-2' }),
    // Refused after its title's INSERT: paid more than its value.
    payable({ codigo_lancamento_integracao: 'NOVO-3', valor_documento: 10, valor_pag: 20 }),
    payable({ codigo_lancamento_integracao: 'NOVO-4' })
  ]
  const { answers } = await sentAtOnce(ctx, bodies)
  t.strictSame(answers.map((res) => res.statusCode), [201, 409, 201, 400, 201], 'each create its own answer')
  t.equal(answers[1]?.json().code, 'DUPLICATE_INTEGRATION_CODE')
  t.match(answers[1]?.json().message, String(first.json().insertId), 'the 409 names the title that has the code')
  const stored = ((await ctx.request({ method: 'GET', url: '/contas-pagar?limite=100' })).json().data as Array<{ codigo_lancamento_integracao: string }>).map((title) => title.codigo_lancamento_integracao).sort()
  t.strictSame(stored, ['JA-EXISTE', 'NOVO-1', 'NOVO-2', 'NOVO-4'], 'stored: the creates answered 201, nothing of the others')
  const events = (await ctx.request({ method: 'GET', url: '/eventos?limite=100' })).json().data as Array<{ posicao: number, codigo_lancamento_integracao: string }>
  t.strictSame(events.map((event) => event.codigo_lancamento_integracao).sort(), stored, 'one event for each')
  t.strictSame(events.map((event) => event.posicao), events.map((_, i) => i + 1), 'numbered without gaps')
})

t.test('titles go in together only where the server answers INSERT ... RETURNING', async (t) => {
  const versions: Array<[string, boolean]> = [
    ['10.11.19-MariaDB-0+deb12u1', true],
    ['10.5.0-MariaDB', true],
    ['11.4.2-MariaDB-log', true],
    ['10.4.34-MariaDB', false],
    ['8.0.36', false],
    ['9.1.0-commercial', false],
    ['', false]
  ]
  for (const [version, answers] of versions) t.equal(answersReturning(version), answers, version === '' ? 'no version' : version)
})
