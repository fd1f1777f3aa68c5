import t, { type Test } from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import { createKey } from '../src/auth/keys.js'
import { build, createTitle, payable, receivable, type TestContext, type KindFixture, type Title, type TitlePath } from './helper.js'

/**
 * OPTIONS (as specified) and PATCH /contas-pagar/:id and /contas-receber/:id (docs/CONTRACT.md section 8):
 * field mapping, split rescaling, result objects, validation, 404, 409 on closed titles, info
 * stamps and the CORS preflight.
 */

type Path = TitlePath
interface Kind extends KindFixture {
  counterpart: 'fornecedor' | 'cliente'
  other: 'fornecedor' | 'cliente'
  /** codigo_cliente_fornecedor as the title holds it. */
  code: (id: number) => number | string
  settled: 'PAGO' | 'LIQUIDADO'
}

const KINDS: Kind[] = [
  { name: 'payable', path: '/contas-pagar', make: payable, counterpart: 'fornecedor', other: 'cliente', code: (id) => id, settled: 'PAGO' },
  { name: 'receivable', path: '/contas-receber', make: receivable, counterpart: 'cliente', other: 'fornecedor', code: (id) => String(id), settled: 'LIQUIDADO' }
]
const METHODS = ['OPTIONS', 'PATCH'] as const

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/
const CHANGED = { fieldCount: 0, affectedRows: 1, insertId: 0, info: 'Rows matched: 1 Changed: 1 Warnings: 0', serverStatus: 2, warningStatus: 0, changedRows: 1 }
const UNCHANGED = { fieldCount: 0, affectedRows: 1, insertId: 0, info: 'Rows matched: 1 Changed: 0 Warnings: 0', serverStatus: 2, warningStatus: 0, changedRows: 0 }

/** A clock the test moves: 2026-03-10 12:00:00 in Sao Paulo to start with. */
function movableClock () {
  const clock = { current: new Date('2026-03-10T15:00:00Z'), now: () => clock.current }
  return clock
}

async function get (ctx: TestContext, path: Path, id: number): Promise<Title> {
  const res = await ctx.request({ method: 'GET', url: `${path}/${id}` })
  if (res.statusCode !== 200) throw new Error(`get failed: ${res.statusCode} ${res.body}`)
  return res.json().data
}

async function update (ctx: TestContext, method: 'OPTIONS' | 'PATCH', path: string, payload: unknown, key?: string | null): Promise<LightMyRequestResponse> {
  return await ctx.request({ method, url: path, payload: payload as Record<string, unknown>, ...(key === undefined ? {} : { key }) })
}

