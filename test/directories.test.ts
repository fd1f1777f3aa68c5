import t, { type Test } from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import { build, createTitle, payable, receivable, type TestContext } from './helper.js'

/**
 * docs/CONTRACT.md section 7: per-company categories (GET /categorias, PUT /categorias/:codigo) and
 * counterparties (GET /clientes-fornecedores, PUT /clientes-fornecedores/:codigo), with upsert
 * semantics, an envelope ordered by codigo and strict validation.
 */

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/

/** GET a directory and check the envelope: exactly success, data, timeStamp, total_registros. */
async function list (t: Test, ctx: TestContext, url: '/categorias' | '/clientes-fornecedores'): Promise<unknown[]> {
  const res = await ctx.request({ method: 'GET', url })
  t.equal(res.statusCode, 200, `GET ${url}`)
  t.match(res.headers['content-type'], /^application\/json/)
  const body = res.json()
  t.same(Object.keys(body).sort(), ['data', 'success', 'timeStamp', 'total_registros'], 'the envelope has exactly the four fields')
  t.equal(body.success, true)
  t.match(body.timeStamp, TIMESTAMP)
  t.ok(Array.isArray(body.data))
  t.equal(body.total_registros, body.data.length, 'total_registros counts the records')
  return body.data
}

function assertValidation (t: Test, res: LightMyRequestResponse, path: string | RegExp, label: string): void {
  t.equal(res.statusCode, 400, `${label}: 400`)
  const body = res.json()
  t.match(body, { success: false, statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: String }, `${label}: error body`)
  t.ok(Array.isArray(body.details) && body.details.some((detail: { path: string }) => typeof path === 'string' ? detail.path === path : path.test(detail.path)),
    `${label}: details name ${path} (got ${JSON.stringify(body.details)})`)
}

