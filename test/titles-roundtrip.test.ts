import t from 'tap'
import { build, createTitle, payable, receivable, type TestContext, type Title, type TitlePath } from './helper.js'

/**
 * Every field of the specification, nested objects included, comes back field for field from
 * GET /:id and from the list (docs/CONTRACT.md section 1), and money is exact to the cent.
 */

type Path = TitlePath

const PINNED = new Date('2026-03-10T15:00:00Z') // 12:00:00 on 2026-03-10 in America/Sao_Paulo
const NFE = '35260312345678000195550010000012341000012345'

const CLIENT_INFO = { cImpAPI: 'S', dInc: '2020-01-01', hInc: '01:02:03', uInc: 'cliente', dAlt: '2020-01-02', hAlt: '04:05:06', uAlt: 'cliente' }

/** Fields both kinds share, every one filled. */
const common = {
  codigo_lancamento_integracao: 'ERP-TIT-0001',
  codigo_cliente_fornecedor_integracao: 'ERP-CF-77',
  data_vencimento: '2026-04-15',
  valor_documento: 1234.56,
  codigo_categoria: '2.01.02',
  categorias: [
    { codigo_categoria: '2.01.01', percentual: 25, valor: 308.64 },
    { codigo_categoria: '2.01.02', percentual: 75, valor: 925.92 }
  ],
  data_previsao: '2026-04-20',
  id_conta_corrente: 8123456,
  numero_documento_fiscal: 'NF-000123',
  data_emissao: '2026-03-01',
  codigo_projeto: 42,
  observacao: 'Título completo: acentuação, "aspas", \\ barra e emoji 🚀',
  valor_pis: 8.02,
  valor_cofins: 37.04,
  valor_csll: 12.35,
  valor_ir: 18.52,
  valor_iss: 61.73,
  valor_inss: 0.07,
  retem_pis: 'S',
  retem_cofins: 'N',
  retem_csll: 'S',
  retem_ir: 'N',
  retem_iss: 'S',
  retem_inss: 'N',
  distribuicao: [
    { cCodDep: 'DEP-1', cDesDep: 'Administrativo', nPerDep: 60, nValDep: 740.74 },
    { cCodDep: 'DEP-2', cDesDep: 'Comercial', nPerDep: 40, nValDep: 493.82 }
  ],
  numero_pedido: 'PED-9981',
  codigo_tipo_documento: 'NF',
  numero_documento: 'DOC-555/2026',
  numero_parcela: '2/5',
  chave_nfe: NFE,
  codigo_barras_ficha_compensacao: '34191790010104351004791020150008291070026000',
  codigo_vendedor: 17,
  id_origem: 'APIIMP',
  info: CLIENT_INFO,
  operacao: '01',
  nsu: 'NSU-000000123',
  acao: 'INCLUIR',
  bloqueado: 'N',
  codigo_cmc7_cheque: '<34191234<0012345678>123456789012:',
  importado_api: 'S',
  bloquear_exclusao: 'N',
  aprendizado_rateio: 'S',
  descricao: 'Serviço de manutenção predial'
}

const FULL_PAYABLE: Title = {
  ...common,
  codigo_cliente_fornecedor: 3456789,
  status_titulo: 'PAGTO_PARCIAL',
  data_entrada: '2026-03-02',
  id_conta_corrente_integracao: 'CC-INT-01',
  baixa_bloqueada: 'N',
  cnab_integracao_bancaria: {
    codigo_forma_pagamento: 'PIX',
    banco_transferencia: '341',
    agencia_transferencia: '0123',
    conta_corrente_transferencia: '12345-6',
    finalidade_transferencia: '10',
    cpf_cnpj_transferencia: '12345678000195',
    nome_transferencia: 'Fornecedor Exemplo Ltda',
    codigo_barras_boleto: '34191790010104351004791020150008291070026000',
    juros_boleto: 1.5,
    multa_boleto: 24.69,
    pix_qrcode: '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR'
  },
  servico_tomado: {
    numero_nf: '000123',
    serie_nf: 'A1',
    codigo_servico: '07.02',
    valor_nf: 1234.56,
    cst_pis: '01',
    base_pis: 1234.56,
    aliquota_pis: 0.65,
    valor_pis: 8.02,
    cst_cofins: '01',
    base_cofins: 1234.56,
    aliquota_cofins: 3,
    valor_cofins: 37.04
  },
  valor_pag: 600.01
}