function assertError (t: Test, res: LightMyRequestResponse, status: number, code: string, paths?: string[]): void {
  t.equal(res.statusCode, status, `${status} ${code}: ${res.body}`)
  t.match(res.headers['content-type'], /^application\/json/)
  const body = res.json()
  t.equal(body.success, false)
  t.equal(body.statusCode, status)
  t.equal(body.error, { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' }[status])
  t.equal(body.code, code)
  t.type(body.message, 'string')
  t.ok(body.message.length > 0)
  t.match(body.timeStamp, TIMESTAMP)
  if (paths !== undefined) t.strictSame([...new Set(body.details.map((detail: { path: string }) => detail.path))].sort(), [...paths].sort())
}

t.test('each field of conta maps to its title field; nothing else changes', async (t) => {
  for (const kind of KINDS) {
    for (const method of METHODS) {
      t.test(`${kind.name} via ${method}`, async (t) => {
        const ctx = await build(t)
        const id = await createTitle(ctx, kind.path, kind.make({
          data_vencimento: '2026-03-10', data_previsao: '2026-03-12', observacao: 'antes', descricao: 'antes', numero_documento: 'DOC-1'
        }))
        let expected = await get(ctx, kind.path, id)
        const url = `${kind.path}/${id}`
        const steps: Array<[Record<string, unknown>, Record<string, unknown>]> = [
          [{ valor: 99.99 }, { valor_documento: 99.99 }],
          [{ data_vencimento: '2026-04-30' }, { data_vencimento: '2026-04-30' }],
          [{ categoria: '3.03.03' }, { codigo_categoria: '3.03.03' }],
          [{ observacoes: 'depois' }, { observacao: 'depois' }],
          [{ descricao: 'Nova descrição' }, { descricao: 'Nova descrição' }],
          [{ [kind.counterpart]: { id: 2002 } }, { codigo_cliente_fornecedor: kind.code(2002) }],
          [{ [kind.counterpart]: { id: 3003, nome: 'Contraparte Três SA' } }, { codigo_cliente_fornecedor: kind.code(3003) }]
        ]
        for (const [conta, fields] of steps) {
          const res = await update(ctx, method, url, { conta })
          t.equal(res.statusCode, 200, JSON.stringify(conta))
          t.strictSame(res.json(), CHANGED)
          const title = await get(ctx, kind.path, id)
          const { info: _before, versao: versionBefore, atualizado_em: _changedBefore, ...restBefore } = expected
          const { info: _after, versao: versionAfter, atualizado_em: changedAfter, ...restAfter } = title
          t.strictSame(restAfter, { ...restBefore, ...fields }, `only ${Object.keys(fields).join(', ')} changed`)
          t.equal(versionAfter, (versionBefore as number) + 1, 'one new version')
          t.ok(String(changedAfter) >= String(expected.atualizado_em), 'atualizado_em moves forward')
          expected = title
        }
        t.type(expected.codigo_cliente_fornecedor, kind.name === 'payable' ? 'number' : 'string')

        // Several fields at once.
        const res = await update(ctx, method, url, { conta: { valor: 10.5, data_vencimento: '2026-05-01', categoria: '4.04', observacoes: 'tudo', descricao: 'tudo', [kind.counterpart]: { id: 4004 } } })
        t.strictSame(res.json(), CHANGED)
        const title = await get(ctx, kind.path, id)
        t.match(title, { valor_documento: 10.5, data_vencimento: '2026-05-01', data_previsao: '2026-03-12', codigo_categoria: '4.04', observacao: 'tudo', descricao: 'tudo', codigo_cliente_fornecedor: kind.code(4004), numero_documento: 'DOC-1' })

        // The list shows the same, and the stored columns moved with the document.
        const listed = await ctx.request({ method: 'GET', url: `${kind.path}?data_vencimento_de=2026-05-01&data_vencimento_ate=2026-05-01` })
        t.strictSame(listed.json().data, [title])
        const old = await ctx.request({ method: 'GET', url: `${kind.path}?data_vencimento_ate=2026-04-30` })
        t.strictSame(old.json().data, [])
      })
    }
  }
})

t.test('the counterpart name is recorded as razao_social in /clientes-fornecedores', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t)
      const id = await createTitle(ctx, kind.path, kind.make())
      t.equal((await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/77', payload: { razao_social: 'Antigo Nome', cnpj_cpf: '12345678000195' } })).statusCode, 200)

      const res = await update(ctx, 'OPTIONS', `${kind.path}/${id}`, { conta: { [kind.counterpart]: { id: 77, nome: 'Novo Nome Ltda' } } })
      t.strictSame(res.json(), CHANGED)
      t.equal((await get(ctx, kind.path, id)).codigo_cliente_fornecedor, kind.code(77))
      const directory = await ctx.request({ method: 'GET', url: '/clientes-fornecedores' })
      t.strictSame(directory.json().data, [{ codigo: '77', razao_social: 'Novo Nome Ltda', cnpj_cpf: '12345678000195' }])

      // A new counterparty is created; without nome the directory is left alone.
      await update(ctx, 'PATCH', `${kind.path}/${id}`, { conta: { [kind.counterpart]: { id: 88, nome: 'Outro SA' } } })
      await update(ctx, 'PATCH', `${kind.path}/${id}`, { conta: { [kind.counterpart]: { id: 99 } } })
      const after = await ctx.request({ method: 'GET', url: '/clientes-fornecedores' })
      t.strictSame(after.json().data, [
        { codigo: '77', razao_social: 'Novo Nome Ltda', cnpj_cpf: '12345678000195' },
        { codigo: '88', razao_social: 'Outro SA' }
      ])
      t.equal((await get(ctx, kind.path, id)).codigo_cliente_fornecedor, kind.code(99))

      // The same name again changes nothing on the title but still records the name.
      await update(ctx, 'PATCH', `${kind.path}/${id}`, { conta: { [kind.counterpart]: { id: 88 } } })
      const same = await update(ctx, 'PATCH', `${kind.path}/${id}`, { conta: { [kind.counterpart]: { id: 88, nome: 'Outro SA Renomeado' } } })
      t.strictSame(same.json(), UNCHANGED)
      const renamed = await ctx.request({ method: 'GET', url: '/clientes-fornecedores' })
      t.equal(renamed.json().data[1].razao_social, 'Outro SA Renomeado')
    })
  }
})

