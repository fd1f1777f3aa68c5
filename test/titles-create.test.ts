import t, { type Test } from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import { createKey } from '../src/auth/keys.js'
import { build, createTitle, payable, receivable, type TestContext, type KindFixture, type Title, type TitlePath } from './helper.js'

/**
 * POST /contas-pagar and POST /contas-receber (docs/CONTRACT.md sections 2, 3, 4 and 8): the result
 * object, defaults, server-managed fields, every validation rule (400 and nothing stored) and the
 * integration-code conflict (409).
 */

type Path = TitlePath
interface Kind extends KindFixture {
}

const KINDS: Kind[] = [
  { name: 'payable', path: '/contas-pagar', make: payable },
  { name: 'receivable', path: '/contas-receber', make: receivable }
]

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/
const PINNED = new Date('2026-03-10T15:00:00Z') // 12:00:00 on 2026-03-10 in America/Sao_Paulo

async function list (ctx: TestContext, path: Path): Promise<Title[]> {
  const res = await ctx.request({ method: 'GET', url: path })
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`)
  return res.json().data
}

async function get (ctx: TestContext, path: Path, id: number): Promise<Title> {
  const res = await ctx.request({ method: 'GET', url: `${path}/${id}` })
  if (res.statusCode !== 200) throw new Error(`get failed: ${res.statusCode} ${res.body}`)
  return res.json().data
}

/** The whole error body of a 400 whose details name exactly `paths`. */
function assertValidationError (t: Test, res: LightMyRequestResponse, paths: string[]): void {
  t.equal(res.statusCode, 400, `400 for ${paths.join(', ')}: ${res.body}`)
  t.match(res.headers['content-type'], /^application\/json/)
  const body = res.json()
  t.strictSame(Object.keys(body).sort(), ['code', 'details', 'error', 'message', 'statusCode', 'success', 'timeStamp'])
  t.equal(body.success, false)
  t.equal(body.statusCode, 400)
  t.equal(body.error, 'Bad Request')
  t.equal(body.code, 'VALIDATION_FAILED')
  t.match(body.timeStamp, TIMESTAMP)
  t.type(body.message, 'string')
  t.ok(body.message.includes(body.details[0].path), `message names the problem: ${body.message}`)
  // One entry per problem; a value can break two rules of its field (type and enum), so compare the set of paths.
  t.strictSame([...new Set(body.details.map((detail: { path: string }) => detail.path))].sort(), [...paths].sort())
  for (const detail of body.details) {
    t.type(detail.message, 'string')
    t.ok(detail.message.length > 0)
  }
}

t.test('create returns 201, the result object, a Location header, and stores the title', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t)
      const res = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ observacao: 'first' }) } })
      t.equal(res.statusCode, 201)
      t.match(res.headers['content-type'], /^application\/json/)
      const result = res.json()
      t.type(result.insertId, 'number')
      t.ok(Number.isInteger(result.insertId) && result.insertId > 0)
      t.strictSame(result, { fieldCount: 0, affectedRows: 1, insertId: result.insertId, info: '', serverStatus: 2, warningStatus: 0, changedRows: 0 })
      t.equal(res.headers.location, `${kind.path}/${result.insertId}`)

      const viaLocation = await ctx.request({ method: 'GET', url: String(res.headers.location) })
      t.equal(viaLocation.statusCode, 200)
      t.equal(viaLocation.json().data.codigo_lancamento_svc, result.insertId)
      t.equal(viaLocation.json().data.observacao, 'first')

      const second = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ observacao: 'second' }) } })
      t.equal(second.statusCode, 201)
      t.ok(second.json().insertId > result.insertId, 'ids grow')
      t.strictSame(second.json(), { fieldCount: 0, affectedRows: 1, insertId: second.json().insertId, info: '', serverStatus: 2, warningStatus: 0, changedRows: 0 })
      t.equal(second.headers.location, `${kind.path}/${second.json().insertId}`)
      const rows = await list(ctx, kind.path)
      t.strictSame(rows.map((row) => [row.codigo_lancamento_svc, row.observacao]), [[result.insertId, 'first'], [second.json().insertId, 'second']])
    })
  }
})

t.test('defaults: data_previsao, status EM ABERTO, info stamps; exactly the sent fields come back', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const keyName = 'integrador-erp'
      const ctx = await build(t, { now: () => PINNED })
      const key = await createKey(ctx.app.database.db, { company: ctx.company, name: keyName, scopes: ['read', 'write'] })
      const sent = kind.make({ data_vencimento: '2026-03-20' })
      const res = await ctx.request({ method: 'POST', url: kind.path, payload: { data: sent }, key })
      t.equal(res.statusCode, 201)
      const id = res.json().insertId
      const stamp = { dInc: '2026-03-10', hInc: '12:00:00', uInc: keyName, dAlt: '2026-03-10', hAlt: '12:00:00', uAlt: keyName }
      const title = await get(ctx, kind.path, id)
      t.strictSame(title, {
        codigo_lancamento_svc: id,
        ...sent,
        data_previsao: '2026-03-20',
        status_titulo: 'A VENCER',
        info: stamp,
        versao: 1,
        atualizado_em: PINNED.toISOString()
      })
      // Stored as EM ABERTO: the EM ABERTO filter finds it, the stored-value filters do not.
      const open = await ctx.request({ method: 'GET', url: `${kind.path}?status_titulo=EM%20ABERTO` })
      t.strictSame(open.json().data.map((row: Title) => row.codigo_lancamento_svc), [id])
      for (const other of ['PAGO', 'LIQUIDADO', 'CANCELADO', 'PAGTO_PARCIAL']) {
        const none = await ctx.request({ method: 'GET', url: `${kind.path}?status_titulo=${other}` })
        t.strictSame(none.json().data, [], `not ${other}`)
      }
      t.strictSame(await list(ctx, kind.path), [title])
    })
  }
})

t.test('explicit data_previsao is kept', async (t) => {
  for (const kind of KINDS) {
    const ctx = await build(t)
    const id = await createTitle(ctx, kind.path, kind.make({ data_vencimento: '2026-03-20', data_previsao: '2026-04-02' }))
    const title = await get(ctx, kind.path, id)
    t.equal(title.data_vencimento, '2026-03-20', kind.name)
    t.equal(title.data_previsao, '2026-04-02', kind.name)
  }
})

t.test('codigo_categoria defaults to the categorias entry with the largest percentual', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t)
      const categorias = [
        { codigo_categoria: '1.01.01', percentual: 30 },
        { codigo_categoria: '1.01.02', percentual: 50 },
        { codigo_categoria: '1.01.03', percentual: 20 }
      ]
      const sent = kind.make({ codigo_categoria: undefined, categorias })
      delete sent.codigo_categoria
      const id = await createTitle(ctx, kind.path, sent)
      const title = await get(ctx, kind.path, id)
      t.equal(title.codigo_categoria, '1.01.02')
      t.strictSame(title.categorias, categorias)

      // With values, and the largest share last.
      const withValues = [
        { codigo_categoria: 'A', percentual: 10, valor: 10 },
        { codigo_categoria: 'B', percentual: 15, valor: 15 },
        { codigo_categoria: 'C', percentual: 75, valor: 75 }
      ]
      const second = kind.make({ valor_documento: 100, categorias: withValues })
      delete second.codigo_categoria
      const id2 = await createTitle(ctx, kind.path, second)
      t.equal((await get(ctx, kind.path, id2)).codigo_categoria, 'C')

      // An explicit codigo_categoria wins over the split.
      const id3 = await createTitle(ctx, kind.path, kind.make({ codigo_categoria: '9.99', categorias }))
      const third = await get(ctx, kind.path, id3)
      t.equal(third.codigo_categoria, '9.99')
      t.strictSame(third.categorias, categorias)
    })
  }
})

t.test('a derived status sent on create is stored as EM ABERTO and shown by due date', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t, { now: () => PINNED })
      const cases = [
        // sent status, due date, what today (2026-03-10) shows
        ['A VENCER', '2026-01-05', 'ATRASADO'],
        ['ATRASADO', '2026-05-01', 'A VENCER'],
        ['VENCE HOJE', '2026-03-11', 'A VENCER'],
        ['A VENCER', '2026-03-10', 'VENCE HOJE'],
        ['EM ABERTO', '2026-03-09', 'ATRASADO']
      ]
      const ids: number[] = []
      for (const [sent, due, shown] of cases) {
        const id = await createTitle(ctx, kind.path, kind.make({ status_titulo: sent, data_vencimento: due }))
        ids.push(id)
        t.equal((await get(ctx, kind.path, id)).status_titulo, shown, `${sent} due ${due}`)
      }
      const open = await ctx.request({ method: 'GET', url: `${kind.path}?status_titulo=EM%20ABERTO` })
      t.equal(open.json().total_registros, cases.length)
      t.strictSame(open.json().data.map((row: Title) => row.codigo_lancamento_svc).sort((a: number, b: number) => a - b), ids)
    })
  }
})

t.test('stored statuses sent on create are kept, and a settled or partial one records its settlement', async (t) => {
  const ctx = await build(t, { now: () => PINNED })
  const partial = { payable: { valor_pag: 50 }, receivable: { recebimento: { valor: 50, data: '2026-01-02' } } }
  const [payableKind, receivableKind] = KINDS as [Kind, Kind]
  const cases: Array<[Kind, string, Record<string, unknown>, number]> = [
    [payableKind, 'PAGO', {}, 1], [payableKind, 'CANCELADO', {}, 0], [payableKind, 'PAGTO_PARCIAL', partial.payable, 1],
    [receivableKind, 'LIQUIDADO', {}, 1], [receivableKind, 'CANCELADO', {}, 0], [receivableKind, 'PAGTO_PARCIAL', partial.receivable, 1]
  ]
  for (const [kind, status, extra, settlements] of cases) {
    const id = await createTitle(ctx, kind.path, kind.make({ status_titulo: status, data_vencimento: '2026-01-01', ...extra }))
    t.equal((await get(ctx, kind.path, id)).status_titulo, status, `${kind.name} ${status}`)
    const recorded = (await ctx.request({ method: 'GET', url: `${kind.path}/${id}/${kind.name === 'payable' ? 'pagamentos' : 'recebimentos'}` })).json().data
    t.equal(recorded.length, settlements, `${kind.name} ${status}: ${settlements} settlement(s)`)
  }
  // PAGTO_PARCIAL without the partial amount says nothing about what was paid.
  for (const kind of KINDS) {
    const res = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ status_titulo: 'PAGTO_PARCIAL' }) } })
    t.equal(res.statusCode, 400, `${kind.name}: PAGTO_PARCIAL alone`)
    t.equal(res.json().details[0].path, '/body/data/status_titulo')
  }
})

t.test('server-managed info fields are replaced by the service', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t, { now: () => PINNED })
      const info = { cImpAPI: 'S', dInc: '2020-01-01', hInc: '01:02:03', uInc: 'mallory', dAlt: '2020-01-02', hAlt: '04:05:06', uAlt: 'mallory' }
      const id = await createTitle(ctx, kind.path, kind.make({ info }))
      const title = await get(ctx, kind.path, id)
      const stored = title.info as Record<string, string>
      t.strictSame(Object.keys(stored).sort(), ['cImpAPI', 'dAlt', 'dInc', 'hAlt', 'hInc', 'uAlt', 'uInc'])
      t.equal(stored.cImpAPI, 'S', 'client field kept')
      t.equal(stored.dInc, '2026-03-10')
      t.equal(stored.hInc, '12:00:00')
      t.type(stored.uInc, 'string')
      t.ok(stored.uInc!.length > 0)
      t.not(stored.uInc, 'mallory')
      t.equal(stored.dAlt, '2026-03-10')
      t.equal(stored.hAlt, '12:00:00')
      t.equal(stored.uAlt, stored.uInc)
      t.strictSame((await list(ctx, kind.path))[0]!.info, stored)
    })
  }
})

t.test('the business time zone decides dInc near midnight UTC', async (t) => {
  // 02:30 UTC on 2026-03-11 is still 23:30 on 2026-03-10 in Sao Paulo.
  const ctx = await build(t, { now: () => new Date('2026-03-11T02:30:00Z') })
  const id = await createTitle(ctx, '/contas-pagar', payable())
  const info = (await get(ctx, '/contas-pagar', id)).info as Record<string, string>
  t.equal(info.dInc, '2026-03-10')
  t.equal(info.hInc, '23:30:00')
})

interface BadCase {
  name: string
  /** Only for this kind; both when absent. */
  only?: Kind['name']
  /** The whole request body. */
  body: (kind: Kind) => unknown
  paths: string[]
}

const long = (n: number) => 'x'.repeat(n)
const without = (title: Record<string, unknown>, field: string) => {
  const copy = { ...title }
  delete copy[field]
  return copy
}

const BAD: BadCase[] = [
  { name: 'unknown property at the top level', body: (k) => ({ data: k.make(), extra: 1 }), paths: ['/body/extra'] },
  { name: 'unknown property inside data', body: (k) => ({ data: k.make({ foo: 'bar' }) }), paths: ['/body/data/foo'] },
  { name: 'unknown property inside categorias[0]', body: (k) => ({ data: k.make({ categorias: [{ codigo_categoria: 'X', percentual: 100, foo: 1 }] }) }), paths: ['/body/data/categorias/0/foo'] },
  { name: 'unknown property inside info', body: (k) => ({ data: k.make({ info: { cImpAPI: 'S', foo: 1 } }) }), paths: ['/body/data/info/foo'] },
  { name: 'unknown property inside distribuicao[1]', body: (k) => ({ data: k.make({ distribuicao: [{ cCodDep: 'A', nPerDep: 50 }, { cCodDep: 'B', nPerDep: 50, foo: 1 }] }) }), paths: ['/body/data/distribuicao/1/foo'] },
  { name: 'unknown property inside cnab_integracao_bancaria', only: 'payable', body: (k) => ({ data: k.make({ cnab_integracao_bancaria: { banco_transferencia: '001', foo: 1 } }) }), paths: ['/body/data/cnab_integracao_bancaria/foo'] },
  { name: 'unknown property inside recebimento', only: 'receivable', body: (k) => ({ data: k.make({ recebimento: { valor: 1, foo: 1 } }) }), paths: ['/body/data/recebimento/foo'] },
  // The receipt's code becomes its settlement's codigo_baixa_integracao, which POST .../recebimentos
  // refuses empty or edged with blanks: stored from here, it came back violating the document.
  { name: 'an empty codigo_recebimento_integracao', only: 'receivable', body: (k) => ({ data: k.make({ recebimento: { valor: 1, codigo_recebimento_integracao: '' } }) }), paths: ['/body/data/recebimento/codigo_recebimento_integracao'] },
  { name: 'a codigo_recebimento_integracao edged with blanks', only: 'receivable', body: (k) => ({ data: k.make({ recebimento: { valor: 1, codigo_recebimento_integracao: ' R-1' } }) }), paths: ['/body/data/recebimento/codigo_recebimento_integracao'] },
  { name: 'unknown property inside repeticao.mensal', only: 'receivable', body: (k) => ({ data: k.make({ repeticao: { mensal: { repetir_todo_dia: 5, repetir_por: 3, foo: 1 } } }) }), paths: ['/body/data/repeticao/mensal/foo'] },
  { name: 'a receivable-only field on a payable', only: 'payable', body: (k) => ({ data: k.make({ boleto: { cGerado: 'S' } }) }), paths: ['/body/data/boleto'] },
  { name: 'a payable-only field on a receivable', only: 'receivable', body: (k) => ({ data: k.make({ valor_pag: 10 }) }), paths: ['/body/data/valor_pag'] },
  { name: 'codigo_lancamento_svc in the body', body: (k) => ({ data: k.make({ codigo_lancamento_svc: 5 }) }), paths: ['/body/data/codigo_lancamento_svc'] },
  { name: 'no data wrapper', body: (k) => k.make(), paths: ['/body/data', '/body/codigo_cliente_fornecedor', '/body/data_vencimento', '/body/valor_documento', '/body/codigo_categoria'] },
  { name: 'missing codigo_cliente_fornecedor', body: (k) => ({ data: without(k.make(), 'codigo_cliente_fornecedor') }), paths: ['/body/data/codigo_cliente_fornecedor'] },
  { name: 'missing data_vencimento', body: (k) => ({ data: without(k.make(), 'data_vencimento') }), paths: ['/body/data/data_vencimento'] },
  { name: 'missing valor_documento', body: (k) => ({ data: without(k.make(), 'valor_documento') }), paths: ['/body/data/valor_documento'] },
  { name: 'missing codigo_categoria without categorias', body: (k) => ({ data: without(k.make(), 'codigo_categoria') }), paths: ['/body/data/codigo_categoria'] },
  { name: 'missing codigo_categoria with empty categorias', body: (k) => ({ data: without(k.make({ categorias: [] }), 'codigo_categoria') }), paths: ['/body/data/codigo_categoria'] },
  { name: 'data_vencimento 2025-02-30', body: (k) => ({ data: k.make({ data_vencimento: '2025-02-30' }) }), paths: ['/body/data/data_vencimento'] },
  { name: 'data_previsao 2026-13-01', body: (k) => ({ data: k.make({ data_previsao: '2026-13-01' }) }), paths: ['/body/data/data_previsao'] },
  { name: 'data_emissao in another format', body: (k) => ({ data: k.make({ data_emissao: '10/03/2026' }) }), paths: ['/body/data/data_emissao'] },
  { name: 'info.hInc 25:00:00', body: (k) => ({ data: k.make({ info: { hInc: '25:00:00' } }) }), paths: ['/body/data/info/hInc'] },
  { name: 'info.hAlt without seconds', body: (k) => ({ data: k.make({ info: { hAlt: '12:00' } }) }), paths: ['/body/data/info/hAlt'] },
  { name: 'string codigo_cliente_fornecedor on a payable', only: 'payable', body: (k) => ({ data: k.make({ codigo_cliente_fornecedor: '1001' }) }), paths: ['/body/data/codigo_cliente_fornecedor'] },
  { name: 'number codigo_cliente_fornecedor on a receivable', only: 'receivable', body: (k) => ({ data: k.make({ codigo_cliente_fornecedor: 1001 }) }), paths: ['/body/data/codigo_cliente_fornecedor'] },
  { name: 'string valor_documento', body: (k) => ({ data: k.make({ valor_documento: '150.25' }) }), paths: ['/body/data/valor_documento'] },
  { name: 'number observacao', body: (k) => ({ data: k.make({ observacao: 123 }) }), paths: ['/body/data/observacao'] },
  { name: 'number codigo_categoria', body: (k) => ({ data: k.make({ codigo_categoria: 201 }) }), paths: ['/body/data/codigo_categoria'] },
  { name: 'string id_conta_corrente', body: (k) => ({ data: k.make({ id_conta_corrente: '7' }) }), paths: ['/body/data/id_conta_corrente'] },
  { name: 'boolean valor_documento', body: (k) => ({ data: k.make({ valor_documento: true }) }), paths: ['/body/data/valor_documento'] },
  { name: 'boolean observacao', body: (k) => ({ data: k.make({ observacao: false }) }), paths: ['/body/data/observacao'] },
  { name: 'boolean flag retem_pis', body: (k) => ({ data: k.make({ retem_pis: true }) }), paths: ['/body/data/retem_pis'] },
  { name: 'money with 3 decimals', body: (k) => ({ data: k.make({ valor_documento: 150.255 }) }), paths: ['/body/data/valor_documento'] },
  { name: 'tax with 3 decimals', body: (k) => ({ data: k.make({ valor_pis: 1.001 }) }), paths: ['/body/data/valor_pis'] },
  { name: 'negative valor_documento', body: (k) => ({ data: k.make({ valor_documento: -10 }) }), paths: ['/body/data/valor_documento'] },
  { name: 'negative valor_iss', body: (k) => ({ data: k.make({ valor_iss: -0.01 }) }), paths: ['/body/data/valor_iss'] },
  { name: 'valor_documento 0', body: (k) => ({ data: k.make({ valor_documento: 0 }) }), paths: ['/body/data/valor_documento'] },
  { name: 'valor_documento above 999999999999.99', body: (k) => ({ data: k.make({ valor_documento: 1000000000000 }) }), paths: ['/body/data/valor_documento'] },
  { name: 'numero_parcela 3/2', body: (k) => ({ data: k.make({ numero_parcela: '3/2' }) }), paths: ['/body/data/numero_parcela'] },
  { name: 'numero_parcela 0/2', body: (k) => ({ data: k.make({ numero_parcela: '0/2' }) }), paths: ['/body/data/numero_parcela'] },
  { name: 'numero_parcela a/b', body: (k) => ({ data: k.make({ numero_parcela: 'a/b' }) }), paths: ['/body/data/numero_parcela'] },
  {
    name: 'categorias percentual summing to 90',
    body: (k) => ({ data: k.make({ categorias: [{ codigo_categoria: 'A', percentual: 60 }, { codigo_categoria: 'B', percentual: 30 }] }) }),
    paths: ['/body/data/categorias']
  },
  {
    name: 'categorias valor not summing to valor_documento',
    body: (k) => ({ data: k.make({ valor_documento: 100, categorias: [{ codigo_categoria: 'A', percentual: 50, valor: 50 }, { codigo_categoria: 'B', percentual: 50, valor: 49.9 }] }) }),
    paths: ['/body/data/categorias']
  },
  {
    name: 'distribuicao nPerDep summing to 110',
    body: (k) => ({ data: k.make({ distribuicao: [{ cCodDep: 'A', nPerDep: 60 }, { cCodDep: 'B', nPerDep: 50 }] }) }),
    paths: ['/body/data/distribuicao']
  },
  { name: 'observacao of 2001 characters', body: (k) => ({ data: k.make({ observacao: long(2001) }) }), paths: ['/body/data/observacao'] },
  { name: 'codigo_lancamento_integracao of 61 characters', body: (k) => ({ data: k.make({ codigo_lancamento_integracao: long(61) }) }), paths: ['/body/data/codigo_lancamento_integracao'] },
  { name: 'codigo_categoria of 21 characters', body: (k) => ({ data: k.make({ codigo_categoria: long(21) }) }), paths: ['/body/data/codigo_categoria'] },
  { name: 'PAGO with valor_pag 0 (nothing paid)', only: 'payable', body: (k) => ({ data: k.make({ status_titulo: 'PAGO', valor_pag: 0 }) }), paths: ['/body/data/valor_pag'] },
  { name: 'LIQUIDADO with a receipt of 0', only: 'receivable', body: (k) => ({ data: k.make({ status_titulo: 'LIQUIDADO', recebimento: { valor: 0 } }) }), paths: ['/body/data/recebimento'] },
  { name: 'status_titulo not in the list', body: (k) => ({ data: k.make({ status_titulo: 'QUITADO' }) }), paths: ['/body/data/status_titulo'] },
  { name: 'flag not S or N', body: (k) => ({ data: k.make({ bloqueado: 'X' }) }), paths: ['/body/data/bloqueado'] }
]

t.test('bad input is 400 with the error body, and nothing is stored', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t)
      await createTitle(ctx, kind.path, kind.make({ codigo_lancamento_integracao: 'BASE-1' }))
      const before = await list(ctx, kind.path)
      for (const bad of BAD) {
        if (bad.only !== undefined && bad.only !== kind.name) continue
        await t.test(bad.name, async (t) => {
          const res = await ctx.request({ method: 'POST', url: kind.path, payload: bad.body(kind) as Record<string, unknown> })
          assertValidationError(t, res, bad.paths)
          t.strictSame(await list(ctx, kind.path), before, 'nothing stored')
        })
      }
    })
  }
})

t.test('unknown-property messages name the property', async (t) => {
  const ctx = await build(t)
  const res = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ valor_documneto: 1 }) } })
  t.equal(res.statusCode, 400)
  t.match(res.json().message, /valor_documneto/)
  t.match(res.json().details[0].message, /not a known property/)
  const svc = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_svc: 1 }) } })
  t.match(svc.json().message, /codigo_lancamento_svc/)
})

t.test('every problem of a body is listed', async (t) => {
  const ctx = await build(t)
  const res = await ctx.request({ method: 'POST', url: '/contas-receber', payload: { data: receivable({ data_vencimento: '2025-02-30', valor_documento: 1.234, foo: 1 }) } })
  assertValidationError(t, res, ['/body/data/data_vencimento', '/body/data/valor_documento', '/body/data/foo'])
  t.strictSame(await list(ctx, '/contas-receber'), [])
})

t.test('boundary values that are valid are accepted and stored in full', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t)
      const sent = kind.make({
        observacao: 'ç'.repeat(2000),
        codigo_lancamento_integracao: long(60),
        codigo_categoria: long(20),
        valor_documento: 999999999999.99,
        valor_pis: 0,
        numero_parcela: '2/2',
        data_vencimento: '2024-02-29',
        categorias: [{ codigo_categoria: 'A', percentual: 33.33 }, { codigo_categoria: 'B', percentual: 33.33 }, { codigo_categoria: 'C', percentual: 33.33 }],
        distribuicao: [{ cCodDep: 'D1', nPerDep: 99.995 }]
      })
      const id = await createTitle(ctx, kind.path, sent)
      const title = await get(ctx, kind.path, id)
      for (const [field, value] of Object.entries(sent)) t.strictSame(title[field], value, field)
      t.equal((title.observacao as string).length, 2000)
    })
  }
})

t.test('a repeated codigo_lancamento_integracao is 409 with the existing id, and nothing is stored', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t)
      const original = kind.make({ codigo_lancamento_integracao: 'ERP-42', observacao: 'original' })
      const id = await createTitle(ctx, kind.path, original)
      const before = await list(ctx, kind.path)

      const res = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ codigo_lancamento_integracao: 'ERP-42', observacao: 'retry', valor_documento: 99 }) } })
      t.equal(res.statusCode, 409)
      t.match(res.headers['content-type'], /^application\/json/)
      const body = res.json()
      t.strictSame(Object.keys(body).sort(), ['code', 'details', 'error', 'message', 'statusCode', 'success', 'timeStamp'])
      t.match(body, { success: false, statusCode: 409, error: 'Conflict', code: 'DUPLICATE_INTEGRATION_CODE', message: /ERP-42/ })
      t.match(body.timeStamp, TIMESTAMP)
      t.equal(body.details.length, 1)
      t.equal(body.details[0].codigo_lancamento_svc, id)
      t.equal(body.details[0].path, '/body/data/codigo_lancamento_integracao')
      t.strictSame(await list(ctx, kind.path), before, 'nothing stored, original unchanged')
      t.equal((await get(ctx, kind.path, id)).observacao, 'original')

      // Retrying again gives the same answer.
      const again = await ctx.request({ method: 'POST', url: kind.path, payload: { data: original } })
      t.equal(again.statusCode, 409)
      t.equal(again.json().details[0].codigo_lancamento_svc, id)
      t.strictSame(await list(ctx, kind.path), before)

      // Other codes, and titles without one, are not affected.
      t.equal((await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ codigo_lancamento_integracao: 'ERP-43' }) } })).statusCode, 201)
      t.equal((await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make() } })).statusCode, 201)
      t.equal((await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make() } })).statusCode, 201)
      t.equal((await list(ctx, kind.path)).length, 4)
    })
  }
})

t.test('the same integration code is fine in another company and in the other kind', async (t) => {
  const first = await build(t)
  const second = await build(t)
  const payableId = await createTitle(first, '/contas-pagar', payable({ codigo_lancamento_integracao: 'SHARED-1' }))
  const receivableId = await createTitle(first, '/contas-receber', receivable({ codigo_lancamento_integracao: 'SHARED-1' }))
  const otherPayable = await createTitle(second, '/contas-pagar', payable({ codigo_lancamento_integracao: 'SHARED-1' }))
  const otherReceivable = await createTitle(second, '/contas-receber', receivable({ codigo_lancamento_integracao: 'SHARED-1' }))

  t.strictSame((await list(first, '/contas-pagar')).map((row) => row.codigo_lancamento_svc), [payableId])
  t.strictSame((await list(first, '/contas-receber')).map((row) => row.codigo_lancamento_svc), [receivableId])
  t.strictSame((await list(second, '/contas-pagar')).map((row) => row.codigo_lancamento_svc), [otherPayable])
  t.strictSame((await list(second, '/contas-receber')).map((row) => row.codigo_lancamento_svc), [otherReceivable])

  // The conflict still applies within each company and kind, and names that company's own title.
  const dup = await second.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: 'SHARED-1' }) } })
  t.equal(dup.statusCode, 409)
  t.equal(dup.json().details[0].codigo_lancamento_svc, otherPayable)
})

t.test('create is not a 2xx without a usable body', async (t) => {
  const ctx = await build(t)
  const empty = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: {} })
  assertValidationError(t, empty, ['/body/data'])
  const notObject = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: [] } as unknown as Record<string, unknown> })
  t.equal(notObject.statusCode, 400)
  t.equal(notObject.json().code, 'VALIDATION_FAILED')
  t.strictSame(await list(ctx, '/contas-pagar'), [])
})
