import t, { type Test } from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import { build, payable, receivable, type KindFixture, type TestContext, type Title } from './helper.js'

/**
 * Recurring series (docs/CONTRACT.md section 17) on both kinds: the create of a series and what it
 * answers, stores and records in the feed; its 400s and 409s storing nothing; repeticao on an
 * update and in a batch; and the series routes.
 */

interface Kind extends KindFixture { origin: string, settled: string, settlements: string }
const KINDS: Kind[] = [
  { name: 'payable', path: '/contas-pagar', make: payable, origin: 'RPTP', settled: 'PAGO', settlements: 'pagamentos' },
  { name: 'receivable', path: '/contas-receber', make: receivable, origin: 'RPTR', settled: 'LIQUIDADO', settlements: 'recebimentos' }
]

const RENT = { postergar: 'S', mensal: { repetir_todo_dia: 31, repetir_por: 12 } }

function assertError (t: Test, res: LightMyRequestResponse, status: number, code: string, path?: string): void {
  t.equal(res.statusCode, status, res.body)
  const body = res.json()
  t.match(body, { success: false, statusCode: status, code, message: String, timeStamp: /Z$/ })
  if (path !== undefined) t.ok(body.details.some((detail: { path: string }) => detail.path === path), `details name ${path}: ${res.body}`)
}

async function titleCount (ctx: TestContext, kind: Kind): Promise<number> {
  const res = await ctx.request({ method: 'GET', url: kind.path })
  return res.json().total_registros
}

async function feed (ctx: TestContext): Promise<Array<{ tipo: string, id: number, dados: Title }>> {
  return (await ctx.request({ method: 'GET', url: '/eventos?limite=1000' })).json().data
}