t.test('the revenue report uses the updated customer, value and category', async (t) => {
  const ctx = await build(t)
  const id = await createTitle(ctx, '/contas-receber', receivable({ data_vencimento: '2026-03-10', codigo_categoria: '1.01', valor_documento: 10 }))
  const res = await update(ctx, 'OPTIONS', `/contas-receber/${id}`, { conta: { cliente: { id: 501, nome: 'Cliente Atualizado' }, valor: 0.3, categoria: '1.05' } })
  t.strictSame(res.json(), CHANGED)
  const report = await ctx.request({ method: 'GET', url: '/contas-receber/receitas?data_de=2026-03-01&data_ate=2026-03-31' })
  t.equal(report.statusCode, 200)
  t.strictSame(report.json().data, [{
    receitas: [{
      razao_social: 'Cliente Atualizado',
      nota_fiscal: '',
      data_pagamento_recebido: null,
      data_previsao: '2026-03-10T00:00:00.000Z',
      documento: null,
      codigo_categoria: '1.05',
      descricao_categoria: '',
      origem: '',
      valor_documento: '0.30',
      desconto: '0.00',
      valor_recebido: '0.00',
      recebido: 0
    }],
    quantia_recebidos: 0,
    valor_receitas: '0.30'
  }])
})

t.test('a new valor rescales the category split so it sums exactly', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t)
      const categorias = [
        { codigo_categoria: 'A', percentual: 33.33, valor: 99.99 },
        { codigo_categoria: 'B', percentual: 33.33, valor: 99.99 },
        { codigo_categoria: 'C', percentual: 33.34, valor: 100.02 }
      ]
      const id = await createTitle(ctx, kind.path, kind.make({ valor_documento: 300, categorias, codigo_categoria: 'C' }))
      const cents = (value: unknown) => Math.round((value as number) * 100)
      const check = async (valor: number) => {
        const res = await update(ctx, 'OPTIONS', `${kind.path}/${id}`, { conta: { valor } })
        t.strictSame(res.json(), CHANGED, `valor ${valor}`)
        const title = await get(ctx, kind.path, id)
        t.equal(title.valor_documento, valor)
        const split = title.categorias as Array<{ codigo_categoria: string, percentual: number, valor: number }>
        t.strictSame(split.map((entry) => [entry.codigo_categoria, entry.percentual]), [['A', 33.33], ['B', 33.33], ['C', 33.34]], 'shares kept')
        t.equal(split.reduce((sum, entry) => sum + cents(entry.valor), 0), cents(valor), `parts sum to ${valor} exactly`)
        for (const entry of split) {
          t.ok(/^\d+(\.\d{1,2})?$/.test(String(entry.valor)), `two decimals at most: ${entry.valor}`)
          t.ok(Math.abs(cents(entry.valor) - cents(valor) * entry.percentual / 100) <= 1, `${entry.codigo_categoria} is its share of ${valor}: ${entry.valor}`)
        }
        return split.map((entry) => entry.valor)
      }
      t.strictSame(await check(100), [33.33, 33.33, 33.34])
      await check(0.01)
      await check(1000.01)
      await check(999999999999.99)
      await check(0.1)

      // A split given by percentages only stays as it was.
      const shares = [{ codigo_categoria: 'X', percentual: 40 }, { codigo_categoria: 'Y', percentual: 60 }]
      const other = await createTitle(ctx, kind.path, kind.make({ categorias: shares }))
      t.strictSame((await update(ctx, 'PATCH', `${kind.path}/${other}`, { conta: { valor: 77.77 } })).json(), CHANGED)
      const title = await get(ctx, kind.path, other)
      t.strictSame(title.categorias, shares)
      t.equal(title.valor_documento, 77.77)
    })
  }
})

