import { readFileSync } from 'node:fs'
import type { ChildProcess } from 'node:child_process'

/**
 * Realistic titles with every field of the specification filled (about 2.5 KB of JSON each), the
 * same for a given index on every run, so benchmark runs and seeded databases are comparable.
 */

const SUPPLIERS = ['Imobiliaria Sol Ltda', 'Transportes Rapido S.A.', 'Papelaria Central ME', 'Energia Paulista S.A.', 'Consultoria Alfa Ltda']
export const CATEGORIES = ['2.01.01', '2.01.02', '2.02.01', '2.03.05', '2.04.09']
export const FIXED_CATEGORIES = ['2.01.01', '2.01.02']
export const DAYS = 400
export const FIRST_DAY = Date.UTC(2026, 0, 1)

export function dateOf (dayOffset: number): string {
  return new Date(FIRST_DAY + dayOffset * 86_400_000).toISOString().slice(0, 10)
}

/** Integer cents from the index: deterministic amounts without floating point. */
function cents (i: number, salt: number): number {
  return ((i * 7919 + salt * 104_729) % 9_999_900) + 100
}

const money = (value: number) => value / 100

/** The categories the bench's titles split into, stored through the API (PUT is idempotent). */
export async function putCategories (base: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  for (const code of CATEGORIES) {
    const answer = await fetch(`${base}/categorias/${code}`, { method: 'PUT', headers, body: JSON.stringify({ descricao: `Categoria ${code}`, tipo: FIXED_CATEGORIES.includes(code) ? 'FIXA' : 'VARIAVEL' }) })
    if (!answer.ok) throw new Error(`PUT /categorias/${code}: ${answer.status} ${await answer.text()}`)
  }
}

export function fullPayable (i: number, days = DAYS): Record<string, unknown> {
  const due = dateOf(i % days)
  const total = cents(i, 1)
  const first = Math.round(total * 0.6)
  const category = CATEGORIES[i % CATEGORIES.length] as string
  const other = CATEGORIES[(i + 1) % CATEGORIES.length] as string
  const digits = String(10_000_000_000 + i).padStart(11, '0')
  return {
    codigo_lancamento_integracao: `BENCH-P-${i}`,
    codigo_cliente_fornecedor: 1000 + (i % 500),
    codigo_cliente_fornecedor_integracao: `FORN-${1000 + (i % 500)}`,
    data_vencimento: due,
    valor_documento: money(total),
    codigo_categoria: category,
    categorias: [
      { codigo_categoria: category, percentual: 60, valor: money(first) },
      { codigo_categoria: other, percentual: 40, valor: money(total - first) }
    ],
    data_previsao: due,
    id_conta_corrente: 8_754_321,
    numero_documento_fiscal: `NF${String(i).padStart(8, '0')}`,
    data_emissao: dateOf(Math.max(0, (i % days) - 10)),
    data_entrada: dateOf(Math.max(0, (i % days) - 8)),
    codigo_projeto: 4_000 + (i % 20),
    observacao: `Pagamento referente ao contrato ${i} de prestacao de servicos; fornecedor ${SUPPLIERS[i % SUPPLIERS.length]}; ` +
      'conferido pelo setor financeiro, aprovado pela diretoria e lancado automaticamente pela integracao.',
    valor_pis: money(Math.round(total * 0.0065)),
    valor_cofins: money(Math.round(total * 0.03)),
    valor_csll: money(Math.round(total * 0.01)),
    valor_ir: money(Math.round(total * 0.015)),
    valor_iss: money(Math.round(total * 0.05)),
    valor_inss: money(Math.round(total * 0.11)),
    retem_pis: 'S',
    retem_cofins: 'S',
    retem_csll: 'S',
    retem_ir: 'N',
    retem_iss: 'N',
    retem_inss: 'N',
    distribuicao: [
      { cCodDep: 'ADM', cDesDep: 'Administrativo', nPerDep: 70, nValDep: money(Math.round(total * 0.7)) },
      { cCodDep: 'OPS', cDesDep: 'Operacoes', nPerDep: 30, nValDep: money(total - Math.round(total * 0.7)) }
    ],
    numero_pedido: `PED-${i}`,
    codigo_tipo_documento: 'NF',
    numero_documento: `DOC-${i}`,
    numero_parcela: `${(i % 3) + 1}/3`,
    chave_nfe: `3526${String(i).padStart(40, '0')}`,
    codigo_barras_ficha_compensacao: `34191${String(i).padStart(42, '0')}`,
    codigo_vendedor: 77,
    id_origem: 'INTEGRA',
    info: { cImpAPI: 'S' },
    operacao: 'CP',
    status_titulo: i % 10 === 0 ? 'PAGO' : 'EM ABERTO',
    nsu: `NSU${i}`,
    acao: 'INCLUIR',
    id_conta_corrente_integracao: 'CC-PRINCIPAL',
    bloqueado: 'N',
    baixa_bloqueada: 'N',
    codigo_cmc7_cheque: '',
    importado_api: 'S',
    bloquear_exclusao: 'N',
    cnab_integracao_bancaria: {
      codigo_forma_pagamento: 'TED',
      banco_transferencia: '341',
      agencia_transferencia: '0001',
      conta_corrente_transferencia: '12345-6',
      finalidade_transferencia: '01',
      cpf_cnpj_transferencia: `${digits}000`.slice(0, 14),
      nome_transferencia: SUPPLIERS[i % SUPPLIERS.length],
      codigo_barras_boleto: `34191${String(i).padStart(39, '0')}`,
      juros_boleto: 0.33,
      multa_boleto: 2,
      pix_qrcode: '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR'
    },
    servico_tomado: {
      numero_nf: `${i}`,
      serie_nf: '1',
      codigo_servico: '17.01',
      valor_nf: money(total),
      cst_pis: '01',
      base_pis: money(total),
      aliquota_pis: 0.65,
      valor_pis: money(Math.round(total * 0.0065)),
      cst_cofins: '01',
      base_cofins: money(total),
      aliquota_cofins: 3,
      valor_cofins: money(Math.round(total * 0.03))
    },
    // A PAGO title states what was paid: valor_pag 0 beside it is refused (docs/CONTRACT.md section 11).
    valor_pag: i % 10 === 0 ? money(total) : 0,
    aprendizado_rateio: 'N',
    descricao: `Titulo de teste de carga numero ${i}`
  }
}

