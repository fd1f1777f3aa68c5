import t, { type Test } from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import { build, createTitle, payable, receivable, type TestContext } from './helper.js'

/**
 * Integration by the client's own code (docs/CONTRACT.md section 13): read and upsert by
 * codigo_lancamento_integracao, batches of up to 500 titles with one outcome per item, and
 * Prefer: return=representation on the writes that answer a result object (section 8).
 */

const PINNED = () => new Date('2026-03-10T15:00:00Z')

const KINDS = [
  { name: 'payable', path: '/contas-pagar', settlements: 'pagamentos', make: payable, settled: 'PAGO' },
  { name: 'receivable', path: '/contas-receber', settlements: 'recebimentos', make: receivable, settled: 'LIQUIDADO' }
] as const

type Json = Record<string, any>

async function events (ctx: TestContext): Promise<Json[]> {
  const res = await ctx.request({ method: 'GET', url: '/eventos?limite=1000' })
  return res.json().data
}

function assertError (t: Test, res: LightMyRequestResponse, status: number, code: string, label: string): void {
  t.equal(res.statusCode, status, `${label}: ${status}`)
  t.equal(res.json().code, code, `${label}: code ${code}`)
}

for (const kind of KINDS) {
  t.test(`${kind.name}: read and upsert by integration code`, async (t) => {
    const ctx = await build(t, { now: PINNED })
    const byCode = (code: string) => `${kind.path}/integracao/${encodeURIComponent(code)}`

    const missing = await ctx.request({ method: 'GET', url: byCode('NF-1') })
    assertError(t, missing, 404, 'TITULO_NAO_ENCONTRADO', 'an unknown code')

    const created = await ctx.request({ method: 'PUT', url: byCode('NF-1'), payload: { data: kind.make({ observacao: 'primeira' }) } })
    t.equal(created.statusCode, 201, 'a new code creates')
    t.equal(created.json().affectedRows, 1)
    const id = created.json().insertId
    t.equal(created.headers.location, `${kind.path}/${id}`, 'Location of the new title')
    t.equal(created.headers.etag, '"1"')

    const byId = await ctx.request({ method: 'GET', url: `${kind.path}/${id}` })
    const read = await ctx.request({ method: 'GET', url: byCode('NF-1') })
    t.equal(read.statusCode, 200)
    t.strictSame(read.json().data, byId.json().data, 'GET by code answers the same title as GET by id')
    t.equal(read.json().data.codigo_lancamento_integracao, 'NF-1', 'the code of the URL is the title\'s')
    t.equal(read.headers.etag, '"1"', 'with its ETag')

    const feedBefore = (await events(ctx)).length
    const same = await ctx.request({ method: 'PUT', url: byCode('NF-1'), payload: { data: kind.make({ observacao: 'primeira', codigo_lancamento_integracao: 'NF-1' }) } })
    t.equal(same.statusCode, 200, 'the same content again is 200')
    t.match(same.json(), { affectedRows: 1, changedRows: 0, info: 'Rows matched: 1 Changed: 0 Warnings: 0' }, 'and changes nothing')
    t.equal(same.headers.etag, '"1"', 'the version stays')
    t.equal((await events(ctx)).length, feedBefore, 'no event for an unchanged title')

    const replaced = await ctx.request({ method: 'PUT', url: byCode('NF-1'), payload: { data: kind.make({ valor_documento: 99.9, numero_documento: 'D-7' }) } })
    t.equal(replaced.statusCode, 200)
    t.match(replaced.json(), { changedRows: 1 })
    t.equal(replaced.headers.etag, '"2"', 'a replacement is a new version')
    const after = (await ctx.request({ method: 'GET', url: `${kind.path}/${id}` })).json().data
    t.equal(after.valor_documento, 99.9)
    t.equal(after.numero_documento, 'D-7')
    t.notOk('observacao' in after, 'a field the replacement leaves out is gone, as with PUT')
    t.equal(after.info.dInc, byId.json().data.info.dInc, 'the creation stamp stays')
    const feed = await events(ctx)
    t.equal(feed.length, feedBefore + 1, 'one event')
    t.match(feed.at(-1), { tipo: 'alterado', id, versao: 2 })

    const mismatch = await ctx.request({ method: 'PUT', url: byCode('NF-1'), payload: { data: kind.make({ codigo_lancamento_integracao: 'NF-2' }) } })
    assertError(t, mismatch, 400, 'VALIDATION_FAILED', 'a body naming another code')
    t.match(mismatch.json().details, [{ path: '/body/data/codigo_lancamento_integracao' }])

    const stale = await ctx.request({ method: 'PUT', url: byCode('NF-1'), headers: { 'if-match': '"1"' }, payload: { data: kind.make({ valor_documento: 1 }) } })
    assertError(t, stale, 412, 'VERSAO_DIVERGENTE', 'a stale If-Match')
    t.equal((await ctx.request({ method: 'GET', url: `${kind.path}/${id}` })).json().data.valor_documento, 99.9, 'and nothing changed')

    const invalid = await ctx.request({ method: 'PUT', url: byCode(' NF-1'), payload: { data: kind.make() } })
    t.equal(invalid.statusCode, 400, 'a code with edge whitespace in the URL is 400')
    const noTitle = await ctx.request({ method: 'PUT', url: byCode('NF-9'), payload: { data: kind.make({ valor_documento: 'x' }) } })
    assertError(t, noTitle, 400, 'VALIDATION_FAILED', 'an invalid body')
    t.equal((await ctx.request({ method: 'GET', url: byCode('NF-9') })).statusCode, 404, 'and nothing was created')

    const otherCompany = await build(t, { now: PINNED })
    t.equal((await otherCompany.request({ method: 'GET', url: byCode('NF-1') })).statusCode, 404, 'another company does not see the code')
  })

  t.test(`${kind.name}: upserts respect settlements and cancellation`, async (t) => {
    const ctx = await build(t, { now: PINNED })
    const byCode = (code: string) => `${kind.path}/integracao/${code}`
    await ctx.request({ method: 'PUT', url: byCode('A'), payload: { data: kind.make({ valor_documento: 100 }) } })

    // An open title without settlements takes the state the body states, as a create would.
    const paid = await ctx.request({ method: 'PUT', url: byCode('A'), payload: { data: kind.make({ valor_documento: 100, status_titulo: kind.settled }) } })
    t.equal(paid.statusCode, 200, 'an open title can be replaced as settled')
    const id = (await ctx.request({ method: 'GET', url: byCode('A') })).json().data.codigo_lancamento_svc
    const settlements = (await ctx.request({ method: 'GET', url: `${kind.path}/${id}/${kind.settlements}` })).json().data
    t.equal(settlements.length, 1, 'which records one settlement for it')
    t.equal(settlements[0].valor, 100)
    t.equal((await ctx.request({ method: 'GET', url: byCode('A') })).json().data.status_titulo, kind.settled)

    const again = await ctx.request({ method: 'PUT', url: byCode('A'), payload: { data: kind.make({ valor_documento: 100, status_titulo: kind.settled }) } })
    t.equal(again.json().changedRows, 0, 'the same settled body again changes nothing')
    const silent = await ctx.request({ method: 'PUT', url: byCode('A'), payload: { data: kind.make({ valor_documento: 100 }) } })
    t.equal(silent.json().changedRows, 0, 'a body that says nothing about settlement keeps the state')

    const reopen = await ctx.request({ method: 'PUT', url: byCode('A'), payload: { data: kind.make({ valor_documento: 100, status_titulo: 'EM ABERTO' }) } })
    assertError(t, reopen, 409, 'ESTADO_DIVERGENTE', 'a body contradicting the settlements')
    const value = await ctx.request({ method: 'PUT', url: byCode('A'), payload: { data: kind.make({ valor_documento: 120 }) } })
    assertError(t, value, 409, 'TITULO_ENCERRADO', 'a new value on a settled title')
    t.match(value.json().details, [{ path: '/body/data/valor_documento' }])
    const due = await ctx.request({ method: 'PUT', url: byCode('A'), payload: { data: kind.make({ valor_documento: 100, data_vencimento: '2026-04-01' }) } })
    assertError(t, due, 409, 'TITULO_ENCERRADO', 'a new due date on a settled title')
    const note = await ctx.request({ method: 'PUT', url: byCode('A'), payload: { data: kind.make({ valor_documento: 100, observacao: 'conferido' }) } })
    t.equal(note.statusCode, 200, 'other fields of a settled title may change')
    t.equal(note.json().changedRows, 1)
    t.equal((await ctx.request({ method: 'GET', url: byCode('A') })).json().data.status_titulo, kind.settled, 'and it stays settled')

    await ctx.request({ method: 'PUT', url: byCode('B'), payload: { data: kind.make() } })
    const idB = (await ctx.request({ method: 'GET', url: byCode('B') })).json().data.codigo_lancamento_svc
    await ctx.request({ method: 'POST', url: `${kind.path}/${idB}/cancelamento`, payload: { motivo: 'duplicado' } })
    const cancelledNote = await ctx.request({ method: 'PUT', url: byCode('B'), payload: { data: kind.make({ observacao: 'x' }) } })
    t.equal(cancelledNote.statusCode, 200, 'a cancelled title takes other fields')
    const cancelled = (await ctx.request({ method: 'GET', url: byCode('B') })).json().data
    t.equal(cancelled.status_titulo, 'CANCELADO', 'and stays cancelled')
    t.equal(cancelled.motivo_cancelamento, 'duplicado', 'with its reason')
    const cancelledValue = await ctx.request({ method: 'PUT', url: byCode('B'), payload: { data: kind.make({ valor_documento: 1 }) } })
    assertError(t, cancelledValue, 409, 'TITULO_ENCERRADO', 'a new value on a cancelled title')

    await ctx.request({ method: 'DELETE', url: `${kind.path}/${idB}/cancelamento` })
    await ctx.request({ method: 'DELETE', url: `${kind.path}/${idB}` })
    const reused = await ctx.request({ method: 'PUT', url: byCode('B'), payload: { data: kind.make() } })
    t.equal(reused.statusCode, 201, 'the code of a deleted title creates again')
  })

  t.test(`${kind.name}: Prefer: return=representation answers the title`, async (t) => {
    const ctx = await build(t, { now: PINNED })
    const prefer = { prefer: 'return=representation' }
    const created = await ctx.request({ method: 'POST', url: kind.path, headers: prefer, payload: { data: kind.make({ codigo_lancamento_integracao: 'P-1' }) } })
    t.equal(created.statusCode, 201)
    t.equal(created.headers['preference-applied'], 'return=representation')
    const body = created.json()
    t.match(body, { success: true, total_registros: 1, data: { codigo_lancamento_integracao: 'P-1', versao: 1 } }, 'a create answers the envelope with the title')
    const id = body.data.codigo_lancamento_svc
    t.equal(created.headers.location, `${kind.path}/${id}`)
    t.strictSame(body.data, (await ctx.request({ method: 'GET', url: `${kind.path}/${id}` })).json().data, 'the title as GET shows it')

    const updated = await ctx.request({ method: 'PATCH', url: `${kind.path}/${id}`, headers: prefer, payload: { conta: { observacoes: 'nova' } } })
    t.match(updated.json(), { success: true, data: { codigo_lancamento_svc: id, observacao: 'nova', versao: 2 } }, 'an update answers the title after it')
    t.equal(updated.headers['preference-applied'], 'return=representation')
    const upserted = await ctx.request({ method: 'PUT', url: `${kind.path}/integracao/P-1`, headers: { prefer: 'handling=lenient, return=representation' }, payload: { data: kind.make({ observacao: 'x' }) } })
    t.match(upserted.json(), { success: true, data: { codigo_lancamento_svc: id, versao: 3 } }, 'an upsert answers the title; other preferences are ignored')

    const plain = await ctx.request({ method: 'PATCH', url: `${kind.path}/${id}`, payload: { conta: { observacoes: 'outra' } } })
    t.match(plain.json(), { changedRows: 1, info: 'Rows matched: 1 Changed: 1 Warnings: 0' }, 'without Prefer: the result object')
    t.notOk('preference-applied' in plain.headers)
    const minimal = await ctx.request({ method: 'POST', url: kind.path, headers: { prefer: 'return=minimal' }, payload: { data: kind.make() } })
    t.match(minimal.json(), { affectedRows: 1, changedRows: 0 }, 'return=minimal is the result object')
  })

  t.test(`${kind.name}: batch upsert`, async (t) => {
    const ctx = await build(t, { now: PINNED })
    const batch = async (itens: unknown[]) => await ctx.request({ method: 'PUT', url: `${kind.path}/lote`, payload: { itens } })
    const existing = await createTitle(ctx, kind.path, kind.make({ codigo_lancamento_integracao: 'L-EXISTE', valor_documento: 10 }))
    await ctx.request({ method: 'POST', url: `${kind.path}/${existing}/${kind.settlements}`, payload: { valor: 10, data: '2026-03-09' } })
    const feedBefore = (await events(ctx)).length

    const itens = [
      kind.make({ codigo_lancamento_integracao: 'L-1', valor_documento: 1.1 }),
      kind.make({ codigo_lancamento_integracao: 'L-2', valor_documento: 'caro' }),
      kind.make({ valor_documento: 3 }),
      kind.make({ codigo_lancamento_integracao: 'L-1', valor_documento: 4 }),
      kind.make({ codigo_lancamento_integracao: 'L-5', categorias: [{ codigo_categoria: '1', percentual: 60 }], codigo_categoria: undefined }),
      kind.make({ codigo_lancamento_integracao: 'L-EXISTE', valor_documento: 11 }),
      kind.make({ codigo_lancamento_integracao: 'L-7', status_titulo: kind.settled, valor_documento: 7.77 }),
      kind.make({ codigo_lancamento_integracao: 'L-8', valor_documento: 8, categorias: [{ codigo_categoria: '2.01', percentual: 50 }, { codigo_categoria: '2.02', percentual: 50 }] }),
      'not an object'
    ]
    const res = await batch(itens)
    t.equal(res.statusCode, 200, 'a batch with bad items is still 200')
    const body = res.json()
    t.equal(body.total_registros, itens.length)
    const outcomes = body.data.map((item: Json) => [item.indice, item.resultado, item.erro?.statusCode, item.erro?.code])
    t.strictSame(outcomes, [
      [0, 'criado', undefined, undefined],
      [1, 'erro', 400, 'VALIDATION_FAILED'],
      [2, 'erro', 400, 'VALIDATION_FAILED'],
      [3, 'erro', 400, 'VALIDATION_FAILED'],
      [4, 'erro', 400, 'VALIDATION_FAILED'],
      [5, 'erro', 409, 'TITULO_ENCERRADO'],
      [6, 'criado', undefined, undefined],
      [7, 'criado', undefined, undefined],
      [8, 'erro', 400, 'VALIDATION_FAILED']
    ], 'every item has its outcome, in request order')
    t.match(body.data[1].erro, { success: false, details: [{ path: '/body/itens/1/valor_documento' }] }, 'an item\'s error is the error body of a single request, pointing into the batch')
    t.match(body.data[2].erro.details, [{ path: '/body/itens/2/codigo_lancamento_integracao' }], 'an item without its code fails')
    t.match(body.data[3].erro.message, /indice 0/, 'a repeated code fails and names the first item')
    t.equal(body.data[5].codigo_lancamento_integracao, 'L-EXISTE')

    const single = await ctx.request({ method: 'POST', url: kind.path, payload: { data: itens[1] } })
    // The same body, its pointers naming the item in the batch instead of the single create's /body/data.
    const inBatch = JSON.parse(JSON.stringify({ ...single.json(), timeStamp: undefined }).replaceAll('/body/data', '/body/itens/1'))
    t.strictSame(JSON.parse(JSON.stringify({ ...body.data[1].erro, timeStamp: undefined })), inBatch, 'the body the single create answers, pointing into the batch')

    for (const item of body.data.filter((item: Json) => item.resultado === 'criado')) {
      const read = await ctx.request({ method: 'GET', url: `${kind.path}/integracao/${item.codigo_lancamento_integracao}` })
      t.equal(read.json().data.codigo_lancamento_svc, item.codigo_lancamento_svc, `${item.codigo_lancamento_integracao} is stored under the id the batch answered`)
    }
    const l1 = (await ctx.request({ method: 'GET', url: `${kind.path}/integracao/L-1` })).json().data
    t.equal(l1.valor_documento, 1.1, 'the first of two items with one code wins')
    const l7 = (await ctx.request({ method: 'GET', url: `${kind.path}/integracao/L-7` })).json().data
    t.equal(l7.status_titulo, kind.settled, 'a settled item records its settlement')
    const l8 = (await ctx.request({ method: 'GET', url: `${kind.path}/integracao/L-8` })).json().data
    t.strictSame(l8.categorias.map((entry: Json) => entry.codigo_categoria), ['2.01', '2.02'], 'a split is stored')
    t.equal((await ctx.request({ method: 'GET', url: `${kind.path}/integracao/L-5` })).statusCode, 404, 'a failed item stored nothing')
    const existingAfter = (await ctx.request({ method: 'GET', url: `${kind.path}/${existing}` })).json().data
    t.equal(existingAfter.valor_documento, 10, 'nor changed anything')

    const feed = await events(ctx)
    const added = feed.slice(feedBefore)
    t.equal(added.length, 3, 'one event per written title')
    t.ok(added.every((event: Json) => event.tipo === 'criado'), 'all criado')
    t.strictSame(added.map((event: Json) => event.posicao), [...added.keys()].map((index) => Number(added[0]?.posicao) + index), 'at consecutive positions')
    t.strictSame(added.find((event: Json) => event.codigo_lancamento_integracao === 'L-8')?.dados, l8, 'carrying the title as GET shows it')

    const resend = await batch(itens)
    const resent = resend.json().data
    t.ok(resent.filter((item: Json) => item.resultado !== 'erro').every((item: Json) => item.resultado === 'inalterado'), 'the same batch again: every good item inalterado')
    t.strictSame(resent.filter((item: Json) => item.resultado !== 'erro').map((item: Json) => item.indice), [0, 6, 7])
    t.equal((await events(ctx)).length, feed.length, 'and no event')

    const changed = await batch([kind.make({ codigo_lancamento_integracao: 'L-1', valor_documento: 1.2 }), kind.make({ codigo_lancamento_integracao: 'L-9' })])
    t.strictSame(changed.json().data.map((item: Json) => item.resultado), ['alterado', 'criado'], 'a changed item is alterado beside a new one')
    t.equal((await ctx.request({ method: 'GET', url: `${kind.path}/integracao/L-1` })).json().data.versao, 2)
  })

  t.test(`${kind.name}: batch limits`, async (t) => {
    const ctx = await build(t, { now: PINNED, env: { BATCH_BODY_LIMIT: String(300 * 1024) } })
    const put = async (payload: unknown) => await ctx.request({ method: 'PUT', url: `${kind.path}/lote`, payload: payload as Json })
    assertError(t, await put({ itens: [] }), 400, 'VALIDATION_FAILED', 'an empty batch')
    assertError(t, await put({}), 400, 'VALIDATION_FAILED', 'no itens')
    assertError(t, await put({ itens: [kind.make({ codigo_lancamento_integracao: 'X' })], extra: 1 }), 400, 'VALIDATION_FAILED', 'an unknown property')
    const tooMany = Array.from({ length: 501 }, (_, i) => kind.make({ codigo_lancamento_integracao: `M-${i}` }))
    const over = await put({ itens: tooMany })
    assertError(t, over, 400, 'VALIDATION_FAILED', '501 items')
    t.match(over.json().details, [{ path: '/body/itens' }])
    const huge = Array.from({ length: 400 }, (_, i) => kind.make({ codigo_lancamento_integracao: `H-${i}`, observacao: 'x'.repeat(1000) }))
    assertError(t, await put({ itens: huge }), 413, 'PAYLOAD_TOO_LARGE', 'a body over BATCH_BODY_LIMIT')
    const full = await put({ itens: tooMany.slice(0, 500) })
    t.equal(full.statusCode, 200, '500 items are accepted')
    t.ok(full.json().data.every((item: Json) => item.resultado === 'criado'), 'and all created')
    const list = await ctx.request({ method: 'GET', url: kind.path })
    t.equal(list.json().total_registros, 500, 'all 500 are listed')
    const ids = new Set(full.json().data.map((item: Json) => item.codigo_lancamento_svc))
    t.equal(ids.size, 500, 'each under its own id')
    t.equal((await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ observacao: 'x'.repeat(2000) }) } })).statusCode, 201, 'the single create keeps its own limit')
  })
}