t.test('changedRows is 0 and nothing is touched when every value is already there', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const clock = movableClock()
      const ctx = await build(t, { now: clock.now })
      const id = await createTitle(ctx, kind.path, kind.make({ valor_documento: 150.25, observacao: 'igual', descricao: 'igual', codigo_categoria: '2.2', codigo_cliente_fornecedor: kind.code(1001) }))
      const before = await get(ctx, kind.path, id)
      clock.current = new Date('2026-03-10T20:30:00Z') // same day, 17:30 in Sao Paulo: hAlt would show a touch
      for (const method of METHODS) {
        for (const conta of [
          { valor: 150.25 },
          { valor: 150.250 },
          { data_vencimento: '2026-03-10' },
          { observacoes: 'igual', descricao: 'igual', categoria: '2.2' },
          { [kind.counterpart]: { id: 1001 } },
          { valor: 150.25, data_vencimento: '2026-03-10', categoria: '2.2', observacoes: 'igual', descricao: 'igual', [kind.counterpart]: { id: 1001 } }
        ]) {
          const res = await update(ctx, method, `${kind.path}/${id}`, { conta })
          t.equal(res.statusCode, 200)
          t.strictSame(res.json(), UNCHANGED, `${method} ${JSON.stringify(conta)}`)
        }
      }
      t.strictSame(await get(ctx, kind.path, id), before, 'not even info.dAlt moved')
      // One real change after that is 1 again.
      t.strictSame((await update(ctx, 'PATCH', `${kind.path}/${id}`, { conta: { observacoes: 'diferente' } })).json(), CHANGED)
    })
  }
})

t.test('info.dAlt/hAlt/uAlt record every change; dInc/hInc/uInc stay', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const clock = movableClock()
      const ctx = await build(t, { now: clock.now })
      const creator = await createKey(ctx.app.database.db, { company: ctx.company, name: 'criador', scopes: ['read', 'write'] })
      const editor = await createKey(ctx.app.database.db, { company: ctx.company, name: 'editor', scopes: ['write'] })
      const created = await ctx.request({ method: 'POST', url: kind.path, payload: { data: kind.make({ info: { cImpAPI: 'N' } }) }, key: creator })
      t.equal(created.statusCode, 201)
      const id = created.json().insertId
      const inc = { cImpAPI: 'N', dInc: '2026-03-10', hInc: '12:00:00', uInc: 'criador' }
      t.strictSame((await get(ctx, kind.path, id)).info, { ...inc, dAlt: '2026-03-10', hAlt: '12:00:00', uAlt: 'criador' })

      // 2026-03-12T02:15:30Z is 23:15:30 on 2026-03-11 in Sao Paulo.
      clock.current = new Date('2026-03-12T02:15:30Z')
      t.strictSame((await update(ctx, 'OPTIONS', `${kind.path}/${id}`, { conta: { observacoes: 'editado' } }, editor)).json(), CHANGED)
      t.strictSame((await get(ctx, kind.path, id)).info, { ...inc, dAlt: '2026-03-11', hAlt: '23:15:30', uAlt: 'editor' })

      clock.current = new Date('2026-04-01T13:00:00Z')
      t.strictSame((await update(ctx, 'PATCH', `${kind.path}/${id}`, { conta: { valor: 1 } }, creator)).json(), CHANGED)
      t.strictSame((await get(ctx, kind.path, id)).info, { ...inc, dAlt: '2026-04-01', hAlt: '10:00:00', uAlt: 'criador' })
    })
  }
})

