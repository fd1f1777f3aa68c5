import t from 'tap'
import fc from 'fast-check'
import { ApiError } from '../src/errors.js'
import { PAYABLE, RECEIVABLE, type AnyNewTitle } from '../src/titulos/kinds.js'
import type { StoredTitle } from '../src/titulos/model.js'
import { checkRules, matchesVersion, planReplacement, planUpdate, prepareTitle, rescaleSplits } from '../src/titulos/rules.js'
import { amortizedCents, checkSettlementFits, statusAfterRequestedSettlement, statusAfterSettlements, withSettlement } from '../src/titulos/settlement-rules.js'

/**
 * The title rules alone: no database, no app (docs/CONTRACT.md sections 3, 8, 11 and 13). The
 * HTTP tests cover the same rules through the API; these run in milliseconds and name the rule.
 */

const stamp = { user: 'erp', date: '2026-03-10', time: '09:30:00', at: '2026-03-10T12:30:00.000Z' }
const payable = (fields: Record<string, unknown> = {}) => ({ codigo_cliente_fornecedor: 7, data_vencimento: '2026-04-01', valor_documento: 100, codigo_categoria: '2.01', ...fields }) as AnyNewTitle

/** The ApiError `work` throws, for its code and details. */
function thrown (work: () => unknown): ApiError {
  try {
    work()
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected an ApiError')
}

function stored (fields: Partial<StoredTitle> = {}): StoredTitle {
  return { ...prepareTitle(PAYABLE, payable(), stamp).record, id: 9, versao: 3, atualizado_em: '2026-03-01T00:00:00.000Z', settled: null, serie: null, ...fields }
}

const settlement = (valorCents: number, data = '2026-03-05', id = 1) => ({
  valorCents,
  descontoCents: null,
  jurosCents: null,
  multaCents: null,
  latest: { id, data, codigo_conta_corrente: null, codigo_baixa_integracao: null, observacao: null }
})

t.test('a create gets its defaults and the info stamps of the service', async (t) => {
  const { record, requested, settlement } = prepareTitle(PAYABLE, payable({ status_titulo: 'ATRASADO', info: { uInc: 'forged', cImpAPI: 'S' } }), stamp)
  t.equal(record.data_previsao, '2026-04-01', 'data_previsao defaults to data_vencimento')
  t.equal(record.status, 'EM ABERTO', 'a derived status is stored as EM ABERTO')
  t.equal(requested, 'EM ABERTO')
  t.equal(settlement, undefined)
  t.equal(record.valorCents, 10000)
  t.strictSame(record.extra.info, { cImpAPI: 'S', dInc: '2026-03-10', hInc: '09:30:00', uInc: 'erp', dAlt: '2026-03-10', hAlt: '09:30:00', uAlt: 'erp' }, 'client stamps are replaced')
})

t.test('without codigo_categoria the split entry with the largest share names the category', async (t) => {
  const { record } = prepareTitle(PAYABLE, payable({ codigo_categoria: undefined, categorias: [{ codigo_categoria: 'A', percentual: 30 }, { codigo_categoria: 'B', percentual: 70 }] }), stamp)
  t.equal(record.codigo_categoria, 'B')
  t.same(checkRules(payable({ codigo_categoria: undefined })), [{ path: '/body/data/codigo_categoria', message: 'is required unless categorias is non-empty' }])
})

t.test('split sums: percentages to 100 ±0.01, valores to the total ±0.01, on every entry or none', async (t) => {
  const split = (entries: Array<{ percentual: number, valor?: number }>) => checkRules(payable({ categorias: entries.map((entry, i) => ({ codigo_categoria: `C${i}`, ...entry })) })).map((problem) => problem.message)
  t.same(split([{ percentual: 33.33 }, { percentual: 66.67 }]), [])
  t.same(split([{ percentual: 33.33 }, { percentual: 66.66 }]), [])
  t.same(split([{ percentual: 33.33 }, { percentual: 66.65 }]), ['percentual must sum to 100 (±0.01)'])
  t.same(split([{ percentual: 50, valor: 50 }, { percentual: 50, valor: 50.01 }]), [])
  t.same(split([{ percentual: 50, valor: 50 }, { percentual: 50, valor: 50.02 }]), ['valor must sum to valor_documento (±0.01)'])
  t.same(split([{ percentual: 50, valor: 50 }, { percentual: 50 }]), ['valor must be given on every entry or on none'])
  t.same(checkRules(payable({ numero_parcela: '3/2' })), [{ path: '/body/data/numero_parcela', message: 'must be n/m with 1 <= n <= m' }])
})

t.test('the settlement a create stands for', async (t) => {
  t.equal(prepareTitle(PAYABLE, payable({ valor_pag: 0 }), stamp).settlement, undefined, 'valor_pag 0: nothing paid yet')
  const paid = prepareTitle(PAYABLE, payable({ status_titulo: 'PAGO' }), stamp)
  t.same(paid.settlement, { body: { valor: 100, data: '2026-04-01' }, path: '/body/data/status_titulo' }, 'PAGO pays the whole value on the due date')
  t.equal(paid.record.status, 'EM ABERTO', 'the settlement sets the status')
  const received = prepareTitle(RECEIVABLE, { ...payable({ codigo_cliente_fornecedor: 'C-1' }), recebimento: { valor: 40, data: '2026-03-02', desconto: 1 } } as AnyNewTitle, stamp)
  t.same(received.settlement, { body: { valor: 40, data: '2026-03-02', desconto: 1 }, path: '/body/data/recebimento' })
  t.equal(thrown(() => prepareTitle(PAYABLE, payable({ status_titulo: 'PAGTO_PARCIAL' }), stamp)).details?.[0]?.message, 'PAGTO_PARCIAL needs the partial amount in valor_pag')
  t.equal(thrown(() => prepareTitle(PAYABLE, payable({ status_titulo: 'CANCELADO', valor_pag: 10 }), stamp)).details?.[0]?.message, 'a CANCELADO title cannot carry a settlement')
})

t.test('a settlement pays off more than zero and at most the open balance', async (t) => {
  const title = { valorCents: 10000, settled: settlement(6000) }
  t.doesNotThrow(() => checkSettlementFits(title, { valorCents: 4000, descontoCents: null, jurosCents: null, multaCents: null }, '/body'))
  t.match(thrown(() => checkSettlementFits(title, { valorCents: 4001, descontoCents: null, jurosCents: null, multaCents: null }, '/body')).details?.[0]?.message, /exceeds the open balance of 40.00/)
  t.match(thrown(() => checkSettlementFits(title, { valorCents: 100, descontoCents: null, jurosCents: 60, multaCents: 40 }, '/body')).details?.[0]?.message, /must pay off more than zero/)
  t.equal(amortizedCents({ valorCents: 1000, descontoCents: 50, jurosCents: 30, multaCents: 20 }), 1000)
  const nearMax = { valorCents: 99_999_999_999_999, settled: { ...settlement(99_999_999_999_000), jurosCents: 0 } }
  t.match(thrown(() => checkSettlementFits(nearMax, { valorCents: 99_999_999_999_000, descontoCents: null, jurosCents: 99_999_999_998_001, multaCents: null }, '/body')).details?.[0],
    { path: '/body/valor', message: /above the maximum amount of 999999999999.99/ }, 'no sum of settlements may pass the money maximum, though juros let valor exceed the balance')
})

t.test('the status settlements lead to', async (t) => {
  t.equal(statusAfterSettlements(PAYABLE, 'EM ABERTO', 10000, null), 'EM ABERTO')
  t.equal(statusAfterSettlements(PAYABLE, 'EM ABERTO', 10000, settlement(1)), 'PAGTO_PARCIAL')
  t.equal(statusAfterSettlements(PAYABLE, 'PAGTO_PARCIAL', 10000, settlement(10000)), 'PAGO')
  t.equal(statusAfterSettlements(RECEIVABLE, 'EM ABERTO', 10000, settlement(10000)), 'LIQUIDADO')
  t.equal(statusAfterSettlements(RECEIVABLE, 'PAGO', 10000, settlement(10000)), 'PAGO', 'a settled title keeps the settled value it has')
  t.match(thrown(() => statusAfterRequestedSettlement(PAYABLE, 'PAGO', 10000, settlement(9999), '/body/data/valor_pag')).details?.[0]?.message, 'leaves 0.01 open, so the title cannot be PAGO')
})

t.test('the summary after one more settlement equals summing them all, whatever the order of their dates', async (t) => {
  const amount = fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null })
  const parts = fc.record({ valorCents: fc.integer({ min: 0, max: 10_000 }), descontoCents: amount, jurosCents: amount, multaCents: amount, day: fc.integer({ min: 1, max: 28 }) })
  fc.assert(fc.property(fc.array(parts, { minLength: 1, maxLength: 8 }), (list) => {
    const added = list.map((part, index) => ({ ...part, latest: { id: index + 1, data: `2026-03-${String(part.day).padStart(2, '0')}`, codigo_conta_corrente: null, codigo_baixa_integracao: null, observacao: null } }))
    const summary = added.reduce<ReturnType<typeof withSettlement> | null>((sum, part) => withSettlement(sum, part), null)
    const total = (pick: (part: typeof added[number]) => number | null) => added.every((part) => pick(part) === null) ? null : added.reduce((sum, part) => sum + (pick(part) ?? 0), 0)
    const latest = [...added].sort((a, b) => a.latest.data === b.latest.data ? b.latest.id - a.latest.id : a.latest.data < b.latest.data ? 1 : -1)[0]
    return summary !== null && summary.valorCents === total((part) => part.valorCents) && summary.descontoCents === total((part) => part.descontoCents) &&
      summary.jurosCents === total((part) => part.jurosCents) && summary.multaCents === total((part) => part.multaCents) && summary.latest.id === latest?.latest.id
  }))
})