t.test('concurrent batches with the same new codes create each title once', async (t) => {
  const ctx = await build(t, { now: PINNED })
  const itens = Array.from({ length: 50 }, (_, i) => payable({ codigo_lancamento_integracao: `C-${i}` }))
  const answers = await Promise.all(Array.from({ length: 4 }, async (_, n) =>
    await ctx.request({ method: 'PUT', url: '/contas-pagar/lote', payload: { itens: n % 2 === 0 ? itens : [...itens].reverse() } })))
  t.strictSame(answers.map((res) => res.statusCode), [200, 200, 200, 200], 'every batch is answered 200')
  const outcomes = new Map<string, string[]>()
  for (const res of answers) {
    for (const item of res.json().data as Json[]) outcomes.set(item.codigo_lancamento_integracao, [...(outcomes.get(item.codigo_lancamento_integracao) ?? []), item.resultado])
  }
  t.ok([...outcomes.values()].every((results) => results.filter((result) => result === 'criado').length === 1 && results.every((result) => result === 'criado' || result === 'inalterado')),
    'each code is criado by exactly one batch and inalterado in the others')
  const list = (await ctx.request({ method: 'GET', url: '/contas-pagar' })).json()
  t.equal(list.total_registros, 50, 'one title per code')
  t.equal((await ctx.request({ method: 'GET', url: '/eventos?limite=1000' })).json().total_registros, 50, 'one event per title')
})

t.test('codes that a URL cannot carry are refused where they are set', async (t) => {
  const ctx = await build(t, { now: PINNED })
  for (const code of ['.', '..']) {
    const created = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: code }) } })
    t.equal(created.statusCode, 400, `an integration code ${code} is 400: /integracao/${code} would resolve to another URL`)
    t.match(created.json().details, [{ path: '/body/data/codigo_lancamento_integracao', message: /nor be \. or \.\./ }])
    const batch = await ctx.request({ method: 'PUT', url: '/contas-pagar/lote', payload: { itens: [payable({ codigo_lancamento_integracao: code })] } })
    t.equal(batch.json().data[0].resultado, 'erro', 'and a batch item with it fails')
  }
  const dotted = await ctx.request({ method: 'PUT', url: '/contas-pagar/integracao/NF.1', payload: { data: payable() } })
  t.equal(dotted.statusCode, 201, 'dots inside a code are fine')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar/integracao/NF.1' })).json().data.codigo_lancamento_integracao, 'NF.1')
})