t.test('bad update bodies are 400 and change nothing', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t)
      const id = await createTitle(ctx, kind.path, kind.make({ observacao: 'intacto' }))
      const before = await get(ctx, kind.path, id)
      const url = `${kind.path}/${id}`
      const bad: Array<[string, unknown, string[]]> = [
        ['empty conta', { conta: {} }, ['/body/conta']],
        ['no conta', {}, ['/body/conta']],
        ['unknown field in conta', { conta: { observacoes: 'x', status_titulo: 'PAGO' } }, ['/body/conta/status_titulo']],
        ['title field name instead of conta field', { conta: { valor_documento: 10 } }, ['/body/conta/valor_documento']],
        ['unknown field beside conta', { conta: { observacoes: 'x' }, data: {} }, ['/body/data']],
        [`${kind.other} on a ${kind.name}`, { conta: { [kind.other]: { id: 1 } } }, [`/body/conta/${kind.other}`]],
        ['unknown field in the counterpart', { conta: { [kind.counterpart]: { id: 1, cnpj: 'x' } } }, [`/body/conta/${kind.counterpart}/cnpj`]],
        ['counterpart without id', { conta: { [kind.counterpart]: { nome: 'Sem id' } } }, [`/body/conta/${kind.counterpart}/id`]],
        // A receivable's customer id may be a string (docs/CONTRACT.md section 8); a supplier's is a number.
        ...(kind.counterpart === 'fornecedor' ? [['counterpart id as a string', { conta: { [kind.counterpart]: { id: '12' } } }, [`/body/conta/${kind.counterpart}/id`]] as [string, unknown, string[]]] : []),
        ['counterpart id 0', { conta: { [kind.counterpart]: { id: 0 } } }, [`/body/conta/${kind.counterpart}/id`]],
        ['valor as a string', { conta: { valor: '10.00' } }, ['/body/conta/valor']],
        ['valor with 3 decimals', { conta: { valor: 10.001 } }, ['/body/conta/valor']],
        ['valor 0', { conta: { valor: 0 } }, ['/body/conta/valor']],
        ['negative valor', { conta: { valor: -5 } }, ['/body/conta/valor']],
        ['valor too large', { conta: { valor: 1000000000000 } }, ['/body/conta/valor']],
        ['impossible date', { conta: { data_vencimento: '2025-02-30' } }, ['/body/conta/data_vencimento']],
        ['observacoes too long', { conta: { observacoes: 'x'.repeat(2001) } }, ['/body/conta/observacoes']],
        ['categoria empty', { conta: { categoria: '' } }, ['/body/conta/categoria']],
        ['boolean descricao', { conta: { descricao: true } }, ['/body/conta/descricao']],
        ['one bad field among good ones', { conta: { observacoes: 'novo', valor: 1.234 } }, ['/body/conta/valor']]
      ]
      for (const method of METHODS) {
        for (const [name, payload, paths] of bad) {
          const res = await update(ctx, method, url, payload)
          assertError(t, res, 400, 'VALIDATION_FAILED', paths)
          t.ok(res.json().message.includes(res.json().details[0].path), `${method} ${name}: the message names the problem`)
        }
      }
      t.strictSame(await get(ctx, kind.path, id), before, 'nothing changed')
    })
  }
})

