import t from 'tap'
import { build, createTitle, payable, receivable, type TestContext } from './helper.js'

/**
 * Importing OFX statements (docs/CONTRACT.md section 18): credits settle receivables and debits
 * payables when one open title has the amount and is named in the text; otherwise titles due near
 * the date are suggested, and a suggestion is confirmed by hand.
 */

const PINNED = () => new Date('2026-03-10T15:00:00Z')

interface Transaction { type: string, date: string, amount: string, fitid?: string, memo?: string }

/** A statement as Brazilian banks send it: OFX 1.x SGML, CHARSET:1252, comma decimals, [-3:BRT]. */
function statement (transactions: Transaction[], server = '20260310080000[-3:BRT]'): Buffer {
  const rows = transactions.map((row) => `<STMTTRN><TRNTYPE>${row.type}<DTPOSTED>${row.date}<TRNAMT>${row.amount}${row.fitid === undefined ? '' : `<FITID>${row.fitid}`}${row.memo === undefined ? '' : `<MEMO>${row.memo}`}</STMTTRN>`)
  const text = [
    'OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', '',
    `<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>${server}<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>`,
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>BRL',
    '<BANKACCTFROM><BANKID>0237<ACCTID>56789-0<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST><DTSTART>20260301<DTEND>20260310',
    ...rows,
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>', ''
  ].join('\r\n')
  return Buffer.from(text, 'latin1')
}

async function send (ctx: TestContext, body: Buffer): Promise<Record<string, any>> {
  const res = await ctx.request({ method: 'POST', url: '/conciliacao/arquivos', payload: body, headers: { 'content-type': 'application/x-ofx' } })
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`import: ${res.statusCode} ${res.body}`)
  return { status: res.statusCode, ...res.json().data }
}

const statusOf = async (ctx: TestContext, path: string, id: number): Promise<string> => (await ctx.request({ method: 'GET', url: `${path}/${id}` })).json().data.status_titulo

t.test('a statement settles what it names, suggests what it does not, and a suggestion is confirmed', async (t) => {
  const ctx = await build(t, { now: PINNED })
  const named = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 150.25, numero_documento: 'NF123', data_vencimento: '2026-02-01' }))
  const bill = await createTitle(ctx, '/contas-pagar', payable({ valor_documento: 980, numero_documento: 'BOL-9' }))
  const near = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 70, data_vencimento: '2026-03-08' }))
  const farther = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 70, data_vencimento: '2026-03-12' }))
  await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 70, data_vencimento: '2026-03-30' }))

  const transactions: Transaction[] = [
    { type: 'CREDIT', date: '20260309100000[-3:BRT]', amount: '150,25', fitid: 'F1', memo: 'PIX RECEBIDO NF123 JOSÉ DA SILVA' },
    { type: 'DEBIT', date: '20260309', amount: '-980,00', fitid: 'F2', memo: 'PAGTO BOL-9 ALUGUEL' },
    { type: 'CREDIT', date: '20260309', amount: '70,00', fitid: 'F3', memo: 'TED RECEBIDA' },
    { type: 'CREDIT', date: '20260309', amount: '5,00', memo: 'SEM FITID' }
  ]
  const first = await send(ctx, statement(transactions))
  t.equal(first.status, 201)
  t.match(first, { formato: 'ofx', banco: '0237', conta: '56789-0', totais: { linhas: 4, baixados: 2, sugeridos: 1, sem_titulo: 1 } })
  t.match(first.itens[0], { linha: 1, fitid: 'F1', resultado: 'baixado', titulo: { recurso: 'contas-receber', id: named }, valor_pago: 150.25, data_ocorrencia: '2026-03-09', codigo_baixa_integracao: 'ofx:0237:56789-0:F1' })
  t.match(first.itens[0].documento, /JOSÉ DA SILVA/, 'CHARSET:1252 decoded')
  t.match(first.itens[1], { resultado: 'baixado', titulo: { recurso: 'contas-pagar', id: bill } })
  t.strictSame(first.itens[2].candidatos, [{ recurso: 'contas-receber', id: near }, { recurso: 'contas-receber', id: farther }], 'due within 5 days, nearest first')
  t.equal(first.itens[2].resultado, 'sugerido')
  t.equal(first.itens[3].resultado, 'sem_titulo')
  t.equal(await statusOf(ctx, '/contas-receber', named), 'LIQUIDADO')
  t.equal(await statusOf(ctx, '/contas-pagar', bill), 'PAGO')

  const confirmed = await ctx.request({ method: 'POST', url: `/conciliacao/arquivos/${first.id as number}/itens/3/conciliacao`, payload: { recurso: 'contas-receber', id: farther } })
  t.equal(confirmed.statusCode, 201, confirmed.body)
  t.match(confirmed.headers.location, new RegExp(`^/contas-receber/${farther}/recebimentos/\\d+$`))
  t.equal(await statusOf(ctx, '/contas-receber', farther), 'LIQUIDADO')
  t.equal((await ctx.request({ method: 'POST', url: `/conciliacao/arquivos/${first.id as number}/itens/3/conciliacao`, payload: { recurso: 'contas-receber', id: near } })).statusCode, 409)

  // The same statement downloaded again (other bytes): what it settled is ja_baixado, nothing twice.
  const again = await send(ctx, statement(transactions, '20260311080000[-3:BRT]'))
  t.equal(again.status, 201)
  t.strictSame(again.itens.map((item: any) => item.resultado), ['ja_baixado', 'ja_baixado', 'ja_baixado', 'sem_titulo'])
  t.equal(again.itens[3].fitid, first.itens[3].fitid, 'a transaction without FITID keeps its key')
  t.equal((await ctx.request({ method: 'GET', url: `/contas-receber/${near}` })).json().data.versao, 1, 'the other suggestion was never settled')
})

