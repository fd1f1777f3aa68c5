import t from 'tap'
import fc from 'fast-check'
import type { CnabDetail, OfxTransaction } from '../src/conciliacao/bank-file.js'
import { cnabCode, containsWord, kindState, matchCnabDetail, matchOfxTransaction, ofxCode, type KnownCode } from '../src/conciliacao/matching.js'
import { normalizedNossoNumero } from '../src/conciliacao/nosso-numero.js'
import { PAYABLE, RECEIVABLE } from '../src/titulos/kinds.js'
import type { StoredTitle } from '../src/titulos/model.js'

/** The matching rules of docs/CONTRACT.md section 18 on titles built here: no database. */

const context = { contaCorrente: 77, at: '2026-03-10T15:00:00.000Z' }

let nextId = 1
function title (overrides: Partial<StoredTitle> & { nosso?: string } = {}): StoredTitle {
  const { nosso, ...rest } = overrides
  return {
    id: nextId++,
    codigo_lancamento_integracao: null,
    codigo_cliente_fornecedor: 'C-1',
    data_vencimento: '2026-03-10',
    data_previsao: '2026-03-10',
    valorCents: 15025,
    codigo_categoria: '1.01.01',
    status: 'EM ABERTO',
    numero_documento_fiscal: null,
    numero_documento: null,
    id_origem: null,
    motivo_cancelamento: null,
    extra: nosso === undefined ? {} : { boleto: { cNumBancario: nosso } },
    categorias: [],
    versao: 1,
    atualizado_em: '2026-03-01T00:00:00.000Z',
    settled: null,
    serie: null,
    ...rest
  }
}

function detail (overrides: Partial<CnabDetail> = {}): CnabDetail {
  return {
    linha: 3,
    codigoMovimento: '06',
    nossoNumero: '00000000000000012345',
    seuNumero: '',
    identificacao: '',
    vencimento: '2026-03-10',
    valorNominalCents: 15025,
    jurosCents: 0,
    descontoCents: 0,
    abatimentoCents: 0,
    valorPagoCents: 15025,
    dataOcorrencia: '2026-03-09',
    dataCredito: '2026-03-10',
    ...overrides
  }
}

function transaction (overrides: Partial<OfxTransaction> = {}): OfxTransaction {
  return { linha: 1, fitid: 'F1', fitidInformado: true, tipo: 'CREDIT', data: '2026-03-09', valorCents: 15025, name: '', memo: '', checknum: '', refnum: '', ...overrides }
}

const receivables = (titles: StoredTitle[], codes: Array<[string, KnownCode]> = []) => kindState(RECEIVABLE, titles, codes)

t.test('a nosso número is compared without blanks and leading zeros', async (t) => {
  t.equal(normalizedNossoNumero(' 000123 45 '), '12345')
  t.equal(normalizedNossoNumero('0000'), null)
  t.equal(normalizedNossoNumero(undefined), null)
})

t.test('CNAB rule 1: the nosso número settles the title for valor pago, with its juros and desconto + abatimento', async (t) => {
  const target = title({ nosso: '12345', valorCents: 20000 })
  const state = receivables([target, title({ nosso: '999' })])
  const { item, settlement } = matchCnabDetail(state, '341', detail({ valorPagoCents: 19500, jurosCents: 300, descontoCents: 500, abatimentoCents: 300 }), context)
  t.equal(item.resultado, 'baixado')
  t.strictSame(item.titulo, { recurso: 'contas-receber', id: target.id })
  t.equal(item.codigoBaixaIntegracao, 'cnab240:341:12345:06:2026-03-09')
  t.equal(item.excedenteCents, undefined, 'paid exactly: 19500 + 800 - 300 = 20000')
  t.strictSame(settlement?.amounts, { valorCents: 19500, descontoCents: 800, jurosCents: 300, multaCents: null })
  t.equal(settlement?.after.status, 'LIQUIDADO')
  t.equal(settlement?.after.versao, 2)
  t.equal(settlement?.latest.codigo_conta_corrente, 77)
  t.equal(state.titles.get(target.id)?.status, 'LIQUIDADO', 'the next lines see the title settled')
})