t.test('404 for an absent title and for another company\'s title; 400 for a bad id', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t)
      const other = await build(t)
      const mine = await createTitle(ctx, kind.path, kind.make())
      const theirs = await createTitle(other, kind.path, kind.make({ observacao: 'deles' }))
      const theirsBefore = await get(other, kind.path, theirs)
      for (const method of METHODS) {
        for (const id of [mine + 100000, theirs]) {
          const res = await update(ctx, method, `${kind.path}/${id}`, { conta: { observacoes: 'invasão', valor: 1 } })
          assertError(t, res, 404, 'TITULO_NAO_ENCONTRADO')
          t.match(res.json().message, String(id))
        }
        for (const id of ['abc', '0', '-1', '2.5']) {
          assertError(t, await update(ctx, method, `${kind.path}/${id}`, { conta: { observacoes: 'x' } }), 400, 'VALIDATION_FAILED', ['/params/id'])
        }
      }
      t.strictSame(await get(other, kind.path, theirs), theirsBefore, 'the other company\'s title is untouched')
      t.equal((await get(ctx, kind.path, mine)).observacao, undefined)
    })
  }
})

t.test('settled and cancelled titles: valor and data_vencimento are 409, other fields change', async (t) => {
  for (const kind of KINDS) {
    for (const status of [kind.settled, 'CANCELADO']) {
      t.test(`${kind.name} ${status}`, async (t) => {
        const ctx = await build(t)
        const id = await createTitle(ctx, kind.path, kind.make({ status_titulo: status, valor_documento: 150.25, data_vencimento: '2026-03-10', observacao: 'antes' }))
        const before = await get(ctx, kind.path, id)
        const url = `${kind.path}/${id}`
        for (const method of METHODS) {
          for (const [conta, frozen] of [
            [{ valor: 200 }, ['valor']],
            [{ data_vencimento: '2026-04-01' }, ['data_vencimento']],
            [{ valor: 200, data_vencimento: '2026-04-01' }, ['valor', 'data_vencimento']],
            [{ valor: 200, observacoes: 'junto' }, ['valor']]
          ] as Array<[Record<string, unknown>, string[]]>) {
            const res = await update(ctx, method, url, { conta })
            assertError(t, res, 409, 'TITULO_ENCERRADO', frozen.map((field) => `/body/conta/${field}`))
            t.match(res.json().message, status)
          }
        }
        t.strictSame(await get(ctx, kind.path, id), before, 'nothing changed, not even observacao sent with valor')

        // The same valor and due date are not a change, so they are allowed.
        t.strictSame((await update(ctx, 'OPTIONS', url, { conta: { valor: 150.25, data_vencimento: '2026-03-10' } })).json(), UNCHANGED)

        // Everything else may change.
        const res = await update(ctx, 'OPTIONS', url, { conta: { observacoes: 'depois', descricao: 'nota', categoria: '7.7', [kind.counterpart]: { id: 5 } } })
        t.equal(res.statusCode, 200)
        t.strictSame(res.json(), CHANGED)
        const title = await get(ctx, kind.path, id)
        const { info: _a, atualizado_em: _changedBefore, ...restBefore } = before
        const { info: _b, atualizado_em: _changedAfter, ...restAfter } = title
        t.strictSame(restAfter, { ...restBefore, observacao: 'depois', descricao: 'nota', codigo_categoria: '7.7', codigo_cliente_fornecedor: kind.code(5), versao: (before.versao as number) + 1 })
        t.equal(title.status_titulo, status)
      })
    }
  }
})

