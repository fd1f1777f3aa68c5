import t, { type Test } from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import { build, createTitle, payable, receivable, type TestContext } from './helper.js'

/**
 * The lifecycle of docs/CONTRACT.md section 11 and the versions of section 12: settlements move the
 * status and the balance, reversals undo them, cancellation and deletion guard what was paid, and
 * every change is a new version that If-Match can pin.
 */

const PINNED = () => new Date('2026-03-10T15:00:00Z')

type Title = Record<string, unknown>

const KINDS = [
  { name: 'payable', path: '/contas-pagar', settlements: 'pagamentos', make: payable, settled: 'PAGO' },
  { name: 'receivable', path: '/contas-receber', settlements: 'recebimentos', make: receivable, settled: 'LIQUIDADO' }
] as const

async function title (ctx: TestContext, path: string, id: number): Promise<Title> {
  const res = await ctx.request({ method: 'GET', url: `${path}/${id}` })
  if (res.statusCode !== 200) throw new Error(`GET ${path}/${id}: ${res.statusCode} ${res.body}`)
  return res.json().data
}

async function settle (ctx: TestContext, path: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return await ctx.request({ method: 'POST', url: path, payload: body, headers })
}

function assertError (t: Test, res: LightMyRequestResponse, status: number, code: string, label: string): void {
  t.equal(res.statusCode, status, `${label}: ${res.statusCode} ${res.body}`)
  t.equal(res.json().code, code, `${label}: ${code}`)
  t.equal(res.json().success, false)
}