t.test('CNAB: what pays more than the open balance goes to juros and is shown as excedente', async (t) => {
  const target = title({ nosso: '12345', valorCents: 10000 })
  const { item, settlement } = matchCnabDetail(receivables([target]), '001', detail({ valorPagoCents: 10250 }), context)
  t.equal(item.resultado, 'baixado')
  t.equal(item.excedenteCents, 250)
  t.equal(item.jurosCents, 250)
  t.strictSame(settlement?.amounts, { valorCents: 10250, descontoCents: null, jurosCents: 250, multaCents: null })
  t.equal(settlement?.after.status, 'LIQUIDADO')
})

t.test('CNAB rule 2: the identificação names codigo_lancamento_svc or codigo_lancamento_integracao', async (t) => {
  const byId = title()
  const byCode = title({ codigo_lancamento_integracao: 'PED-7' })
  const state = receivables([byId, byCode])
  t.strictSame(matchCnabDetail(state, '001', detail({ nossoNumero: '', identificacao: String(byId.id) }), context).item.titulo?.id, byId.id)
  t.strictSame(matchCnabDetail(state, '001', detail({ nossoNumero: '', identificacao: 'PED-7', dataOcorrencia: '2026-03-08' }), context).item.titulo?.id, byCode.id)
})

t.test('CNAB rule 3: seu número and valor nominal, only when exactly one title has both', async (t) => {
  const one = title({ numero_documento: 'NF-1', valorCents: 5000 })
  const state = receivables([one, title({ numero_documento: 'NF-1', valorCents: 6000 }), title({ numero_documento: 'NF-2', valorCents: 5000 }), title({ numero_documento: 'NF-2', valorCents: 5000 })])
  t.equal(matchCnabDetail(state, '001', detail({ nossoNumero: '', seuNumero: 'NF-1', valorNominalCents: 5000, valorPagoCents: 5000 }), context).item.titulo?.id, one.id)
  t.equal(matchCnabDetail(state, '001', detail({ nossoNumero: '', seuNumero: 'NF-2', valorNominalCents: 5000, valorPagoCents: 5000 }), context).item.resultado, 'sem_titulo', 'two titles match: none is chosen')
})

t.test('CNAB: other codes are ignorado; a code already active is ja_baixado; a reversed one, a cancelled or settled title is rejeitado', async (t) => {
  const target = title({ nosso: '12345' })
  t.match(matchCnabDetail(receivables([target]), '001', detail({ codigoMovimento: '02' }), context).item, { resultado: 'ignorado', motivo: /02/ })
  const code = cnabCode('001', detail())
  const applied = matchCnabDetail(receivables([target], [[code, { tituloId: target.id, settlementId: 44, active: true }]]), '001', detail(), context)
  t.match(applied, { item: { resultado: 'ja_baixado', codigoBaixa: 44 }, settlement: undefined })
  t.match(matchCnabDetail(receivables([target], [[code, { tituloId: target.id, settlementId: 44, active: false }]]), '001', detail(), context).item, { resultado: 'rejeitado', motivo: /reversed/ })
  t.match(matchCnabDetail(receivables([title({ nosso: '12345', status: 'CANCELADO' })]), '001', detail(), context).item, { resultado: 'rejeitado', motivo: /CANCELADO/ })
  const twice = receivables([title({ nosso: '12345' })])
  t.equal(matchCnabDetail(twice, '001', detail(), context).item.resultado, 'baixado')
  t.equal(matchCnabDetail(twice, '001', detail(), context).item.resultado, 'ja_baixado', 'the same liquidation twice in a file settles once')
  t.match(matchCnabDetail(twice, '001', detail({ dataOcorrencia: '2026-03-10' }), context).item, { resultado: 'rejeitado', motivo: /already settled/ })
  t.equal(matchCnabDetail(receivables([]), '001', detail(), context).item.resultado, 'sem_titulo')
})

