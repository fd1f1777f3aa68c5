import type { SettlementRow } from '../../db/database.js'
import type { Settlement } from '../../schemas/baixas.js'
import { fromCents } from '../money.js'
import type { AnyTitle, TitleKind } from './kinds.js'
import type { SettlementSummary, StoredTitle } from './model.js'
import { displayStatus } from './status.js'

/** How the API shows a title and a settlement; the routes' response schemas serialize these. */

/** The title as the API shows it today; the route's response schema serializes it. */
export function apiTitle (kind: TitleKind, title: StoredTitle, today: string): AnyTitle {
  return titleFields(kind, title, title.id, displayStatus(title.status, title.data_vencimento, today))
}

/**
 * The title's API fields with the id and status given: the render cache's entry is made with id 0
 * and the stored status (src/titulos/render.ts), without copying the title or this object again.
 */
export function titleFields (kind: TitleKind, title: StoredTitle, id: number, status: string): AnyTitle {
  const present = <T>(name: string, value: T | null) => value === null ? {} : { [name]: value }
  return {
    ...title.extra,
    codigo_lancamento_svc: id,
    ...present('codigo_lancamento_integracao', title.codigo_lancamento_integracao),
    codigo_cliente_fornecedor: kind.counterpartCode(title.codigo_cliente_fornecedor),
    data_vencimento: title.data_vencimento,
    valor_documento: fromCents(title.valorCents),
    codigo_categoria: title.codigo_categoria,
    ...(title.categorias.length === 0
      ? {}
      : {
          categorias: title.categorias.map((entry) => ({
            codigo_categoria: entry.codigo_categoria,
            percentual: entry.percentual,
            ...(entry.valorCents === undefined ? {} : { valor: fromCents(entry.valorCents) })
          }))
        }),
    data_previsao: title.data_previsao,
    ...present('numero_documento_fiscal', title.numero_documento_fiscal),
    ...present('numero_documento', title.numero_documento),
    ...present('id_origem', title.id_origem),
    status_titulo: status,
    ...settlementFields(kind, title.settled),
    versao: title.versao,
    atualizado_em: title.atualizado_em,
    ...present('motivo_cancelamento', title.motivo_cancelamento),
    ...present('serie', title.serie)
  } as AnyTitle
}

/** A payment or receipt as the API shows it; absent parts are left out, not null. */
export function apiSettlement (row: SettlementRow): Settlement {
  const optional = <T>(name: string, value: T | null) => value === null ? {} : { [name]: value }
  const amount = (cents: number | null) => cents === null ? null : fromCents(cents)
  return {
    codigo_baixa: row.id,
    valor: fromCents(row.valor),
    data: row.data,
    ...optional('desconto', amount(row.desconto)),
    ...optional('juros', amount(row.juros)),
    ...optional('multa', amount(row.multa)),
    ...optional('codigo_conta_corrente', row.codigo_conta_corrente === null ? null : Number(row.codigo_conta_corrente)),
    ...optional('codigo_baixa_integracao', row.codigo_baixa_integracao),
    ...optional('observacao', row.observacao),
    lancado_em: row.lancado_em,
    lancado_por: row.lancado_por,
    estornado: row.estornado_em !== null,
    ...optional('estornado_em', row.estornado_em),
    ...optional('estornado_por', row.estornado_por)
  } as Settlement
}

/** valor_pag on payables, recebimento on receivables: what the active settlements add up to. */
function settlementFields (kind: TitleKind, settled: SettlementSummary | null): Record<string, unknown> {
  if (settled === null) return {}
  if (kind.settledStatus === 'PAGO') return { valor_pag: fromCents(settled.valorCents) }
  const { latest } = settled
  const optional = (name: string, value: number | string | null) => value === null ? {} : { [name]: value }
  return {
    recebimento: {
      ...optional('codigo_recebimento_integracao', latest.codigo_baixa_integracao),
      ...optional('codigo_conta_corrente', latest.codigo_conta_corrente),
      valor: fromCents(settled.valorCents),
      ...optional('desconto', settled.descontoCents === null ? null : fromCents(settled.descontoCents)),
      ...optional('juros', settled.jurosCents === null ? null : fromCents(settled.jurosCents)),
      ...optional('multa', settled.multaCents === null ? null : fromCents(settled.multaCents)),
      data: latest.data,
      ...optional('observacao', latest.observacao)
    }
  }
}