const FULL_RECEIVABLE: Title = {
  ...common,
  codigo_categoria: '1.01.02',
  categorias: [
    { codigo_categoria: '1.01.01', percentual: 25, valor: 308.64 },
    { codigo_categoria: '1.01.02', percentual: 75, valor: 925.92 }
  ],
  codigo_cliente_fornecedor: 'CLI-000987',
  status_titulo: 'LIQUIDADO',
  bloquear_baixa: 'N',
  baixar_documento: 'S',
  conciliar_documento: 'N',
  lancamento_detalhe: [
    { item: 1, descricao: 'Hora técnica', quantidade: 10, valor: 100.5, tags: ['a', 'b'], extra: null },
    'texto livre',
    42,
    true,
    null,
    [1, [2, { profundo: { mais: 'sim' } }]]
  ],
  data_registro: '2026-03-01T10:20:30',
  tipo_agrupamento: 'GRUPO-A',
  boleto: {
    cGerado: 'S',
    cNumBancario: '00012345678',
    cNumBoleto: '123456',
    dDtEmBol: '2026-03-02',
    nPerJuros: 1,
    nPerMulta: 2.5
  },
  nCodPedido: 998877,
  nCodOS: 5544,
  cPedidoCliente: 'PC-2026-001',
  cNumeroContrato: 'CT-7788',
  recebimento: {
    codigo_recebimento_integracao: 'REC-0001',
    codigo_conta_corrente: 8123456,
    valor: 1230.06,
    desconto: 10,
    juros: 3.5,
    multa: 2,
    data: '2026-04-16',
    observacao: 'Recebido via PIX'
  }
  // repeticao makes a series (docs/CONTRACT.md section 17): test/series.test.ts round-trips it.
}

async function get (ctx: TestContext, path: Path, id: number): Promise<{ status: number, body: Record<string, unknown> }> {
  const res = await ctx.request({ method: 'GET', url: `${path}/${id}` })
  return { status: res.statusCode, body: res.json() }
}