t.test('a rescaled split keeps its shares and adds up to the new total exactly', async (t) => {
  fc.assert(fc.property(fc.integer({ min: 1, max: 99_999_999_999_999 }), fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }), (totalCents, weights) => {
    const sum = weights.reduce((a, b) => a + b, 0)
    const title = stored({ valorCents: totalCents, categorias: weights.map((weight, i) => ({ codigo_categoria: `C${i}`, percentual: weight * 100 / sum, valorCents: 0 })) })
    t.equal(rescaleSplits(title), true)
    return title.categorias.reduce((total, entry) => total + (entry.valorCents ?? 0), 0) === totalCents
  }))
})

t.test('a partial update', async (t) => {
  const current = stored()
  const unchanged = planUpdate(PAYABLE, current, { observacoes: current.extra.observacao, valor: 100 }, stamp)
  t.equal(unchanged.changed, false, 'the sent values are the stored ones: nothing changes')
  t.equal(unchanged.next, current)
  const moved = planUpdate(PAYABLE, current, { valor: 120.5, fornecedor: { id: 8, nome: 'Nova' } }, stamp)
  t.equal(moved.changed, true)
  t.equal(moved.next.versao, 4)
  t.equal(moved.next.valorCents, 12050)
  t.equal(moved.next.codigo_cliente_fornecedor, '8')
  t.same(moved.counterpart, { id: 8, nome: 'Nova' })
  t.equal(moved.next.extra.info?.uAlt, 'erp')
  const paid = stored({ status: 'PAGO', settled: settlement(10000) })
  t.equal(thrown(() => planUpdate(PAYABLE, paid, { data_vencimento: '2026-05-01' }, stamp)).code, 'TITULO_ENCERRADO')
  t.equal(planUpdate(PAYABLE, paid, { observacoes: 'ok' }, stamp).changed, true, 'other fields of a settled title may change')
  const partly = stored({ status: 'PAGTO_PARCIAL', settled: settlement(6000) })
  t.match(thrown(() => planUpdate(PAYABLE, partly, { valor: 59.99 }, stamp)).details?.[0], { path: '/body/conta/valor', message: 'is below the 60.00 already settled' })
  t.equal(planUpdate(PAYABLE, partly, { valor: 60 }, stamp).next.status, 'PAGO', 'lowering the value to what is settled settles the title')
})

