import t from 'tap'
import fc from 'fast-check'
import { RECEIVABLE } from '../src/titulos/kinds.js'
import { kindStore } from '../src/titulos/routes.js'
import { findTitle, summarizeSettlements } from '../src/titulos/repository.js'
import { build, createTitle, receivable } from './helper.js'

/**
 * A settlement updates its title's summary (sums, latest settlement) from the summary it had, not
 * from the settlement table; a reversal recomputes it from the table. Whatever the order, dates and
 * amounts of the settlements, the two must agree: the stored summary is what the table says.
 */

const amount = fc.option(fc.integer({ min: 0, max: 500 }).map((cents) => cents / 100), { nil: undefined })
const settlementArb = fc.record({
  valor: fc.integer({ min: 1, max: 2000 }).map((cents) => cents / 100),
  day: fc.integer({ min: 1, max: 5 }),
  desconto: amount,
  juros: amount,
  multa: amount,
  codigo_conta_corrente: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined })
}, { requiredKeys: ['valor', 'day'] })

t.test('the summary a settlement stores equals the one its table gives', async (t) => {
  const ctx = await build(t)
  const store = kindStore(ctx.app, RECEIVABLE)
  const { db } = ctx.app.database
  let runs = 0
  await fc.assert(fc.asyncProperty(fc.array(settlementArb, { minLength: 1, maxLength: 6 }), async (settlements) => {
    const id = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 100000 }))
    for (const { day, valor, desconto, juros, multa, codigo_conta_corrente: conta } of settlements) {
      const body = { valor, data: `2026-03-0${day}`, ...(desconto === undefined ? {} : { desconto }), ...(juros === undefined ? {} : { juros }), ...(multa === undefined ? {} : { multa }), ...(conta === undefined ? {} : { codigo_conta_corrente: conta }) }
      const res = await ctx.request({ method: 'POST', url: `/contas-receber/${id}/recebimentos`, payload: body })
      // An amount that pays off nothing (juros and multa above valor + desconto) is refused: skip it.
      if (res.statusCode === 400) continue
      if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`)
    }
    const empresaId = (await db.selectFrom('empresas').select('id').where('nome', '=', ctx.company).executeTakeFirstOrThrow()).id
    const stored = await findTitle(db, store, { empresaId, id })
    const recomputed = await summarizeSettlements(db, store, { id })
    runs++
    t.strictSame(stored?.settled ?? null, recomputed, `title ${id}`)
  }), { numRuns: Number(process.env.PROPERTY_RUNS ?? 25) })
  t.ok(runs > 0)
})
