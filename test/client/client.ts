import createClient from 'openapi-fetch'
// test/generated/api.d.ts is generated from the live OpenAPI document by test/openapi.test.ts (it is
// git-ignored), which then type-checks this file with test/client/tsconfig.json. The root tsconfig
// excludes this folder because the generated file does not exist before that test runs.
import type { components, paths } from '../generated/api.js'

/**
 * A small integration written the way a client developer would: every path, parameter, body field
 * and response field below is checked by the compiler against the types generated from the
 * service's OpenAPI document, so a renamed field or route in the document breaks this file.
 */

export type ContaPagar = components['schemas']['ContaPagar']
export type ContaPagarNova = components['schemas']['ContaPagarNova']
export type ContaReceberNova = components['schemas']['ContaReceberNova']
export type ResultObject = components['schemas']['ResultObject']
export type ErrorBody = components['schemas']['ErrorBody']
export type PayableFilter = NonNullable<paths['/contas-pagar']['get']['parameters']['query']>
export type RevenueFilter = NonNullable<paths['/contas-receber/receitas']['get']['parameters']['query']>
export type PayableUpdate = paths['/contas-pagar/{id}']['options']['requestBody']['content']['application/json']['conta']
export type RevenueGroup = paths['/contas-receber/receitas']['get']['responses'][200]['content']['application/json']['data'][number]
export type RevenueLine = RevenueGroup['receitas'][number]

/** A payable as an ERP would send it: supplier code as a number, dates as YYYY-MM-DD. */
export function newPayable (integrationKey: string): ContaPagarNova {
  return {
    codigo_lancamento_integracao: integrationKey,
    codigo_cliente_fornecedor: 2001,
    data_vencimento: '2026-04-15',
    valor_documento: 1234.56,
    codigo_categoria: '2.01.03',
    numero_parcela: '1/2',
    observacao: 'Aluguel abril',
    status_titulo: 'EM ABERTO',
    info: { cImpAPI: 'S' },
    cnab_integracao_bancaria: { codigo_forma_pagamento: 'PIX', juros_boleto: 0 },
    distribuicao: [{ cCodDep: 'ADM', nPerDep: 100 }]
  }
}

/** A receivable: the customer code is a string here, unlike on payables. */
export function newReceivable (integrationKey: string): ContaReceberNova {
  return {
    codigo_lancamento_integracao: integrationKey,
    codigo_cliente_fornecedor: 'C-77',
    data_vencimento: '2026-05-20',
    data_previsao: '2026-05-22',
    valor_documento: 980.1,
    codigo_categoria: '1.01.02',
    numero_documento_fiscal: 'NF-555',
    numero_documento: 'DOC-9',
    id_origem: 'API'
  }
}

export function contasClient (baseUrl: string, apiKey: string) {
  // JSON answers only: the lists also answer text/csv, which this client does not ask for.
  const api = createClient<paths, 'application/json'>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` } })

  return {
    /** The generated client itself, for calls this module does not wrap. */
    api,

    async createPayable (title: ContaPagarNova) {
      const { data, error, response } = await api.POST('/contas-pagar', { body: { data: title } })
      return { status: response.status, location: response.headers.get('location'), result: data, error }
    },

    async createReceivable (title: ContaReceberNova) {
      const { data, error, response } = await api.POST('/contas-receber', { body: { data: title } })
      return { status: response.status, result: data, error }
    },

    async listPayables (filter: PayableFilter) {
      const { data, error, response } = await api.GET('/contas-pagar', { params: { query: filter } })
      const titles: ContaPagar[] = data?.data ?? []
      return {
        status: response.status,
        total: data?.total_registros,
        titles: titles.map((title) => ({ id: title.codigo_lancamento_svc, integrationKey: title.codigo_lancamento_integracao, status: title.status_titulo, valor: title.valor_documento })),
        error
      }
    },

    async getPayable (id: number) {
      const { data, error, response } = await api.GET('/contas-pagar/{id}', { params: { path: { id } } })
      return { status: response.status, title: data?.data, error }
    },

    /** The update as the specification defines it: OPTIONS with a body. */
    async updatePayable (id: number, conta: PayableUpdate) {
      const { data, error, response } = await api.OPTIONS('/contas-pagar/{id}', { params: { path: { id } }, body: { conta } })
      return { status: response.status, result: data, error }
    },

    /** The same update through PATCH, for HTTP stacks that cannot send a body with OPTIONS. */
    async renameSupplier (id: number, supplierId: number, nome: string, categoria: string) {
      const conta: PayableUpdate = { fornecedor: { id: supplierId, nome }, categoria }
      const { data, error, response } = await api.PATCH('/contas-pagar/{id}', { params: { path: { id } }, body: { conta } })
      return { status: response.status, result: data, error }
    },

    async revenue (filter: RevenueFilter) {
      const { data, error, response } = await api.GET('/contas-receber/receitas', { params: { query: filter } })
      const groups = (data?.data ?? []).map((group: RevenueGroup) => ({
        categoria: group.receitas[0]?.codigo_categoria,
        total: group.valor_receitas,
        recebidos: group.quantia_recebidos,
        lines: group.receitas.map((line: RevenueLine) => ({ razao_social: line.razao_social, nota_fiscal: line.nota_fiscal, documento: line.documento, previsao: line.data_previsao, valor: line.valor_documento, recebido: line.recebido }))
      }))
      return { status: response.status, total: data?.total_registros, groups, error }
    }
  }
}

export type ContasClient = ReturnType<typeof contasClient>
