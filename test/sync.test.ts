import t from 'tap'
import { build, createTitle, payable, receivable, type TestContext } from './helper.js'

/**
 * What an ERP sync needs (docs/CONTRACT.md sections 5, 7 and 8): paging by id that is stable while titles
 * are edited, the next cursor in the body, documents with punctuation, a receivable's customer id
 * as a string, and the expected date in updates.
 */

const PINNED = () => new Date('2026-03-10T15:00:00Z')

type Json = Record<string, any>

/** Every page of a list, following proximo_cursor; `between` runs after each page. */
async function pageThrough (ctx: TestContext, url: string, between: (page: number) => Promise<void> = async () => {}): Promise<Json[]> {
  const seen: Json[] = []
  let next: string | null = null
  for (let page = 0; page < 1000; page++) {
    const res = await ctx.request({ method: 'GET', url: next === null ? url : `${url}&cursor=${encodeURIComponent(next)}` })
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`)
    const body = res.json()
    seen.push(...body.data)
    next = body.proximo_cursor
    if (next === null) return seen
    await between(page)
  }
  throw new Error('no last page')
}

t.test('ordem=codigo_lancamento_svc pages by id, stable while due dates change', async (t) => {
  const ctx = await build(t, { now: PINNED })
  const ids: number[] = []
  for (let i = 0; i < 40; i++) ids.push(await createTitle(ctx, '/contas-pagar', payable({ data_vencimento: `2026-04-${String(10 + (i % 15)).padStart(2, '0')}` })))

  const byId = await ctx.request({ method: 'GET', url: '/contas-pagar?ordem=codigo_lancamento_svc' })
  t.strictSame(byId.json().data.map((title: Json) => title.codigo_lancamento_svc), ids, 'ordered by id alone')
  t.notOk('proximo_cursor' in byId.json(), 'without limite the envelope has its four fields only')
  t.strictSame(Object.keys(byId.json()), ['success', 'data', 'timeStamp', 'total_registros'])

  // The sync the issue describes: while a client pages, another moves titles across the cursor.
  let moved = 0
  const seen = await pageThrough(ctx, '/contas-pagar?ordem=codigo_lancamento_svc&limite=7', async (page) => {
    for (const id of [ids[39 - page], ids[page * 7]]) {
      const res = await ctx.request({ method: 'PATCH', url: `/contas-pagar/${id as number}`, payload: { conta: { data_vencimento: `2026-0${5 + (page % 4)}-01` } } })
      if (res.statusCode === 200) moved++
    }
  })
  t.ok(moved >= 10, `${moved} due dates changed during the pull`)
  const seenIds = seen.map((title) => title.codigo_lancamento_svc)
  t.strictSame([...seenIds].sort((a, b) => a - b), ids, 'every title seen exactly once')

  const defaultOrder = await pageThrough(ctx, '/contas-pagar?limite=15')
  t.equal(defaultOrder.length, 40, 'the default order pages with proximo_cursor too')
  const dues = defaultOrder.map((title) => `${title.data_vencimento as string} ${String(title.codigo_lancamento_svc).padStart(6, '0')}`)
  t.strictSame(dues, [...dues].sort(), 'in due date order')
})

t.test('proximo_cursor and Link name the same next page; cursors belong to their order', async (t) => {
  const ctx = await build(t, { now: PINNED })
  for (let i = 0; i < 5; i++) await createTitle(ctx, '/contas-receber', receivable())
  const first = await ctx.request({ method: 'GET', url: '/contas-receber?limite=2&ordem=codigo_lancamento_svc' })
  const { proximo_cursor: next } = first.json()
  t.type(next, 'string')
  t.equal(first.headers.link, `</contas-receber?limite=2&ordem=codigo_lancamento_svc&cursor=${next as string}>; rel="next"`, 'the Link header carries the same cursor')
  const last = await ctx.request({ method: 'GET', url: `/contas-receber?limite=2&ordem=codigo_lancamento_svc&cursor=${next as string}` })
  const lastPage = await ctx.request({ method: 'GET', url: `/contas-receber?limite=2&ordem=codigo_lancamento_svc&cursor=${last.json().proximo_cursor as string}` })
  t.equal(lastPage.json().total_registros, 1)
  t.equal(lastPage.json().proximo_cursor, null, 'null on the last page')
  t.notOk('link' in lastPage.headers)

  const mixed = await ctx.request({ method: 'GET', url: `/contas-receber?limite=2&cursor=${next as string}` })
  t.equal(mixed.statusCode, 400, 'an id cursor in the due-date order is 400')
  t.equal(mixed.json().code, 'INVALID_CURSOR')
  const dateCursor = (await ctx.request({ method: 'GET', url: '/contas-receber?limite=2' })).json().proximo_cursor
  const mixedBack = await ctx.request({ method: 'GET', url: `/contas-receber?limite=2&ordem=codigo_lancamento_svc&cursor=${dateCursor as string}` })
  t.equal(mixedBack.statusCode, 400, 'and the other way round')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-receber?ordem=valor' })).statusCode, 400, 'an unknown ordem is 400')
})

t.test('cnpj_cpf is accepted with punctuation and stored as digits', async (t) => {
  const ctx = await build(t)
  const put = async (codigo: string, cnpj_cpf: string) => await ctx.request({ method: 'PUT', url: `/clientes-fornecedores/${codigo}`, payload: { razao_social: 'Alfa', cnpj_cpf } })
  t.equal((await put('1', '12.345.678/0001-95')).json().cnpj_cpf, '12345678000195', 'a punctuated CNPJ')
  t.equal((await put('2', '123.456.789-09')).json().cnpj_cpf, '12345678909', 'a punctuated CPF')
  t.equal((await put('3', '12345678909')).json().cnpj_cpf, '12345678909', 'bare digits')
  const listed = (await ctx.request({ method: 'GET', url: '/clientes-fornecedores' })).json().data
  t.strictSame(listed.map((entry: Json) => entry.cnpj_cpf), ['12345678000195', '12345678909', '12345678909'], 'listed as digits')
  for (const bad of ['12.345.678/0001-9', '123.456.78909', '12-345-678/0001.95', '1234567890', '12 345 678 0001 95', '12.345.678/0001-95x']) {
    const res = await put('4', bad)
    t.equal(res.statusCode, 400, `${bad} is 400`)
    t.match(res.json().details, [{ path: '/body/cnpj_cpf' }])
  }
  t.equal((await ctx.request({ method: 'GET', url: '/clientes-fornecedores' })).json().total_registros, 3, 'and is not stored')
})

t.test('a receivable\'s cliente.id may be a string; data_previsao can be updated', async (t) => {
  const ctx = await build(t, { now: PINNED })
  const id = await createTitle(ctx, '/contas-receber', receivable({ codigo_cliente_fornecedor: 'C-1', data_previsao: '2026-03-20' }))
  const byString = await ctx.request({ method: 'PATCH', url: `/contas-receber/${id}`, payload: { conta: { cliente: { id: 'C-77', nome: 'Cliente Setenta e Sete' } } } })
  t.equal(byString.statusCode, 200, 'a string id')
  t.equal((await ctx.request({ method: 'GET', url: `/contas-receber/${id}` })).json().data.codigo_cliente_fornecedor, 'C-77')
  const directory = (await ctx.request({ method: 'GET', url: '/clientes-fornecedores' })).json().data
  t.match(directory, [{ codigo: 'C-77', razao_social: 'Cliente Setenta e Sete' }], 'nome is recorded for the string code')
  const byNumber = await ctx.request({ method: 'OPTIONS', url: `/contas-receber/${id}`, payload: { conta: { cliente: { id: 501 } } } })
  t.equal(byNumber.statusCode, 200, 'a number id')
  t.equal((await ctx.request({ method: 'GET', url: `/contas-receber/${id}` })).json().data.codigo_cliente_fornecedor, '501', 'stored as its text')
  t.equal((await ctx.request({ method: 'PATCH', url: `/contas-receber/${id}`, payload: { conta: { cliente: { id: ' C-1' } } } })).statusCode, 400, 'a string id with edge whitespace is 400')
  const payableId = await createTitle(ctx, '/contas-pagar', payable())
  t.equal((await ctx.request({ method: 'PATCH', url: `/contas-pagar/${payableId}`, payload: { conta: { fornecedor: { id: 'F-1' } } } })).statusCode, 400, 'a payable\'s fornecedor.id stays a number')

  const versionBefore = (await ctx.request({ method: 'GET', url: `/contas-receber/${id}` })).json().data.versao
  const moved = await ctx.request({ method: 'PATCH', url: `/contas-receber/${id}`, payload: { conta: { data_previsao: '2026-04-02' } } })
  t.match(moved.json(), { changedRows: 1 })
  const after = (await ctx.request({ method: 'GET', url: `/contas-receber/${id}` })).json().data
  t.equal(after.data_previsao, '2026-04-02', 'data_previsao changes')
  t.equal(after.data_vencimento, '2026-03-10', 'and nothing else')
  t.equal(after.versao, versionBefore + 1, 'a new version')
  const forecast = (await ctx.request({ method: 'GET', url: '/contas-receber/receitas?data_de=2026-04-01&data_ate=2026-04-30&recebido_ou_previsao=previsao' })).json()
  t.equal(forecast.total_registros, 1, 'the revenue forecast follows the new date')
  const same = await ctx.request({ method: 'PATCH', url: `/contas-receber/${id}`, payload: { conta: { data_previsao: '2026-04-02' } } })
  t.match(same.json(), { changedRows: 0 }, 'the same date changes nothing')

  await ctx.request({ method: 'POST', url: `/contas-receber/${id}/recebimentos`, payload: { valor: 150.25, data: '2026-03-10' } })
  const settled = await ctx.request({ method: 'PATCH', url: `/contas-receber/${id}`, payload: { conta: { data_previsao: '2026-05-01' } } })
  t.equal(settled.statusCode, 200, 'a settled title\'s expected date may change')
  t.equal((await ctx.request({ method: 'PATCH', url: `/contas-receber/${id}`, payload: { conta: { data_previsao: '2026-02-30' } } })).statusCode, 400, 'an impossible date is 400')
})