for (const kind of KINDS) {
  t.test(`${kind.name}: paid in two parts, one reversed, with versions and ETags`, async (t) => {
    const ctx = await build(t, { now: PINNED })
    const id = await createTitle(ctx, kind.path, kind.make({ valor_documento: 100.1, data_vencimento: '2026-03-20' }))
    const url = `${kind.path}/${id}/${kind.settlements}`

    const first = await settle(ctx, url, { valor: 40.05, data: '2026-03-05', codigo_baixa_integracao: 'B-1', observacao: 'primeira parcela' })
    t.equal(first.statusCode, 201, first.body)
    t.equal(first.headers.etag, '"2"', 'the settlement is version 2')
    t.match(first.headers.location, new RegExp(`^${kind.path}/${id}/${kind.settlements}/\\d+$`))
    const after1 = first.json().data as Title
    t.strictSame([after1.status_titulo, after1.versao], ['PAGTO_PARCIAL', 2])
    if (kind.name === 'payable') t.equal(after1.valor_pag, 40.05)
    else t.strictSame(after1.recebimento, { codigo_recebimento_integracao: 'B-1', valor: 40.05, data: '2026-03-05', observacao: 'primeira parcela' })

    const second = await settle(ctx, url, { valor: 58, desconto: 2.55, juros: 0.5, data: '2026-03-09' })
    t.equal(second.statusCode, 201, second.body)
    const after2 = second.json().data as Title
    // 40.05 + (58 + 2.55 - 0.5) = 100.10: paid off exactly, in cents.
    t.strictSame([after2.status_titulo, after2.versao], [kind.settled, 3])
    if (kind.name === 'payable') t.equal(after2.valor_pag, 98.05)
    else t.strictSame(after2.recebimento, { valor: 98.05, desconto: 2.55, juros: 0.5, data: '2026-03-09' })
    t.strictSame(await title(ctx, kind.path, id), after2, 'GET shows what the settlement answered')

    const listed = await ctx.request({ method: 'GET', url })
    t.equal(listed.json().total_registros, 2)
    const [one, two] = listed.json().data as Title[]
    t.match(one, { valor: 40.05, data: '2026-03-05', codigo_baixa_integracao: 'B-1', estornado: false, lancado_em: '2026-03-10T15:00:00.000Z' })
    t.equal(typeof one?.lancado_por, 'string')
    t.match(two, { valor: 58, desconto: 2.55, juros: 0.5, estornado: false })

    // Reversing the first reopens the balance; the settlement stays listed, marked as reversed.
    const reversed = await ctx.request({ method: 'DELETE', url: `${url}/${one?.codigo_baixa as number}` })
    t.equal(reversed.statusCode, 200, reversed.body)
    t.equal(reversed.headers.etag, '"4"')
    t.strictSame([reversed.json().data.status_titulo, reversed.json().data.versao], ['PAGTO_PARCIAL', 4])
    if (kind.name === 'payable') t.equal(reversed.json().data.valor_pag, 58)
    const history = (await ctx.request({ method: 'GET', url })).json().data as Title[]
    t.match(history[0], { codigo_baixa: one?.codigo_baixa, estornado: true, estornado_em: '2026-03-10T15:00:00.000Z' })
    t.equal(history[0]?.estornado_por, history[0]?.lancado_por, 'who reversed it')
    const single = await ctx.request({ method: 'GET', url: `${url}/${one?.codigo_baixa as number}` })
    t.match(single.json(), { success: true, total_registros: 1, data: { estornado: true } })
    assertError(t, await ctx.request({ method: 'DELETE', url: `${url}/${one?.codigo_baixa as number}` }), 409, 'BAIXA_JA_ESTORNADA', 'second reversal')
    assertError(t, await ctx.request({ method: 'DELETE', url: `${url}/999999` }), 404, 'BAIXA_NAO_ENCONTRADA', 'unknown settlement')

    // Reversing the last one leaves nothing paid: open again, shown by due date.
    const none = await ctx.request({ method: 'DELETE', url: `${url}/${two?.codigo_baixa as number}` })
    t.equal(none.json().data.status_titulo, 'A VENCER')
    t.notOk('valor_pag' in none.json().data || 'recebimento' in none.json().data, 'no active settlement, no summary')
  })

  t.test(`${kind.name}: settlements that do not fit are refused and change nothing`, async (t) => {
    const ctx = await build(t, { now: PINNED })
    const id = await createTitle(ctx, kind.path, kind.make({ valor_documento: 10 }))
    const url = `${kind.path}/${id}/${kind.settlements}`
    const refused = [
      [{ valor: 10.01, data: '2026-03-01' }, 'more than the balance'],
      [{ valor: 9, desconto: 1.01, data: '2026-03-01' }, 'a discount past the balance'],
      [{ valor: 1, juros: 1, data: '2026-03-01' }, 'nothing paid off'],
      [{ valor: 0, data: '2026-03-01' }, 'zero']
    ] as const
    for (const [body, label] of refused) assertError(t, await settle(ctx, url, body), 400, 'VALIDATION_FAILED', label)
    for (const [body, label] of [
      [{ valor: 1 }, 'no date'], [{ valor: 1.001, data: '2026-03-01' }, 'three decimals'], [{ valor: '1', data: '2026-03-01' }, 'a string'],
      [{ valor: 1, data: '2026-02-30' }, 'no such day'], [{ valor: 1, data: '2026-03-01', extra: 1 }, 'unknown field']
    ] as const) {
      assertError(t, await settle(ctx, url, body), 400, 'VALIDATION_FAILED', label)
    }
    const current = await title(ctx, kind.path, id)
    t.strictSame([current.versao, current.status_titulo], [1, 'VENCE HOJE'], 'no version, no status change')
    t.equal((await ctx.request({ method: 'GET', url })).json().total_registros, 0, 'nothing stored')

    t.equal((await settle(ctx, url, { valor: 3, data: '2026-03-01', codigo_baixa_integracao: 'X' })).statusCode, 201)
    assertError(t, await settle(ctx, url, { valor: 3, data: '2026-03-02', codigo_baixa_integracao: 'X' }), 409, 'BAIXA_DUPLICADA', 'a repeated codigo_baixa_integracao')
    t.equal((await ctx.request({ method: 'GET', url })).json().total_registros, 1)
    assertError(t, await settle(ctx, `${kind.path}/999999/${kind.settlements}`, { valor: 1, data: '2026-03-01' }), 404, 'TITULO_NAO_ENCONTRADO', 'unknown title')
    assertError(t, await ctx.request({ method: 'POST', url, payload: { valor: 1, data: '2026-03-01' }, key: ctx.keys.read }), 403, 'INSUFFICIENT_SCOPE', 'a read-only key')
    // Another company's title does not exist for this caller.
    const other = await build(t)
    assertError(t, await other.request({ method: 'GET', url }), 404, 'TITULO_NAO_ENCONTRADO', 'another company')
    assertError(t, await settle(other, url, { valor: 1, data: '2026-03-01' }), 404, 'TITULO_NAO_ENCONTRADO', 'another company settles')
  })

  t.test(`${kind.name}: cancellation and reopening`, async (t) => {
    const ctx = await build(t, { now: PINNED })
    const id = await createTitle(ctx, kind.path, kind.make({ valor_documento: 50, data_vencimento: '2026-03-01' }))
    const url = `${kind.path}/${id}`
    const payment = await settle(ctx, `${url}/${kind.settlements}`, { valor: 5, data: '2026-03-02' })
    assertError(t, await ctx.request({ method: 'POST', url: `${url}/cancelamento`, payload: {} }), 409, 'BAIXAS_ATIVAS', 'cancel with an active settlement')
    t.equal((await ctx.request({ method: 'DELETE', url: String(payment.headers.location) })).statusCode, 200, 'reversed through its Location')

    const cancelled = await ctx.request({ method: 'POST', url: `${url}/cancelamento`, payload: { motivo: 'Lançado em duplicidade' } })
    t.equal(cancelled.statusCode, 200, cancelled.body)
    t.match(cancelled.json().data, { status_titulo: 'CANCELADO', motivo_cancelamento: 'Lançado em duplicidade', versao: 4 })
    t.equal(cancelled.headers.etag, '"4"')
    assertError(t, await ctx.request({ method: 'POST', url: `${url}/cancelamento` }), 409, 'TITULO_JA_CANCELADO', 'cancel twice (no body)')
    assertError(t, await settle(ctx, `${url}/${kind.settlements}`, { valor: 1, data: '2026-03-02' }), 409, 'TITULO_CANCELADO', 'settle a cancelled title')
    assertError(t, await ctx.request({ method: 'PATCH', url, payload: { conta: { valor: 1 } } }), 409, 'TITULO_ENCERRADO', 'change the value of a cancelled title')
    t.equal((await ctx.request({ method: 'PATCH', url, payload: { conta: { observacoes: 'ok' } } })).statusCode, 200, 'other fields may change')
    const found = await ctx.request({ method: 'GET', url: `${kind.path}?status_titulo=CANCELADO` })
    t.strictSame(found.json().data.map((row: Title) => row.codigo_lancamento_svc), [id], 'the CANCELADO filter finds it')
    assertError(t, await ctx.request({ method: 'POST', url: `${url}/cancelamento`, payload: { motivo: 'x'.repeat(201) } }), 400, 'VALIDATION_FAILED', 'a motivo too long')

    const reopened = await ctx.request({ method: 'DELETE', url: `${url}/cancelamento` })
    t.equal(reopened.statusCode, 200)
    t.match(reopened.json().data, { status_titulo: 'ATRASADO', versao: 6 })
    t.notOk('motivo_cancelamento' in reopened.json().data, 'the reason goes with the cancellation')
    assertError(t, await ctx.request({ method: 'DELETE', url: `${url}/cancelamento` }), 409, 'TITULO_NAO_CANCELADO', 'reopen an open title')
    t.equal((await settle(ctx, `${url}/${kind.settlements}`, { valor: 50, data: '2026-03-03' })).json().data.status_titulo, kind.settled, 'settles again once reopened')
  })

  t.test(`${kind.name}: deletion`, async (t) => {
    const ctx = await build(t, { now: PINNED })
    const id = await createTitle(ctx, kind.path, kind.make({ codigo_lancamento_integracao: 'DEL-1', valor_documento: 20 }))
    const url = `${kind.path}/${id}`
    const paid = await settle(ctx, `${url}/${kind.settlements}`, { valor: 20, data: '2026-03-02' })
    assertError(t, await ctx.request({ method: 'DELETE', url }), 409, 'BAIXAS_ATIVAS', 'delete a settled title')
    const settlementId = /\/(\d+)$/.exec(String(paid.headers.location))?.[1]
    t.equal((await ctx.request({ method: 'DELETE', url: `${url}/${kind.settlements}/${settlementId}` })).statusCode, 200)
    assertError(t, await ctx.request({ method: 'DELETE', url, key: ctx.keys.read }), 403, 'INSUFFICIENT_SCOPE', 'a read-only key')

    const deleted = await ctx.request({ method: 'DELETE', url })
    t.equal(deleted.statusCode, 204)
    t.equal(deleted.body, '')
    assertError(t, await ctx.request({ method: 'GET', url }), 404, 'TITULO_NAO_ENCONTRADO', 'gone')
    assertError(t, await ctx.request({ method: 'GET', url: `${url}/${kind.settlements}` }), 404, 'TITULO_NAO_ENCONTRADO', 'its settlements are gone')
    assertError(t, await ctx.request({ method: 'DELETE', url }), 404, 'TITULO_NAO_ENCONTRADO', 'deleted twice')
    t.equal((await ctx.request({ method: 'GET', url: kind.path })).json().total_registros, 0)
    // The integration code is free again.
    const again = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ codigo_lancamento_integracao: 'DEL-1' }) } })
    t.equal(again.statusCode, 201, again.body)
    t.ok(again.json().insertId > id, 'a new id, never the old one')
  })

  t.test(`${kind.name}: If-Match pins the version a write applies to`, async (t) => {
    const ctx = await build(t, { now: PINNED })
    const id = await createTitle(ctx, kind.path, kind.make({ valor_documento: 30, observacao: 'v1' }))
    const url = `${kind.path}/${id}`
    const read = await ctx.request({ method: 'GET', url })
    t.equal(read.headers.etag, '"1"')
    const stale = { 'if-match': '"7"' }
    const writes: Array<[string, () => Promise<LightMyRequestResponse>]> = [
      ['update', async () => await ctx.request({ method: 'PATCH', url, payload: { conta: { observacoes: 'stale' } }, headers: stale })],
      ['OPTIONS update', async () => await ctx.request({ method: 'OPTIONS', url, payload: { conta: { observacoes: 'stale' } }, headers: stale })],
      ['settlement', async () => await settle(ctx, `${url}/${kind.settlements}`, { valor: 1, data: '2026-03-01' }, stale)],
      ['cancellation', async () => await ctx.request({ method: 'POST', url: `${url}/cancelamento`, payload: {}, headers: stale })],
      ['deletion', async () => await ctx.request({ method: 'DELETE', url, headers: stale })]
    ]
    for (const [label, write] of writes) {
      const res = await write()
      assertError(t, res, 412, 'VERSAO_DIVERGENTE', `${label} with a stale If-Match`)
      t.equal(res.headers.etag, '"1"', `${label}: the 412 tells the current version`)
    }
    t.strictSame(await title(ctx, kind.path, id), read.json().data, 'nothing changed')
    t.equal((await ctx.request({ method: 'GET', url: `${url}/${kind.settlements}` })).json().total_registros, 0)

    const updated = await ctx.request({ method: 'PATCH', url, payload: { conta: { observacoes: 'v2' } }, headers: { 'if-match': '"1"' } })
    t.equal(updated.statusCode, 200)
    t.equal(updated.headers.etag, '"2"')
    const unchanged = await ctx.request({ method: 'PATCH', url, payload: { conta: { observacoes: 'v2' } }, headers: { 'if-match': '"2"' } })
    t.equal(unchanged.json().changedRows, 0)
    t.equal(unchanged.headers.etag, '"2"', 'no change, no new version')
    const listOfTags = await settle(ctx, `${url}/${kind.settlements}`, { valor: 1, data: '2026-03-01' }, { 'if-match': '"5", "2"' })
    t.equal(listOfTags.statusCode, 201, 'a list of ETags matches any of them')
    t.equal((await settle(ctx, `${url}/${kind.settlements}`, { valor: 1, data: '2026-03-01' }, { 'if-match': '*' })).statusCode, 201, '* matches any version')
    t.equal((await ctx.request({ method: 'PATCH', url, payload: { conta: { observacoes: 'v5' } } })).statusCode, 200, 'without If-Match writes as before')
    t.equal((await title(ctx, kind.path, id)).versao, 5)
  })
}