t.test('a replacement by integration code', async (t) => {
  const current = stored({ codigo_lancamento_integracao: 'NF-1' })
  const again = prepareTitle(PAYABLE, payable({ codigo_lancamento_integracao: 'NF-1' }), { ...stamp, user: 'other', at: '2026-03-11T00:00:00.000Z' })
  t.same(planReplacement(PAYABLE, current, again, stamp), { outcome: 'inalterado' }, 'the same content, other change stamps: nothing changes')
  const changed = planReplacement(PAYABLE, current, prepareTitle(PAYABLE, payable({ codigo_lancamento_integracao: 'NF-1', valor_documento: 90 }), stamp), stamp)
  t.match(changed, { outcome: 'alterado', next: { valorCents: 9000, versao: 4 }, settlement: undefined })
  const applied = planReplacement(PAYABLE, current, prepareTitle(PAYABLE, payable({ codigo_lancamento_integracao: 'NF-1', status_titulo: 'PAGO' }), stamp), stamp)
  t.match(applied, { outcome: 'alterado', settlement: { path: '/body/data/status_titulo' } }, 'an untouched open title takes the settlement as a create would')
  const partly = stored({ codigo_lancamento_integracao: 'NF-1', status: 'PAGTO_PARCIAL', settled: settlement(6000) })
  t.equal(thrown(() => planReplacement(PAYABLE, partly, prepareTitle(PAYABLE, payable({ codigo_lancamento_integracao: 'NF-1', status_titulo: 'PAGO' }), stamp), stamp)).code, 'ESTADO_DIVERGENTE')
})

t.test('If-Match names a version, in a list or as *', async (t) => {
  t.ok(matchesVersion('"3"', 3))
  t.ok(matchesVersion('"1", "3"', 3))
  t.ok(matchesVersion('*', 3))
  t.notOk(matchesVersion('"31"', 3))
  t.notOk(matchesVersion('W/"3"', 3), 'a weak tag never matches (strong comparison, RFC 9110)')
})