t.test('a partly paid title is found by its open balance, a title with nothing paid by its value', async (t) => {
  const ctx = await build(t, { now: PINNED })
  const partly = await createTitle(ctx, '/contas-pagar', payable({ valor_documento: 100, numero_documento: 'BOL-1' }))
  t.equal((await ctx.request({ method: 'POST', url: `/contas-pagar/${partly}/pagamentos`, payload: { valor: 40, data: '2026-03-01' } })).statusCode, 201)
  const open = await createTitle(ctx, '/contas-pagar', payable({ valor_documento: 60, numero_documento: 'BOL-2' }))
  const unnamed = await createTitle(ctx, '/contas-pagar', payable({ valor_documento: 100, numero_documento: 'BOL-3' }))
  const res = await send(ctx, statement([
    { type: 'DEBIT', date: '20260309', amount: '-60,00', fitid: 'P1', memo: 'PAGTO BOL-1' },
    { type: 'DEBIT', date: '20260309', amount: '-60,00', fitid: 'P2', memo: 'PAGTO BOL-2' },
    { type: 'DEBIT', date: '20260309', amount: '-100,00', fitid: 'P3', memo: 'PAGTO BOL-1' }
  ]))
  t.strictSame(res.itens.map((item: any) => [item.resultado, item.titulo?.id]), [['baixado', partly], ['baixado', open], ['sugerido', undefined]])
  t.strictSame(res.itens[2].candidatos, [{ recurso: 'contas-pagar', id: unnamed }], 'the partly paid title, worth 100 but owing 60, is no candidate for 100')
  t.equal(await statusOf(ctx, '/contas-pagar', partly), 'PAGO')
  t.equal(await statusOf(ctx, '/contas-pagar', open), 'PAGO')
})

t.test('a statement whose answer outgrows a MySQL packet (16 MB) is imported under an Idempotency-Key and replayed byte for byte', async (t) => {
  const ctx = await build(t, { now: PINNED })
  // 120,000 credits nobody is owed: 8.8 MB of statement, an answer of some 22 MB.
  const transactions = Array.from({ length: 120_000 }, (_, i): Transaction => ({ type: 'CREDIT', date: '20260309', amount: `${i + 1},00`, fitid: String(i) }))
  const keyed = async () => await ctx.request({ method: 'POST', url: '/conciliacao/arquivos', payload: statement(transactions), headers: { 'content-type': 'application/x-ofx', 'idempotency-key': 'extrato-grande' } })
  const first = await keyed()
  t.equal(first.statusCode, 201, first.body.slice(0, 500))
  t.ok(first.body.length > 16 * 1024 * 1024, `the answer is ${first.body.length} bytes`)
  t.equal(first.headers['content-length'], String(first.rawPayload.length))
  const second = await keyed()
  t.equal(second.statusCode, 201, 'the first status')
  t.equal(second.headers['idempotency-replayed'], 'true')
  t.equal(second.headers.location, first.headers.location)
  t.ok(second.body === first.body, 'the same bytes')
  t.match(first.json().data.totais, { linhas: 120_000, sem_titulo: 120_000 })
})