t.test('a receivable sums its receipts and the reports read them', async (t) => {
  const ctx = await build(t, { now: PINNED })
  const id = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 300, codigo_categoria: '1.01', data_vencimento: '2026-03-31' }))
  for (const [valor, data] of [[100, '2026-03-05'], [50.5, '2026-03-20'], [20, '2026-04-02']] as const) {
    t.equal((await settle(ctx, `/contas-receber/${id}/recebimentos`, { valor, data, desconto: 1 })).statusCode, 201)
  }
  t.strictSame((await title(ctx, '/contas-receber', id)).recebimento, { valor: 170.5, desconto: 3, data: '2026-04-02' })
  const march = (await ctx.request({ method: 'GET', url: '/contas-receber/receitas?data_de=2026-03-01&data_ate=2026-03-31' })).json()
  t.equal(march.total_registros, 2, 'a received line for March and a forecast line for the open balance')
  t.match(march.data[0].receitas, [
    { recebido: 1, valor_recebido: '150.50', desconto: '2.00', data_pagamento_recebido: '2026-03-20T00:00:00.000Z', valor_documento: '300.00' },
    { recebido: 0, valor_documento: '126.50', valor_recebido: '0.00' }
  ])

  // The expense split shows what was paid of each payable.
  const payableId = await createTitle(ctx, '/contas-pagar', payable({ valor_documento: 80, codigo_categoria: '2.01', data_vencimento: '2026-03-15' }))
  await settle(ctx, `/contas-pagar/${payableId}/pagamentos`, { valor: 30, data: '2026-03-10' })
  await ctx.request({ method: 'PUT', url: '/categorias/2.01', payload: { descricao: 'Aluguel', tipo: 'FIXA' } })
  const split = (await ctx.request({ method: 'GET', url: '/contas-pagar/despesas' })).json()
  t.match(split.data.fixas, [{ codigo_lancamento_svc: payableId, valor_pag: 30, status_titulo: 'PAGTO_PARCIAL' }])
  t.strictSame(split.data.variaveis, [])
})