async function series (ctx: TestContext, kind: Kind, codigo: number): Promise<Title[]> {
  const res = await ctx.request({ method: 'GET', url: `${kind.path}/series/${codigo}` })
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`)
  return res.json().data
}

for (const kind of KINDS) {
  t.test(`${kind.name}: a 12-month rent with postergar is one write of 12 members`, async (t) => {
    const ctx = await build(t)
    const res = await ctx.request({
      method: 'POST',
      url: kind.path,
      headers: { 'idempotency-key': `rent-${kind.name}` },
      payload: { data: kind.make({ codigo_lancamento_integracao: 'ALUGUEL', data_vencimento: '2026-01-31', data_previsao: '2026-02-02', valor_documento: 1500.07, repeticao: RENT }) }
    })
    t.equal(res.statusCode, 201, res.body)
    const result = res.json()
    t.strictSame(result, { fieldCount: 0, affectedRows: 12, insertId: result.insertId, info: 'Records: 12  Duplicates: 0  Warnings: 0', serverStatus: 2, warningStatus: 0, changedRows: 0 })
    t.equal(res.headers.location, `${kind.path}/${result.insertId as number}`)

    const members = await series(ctx, kind, result.insertId)
    t.equal(members.length, 12)
    // 31 clamps to the month's last day; a weekend or holiday moves to the next business day (member 1 stays).
    t.strictSame(members.map((member) => member.data_vencimento), [
      '2026-01-31', '2026-03-02', '2026-03-31', '2026-04-30', '2026-06-01', '2026-06-30',
      '2026-07-31', '2026-08-31', '2026-09-30', '2026-11-03', '2026-11-30', '2026-12-31'
    ])
    t.strictSame(members.map((member) => member.data_previsao), members.map((member, index) => index === 0 ? '2026-02-02' : addDays(member.data_vencimento as string, 2)))
    members.forEach((member, index) => {
      const indice = index + 1
      t.strictSame(member.serie, { codigo_serie: result.insertId, indice, total: 12 })
      t.equal(member.numero_parcela, `${indice}/12`)
      t.equal(member.valor_documento, 1500.07, 'every member repeats the value')
      t.equal(member.codigo_lancamento_integracao, indice === 1 ? 'ALUGUEL' : `ALUGUEL-${indice}`)
      if (indice > 1) t.equal(member.id_origem, kind.origin)
      t.strictSame(member.repeticao, indice === 1 ? RENT : undefined, 'repeticao stays on member 1 alone')
    })
    const events = await feed(ctx)
    t.strictSame(events.map((event) => event.tipo), Array(12).fill('criado'))
    t.strictSame(events.map((event) => event.dados.serie), members.map((member) => member.serie), 'the feed has the N criados in indice order, with serie')

    const single = (await ctx.request({ method: 'GET', url: `${kind.path}/${members[3]?.codigo_lancamento_svc as number}` })).json().data
    t.strictSame(single.serie, { codigo_serie: result.insertId, indice: 4, total: 12 })
    const csv = await ctx.request({ method: 'GET', url: kind.path, headers: { accept: 'text/csv' } })
    t.match(csv.body.split('\r\n')[0], /codigo_serie;serie_indice;serie_total/)
    t.match(csv.body, new RegExp(`;${result.insertId as number};4;12\\r\\n`))

    const replay = await ctx.request({
      method: 'POST',
      url: kind.path,
      headers: { 'idempotency-key': `rent-${kind.name}` },
      payload: { data: kind.make({ codigo_lancamento_integracao: 'ALUGUEL', data_vencimento: '2026-01-31', data_previsao: '2026-02-02', valor_documento: 1500.07, repeticao: RENT }) }
    })
    t.equal(replay.headers['idempotency-replayed'], 'true')
    t.strictSame(replay.json(), result)
    t.equal(await titleCount(ctx, kind), 12, 'the replay stored nothing')
  })

  t.test(`${kind.name}: weekly and every-N-days series; member 1 may carry the settlement`, async (t) => {
    const ctx = await build(t)
    const weekly = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ data_vencimento: '2027-03-24', status_titulo: kind.settled, repeticao: { semanal: { repetir_dia_semana: 'sexta', repetir_por: 3 } } }) } })
    t.equal(weekly.statusCode, 201, weekly.body)
    const members = await series(ctx, kind, weekly.json().insertId)
    // Good Friday 2027-03-26 stays without antecipar/postergar.
    t.strictSame(members.map((member) => member.data_vencimento), ['2027-03-24', '2027-03-26', '2027-04-02'])
    t.strictSame(members.map((member) => member.status_titulo), [kind.settled, 'A VENCER', 'A VENCER'])
    t.notOk(members[0]?.codigo_lancamento_integracao, 'no code, none on the members')

    const every = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ data_vencimento: '2026-12-21', repeticao: { antecipar: 'S', especifico: { repetir_a_cada: 2, repetir_por: 4 } } }) } })
    t.equal(every.statusCode, 201, every.body)
    // 12-23, 12-25 (Natal) -> 12-24, 12-27 (Sunday) -> 12-25 holiday -> 12-24.
    t.strictSame((await series(ctx, kind, every.json().insertId)).map((member) => member.data_vencimento), ['2026-12-21', '2026-12-23', '2026-12-24', '2026-12-24'])
  })

  t.test(`${kind.name}: every 400 of a repeticao stores nothing`, async (t) => {
    const ctx = await build(t)
    const cases: Array<[unknown, string]> = [
      [{ mensal: { repetir_todo_dia: 5, repetir_por: 3 }, semanal: { repetir_dia_semana: 'sexta', repetir_por: 3 } }, '/body/data/repeticao'],
      [{ postergar: 'S' }, '/body/data/repeticao'],
      [{ antecipar: 'S', postergar: 'S', mensal: { repetir_todo_dia: 5, repetir_por: 3 } }, '/body/data/repeticao'],
      [{ mensal: { repetir_todo_dia: 5, repetir_por: 1 } }, '/body/data/repeticao/mensal/repetir_por'],
      [{ mensal: { repetir_todo_dia: 5, repetir_por: 121 } }, '/body/data/repeticao/mensal/repetir_por'],
      [{ mensal: { repetir_todo_dia: 32, repetir_por: 3 } }, '/body/data/repeticao/mensal/repetir_todo_dia'],
      [{ semanal: { repetir_dia_semana: 'friday', repetir_por: 3 } }, '/body/data/repeticao/semanal/repetir_dia_semana'],
      [{ especifico: { repetir_a_cada: 367, repetir_por: 3 } }, '/body/data/repeticao/especifico/repetir_a_cada'],
      [{ especifico: { repetir_a_cada: 0, repetir_por: 3 } }, '/body/data/repeticao/especifico/repetir_a_cada'],
      [{ antecipar: 'X', mensal: { repetir_todo_dia: 5, repetir_por: 3 } }, '/body/data/repeticao/antecipar'],
      [{ mensal: { repetir_todo_dia: 5, repetir_por: 3, extra: 1 } }, '/body/data/repeticao/mensal/extra']
    ]
    for (const [repeticao, path] of cases) {
      const res = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ repeticao }) } })
      assertError(t, res, 400, 'VALIDATION_FAILED', path)
    }
    const both = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ repeticao: cases[2]?.[0] }) } })
    t.match(both.json().details, [{ path: '/body/data/repeticao', message: "antecipar and postergar may not both be 'S'" }])
    const none = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ repeticao: { postergar: 'S' } }) } })
    t.strictSame(none.json().details, [{ path: '/body/data/repeticao', message: 'must have exactly one of: mensal, semanal, especifico' }])

    const long = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ codigo_lancamento_integracao: 'X'.repeat(58), repeticao: { mensal: { repetir_todo_dia: 5, repetir_por: 10 } } }) } })
    assertError(t, long, 400, 'VALIDATION_FAILED', '/body/data/codigo_lancamento_integracao')
    const late = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ data_vencimento: '2199-06-01', repeticao: { mensal: { repetir_todo_dia: 5, repetir_por: 12 } } }) } })
    assertError(t, late, 400, 'VALIDATION_FAILED', '/body/data/repeticao')
    // Due dates within the years the API takes, but the expected dates that follow them past 2199.
    const expectedLate = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ data_vencimento: '2199-10-01', data_previsao: '2199-12-20', repeticao: { mensal: { repetir_todo_dia: 1, repetir_por: 3 } } }) } })
    assertError(t, expectedLate, 400, 'VALIDATION_FAILED', '/body/data/repeticao')
    t.match(expectedLate.json().details[0].message, /expected on 2200-02-19/)
    t.equal(await titleCount(ctx, kind), 0, 'nothing was stored')
    t.equal((await feed(ctx)).length, 0, 'no event')
  })

  t.test(`${kind.name}: a member whose code is taken makes the whole series 409`, async (t) => {
    const ctx = await build(t)
    const taken = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ codigo_lancamento_integracao: 'CONTRATO-5' }) } })
    t.equal(taken.statusCode, 201)
    const res = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ codigo_lancamento_integracao: 'CONTRATO', repeticao: { mensal: { repetir_todo_dia: 10, repetir_por: 6 } } }) } })
    assertError(t, res, 409, 'DUPLICATE_INTEGRATION_CODE', '/body/data/codigo_lancamento_integracao')
    t.match(res.json().message, /'CONTRATO-5' of member 5/)
    t.equal(res.json().details[0].codigo_lancamento_svc, taken.json().insertId)
    t.equal(await titleCount(ctx, kind), 1, 'nothing of the series was stored')
    t.equal((await feed(ctx)).length, 1, 'no event of the series')
    const first = await ctx.request({ method: 'PUT', url: `${kind.path}/integracao/CONTRATO-5`, payload: { data: kind.make({ repeticao: { mensal: { repetir_todo_dia: 10, repetir_por: 2 } } }) } })
    t.equal(first.statusCode, 200, 'a replacement keeps repeticao as data and expands nothing')
    t.equal(await titleCount(ctx, kind), 1)
  })

  t.test(`${kind.name}: PUT by code creates a series; batch items with repeticao are 400 each`, async (t) => {
    const ctx = await build(t)
    const res = await ctx.request({ method: 'PUT', url: `${kind.path}/integracao/ASSINATURA`, payload: { data: kind.make({ repeticao: { especifico: { repetir_a_cada: 30, repetir_por: 3 } } }) } })
    t.equal(res.statusCode, 201, res.body)
    t.match(res.json(), { affectedRows: 3, insertId: Number })
    t.strictSame((await series(ctx, kind, res.json().insertId)).map((member) => member.codigo_lancamento_integracao), ['ASSINATURA', 'ASSINATURA-2', 'ASSINATURA-3'])
    const batch = await ctx.request({
      method: 'PUT',
      url: `${kind.path}/lote`,
      payload: { itens: [kind.make({ codigo_lancamento_integracao: 'L-1' }), kind.make({ codigo_lancamento_integracao: 'L-2', repeticao: { mensal: { repetir_todo_dia: 1, repetir_por: 2 } } })] }
    })
    t.equal(batch.statusCode, 200)
    t.match(batch.json().data, [{ resultado: 'criado' }, { resultado: 'erro', erro: { statusCode: 400, code: 'VALIDATION_FAILED', details: [{ path: '/body/itens/1/repeticao' }] } }])
    t.equal(await titleCount(ctx, kind), 4)
  })

  t.test(`${kind.name}: repeticao on an update starts a series; on a member it is 409`, async (t) => {
    const ctx = await build(t)
    const created = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ codigo_lancamento_integracao: 'SAL', data_vencimento: '2026-05-05' }) } })
    const id = created.json().insertId as number
    const blocker = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ codigo_lancamento_integracao: 'SAL-3' }) } })
    const blocked = await ctx.request({ method: 'PATCH', url: `${kind.path}/${id}`, payload: { conta: { valor: 200, repeticao: { mensal: { repetir_todo_dia: 5, repetir_por: 3 } } } } })
    assertError(t, blocked, 409, 'DUPLICATE_INTEGRATION_CODE')
    const untouched = (await ctx.request({ method: 'GET', url: `${kind.path}/${id}` })).json().data
    t.match(untouched, { valor_documento: 150.25, versao: 1 }, 'the update of member 1 was rolled back with its series')
    t.notOk('serie' in untouched)
    t.equal((await ctx.request({ method: 'DELETE', url: `${kind.path}/${blocker.json().insertId as number}` })).statusCode, 204)
    const res = await ctx.request({ method: 'PATCH', url: `${kind.path}/${id}`, payload: { conta: { valor: 200, repeticao: { mensal: { repetir_todo_dia: 5, repetir_por: 3 } } } } })
    t.equal(res.statusCode, 200, res.body)
    const members = await series(ctx, kind, id)
    t.strictSame(members.map((member) => [member.valor_documento, member.data_vencimento, member.versao]), [[200, '2026-05-05', 2], [200, '2026-06-05', 1], [200, '2026-07-05', 1]])
    const events = (await feed(ctx)).filter((event) => members.some((member) => member.codigo_lancamento_svc === event.id))
    t.strictSame(events.map((event) => [event.tipo, event.id]), [['criado', id], ['alterado', id], ['criado', members[1]?.codigo_lancamento_svc], ['criado', members[2]?.codigo_lancamento_svc]])
    const again = await ctx.request({ method: 'PATCH', url: `${kind.path}/${members[1]?.codigo_lancamento_svc as number}`, payload: { conta: { repeticao: { mensal: { repetir_todo_dia: 5, repetir_por: 3 } } } } })
    assertError(t, again, 409, 'TITULO_EM_SERIE', '/body/conta/repeticao')
    t.equal(await titleCount(ctx, kind), 3, 'nothing more was stored')
  })

  t.test(`${kind.name}: the series routes change and cancel open members, skip settled and cancelled ones`, async (t) => {
    const ctx = await build(t)
    const other = await build(t)
    const created = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ data_vencimento: '2026-01-10', valor_documento: 100, repeticao: { mensal: { repetir_todo_dia: 10, repetir_por: 6 } } }) } })
    const codigo = created.json().insertId as number
    const ids = (await series(ctx, kind, codigo)).map((member) => member.codigo_lancamento_svc as number)
    const settle = await ctx.request({ method: 'POST', url: `${kind.path}/${ids[3] as number}/${kind.settlements}`, payload: { valor: 100, data: '2026-04-10' } })
    t.equal(settle.statusCode, 201, settle.body)
    t.equal((await ctx.request({ method: 'POST', url: `${kind.path}/${ids[4] as number}/cancelamento`, payload: {} })).statusCode, 200)

    const first = await ctx.request({ method: 'GET', url: `${kind.path}/series/${codigo}` })
    t.equal(first.headers['cache-control'], 'private, no-cache')
    const etag = first.headers.etag as string
    t.equal((await ctx.request({ method: 'GET', url: `${kind.path}/series/${codigo}`, headers: { 'if-none-match': etag } })).statusCode, 304)

    const before = (await feed(ctx)).length
    const patch = await ctx.request({ method: 'PATCH', url: `${kind.path}/series/${codigo}`, payload: { conta: { valor: 120, observacoes: 'reajuste' }, a_partir_de: 3 } })
    t.equal(patch.statusCode, 200, patch.body)
    t.strictSame(patch.json().data, { alterados: [ids[2], ids[5]], ignorados: [{ id: ids[3], motivo: 'baixado' }, { id: ids[4], motivo: 'cancelado' }] })
    t.equal(patch.json().total_registros, 4)
    const members = await series(ctx, kind, codigo)
    t.strictSame(members.map((member) => member.valor_documento), [100, 100, 120, 100, 100, 120])
    t.strictSame(members.map((member) => member.versao), [1, 1, 2, 2, 2, 2])
    t.strictSame((await feed(ctx)).slice(before).map((event) => [event.tipo, event.id]), [['alterado', ids[2]], ['alterado', ids[5]]])
    t.equal((await ctx.request({ method: 'GET', url: `${kind.path}/series/${codigo}`, headers: { 'if-none-match': etag } })).statusCode, 200, 'a write moved the ETag')

    const dueDate = await ctx.request({ method: 'PATCH', url: `${kind.path}/series/${codigo}`, payload: { conta: { data_vencimento: '2026-01-01' } } })
    assertError(t, dueDate, 400, 'VALIDATION_FAILED', '/body/conta/data_vencimento')

    const cancel = await ctx.request({ method: 'POST', url: `${kind.path}/series/${codigo}/cancelamento`, payload: { motivo: 'fim do contrato', a_partir_de: 2 } })
    t.equal(cancel.statusCode, 200, cancel.body)
    t.strictSame(cancel.json().data, { alterados: [ids[1], ids[2], ids[5]], ignorados: [{ id: ids[3], motivo: 'baixado' }, { id: ids[4], motivo: 'cancelado' }] })
    const after = await series(ctx, kind, codigo)
    t.strictSame(after.map((member) => member.status_titulo === 'CANCELADO'), [false, true, true, false, true, true])
    t.equal(after[1]?.motivo_cancelamento, 'fim do contrato')

    assertError(t, await ctx.request({ method: 'GET', url: `${kind.path}/series/999999` }), 404, 'SERIE_NAO_ENCONTRADA')
    assertError(t, await other.request({ method: 'GET', url: `${kind.path}/series/${codigo}` }), 404, 'SERIE_NAO_ENCONTRADA')
    assertError(t, await other.request({ method: 'PATCH', url: `${kind.path}/series/${codigo}`, payload: { conta: { valor: 1 } } }), 404, 'SERIE_NAO_ENCONTRADA')
    assertError(t, await other.request({ method: 'POST', url: `${kind.path}/series/${codigo}/cancelamento` }), 404, 'SERIE_NAO_ENCONTRADA')
    const otherKind = kind.path === '/contas-pagar' ? '/contas-receber' : '/contas-pagar'
    assertError(t, await ctx.request({ method: 'GET', url: `${otherKind}/series/${codigo}` }), 404, 'SERIE_NAO_ENCONTRADA')
  })
}

t.test('FERIADOS=bancario: Carnaval Monday is not a business day', async (t) => {
  const rule = { postergar: 'S', mensal: { repetir_todo_dia: 8, repetir_por: 2 } }
  for (const [calendar, expected] of [['bancario', '2027-02-10'], ['nacional', '2027-02-08']] as const) {
    const ctx = await build(t, { env: { FERIADOS: calendar } })
    const res = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ data_vencimento: '2027-01-08', repeticao: rule }) } })
    t.equal(res.statusCode, 201, res.body)
    t.equal((await series(ctx, KINDS[0] as Kind, res.json().insertId))[1]?.data_vencimento, expected, calendar)
  }
})

function addDays (date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}
