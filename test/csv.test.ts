import t from 'tap'
import { parse } from 'csv-parse/sync'
import { build, createTitle, insertPayables, payable, receivable } from './helper.js'

/**
 * Accept: text/csv on the lists and both reports: what a Brazilian spreadsheet opens (BOM, ';',
 * CRLF, decimal comma, DD/MM/YYYY), cell for cell the same data as the JSON answer.
 */

const PINNED = () => new Date('2026-03-10T15:00:00Z')
const CSV = { accept: 'text/csv' }

type Json = Record<string, any>

function table (body: string): string[][] {
  return parse(body.replace(/^\uFEFF/, ''), { delimiter: ';', record_delimiter: '\r\n' }) as string[][]
}

const money = (value: number | string | undefined) => value === undefined ? '' : (typeof value === 'number' ? value.toFixed(2) : value).replace('.', ',')
const date = (value: string | null | undefined) => value === null || value === undefined ? '' : `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`

t.test('a title list as CSV holds the JSON list, cell for cell', async (t) => {
  const ctx = await build(t, { now: PINNED })
  await createTitle(ctx, '/contas-pagar', payable({ codigo_lancamento_integracao: 'CSV-1', valor_documento: 1234.5, observacao: 'Aluguel; com "aspas"\nsegunda linha', numero_documento: 'D-1' }))
  const paid = await createTitle(ctx, '/contas-pagar', payable({ data_vencimento: '2026-04-01', valor_documento: 0.1 }))
  await ctx.request({ method: 'POST', url: `/contas-pagar/${paid}/pagamentos`, payload: { valor: 0.07, data: '2026-03-01' } })

  const res = await ctx.request({ method: 'GET', url: '/contas-pagar', headers: CSV })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'text/csv; charset=utf-8')
  t.match(res.headers['content-disposition'], /attachment; filename="contas-pagar.csv"/)
  t.ok(res.body.startsWith('\uFEFF'), 'a BOM, so spreadsheets read UTF-8')
  t.ok(res.body.includes('\r\n'), 'CRLF line ends')
  const [header, ...rows] = table(res.body)
  t.strictSame(header, ['codigo_lancamento_svc', 'codigo_lancamento_integracao', 'codigo_cliente_fornecedor', 'data_vencimento', 'data_previsao', 'valor_documento', 'valor_pago', 'status_titulo', 'codigo_categoria', 'numero_documento_fiscal', 'numero_documento', 'observacao', 'codigo_serie', 'serie_indice', 'serie_total'])
  const json: Json[] = (await ctx.request({ method: 'GET', url: '/contas-pagar' })).json().data
  t.strictSame(rows, json.map((title) => [
    String(title.codigo_lancamento_svc), title.codigo_lancamento_integracao ?? '', String(title.codigo_cliente_fornecedor), date(title.data_vencimento), date(title.data_previsao),
    money(title.valor_documento), money(title.valor_pag), title.status_titulo, title.codigo_categoria, title.numero_documento_fiscal ?? '', title.numero_documento ?? '', title.observacao ?? '', '', '', ''
  ]), 'the same titles, in the same order (in no series: the series columns are empty)')
  t.equal(rows[0]?.[5], '1234,50', 'a decimal comma')
  t.equal(rows[0]?.[11], 'Aluguel; com "aspas"\nsegunda linha', 'separators, quotes and line breaks survive the quoting')
  t.equal(rows[1]?.[6], '0,07', 'the amount paid')

  const wrong = await ctx.request({ method: 'GET', url: '/contas-pagar?data_vencimento_de=ontem', headers: CSV })
  t.equal(wrong.statusCode, 400, 'an error stays JSON')
  t.match(wrong.headers['content-type'], /^application\/json/)
  const preferJson = await ctx.request({ method: 'GET', url: '/contas-pagar', headers: { accept: 'application/json, text/csv;q=0.5' } })
  t.match(preferJson.headers['content-type'], /^application\/json/, 'JSON when the client ranks it higher')
})

t.test('a long list streams as CSV, and limite pages it', async (t) => {
  const ctx = await build(t, { now: PINNED })
  await insertPayables(ctx, 2500, (i) => payable({ data_vencimento: `2026-0${4 + (i % 5)}-1${i % 10}`, valor_documento: (i + 1) / 100 }))
  const res = await ctx.request({ method: 'GET', url: '/contas-pagar', headers: CSV })
  t.equal(res.headers['transfer-encoding'], 'chunked', 'streamed, not buffered')
  const rows = table(res.body).slice(1)
  t.equal(rows.length, 2500, 'every title')
  t.equal(new Set(rows.map((row) => row[0])).size, 2500, 'once each')
  const page = await ctx.request({ method: 'GET', url: '/contas-pagar?limite=100&ordem=codigo_lancamento_svc', headers: CSV })
  t.equal(table(page.body).length, 101, 'a page of 100 under its header')
  t.match(page.headers.link, /rel="next"/, 'with the next page in Link')
})

t.test('the expense split and the revenue report as CSV', async (t) => {
  const ctx = await build(t, { now: PINNED })
  await ctx.request({ method: 'PUT', url: '/categorias/2.01', payload: { descricao: 'Aluguel', tipo: 'FIXA' } })
  await createTitle(ctx, '/contas-pagar', payable({ codigo_categoria: '2.01', valor_documento: 10 }))
  await createTitle(ctx, '/contas-pagar', payable({ codigo_categoria: '2.09', valor_documento: 20 }))
  const expenses = table((await ctx.request({ method: 'GET', url: '/contas-pagar/despesas', headers: CSV })).body)
  t.strictSame(expenses.map((row) => [row[0], row[6]]), [['grupo', 'valor_documento'], ['fixa', '10,00'], ['variavel', '20,00']], 'fixed first, then variable')

  await ctx.request({ method: 'PUT', url: '/categorias/1.01', payload: { descricao: 'Vendas', tipo: 'RECEITA' } })
  await createTitle(ctx, '/contas-receber', receivable({ codigo_categoria: '1.01', valor_documento: 980.5, status_titulo: 'LIQUIDADO', recebimento: { data: '2026-03-04', valor: 980.5 } }))
  await createTitle(ctx, '/contas-receber', receivable({ codigo_categoria: '1.01', valor_documento: 0.07, data_previsao: '2026-03-20' }))
  const url = '/contas-receber/receitas?data_de=2026-03-01&data_ate=2026-03-31'
  const csv = table((await ctx.request({ method: 'GET', url, headers: CSV })).body)
  const json: Json[] = (await ctx.request({ method: 'GET', url })).json().data.flatMap((group: Json) => group.receitas)
  t.equal(csv[0]?.join(';'), 'codigo_categoria;descricao_categoria;razao_social;nota_fiscal;documento;origem;data_previsao;data_pagamento_recebido;valor_documento;desconto;valor_recebido;recebido')
  t.strictSame(csv.slice(1), json.map((line) => [line.codigo_categoria, line.descricao_categoria, line.razao_social, line.nota_fiscal, line.documento ?? '', line.origem,
    date(line.data_previsao), date(line.data_pagamento_recebido), money(line.valor_documento), money(line.desconto), money(line.valor_recebido), String(line.recebido)]), 'the JSON lines, cell for cell')
  t.equal(csv[1]?.[10], '980,50')
})