t.test('a row that keeps its extras apart (written before they moved into the render) uses its render as a copy only: a stale one is rebuilt from the columns, and writes do not read it', async (t) => {
  const ctx = await build(t, { now: PINNED })
  const id = await createTitle(ctx, '/contas-pagar', payable({ observacao: 'verdade', valor_documento: 12.34 }))
  const { db } = ctx.app.database
  const truth = await title(ctx, '/contas-pagar', id)
  // Such a row's extras are in `extra` (docs/CONTRACT.md section 1); a render left behind by an older version is not used.
  await db.updateTable('contas_pagar').set({ extra: JSON.stringify({ observacao: 'verdade', info: truth.info }), render: Buffer.from('"observacao":"mentira"}'), render_versao: 0 }).where('id', '=', id).execute()
  t.strictSame(await title(ctx, '/contas-pagar', id), truth, 'read from the columns when the render is stale')
  const refilled = await db.selectFrom('contas_pagar').select(['render', 'render_versao']).where('id', '=', id).executeTakeFirstOrThrow()
  t.equal(refilled.render_versao, 1, 'and the cache is filled again')
  t.match(String(refilled.render), /"observacao":"verdade"/)
  // A write starts from the columns, whatever the cache holds, and renders anew.
  await db.updateTable('contas_pagar').set({ render: Buffer.from('"observacao":"mentira"}') }).where('id', '=', id).execute()
  const paid = await settle(ctx, `/contas-pagar/${id}/pagamentos`, { valor: 2, data: '2026-03-01' })
  t.match(paid.json().data, { observacao: 'verdade', valor_documento: 12.34, valor_pag: 2, versao: 2 })
  t.strictSame(await title(ctx, '/contas-pagar', id), paid.json().data, 'the new render is what the write answered')
})
