// Calls every operation of the document through the client @hey-api/openapi-ts generated from it
// (test/generated-clients.test.ts generates ./client beside a copy of this file, compiles both with
// tsc and runs the result against a listening service). Written as a client developer would: typed
// calls and the SDK's own responses, with nothing cast.
import { client } from './client/client.gen.js'
import * as sdk from './client/sdk.gen.js'

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
  // The base URL is the document's servers entry, which the generator wrote into client.gen.ts.
  client.setConfig({ auth: () => apiKey })
  const calls: Call[] = []
  const record = <T extends { data?: unknown, error?: unknown, response?: Response }>(operation: string, result: T): T => {
    calls.push({ operation, status: result.response?.status ?? 0, body: result.data ?? result.error ?? null })
    return result
  }
  const insertIdOf = (data: unknown): number => typeof data === 'object' && data !== null && 'insertId' in data && typeof data.insertId === 'number' ? data.insertId : 0

  record('health', await sdk.health())
  record('ready', await sdk.ready())
  record('put_categoria', await sdk.putCategoria({ path: { codigo: `${tag}-2.01` }, body: { descricao: 'Aluguel', tipo: 'FIXA' } }))
  record('list_categorias', await sdk.listCategorias())
  record('put_cliente_fornecedor', await sdk.putClienteFornecedor({ path: { codigo: '501' }, body: { razao_social: 'Imobiliaria Sol Ltda', cnpj_cpf: '12.345.678/0001-95' } }))
  record('list_clientes_fornecedores', await sdk.listClientesFornecedores())

  // Payables.
  const payable = { codigo_cliente_fornecedor: 501, data_vencimento: '2026-12-10', valor_documento: 1500.07, codigo_categoria: `${tag}-2.01` }
  const p1 = insertIdOf(record('create_contas_pagar', await sdk.createContasPagar({ body: { data: { ...payable, codigo_lancamento_integracao: `${tag}-P1` } } })).data)
  const p2 = insertIdOf(record('create_contas_pagar', await sdk.createContasPagar({ body: { data: payable } })).data)
  // Pages through proximo_cursor: the body says where the next page starts, no Link header needed.
  let cursor: string | undefined
  do {
    const page: Awaited<ReturnType<typeof sdk.listContasPagar>> = record('list_contas_pagar', await sdk.listContasPagar({ query: { limite: 1, ordem: 'codigo_lancamento_svc', ...(cursor === undefined ? {} : { cursor }) } }))
    cursor = page.data?.proximo_cursor ?? undefined
  } while (cursor !== undefined)
  record('get_contas_pagar', await sdk.getContasPagar({ path: { id: p1 } }))
  // OPTIONS with a body, as the specification has it: this generator sends both.
  record('update_contas_pagar', await sdk.updateContasPagar({ path: { id: p1 }, body: { conta: { observacoes: 'Aluguel reajustado', valor: 1600 } } }))
  record('patch_contas_pagar', await sdk.patchContasPagar({ path: { id: p1 }, body: { conta: { fornecedor: { id: 501, nome: 'Imobiliaria Sol Ltda' } } } }))
  record('get_contas_pagar_by_integration_code', await sdk.getContasPagarByIntegrationCode({ path: { codigo: `${tag}-P1` } }))
  record('upsert_contas_pagar_by_integration_code', await sdk.upsertContasPagarByIntegrationCode({ path: { codigo: `${tag}-P3` }, body: { data: payable } }))
  record('batch_upsert_contas_pagar', await sdk.batchUpsertContasPagar({ body: { itens: [{ ...payable, codigo_lancamento_integracao: `${tag}-P4` }] } }))
  record('create_pagamentos', await sdk.createPagamentos({ path: { id: p1 }, body: { valor: 600, data: '2026-12-05' } }))
  const payments = record('list_pagamentos', await sdk.listPagamentos({ path: { id: p1 } }))
  const payment = payments.data?.data[0]?.codigo_baixa ?? 0
  record('get_pagamentos', await sdk.getPagamentos({ path: { id: p1, baixaId: payment } }))
  record('reverse_pagamentos', await sdk.reversePagamentos({ path: { id: p1, baixaId: payment } }))
  record('cancel_contas_pagar', await sdk.cancelContasPagar({ path: { id: p1 }, body: { motivo: 'Contrato rescindido' } }))
  record('reopen_contas_pagar', await sdk.reopenContasPagar({ path: { id: p1 } }))
  record('delete_contas_pagar', await sdk.deleteContasPagar({ path: { id: p2 } }))
  // A recurring series of three: read, changed from member 2 on, and cancelled from member 3 on.
  const payableSeries = insertIdOf(record('create_contas_pagar', await sdk.createContasPagar({ body: { data: { ...payable, codigo_lancamento_integracao: `${tag}-PS`, repeticao: { mensal: { repetir_todo_dia: 10, repetir_por: 3 } } } } })).data)
  record('get_contas_pagar_series', await sdk.getContasPagarSeries({ path: { codigo_serie: payableSeries } }))
  record('update_contas_pagar_series', await sdk.updateContasPagarSeries({ path: { codigo_serie: payableSeries }, body: { conta: { valor: 1700 }, a_partir_de: 2 } }))
  record('cancel_contas_pagar_series', await sdk.cancelContasPagarSeries({ path: { codigo_serie: payableSeries }, body: { motivo: 'Fim do contrato', a_partir_de: 3 } }))
  record('list_despesas', await sdk.listDespesas({ query: { data_vencimento_de: '2026-12-01', data_vencimento_ate: '2026-12-31' } }))

  // Receivables.
  const receivable = { codigo_cliente_fornecedor: 'C-77', data_vencimento: '2026-12-05', valor_documento: 980.5, codigo_categoria: '1.01.01' }
  const r1 = insertIdOf(record('create_contas_receber', await sdk.createContasReceber({ body: { data: { ...receivable, codigo_lancamento_integracao: `${tag}-R1` } } })).data)
  const r2 = insertIdOf(record('create_contas_receber', await sdk.createContasReceber({ body: { data: receivable } })).data)
  cursor = undefined
  do {
    const page: Awaited<ReturnType<typeof sdk.listContasReceber>> = record('list_contas_receber', await sdk.listContasReceber({ query: { limite: 1, ...(cursor === undefined ? {} : { cursor }) } }))
    cursor = page.data?.proximo_cursor ?? undefined
  } while (cursor !== undefined)
  record('get_contas_receber', await sdk.getContasReceber({ path: { id: r1 } }))
  record('update_contas_receber', await sdk.updateContasReceber({ path: { id: r1 }, body: { conta: { cliente: { id: 'C-78', nome: 'Mercado Azul' } } } }))
  record('patch_contas_receber', await sdk.patchContasReceber({ path: { id: r1 }, body: { conta: { descricao: 'Mensalidade de dezembro' } } }))
  record('get_contas_receber_by_integration_code', await sdk.getContasReceberByIntegrationCode({ path: { codigo: `${tag}-R1` } }))
  record('upsert_contas_receber_by_integration_code', await sdk.upsertContasReceberByIntegrationCode({ path: { codigo: `${tag}-R3` }, body: { data: receivable } }))
  record('batch_upsert_contas_receber', await sdk.batchUpsertContasReceber({ body: { itens: [{ ...receivable, codigo_lancamento_integracao: `${tag}-R4` }] } }))
  record('create_recebimentos', await sdk.createRecebimentos({ path: { id: r1 }, body: { valor: 980.5, data: '2026-12-04' } }))
  const receipts = record('list_recebimentos', await sdk.listRecebimentos({ path: { id: r1 } }))
  const receipt = receipts.data?.data[0]?.codigo_baixa ?? 0
  record('get_recebimentos', await sdk.getRecebimentos({ path: { id: r1, baixaId: receipt } }))
  record('reverse_recebimentos', await sdk.reverseRecebimentos({ path: { id: r1, baixaId: receipt } }))
  record('cancel_contas_receber', await sdk.cancelContasReceber({ path: { id: r1 }, body: { motivo: 'Pedido desistido' } }))
  record('reopen_contas_receber', await sdk.reopenContasReceber({ path: { id: r1 } }))
  record('delete_contas_receber', await sdk.deleteContasReceber({ path: { id: r2 } }))
  record('list_receitas', await sdk.listReceitas({ query: { data_de: '2026-12-01', data_ate: '2026-12-31' } }))

  const receivableSeries = insertIdOf(record('create_contas_receber', await sdk.createContasReceber({ body: { data: { ...receivable, codigo_lancamento_integracao: `${tag}-RS`, repeticao: { semanal: { repetir_dia_semana: 'segunda', repetir_por: 3 } } } } })).data)
  record('get_contas_receber_series', await sdk.getContasReceberSeries({ path: { codigo_serie: receivableSeries } }))
  record('update_contas_receber_series', await sdk.updateContasReceberSeries({ path: { codigo_serie: receivableSeries }, body: { conta: { observacoes: 'Mensalidade' } } }))
  record('cancel_contas_receber_series', await sdk.cancelContasReceberSeries({ path: { codigo_serie: receivableSeries }, body: { motivo: 'Plano encerrado' } }))

  // A bank statement whose credit names no title, confirmed by hand on the receivable it pays.
  const paid = insertIdOf(record('create_contas_receber', await sdk.createContasReceber({ body: { data: { ...receivable, valor_documento: 321.09 } } })).data)
  const imported = record('import_bank_file', await sdk.importBankFile({ body: STATEMENT, headers: { 'content-type': 'application/x-ofx' } }))
  const bankFile = imported.data?.data.id ?? 0
  record('list_bank_files', await sdk.listBankFiles())
  record('get_bank_file', await sdk.getBankFile({ path: { id: bankFile } }))
  record('confirm_bank_file_item', await sdk.confirmBankFileItem({ path: { id: bankFile, linha: 1 }, body: { recurso: 'contas-receber', id: paid } }))

  // The change feed, followed through proximo_cursor until a page comes back empty.
  let desde: string | undefined
  for (;;) {
    const page: Awaited<ReturnType<typeof sdk.listEventos>> = record('list_eventos', await sdk.listEventos({ query: { limite: 10, ...(desde === undefined ? {} : { desde }) } }))
    if (page.data === undefined || page.data.total_registros === 0) break
    desde = page.data.proximo_cursor
  }

  // A webhook endpoint: registered, read, changed, its secret rotated, tested, replayed, its log read, deleted.
  const created = record('create_webhook', await sdk.createWebhook({ body: { url: `https://erp.example.com/${tag}/hook`, tipos: ['criado'] } }))
  const webhook = created.data?.id ?? 0
  record('list_webhooks', await sdk.listWebhooks())
  record('get_webhook', await sdk.getWebhook({ path: { id: webhook } }))
  record('update_webhook', await sdk.updateWebhook({ path: { id: webhook }, body: { descricao: 'ERP', tipos: [] } }))
  record('rotate_webhook_secret', await sdk.rotateWebhookSecret({ path: { id: webhook } }))
  record('test_webhook', await sdk.testWebhook({ path: { id: webhook } }))
  record('replay_webhook', await sdk.replayWebhook({ path: { id: webhook }, body: { desde: '0' } }))
  record('list_webhook_entregas', await sdk.listWebhookEntregas({ path: { id: webhook }, query: { limite: 10 } }))
  record('delete_webhook', await sdk.deleteWebhook({ path: { id: webhook } }))
  return calls
}