t.test('categories', async (t) => {
  const ctx = await build(t)

  t.test('an empty directory is an empty envelope', async (t) => {
    t.same(await list(t, ctx, '/categorias'), [])
  })

  t.test('PUT creates and answers the stored category', async (t) => {
    const res = await ctx.request({ method: 'PUT', url: '/categorias/2.01.01', payload: { descricao: 'Aluguel', tipo: 'FIXA' } })
    t.equal(res.statusCode, 200)
    t.same(res.json(), { codigo: '2.01.01', descricao: 'Aluguel', tipo: 'FIXA' })
    t.same(await list(t, ctx, '/categorias'), [{ codigo: '2.01.01', descricao: 'Aluguel', tipo: 'FIXA' }])
  })

  t.test('a second PUT of the same codigo replaces it', async (t) => {
    const res = await ctx.request({ method: 'PUT', url: '/categorias/2.01.01', payload: { descricao: 'Material de consumo', tipo: 'VARIAVEL' } })
    t.equal(res.statusCode, 200)
    t.same(res.json(), { codigo: '2.01.01', descricao: 'Material de consumo', tipo: 'VARIAVEL' })
    t.same(await list(t, ctx, '/categorias'), [{ codigo: '2.01.01', descricao: 'Material de consumo', tipo: 'VARIAVEL' }], 'one entry, replaced')
    const again = await ctx.request({ method: 'PUT', url: '/categorias/2.01.01', payload: { descricao: 'Material de consumo', tipo: 'VARIAVEL' } })
    t.equal(again.statusCode, 200, 'repeating the same PUT is harmless')
    t.same(await list(t, ctx, '/categorias'), [{ codigo: '2.01.01', descricao: 'Material de consumo', tipo: 'VARIAVEL' }])
  })

  t.test('GET lists by codigo whatever the order of creation; every tipo is accepted', async (t) => {
    const puts: Array<[string, string, string]> = [
      ['3.01', 'Vendas', 'RECEITA'], ['1.01.02', 'Serviços', 'RECEITA'], ['2.10', 'Energia', 'FIXA'],
      ['1.01.01', 'Produtos', 'RECEITA'], ['2.9', 'Frete', 'VARIAVEL'], ['Z-9', 'Ação & Cia "especial"', 'VARIAVEL']
    ]
    for (const [codigo, descricao, tipo] of puts) {
      const res = await ctx.request({ method: 'PUT', url: `/categorias/${encodeURIComponent(codigo)}`, payload: { descricao, tipo } })
      t.equal(res.statusCode, 200, `PUT ${codigo}`)
    }
    t.same(await list(t, ctx, '/categorias'), [
      { codigo: '1.01.01', descricao: 'Produtos', tipo: 'RECEITA' },
      { codigo: '1.01.02', descricao: 'Serviços', tipo: 'RECEITA' },
      { codigo: '2.01.01', descricao: 'Material de consumo', tipo: 'VARIAVEL' },
      { codigo: '2.10', descricao: 'Energia', tipo: 'FIXA' },
      { codigo: '2.9', descricao: 'Frete', tipo: 'VARIAVEL' },
      { codigo: '3.01', descricao: 'Vendas', tipo: 'RECEITA' },
      { codigo: 'Z-9', descricao: 'Ação & Cia "especial"', tipo: 'VARIAVEL' }
    ])
  })

  t.test('invalid bodies are 400 and store nothing', async (t) => {
    const before = await list(t, ctx, '/categorias')
    const cases: Array<[string, string, unknown, string | RegExp]> = [
      ['tipo outside FIXA/VARIAVEL/RECEITA', '/categorias/9.01', { descricao: 'X', tipo: 'OUTRO' }, '/body/tipo'],
      ['tipo in lower case', '/categorias/9.01', { descricao: 'X', tipo: 'fixa' }, '/body/tipo'],
      ['tipo missing', '/categorias/9.01', { descricao: 'X' }, /^\/body(\/tipo)?$/],
      ['tipo as a number', '/categorias/9.01', { descricao: 'X', tipo: 1 }, '/body/tipo'],
      ['descricao missing', '/categorias/9.01', { tipo: 'FIXA' }, /^\/body(\/descricao)?$/],
      ['descricao empty', '/categorias/9.01', { descricao: '', tipo: 'FIXA' }, '/body/descricao'],
      ['descricao over 100 characters', '/categorias/9.01', { descricao: 'x'.repeat(101), tipo: 'FIXA' }, '/body/descricao'],
      ['descricao as a number', '/categorias/9.01', { descricao: 7, tipo: 'FIXA' }, '/body/descricao'],
      ['an unknown property', '/categorias/9.01', { descricao: 'X', tipo: 'FIXA', cor: 'azul' }, '/body/cor'],
      ['codigo over 20 characters', `/categorias/${'9'.repeat(21)}`, { descricao: 'X', tipo: 'FIXA' }, '/params/codigo'],
      ['an array body', '/categorias/9.01', [{ descricao: 'X', tipo: 'FIXA' }], /^\/body/]
    ]
    for (const [label, url, payload, path] of cases) {
      assertValidation(t, await ctx.request({ method: 'PUT', url, payload: payload as object }), path, label)
    }
    const unknown = await ctx.request({ method: 'PUT', url: '/categorias/9.01', payload: { descricao: 'X', tipo: 'FIXA', cor: 'azul' } })
    t.match(unknown.json().message, /cor/, 'the message names the unknown property')
    const longest = await ctx.request({ method: 'PUT', url: `/categorias/${'9'.repeat(20)}`, payload: { descricao: 'x'.repeat(100), tipo: 'FIXA' } })
    t.equal(longest.statusCode, 200, 'the maximum lengths are accepted')
    const expected = [...before as Array<{ codigo: string }>, { codigo: '9'.repeat(20), descricao: 'x'.repeat(100), tipo: 'FIXA' }]
      .sort((a, b) => a.codigo < b.codigo ? -1 : 1)
    t.same(await list(t, ctx, '/categorias'), expected, 'only the valid PUT was stored')
  })

  t.test('the category directory decides fixed and variable expenses', async (t) => {
    const id = await createTitle(ctx, '/contas-pagar', payable({ codigo_categoria: '2.20' }))
    const split = async () => {
      const res = await ctx.request({ method: 'GET', url: '/contas-pagar/despesas' })
      const ids = (titles: Array<{ codigo_lancamento_svc: number }>) => titles.map((title) => title.codigo_lancamento_svc)
      return { fixas: ids(res.json().data.fixas), variaveis: ids(res.json().data.variaveis) }
    }
    t.same(await split(), { fixas: [], variaveis: [id] }, 'an unknown category is a variable expense')
    await ctx.request({ method: 'PUT', url: '/categorias/2.20', payload: { descricao: 'Aluguel', tipo: 'FIXA' } })
    t.same(await split(), { fixas: [id], variaveis: [] }, 'FIXA makes it fixed')
    await ctx.request({ method: 'PUT', url: '/categorias/2.20', payload: { descricao: 'Aluguel', tipo: 'VARIAVEL' } })
    t.same(await split(), { fixas: [], variaveis: [id] }, 'replacing the category moves it back')
  })
})