t.test('OFX rule 2: one open title with that balance named as a whole word is settled on DTPOSTED', async (t) => {
  const named = title({ numero_documento: 'NF123', data_vencimento: '2026-02-01' })
  const state = receivables([named, title({ numero_documento: 'NF1234' })])
  const { item, settlement } = matchOfxTransaction(state, '237', '12345-6', transaction({ memo: 'PIX RECEBIDO NF123 CLIENTE' }), 'ofx:237:12345-6:F1', context)
  t.equal(item.resultado, 'baixado')
  t.equal(item.titulo?.id, named.id)
  t.equal(settlement?.data, '2026-03-09')
  t.equal(settlement?.amounts.valorCents, 15025)
  t.ok(containsWord('pagto nf123.', 'NF123'))
  t.notOk(containsWord('NF1234', 'NF123'))
})

t.test('a whole word is what the regular expression of its rule says, whatever the text', async (t) => {
  // The rule as one regular expression: the word, ignoring case, with no letter or digit on either side.
  const byRule = (text: string, word: string) => word.trim() !== '' &&
    new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu').test(text)
  // Few characters, so that words turn up in texts: letters whose case folding is special, digits, separators, a letter outside the BMP, regex syntax.
  const character = fc.constantFrom('a', 'A', 'b', 's', 'S', 'ſ', 'k', 'K', 'ß', 'é', 'É', 'i', 'İ', 'ı', '1', '٣', '-', ' ', '.', '/', '𝐀', '𐐨', '𐐀', '*', '(', '\\')
  const text = fc.array(character, { maxLength: 12 }).map((characters) => characters.join(''))
  const word = fc.array(character, { minLength: 1, maxLength: 4 }).map((characters) => characters.join(''))
  t.doesNotThrow(() => fc.assert(fc.property(text, word, (inText, sought) => containsWord(inText, sought) === byRule(inText, sought)), { numRuns: 2000 }))
  t.doesNotThrow(() => fc.assert(fc.property(word, text, word, text, (sought, before, inside, after) => {
    const haystack = `${before}${sought}${after}`
    return containsWord(haystack, sought) === byRule(haystack, sought) && containsWord(`${inside}`, sought) === byRule(inside, sought)
  }), { numRuns: 2000 }), 'texts that hold the word')
})

t.test('OFX rule 3: titles with that balance due within 5 days are suggested, nearest first, at most 5', async (t) => {
  const due = ['2026-03-01', '2026-03-04', '2026-03-14', '2026-03-09', '2026-03-10', '2026-03-12', '2026-03-13', '2026-03-08']
  const titles = due.map((data_vencimento) => title({ data_vencimento }))
  const { item, settlement } = matchOfxTransaction(receivables(titles), '237', '1', transaction(), 'ofx:237:1:F1', context)
  t.equal(settlement, undefined)
  t.equal(item.resultado, 'sugerido')
  const dueOf = (id: number) => titles.find((one) => one.id === id)?.data_vencimento
  t.strictSame(item.candidatos?.map((ref) => dueOf(ref.id)), ['2026-03-09', '2026-03-08', '2026-03-10', '2026-03-12', '2026-03-13'])
  t.equal(matchOfxTransaction(receivables([title({ data_vencimento: '2026-03-20' })]), '237', '1', transaction(), 'c', context).item.resultado, 'sem_titulo')
})

t.test('OFX rule 1, debits and zero amounts', async (t) => {
  const payable = title({ numero_documento: 'BOL-9', valorCents: 7000 })
  const state = kindState(PAYABLE, [payable], [['ofx:1:2:OLD', { tituloId: payable.id, settlementId: 5, active: true }]])
  t.match(matchOfxTransaction(state, '1', '2', transaction({ fitid: 'OLD', valorCents: -7000 }), 'ofx:1:2:OLD', context).item, { resultado: 'ja_baixado', titulo: { recurso: 'contas-pagar', id: payable.id }, codigoBaixa: 5 })
  t.match(matchOfxTransaction(state, '1', '2', transaction({ valorCents: -7000, name: 'PAGTO BOL-9' }), 'ofx:1:2:F1', context).item, { resultado: 'baixado', titulo: { recurso: 'contas-pagar' } })
  t.equal(matchOfxTransaction(state, '1', '2', transaction({ valorCents: 0 }), 'ofx:1:2:Z', context).item.resultado, 'ignorado')
  t.equal(ofxCode('1', '2', 'x'.repeat(80), () => 'a'.repeat(64)).length, 60, 'a long FITID is hashed into the 60 characters a settlement code has')
})