export function fullReceivable (i: number, days = DAYS): Record<string, unknown> {
  const due = dateOf(i % days)
  const total = cents(i, 2)
  const settled = i % 3 === 0
  return {
    codigo_lancamento_integracao: `BENCH-R-${i}`,
    codigo_cliente_fornecedor: `CLI-${i % 300}`,
    data_vencimento: due,
    valor_documento: money(total),
    codigo_categoria: `1.01.0${i % 4}`,
    data_previsao: due,
    numero_documento_fiscal: `NFS${i}`,
    numero_documento: `REC-${i}`,
    numero_parcela: '1/1',
    id_origem: 'VENDA',
    observacao: 'Recebimento de venda lancado pela integracao.',
    status_titulo: settled ? 'LIQUIDADO' : 'EM ABERTO',
    ...(settled ? { recebimento: { data: due, valor: money(total), desconto: 0, juros: 0, multa: 0 } } : {}),
    boleto: { cGerado: 'S', cNumBancario: `${i}`, cNumBoleto: `${i}`, dDtEmBol: due, nPerJuros: 1, nPerMulta: 2 }
  }
}

/**
 * The node arguments of `npm start`, so the benchmarks run the service exactly as production does
 * (V8 flags included) while measuring the node process itself rather than npm.
 */
export function serviceNodeArgs (): string[] {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start
  const [command, ...args] = start.split(/\s+/)
  if (command !== 'node') throw new Error(`npm start must run node directly (got: ${start})`)
  return args
}

/** Resolves once `url` answers below 500; fails when `child` exits first or after 60 s (a loaded machine starts slowly). */
export async function waitFor (url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`)
    try { if ((await fetch(url)).status < 500) return } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer`)
}