t.test('customers and suppliers', async (t) => {
  const ctx = await build(t)

  t.test('an empty directory is an empty envelope', async (t) => {
    t.same(await list(t, ctx, '/clientes-fornecedores'), [])
  })

  t.test('PUT creates with or without cnpj_cpf', async (t) => {
    const withCnpj = await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/1001', payload: { razao_social: 'Fornecedor Alfa Ltda', cnpj_cpf: '12345678000195' } })
    t.equal(withCnpj.statusCode, 200)
    t.same(withCnpj.json(), { codigo: '1001', razao_social: 'Fornecedor Alfa Ltda', cnpj_cpf: '12345678000195' })
    const withCpf = await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/C-7', payload: { razao_social: 'João da Silva', cnpj_cpf: '52998224725' } })
    t.same(withCpf.json(), { codigo: 'C-7', razao_social: 'João da Silva', cnpj_cpf: '52998224725' })
    const without = await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/0042', payload: { razao_social: 'Sem Documento SA' } })
    t.same(without.json(), { codigo: '0042', razao_social: 'Sem Documento SA' }, 'no cnpj_cpf key when there is none')
    t.same(await list(t, ctx, '/clientes-fornecedores'), [
      { codigo: '0042', razao_social: 'Sem Documento SA' },
      { codigo: '1001', razao_social: 'Fornecedor Alfa Ltda', cnpj_cpf: '12345678000195' },
      { codigo: 'C-7', razao_social: 'João da Silva', cnpj_cpf: '52998224725' }
    ], 'ordered by codigo; codigo is text, leading zeros kept')
  })

  t.test('a later PUT replaces razao_social and keeps cnpj_cpf when it omits it', async (t) => {
    const res = await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/1001', payload: { razao_social: 'Alfa Comércio Ltda' } })
    t.equal(res.statusCode, 200)
    t.same(res.json(), { codigo: '1001', razao_social: 'Alfa Comércio Ltda', cnpj_cpf: '12345678000195' }, 'the answer shows the kept cnpj_cpf')
    const entry = (await list(t, ctx, '/clientes-fornecedores')).find((row) => (row as { codigo: string }).codigo === '1001')
    t.same(entry, { codigo: '1001', razao_social: 'Alfa Comércio Ltda', cnpj_cpf: '12345678000195' })
  })

  t.test('a later PUT with cnpj_cpf replaces it', async (t) => {
    const res = await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/1001', payload: { razao_social: 'Alfa Comércio Ltda', cnpj_cpf: '98765432000198' } })
    t.same(res.json(), { codigo: '1001', razao_social: 'Alfa Comércio Ltda', cnpj_cpf: '98765432000198' })
    const added = await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/0042', payload: { razao_social: 'Sem Documento SA', cnpj_cpf: '11144477735' } })
    t.same(added.json(), { codigo: '0042', razao_social: 'Sem Documento SA', cnpj_cpf: '11144477735' }, 'a document can be added later')
    t.same(await list(t, ctx, '/clientes-fornecedores'), [
      { codigo: '0042', razao_social: 'Sem Documento SA', cnpj_cpf: '11144477735' },
      { codigo: '1001', razao_social: 'Alfa Comércio Ltda', cnpj_cpf: '98765432000198' },
      { codigo: 'C-7', razao_social: 'João da Silva', cnpj_cpf: '52998224725' }
    ])
  })

  t.test('invalid bodies are 400 and store nothing', async (t) => {
    const before = await list(t, ctx, '/clientes-fornecedores')
    const cases: Array<[string, string, unknown, string | RegExp]> = [
      ['cnpj_cpf of 3 digits', '/clientes-fornecedores/1001', { razao_social: 'X', cnpj_cpf: '123' }, '/body/cnpj_cpf'],
      ['cnpj_cpf of 12 digits', '/clientes-fornecedores/1001', { razao_social: 'X', cnpj_cpf: '123456789012' }, '/body/cnpj_cpf'],
      ['cnpj_cpf of 15 digits', '/clientes-fornecedores/1001', { razao_social: 'X', cnpj_cpf: '123456789012345' }, '/body/cnpj_cpf'],
      ['cnpj_cpf with misplaced punctuation', '/clientes-fornecedores/1001', { razao_social: 'X', cnpj_cpf: '12.345.678/000199' }, '/body/cnpj_cpf'],
      ['cnpj_cpf with letters', '/clientes-fornecedores/1001', { razao_social: 'X', cnpj_cpf: '1234567890a' }, '/body/cnpj_cpf'],
      ['cnpj_cpf as a number', '/clientes-fornecedores/1001', { razao_social: 'X', cnpj_cpf: 52998224725 }, '/body/cnpj_cpf'],
      ['cnpj_cpf null', '/clientes-fornecedores/1001', { razao_social: 'X', cnpj_cpf: null }, '/body/cnpj_cpf'],
      ['razao_social missing', '/clientes-fornecedores/1001', { cnpj_cpf: '52998224725' }, /^\/body(\/razao_social)?$/],
      ['razao_social empty', '/clientes-fornecedores/1001', { razao_social: '' }, '/body/razao_social'],
      ['razao_social over 200 characters', '/clientes-fornecedores/1001', { razao_social: 'r'.repeat(201) }, '/body/razao_social'],
      ['an unknown property', '/clientes-fornecedores/1001', { razao_social: 'X', nome_fantasia: 'Y' }, '/body/nome_fantasia'],
      ['codigo over 60 characters', `/clientes-fornecedores/${'1'.repeat(61)}`, { razao_social: 'X' }, '/params/codigo']
    ]
    for (const [label, url, payload, path] of cases) {
      assertValidation(t, await ctx.request({ method: 'PUT', url, payload: payload as object }), path, label)
    }
    t.same(await list(t, ctx, '/clientes-fornecedores'), before, 'nothing changed')
  })

  t.test('CPF and CNPJ check digits are verified; the alphanumeric CNPJ is accepted and stored upper-case', async (t) => {
    const own = await build(t)
    const put = async (codigo: string, cnpjCpf: string) => await own.request({ method: 'PUT', url: `/clientes-fornecedores/${codigo}`, payload: { razao_social: 'Documento', cnpj_cpf: cnpjCpf } })
    // The Receita Federal's published example of the alphanumeric CNPJ, then the forms it is written in.
    for (const [sent, stored] of [['12.ABC.345/01DE-35', '12ABC34501DE35'], ['12ABC34501DE35', '12ABC34501DE35'], ['12.abc.345/01de-35', '12ABC34501DE35'],
      ['A1B2C3D4E5F668', 'A1B2C3D4E5F668'], ['00.000.000/0001-91', '00000000000191'], ['111.444.777-35', '11144477735']] as const) {
      const res = await put('DOC-OK', sent)
      t.equal(res.statusCode, 200, `${sent}: ${res.body}`)
      t.equal(res.json().cnpj_cpf, stored, `${sent} is stored as ${stored}`)
    }
    const before = await list(t, own, '/clientes-fornecedores')
    for (const [sent, message] of [
      ['11.111.111/1111-11', /^is not a valid CNPJ/], ['000.000.000-00', /^is not a valid CPF/], ['12.345.678/0001-96', /^is not a valid CNPJ: its check digits/],
      ['123.456.789-00', /^is not a valid CPF: its check digits/], ['12.ABC.345/01DE-36', /^is not a valid CNPJ: its check digits/], ['12ABC34501DE3X', /^must be a CPF/], ['1234567890A', /^must be a CPF/]
    ] as const) {
      const res = await put('DOC-BAD', sent)
      t.equal(res.statusCode, 400, `${sent} is refused`)
      t.match(res.json(), { code: 'VALIDATION_FAILED', details: [{ path: '/body/cnpj_cpf', message }] }, `${sent}: ${res.body}`)
    }
    t.same(await list(t, own, '/clientes-fornecedores'), before, 'nothing was stored')
  })

  t.test('the counterpart of an update records its name as razao_social and keeps cnpj_cpf', async (t) => {
    const payableId = await createTitle(ctx, '/contas-pagar', payable({ codigo_cliente_fornecedor: 1001 }))
    const update = await ctx.request({ method: 'OPTIONS', url: `/contas-pagar/${payableId}`, payload: { conta: { fornecedor: { id: 1001, nome: 'Alfa Atualizada SA' } } } })
    t.equal(update.statusCode, 200)
    const receivableId = await createTitle(ctx, '/contas-receber', receivable({ codigo_cliente_fornecedor: '77' }))
    const patch = await ctx.request({ method: 'PATCH', url: `/contas-receber/${receivableId}`, payload: { conta: { cliente: { id: 77, nome: 'Cliente Novo' } } } })
    t.equal(patch.statusCode, 200)
    t.same(await list(t, ctx, '/clientes-fornecedores'), [
      { codigo: '0042', razao_social: 'Sem Documento SA', cnpj_cpf: '11144477735' },
      { codigo: '1001', razao_social: 'Alfa Atualizada SA', cnpj_cpf: '98765432000198' },
      { codigo: '77', razao_social: 'Cliente Novo' },
      { codigo: 'C-7', razao_social: 'João da Silva', cnpj_cpf: '52998224725' }
    ])
  })
})