t.test('open and partly paid titles may change valor and data_vencimento', async (t) => {
  const ctx = await build(t, { now: () => new Date('2026-03-10T15:00:00Z') })
  for (const kind of KINDS) {
    const partlyPaid = kind.name === 'payable' ? { valor_pag: 5 } : { recebimento: { valor: 5 } }
    for (const status of ['EM ABERTO', 'PAGTO_PARCIAL', 'ATRASADO']) {
      const id = await createTitle(ctx, kind.path, kind.make({ status_titulo: status, data_vencimento: '2026-03-01', ...(status === 'PAGTO_PARCIAL' ? partlyPaid : {}) }))
      const res = await update(ctx, 'OPTIONS', `${kind.path}/${id}`, { conta: { valor: 12.34, data_vencimento: '2026-03-10' } })
      t.strictSame(res.json(), CHANGED, `${kind.name} ${status}`)
      const title = await get(ctx, kind.path, id)
      t.equal(title.valor_documento, 12.34)
      t.equal(title.data_vencimento, '2026-03-10')
      t.equal(title.status_titulo, status === 'PAGTO_PARCIAL' ? 'PAGTO_PARCIAL' : 'VENCE HOJE', 'the derived status follows the new due date')
      if (status !== 'PAGTO_PARCIAL') continue
      // valor may not go below what was already settled; down to exactly that, the title is settled.
      const below = await update(ctx, 'PATCH', `${kind.path}/${id}`, { conta: { valor: 4.99 } })
      t.equal(below.statusCode, 400, `${kind.name}: below the 5.00 settled`)
      t.equal(below.json().details[0].path, '/body/conta/valor')
      t.equal((await get(ctx, kind.path, id)).valor_documento, 12.34, 'nothing changed')
      t.strictSame((await update(ctx, 'PATCH', `${kind.path}/${id}`, { conta: { valor: 5 } })).json(), CHANGED)
      t.equal((await get(ctx, kind.path, id)).status_titulo, kind.settled, `${kind.name}: settled once its value is what was paid`)
    }
  }
})

t.test('a CORS preflight is answered as a preflight and never updates', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t, { env: { CORS_ORIGINS: 'https://erp.example' } })
      const id = await createTitle(ctx, kind.path, kind.make({ observacao: 'original' }))
      const before = await get(ctx, kind.path, id)
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: `${kind.path}/${id}`,
        headers: { origin: 'https://erp.example', 'access-control-request-method': 'OPTIONS', 'access-control-request-headers': 'authorization, content-type' }
      })
      t.equal(preflight.statusCode, 204)
      t.equal(preflight.body, '')
      t.equal(preflight.headers['access-control-allow-origin'], 'https://erp.example')
      t.match(preflight.headers['access-control-allow-methods'], /OPTIONS/)
      t.match(preflight.headers['access-control-allow-methods'], /PATCH/)
      t.match(String(preflight.headers['access-control-allow-headers']).toLowerCase(), /authorization/)

      // Even with a key and an update body, a preflight is only a preflight, allowed or not.
      for (const origin of ['https://erp.example', 'https://other.example']) {
        const disguised = await ctx.request({
          method: 'OPTIONS',
          url: `${kind.path}/${id}`,
          headers: { origin, 'access-control-request-method': 'PATCH' },
          payload: { conta: { observacoes: 'alterado', valor: 1 } }
        })
        t.equal(disguised.statusCode, origin === 'https://erp.example' ? 204 : 403, origin)
      }
      // Also for a title that does not exist: no 404, no existence leak.
      const absent = await ctx.app.inject({ method: 'OPTIONS', url: `${kind.path}/999999`, headers: { origin: 'https://erp.example', 'access-control-request-method': 'OPTIONS' } })
      t.equal(absent.statusCode, 204)
      t.strictSame(await get(ctx, kind.path, id), before, 'the title is unchanged')
    })
  }
})

t.test('updates need a key with the write scope', async (t) => {
  const ctx = await build(t)
  const id = await createTitle(ctx, '/contas-pagar', payable({ observacao: 'original' }))
  const url = `/contas-pagar/${id}`
  for (const method of METHODS) {
    const anonymous = await update(ctx, method, url, { conta: { observacoes: 'x' } }, null)
    assertError(t, anonymous, 401, 'MISSING_API_KEY')
    t.match(anonymous.headers['www-authenticate'], /^Bearer/)
    assertError(t, await update(ctx, method, url, { conta: { observacoes: 'x' } }, ctx.keys.read), 403, 'INSUFFICIENT_SCOPE')
  }
  t.equal((await get(ctx, '/contas-pagar', id)).observacao, 'original')
  t.strictSame((await update(ctx, 'OPTIONS', url, { conta: { observacoes: 'y' } }, ctx.keys.write)).json(), CHANGED)
  t.equal((await get(ctx, '/contas-pagar', id)).observacao, 'y')
})
