// Calls every operation of the document through the fetch client orval generated from it
// (test/generated-clients.test.ts generates ./client/api.ts beside a copy of this file, compiles both
// with tsc and runs the result against a listening service). Each function answers { data, status,
// headers }, typed per status; the base URL is the document's servers entry (getBaseUrlFromSpecification).
import * as api from './client/api.js'

export interface Call { operation: string, status: number, body: unknown }

/** Everything the scenario needs from the test: the key and names that do not collide between runs. */
export interface Scenario { apiKey: string, tag: string }

/** A bank statement of one credit, as a bank's OFX 1.x export writes it (unclosed tags, a comma decimal). */
const STATEMENT = ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', '',
  '<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>BRL',
  '<BANKACCTFROM><BANKID>341<ACCTID>12345-6<ACCTTYPE>CHECKING</BANKACCTFROM>',
  '<BANKTRANLIST><DTSTART>20261201<DTEND>20261231',
  '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261205<TRNAMT>321,09<FITID>F1<MEMO>PIX RECEBIDO</STMTTRN>',
  '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>', ''].join('\r\n')

export async function callEveryOperation ({ apiKey, tag }: Scenario): Promise<Call[]> {
  const auth: RequestInit = { headers: { authorization: `Bearer ${apiKey}` } }
  const calls: Call[] = []
  const record = <T extends { status: number, data: unknown }>(operation: string, result: T): T => {
    calls.push({ operation, status: result.status, body: result.data })
    return result
  }
  const insertIdOf = (data: unknown): number => typeof data === 'object' && data !== null && 'insertId' in data && typeof data.insertId === 'number' ? data.insertId : 0

  record('health', await api.health())
  record('ready', await api.ready())
  record('put_categoria', await api.putCategoria(`${tag}-2.01`, { descricao: 'Aluguel', tipo: 'FIXA' }, auth))
  record('list_categorias', await api.listCategorias(auth))
  record('put_cliente_fornecedor', await api.putClienteFornecedor('501', { razao_social: 'Imobiliaria Sol Ltda', cnpj_cpf: '12.345.678/0001-95' }, auth))
  record('list_clientes_fornecedores', await api.listClientesFornecedores(auth))

  // Payables.
  const payable = { codigo_cliente_fornecedor: 501, data_vencimento: '2026-12-10', valor_documento: 1500.07, codigo_categoria: `${tag}-2.01` }
  const p1 = insertIdOf(record('create_contas_pagar', await api.createContasPagar({ data: { ...payable, codigo_lancamento_integracao: `${tag}-P1` } }, auth)).data)
  const p2 = insertIdOf(record('create_contas_pagar', await api.createContasPagar({ data: payable }, auth)).data)
  // Pages through proximo_cursor: the body says where the next page starts, no Link header needed.
  let cursor: string | undefined
  do {
    const page: Awaited<ReturnType<typeof api.listContasPagar>> = record('list_contas_pagar', await api.listContasPagar({ limite: 1, ordem: 'codigo_lancamento_svc', ...(cursor === undefined ? {} : { cursor }) }, auth))
    // The 200 body is typed JSON or CSV text (the list also answers Accept: text/csv).
    cursor = page.status === 200 && typeof page.data === 'object' ? page.data.proximo_cursor ?? undefined : undefined
  } while (cursor !== undefined)
  record('get_contas_pagar', await api.getContasPagar(p1, auth))
  // OPTIONS with a body, as the specification has it: orval 8 generates it and sends the body.
  record('update_contas_pagar', await api.updateContasPagar(p1, { conta: { observacoes: 'Aluguel reajustado', valor: 1600 } }, auth))
  record('patch_contas_pagar', await api.patchContasPagar(p1, { conta: { fornecedor: { id: 501, nome: 'Imobiliaria Sol Ltda' } } }, auth))
  record('get_contas_pagar_by_integration_code', await api.getContasPagarByIntegrationCode(`${tag}-P1`, auth))
  record('upsert_contas_pagar_by_integration_code', await api.upsertContasPagarByIntegrationCode(`${tag}-P3`, { data: payable }, auth))
  record('batch_upsert_contas_pagar', await api.batchUpsertContasPagar({ itens: [{ ...payable, codigo_lancamento_integracao: `${tag}-P4` }] }, auth))
  record('create_pagamentos', await api.createPagamentos(p1, { valor: 600, data: '2026-12-05' }, auth))
  const payments = record('list_pagamentos', await api.listPagamentos(p1, auth))
  const payment = payments.status === 200 ? payments.data.data[0]?.codigo_baixa ?? 0 : 0
  record('get_pagamentos', await api.getPagamentos(p1, payment, auth))
  record('reverse_pagamentos', await api.reversePagamentos(p1, payment, auth))
  record('cancel_contas_pagar', await api.cancelContasPagar(p1, { motivo: 'Contrato rescindido' }, auth))
  record('reopen_contas_pagar', await api.reopenContasPagar(p1, auth))
  record('delete_contas_pagar', await api.deleteContasPagar(p2, auth))
  // A recurring series of three: read, changed from member 2 on, and cancelled from member 3 on.
  const payableSeries = insertIdOf(record('create_contas_pagar', await api.createContasPagar({ data: { ...payable, codigo_lancamento_integracao: `${tag}-PS`, repeticao: { mensal: { repetir_todo_dia: 10, repetir_por: 3 } } } }, auth)).data)
  record('get_contas_pagar_series', await api.getContasPagarSeries(payableSeries, auth))
  record('update_contas_pagar_series', await api.updateContasPagarSeries(payableSeries, { conta: { valor: 1700 }, a_partir_de: 2 }, auth))
  record('cancel_contas_pagar_series', await api.cancelContasPagarSeries(payableSeries, { motivo: 'Fim do contrato', a_partir_de: 3 }, auth))
  record('list_despesas', await api.listDespesas({ data_vencimento_de: '2026-12-01', data_vencimento_ate: '2026-12-31' }, auth))

  // Receivables.
  const receivable = { codigo_cliente_fornecedor: 'C-77', data_vencimento: '2026-12-05', valor_documento: 980.5, codigo_categoria: '1.01.01' }
  const r1 = insertIdOf(record('create_contas_receber', await api.createContasReceber({ data: { ...receivable, codigo_lancamento_integracao: `${tag}-R1` } }, auth)).data)
  const r2 = insertIdOf(record('create_contas_receber', await api.createContasReceber({ data: receivable }, auth)).data)
  cursor = undefined
  do {
    const page: Awaited<ReturnType<typeof api.listContasReceber>> = record('list_contas_receber', await api.listContasReceber({ limite: 1, ...(cursor === undefined ? {} : { cursor }) }, auth))
    cursor = page.status === 200 && typeof page.data === 'object' ? page.data.proximo_cursor ?? undefined : undefined
  } while (cursor !== undefined)
  record('get_contas_receber', await api.getContasReceber(r1, auth))
  record('update_contas_receber', await api.updateContasReceber(r1, { conta: { cliente: { id: 'C-78', nome: 'Mercado Azul' } } }, auth))
  record('patch_contas_receber', await api.patchContasReceber(r1, { conta: { descricao: 'Mensalidade de dezembro' } }, auth))
  record('get_contas_receber_by_integration_code', await api.getContasReceberByIntegrationCode(`${tag}-R1`, auth))
  record('upsert_contas_receber_by_integration_code', await api.upsertContasReceberByIntegrationCode(`${tag}-R3`, { data: receivable }, auth))
  record('batch_upsert_contas_receber', await api.batchUpsertContasReceber({ itens: [{ ...receivable, codigo_lancamento_integracao: `${tag}-R4` }] }, auth))
  record('create_recebimentos', await api.createRecebimentos(r1, { valor: 980.5, data: '2026-12-04' }, auth))
  const receipts = record('list_recebimentos', await api.listRecebimentos(r1, auth))
  const receipt = receipts.status === 200 ? receipts.data.data[0]?.codigo_baixa ?? 0 : 0
  record('get_recebimentos', await api.getRecebimentos(r1, receipt, auth))
  record('reverse_recebimentos', await api.reverseRecebimentos(r1, receipt, auth))
  record('cancel_contas_receber', await api.cancelContasReceber(r1, { motivo: 'Pedido desistido' }, auth))
  record('reopen_contas_receber', await api.reopenContasReceber(r1, auth))
  record('delete_contas_receber', await api.deleteContasReceber(r2, auth))
  record('list_receitas', await api.listReceitas({ data_de: '2026-12-01', data_ate: '2026-12-31' }, auth))

  const receivableSeries = insertIdOf(record('create_contas_receber', await api.createContasReceber({ data: { ...receivable, codigo_lancamento_integracao: `${tag}-RS`, repeticao: { semanal: { repetir_dia_semana: 'segunda', repetir_por: 3 } } } }, auth)).data)
  record('get_contas_receber_series', await api.getContasReceberSeries(receivableSeries, auth))
  record('update_contas_receber_series', await api.updateContasReceberSeries(receivableSeries, { conta: { observacoes: 'Mensalidade' } }, auth))
  record('cancel_contas_receber_series', await api.cancelContasReceberSeries(receivableSeries, {}, auth))

  // A bank statement whose credit names no title, confirmed by hand on the receivable it pays.
  const paid = insertIdOf(record('create_contas_receber', await api.createContasReceber({ data: { ...receivable, valor_documento: 321.09 } }, auth)).data)
  const imported = record('import_bank_file', await api.importBankFile(STATEMENT, {}, auth))
  const bankFile = imported.status === 201 ? imported.data.data.id : 0
  record('list_bank_files', await api.listBankFiles({}, auth))
  record('get_bank_file', await api.getBankFile(bankFile, auth))
  record('confirm_bank_file_item', await api.confirmBankFileItem(bankFile, 1, { recurso: 'contas-receber', id: paid }, auth))

  // The change feed, followed through proximo_cursor until a page comes back empty.
  let desde: string | undefined
  for (;;) {
    const page: Awaited<ReturnType<typeof api.listEventos>> = record('list_eventos', await api.listEventos({ limite: 10, ...(desde === undefined ? {} : { desde }) }, auth))
    if (page.status !== 200 || page.data.total_registros === 0) break
    desde = page.data.proximo_cursor
  }

  // A webhook endpoint: registered, read, changed, its secret rotated, tested, replayed, its log read, deleted.
  const created = record('create_webhook', await api.createWebhook({ url: `https://erp.example.com/${tag}/hook`, tipos: ['criado'] }, auth))
  const webhook = created.status === 201 ? created.data.id : 0
  record('list_webhooks', await api.listWebhooks(auth))
  record('get_webhook', await api.getWebhook(webhook, auth))
  record('update_webhook', await api.updateWebhook(webhook, { descricao: 'ERP', tipos: [] }, auth))
  record('rotate_webhook_secret', await api.rotateWebhookSecret(webhook, auth))
  record('test_webhook', await api.testWebhook(webhook, auth))
  record('replay_webhook', await api.replayWebhook(webhook, { desde: '0' }, auth))
  record('list_webhook_entregas', await api.listWebhookEntregas(webhook, { limite: 10 }, auth))
  record('delete_webhook', await api.deleteWebhook(webhook, auth))
  return calls
}