t.test('directories need the right scope', async (t) => {
  const ctx = await build(t)
  const readPut = await ctx.request({ method: 'PUT', url: '/categorias/1', key: ctx.keys.read, payload: { descricao: 'X', tipo: 'FIXA' } })
  t.equal(readPut.statusCode, 403)
  const writePut = await ctx.request({ method: 'PUT', url: '/categorias/1', key: ctx.keys.write, payload: { descricao: 'X', tipo: 'FIXA' } })
  t.equal(writePut.statusCode, 200)
  const writeGet = await ctx.request({ method: 'GET', url: '/categorias', key: ctx.keys.write })
  t.equal(writeGet.statusCode, 403)
  const readGet = await ctx.request({ method: 'GET', url: '/categorias', key: ctx.keys.read })
  t.same(readGet.json().data, [{ codigo: '1', descricao: 'X', tipo: 'FIXA' }])
})

t.test('codes are case-sensitive identifiers on every engine: A and a are two categories', async (t) => {
  const ctx = await build(t)
  for (const [codigo, tipo] of [['A', 'FIXA'], ['a', 'VARIAVEL']]) {
    const res = await ctx.request({ method: 'PUT', url: `/categorias/${codigo}`, payload: { descricao: `categoria ${codigo}`, tipo } })
    t.equal(res.statusCode, 200)
  }
  const list = await ctx.request({ method: 'GET', url: '/categorias' })
  t.same(list.json().data, [
    { codigo: 'A', descricao: 'categoria A', tipo: 'FIXA' },
    { codigo: 'a', descricao: 'categoria a', tipo: 'VARIAVEL' }
  ], 'both kept, in byte order')
})