async function list (ctx: TestContext, path: Path, query = ''): Promise<Title[]> {
  const res = await ctx.request({ method: 'GET', url: `${path}${query}` })
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`)
  return res.json().data
}

const SERVER_INFO = { dInc: '2026-03-10', hInc: '12:00:00', dAlt: '2026-03-10', hAlt: '12:00:00' }
/** What the service adds to every new title: its version and change time. */
const FIRST_VERSION = { versao: 1, atualizado_em: PINNED.toISOString() }

for (const [name, path, full] of [['payable', '/contas-pagar', FULL_PAYABLE], ['receivable', '/contas-receber', FULL_RECEIVABLE]] as Array<[string, Path, Title]>) {
  t.test(`a ${name} with every field filled round-trips through GET /:id and the list`, async (t) => {
    const ctx = await build(t, { now: () => PINNED })
    const id = await createTitle(ctx, path, full)

    const one = await get(ctx, path, id)
    t.equal(one.status, 200)
    t.strictSame(Object.keys(one.body).sort(), ['data', 'success', 'timeStamp', 'total_registros'])
    t.equal(one.body.success, true)
    t.equal(one.body.total_registros, 1)
    const title = one.body.data as Title

    // Server-managed info fields are the service's; everything else is exactly what was sent.
    const info = title.info as Record<string, string>
    t.type(info.uInc, 'string')
    t.not(info.uInc, 'cliente')
    t.ok(info.uInc!.length > 0)
    const expected = { codigo_lancamento_svc: id, ...full, info: { cImpAPI: 'S', ...SERVER_INFO, uInc: info.uInc, uAlt: info.uInc }, ...FIRST_VERSION }
    t.strictSame(title, expected)
    t.strictSame(Object.keys(title).sort(), Object.keys(expected).sort(), 'no field lost, none added')
    // Field for field, so a failure names the field.
    for (const [field, value] of Object.entries(full)) {
      if (field !== 'info') t.strictSame(title[field], value, field)
    }

    const listed = await list(ctx, path)
    t.equal(listed.length, 1)
    t.strictSame(listed[0], expected, 'the list shows the same title')

    // The row keeps the extras once, in its render (docs/CONTRACT.md section 1); an update reads
    // them back from there, and every field the update leaves alone comes back as it was.
    const row = await ctx.app.database.db.selectFrom(path === '/contas-pagar' ? 'contas_pagar' : 'contas_receber').select('extra').where('id', '=', id).executeTakeFirstOrThrow()
    t.equal(row.extra, 'null', 'the extras are not stored a second time beside the render')
    const updated = await ctx.request({ method: 'PATCH', url: `${path}/${id}`, payload: { conta: { descricao: 'Outra descrição' } } })
    t.equal(updated.statusCode, 200, updated.body)
    t.strictSame((await get(ctx, path, id)).body.data, { ...expected, descricao: 'Outra descrição', versao: 2 }, 'an update keeps every field it does not change')
  })
}

t.test('an open title round-trips with its derived status shown', async (t) => {
  const ctx = await build(t, { now: () => PINNED })
  // Nothing paid yet: a valor_pag would record a payment and make it PAGTO_PARCIAL.
  const { valor_pag: _paid, ...unpaid } = FULL_PAYABLE
  const sent: Title = { ...unpaid, status_titulo: 'EM ABERTO', codigo_lancamento_integracao: 'ERP-TIT-0002' }
  const id = await createTitle(ctx, '/contas-pagar', sent)
  const title = (await get(ctx, '/contas-pagar', id)).body.data as Title
  const { info: _sentInfo, status_titulo: _sentStatus, ...rest } = sent
  const { info: _info, status_titulo: shown, codigo_lancamento_svc: svc, ...back } = title
  t.equal(svc, id)
  t.equal(shown, 'A VENCER', 'due 2026-04-15, today 2026-03-10')
  t.strictSame(back, { ...rest, ...FIRST_VERSION })
})

t.test('a minimal title comes back with only the fields it has', async (t) => {
  const ctx = await build(t, { now: () => PINNED })
  for (const [path, make] of [['/contas-pagar', payable], ['/contas-receber', receivable]] as const) {
    const sent = make({ data_vencimento: '2026-03-09' })
    const id = await createTitle(ctx, path, sent)
    const title = (await get(ctx, path, id)).body.data as Title
    const info = title.info as Record<string, string>
    t.strictSame(title, {
      codigo_lancamento_svc: id,
      ...sent,
      data_previsao: '2026-03-09',
      status_titulo: 'ATRASADO',
      info: { ...SERVER_INFO, uInc: info.uInc, uAlt: info.uInc },
      ...FIRST_VERSION
    }, path)
  }
})

t.test('money is exact to the cent', async (t) => {
  const ctx = await build(t)
  for (const [path, make] of [['/contas-pagar', payable], ['/contas-receber', receivable]] as const) {
    t.test(path, async (t) => {
      const amounts = [0.07, 0.1, 0.2, 0.3, 1.1, 1.15, 2.67, 10.01, 1005.99, 4503599627.37, 999999999999.99]
      const ids: number[] = []
      for (const amount of amounts) {
        ids.push(await createTitle(ctx, path, make({ valor_documento: amount, valor_pis: amount, valor_iss: 0 })))
      }
      for (const [index, id] of ids.entries()) {
        const title = (await get(ctx, path, id)).body.data as Title
        t.equal(title.valor_documento, amounts[index], `valor_documento ${amounts[index]}`)
        t.equal(title.valor_pis, amounts[index], `valor_pis ${amounts[index]}`)
        t.equal(title.valor_iss, 0)
      }
      const listed = await list(ctx, path)
      t.strictSame(listed.map((row) => row.valor_documento), amounts)

      // The raw JSON carries the digits the client wrote.
      const raw = (await ctx.request({ method: 'GET', url: `${path}/${ids[amounts.length - 1]}` })).body
      t.match(raw, /"valor_documento":999999999999\.99[,}]/)
      const small = (await ctx.request({ method: 'GET', url: `${path}/${ids[0]}` })).body
      t.match(small, /"valor_documento":0\.07[,}]/)
    })
  }
})

t.test('amounts with more than two decimals are rejected, whatever their notation on the wire', async (t) => {
  const ctx = await build(t)
  for (const [path, make] of [['/contas-pagar', payable], ['/contas-receber', receivable]] as const) {
    // Raw JSON text, so the amount reaches the service exactly as written here.
    const post = async (amount: string) => await ctx.request({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: make({ valor_documento: '@AMOUNT@' }) }).replace('"@AMOUNT@"', amount)
    })
    for (const amount of ['2.675', '1e-7', '0.001', '1.005', '999999999999.999', '1.5e-3']) {
      const res = await post(amount)
      t.equal(res.statusCode, 400, `${path} ${amount}`)
      t.equal(res.json().code, 'VALIDATION_FAILED')
      // 999999999999.999 breaks two rules (decimals and maximum): one detail each, same path.
      t.strictSame([...new Set(res.json().details.map((detail: { path: string }) => detail.path))], ['/body/data/valor_documento'])
    }
    t.strictSame(await list(ctx, path), [], `${path}: nothing stored`)
    // Other notations of a two-decimal amount are that amount.
    const ids: number[] = []
    for (const [amount, value] of [['1.5e2', 150], ['2.50', 2.5], ['1.10', 1.1], ['7E-2', 0.07]] as const) {
      const res = await post(amount)
      t.equal(res.statusCode, 201, `${path} ${amount}`)
      ids.push(res.json().insertId)
      t.equal(((await get(ctx, path, res.json().insertId)).body.data as Title).valor_documento, value, `${path} ${amount}`)
    }
    t.strictSame((await list(ctx, path)).map((row) => row.codigo_lancamento_svc), ids, `${path}: only the valid ones stored`)
  }
})

t.test('0.1 stored 30 times sums to exactly 3.00 in the revenue report', async (t) => {
  const ctx = await build(t)
  for (let i = 0; i < 30; i++) {
    await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 0.1, data_vencimento: '2026-05-10', codigo_categoria: '1.01.01' }))
  }
  // And a received group of amounts whose float sum drifts: 0.1 + 0.2 + 0.3 + 0.07 * 10.
  for (const amount of [0.1, 0.2, 0.3, ...Array<number>(10).fill(0.07)]) {
    await createTitle(ctx, '/contas-receber', receivable({
      valor_documento: amount, data_vencimento: '2026-05-01', codigo_categoria: '1.02.01', status_titulo: 'LIQUIDADO', recebimento: { data: '2026-05-02', valor: amount }
    }))
  }
  // Two of the largest amounts: the sum needs 16 significant digits.
  for (let i = 0; i < 2; i++) {
    await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 999999999999.99, data_vencimento: '2026-05-03', codigo_categoria: '1.03.01' }))
  }
  const res = await ctx.request({ method: 'GET', url: '/contas-receber/receitas?data_de=2026-05-01&data_ate=2026-05-31' })
  t.equal(res.statusCode, 200)
  const body = res.json()
  t.equal(body.total_registros, 30 + 13 + 2)
  t.strictSame(body.data.map((group: { receitas: unknown[], quantia_recebidos: number, valor_receitas: string }) =>
    [group.receitas.length, group.quantia_recebidos, group.valor_receitas]), [
    [30, 0, '3.00'],
    [13, 13, '1.30'],
    [2, 0, '1999999999999.98']
  ])
  for (const line of body.data[0].receitas) t.equal(line.valor_documento, '0.10')
  t.strictSame(body.data[2].receitas.map((line: { valor_documento: string }) => line.valor_documento), ['999999999999.99', '999999999999.99'])

  // The titles themselves still read back as 0.1.
  const listed = await list(ctx, '/contas-receber', '?data_vencimento_de=2026-05-10&data_vencimento_ate=2026-05-10')
  t.equal(listed.length, 30)
  t.ok(listed.every((row) => row.valor_documento === 0.1))
})

t.test('an empty split and a valor_pag of 0 read back as sent, and record nothing', async (t) => {
  const ctx = await build(t, { now: () => PINNED })
  const id = await createTitle(ctx, '/contas-pagar', payable({ categorias: [], valor_pag: 0 }))
  const title = (await get(ctx, '/contas-pagar', id)).body.data as Title
  t.strictSame([title.categorias, title.valor_pag, title.status_titulo], [[], 0, 'VENCE HOJE'])
  t.equal((await ctx.request({ method: 'GET', url: `/contas-pagar/${id}/pagamentos` })).json().total_registros, 0, 'valor_pag 0 is no payment')
  // Once something is paid, valor_pag is what was paid.
  const paid = await ctx.request({ method: 'POST', url: `/contas-pagar/${id}/pagamentos`, payload: { valor: 1.5, data: '2026-03-10' } })
  t.equal(((await get(ctx, '/contas-pagar', id)).body.data as Title).valor_pag, 1.5)
  // Reversed, nothing is paid again: the 0 and the empty split the client sent are back.
  const reversed = await ctx.request({ method: 'DELETE', url: String(paid.headers.location) })
  t.equal(reversed.statusCode, 200, reversed.body)
  const after = (await get(ctx, '/contas-pagar', id)).body.data as Title
  t.strictSame([after.categorias, after.valor_pag, after.status_titulo], [[], 0, 'VENCE HOJE'])
})
