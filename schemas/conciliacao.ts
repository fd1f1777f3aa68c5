import { Type, type Static } from '@sinclair/typebox'
import { Envelope, IsoDate, Money, PagedEnvelope, refTo, StringEnum, UtcDateTime } from './common.js'
import { RESOURCES } from './eventos.js'
import { MAX_PAGE_SIZE } from './queries.js'

/**
 * Bank reconciliation (docs/CONTRACT.md section 18): a bank file imported once, each of its lines
 * matched to a title (and settled when the rules allow), and what became of each line.
 */

export const BANK_FILE_FORMATS = ['cnab240', 'ofx'] as const
export type BankFileFormat = typeof BANK_FILE_FORMATS[number]

/** The content types a bank file may be sent as; any other is 415. */
export const BANK_FILE_CONTENT_TYPES = ['text/plain', 'application/octet-stream', 'application/x-ofx'] as const

export const RESULTADOS = ['baixado', 'ja_baixado', 'sugerido', 'sem_titulo', 'ignorado', 'rejeitado'] as const

export const TitleRef = Type.Object({
  recurso: StringEnum(RESOURCES),
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'codigo_lancamento_svc of the title.' })
}, { additionalProperties: false })
export type TitleRef = Static<typeof TitleRef>

export const ImportItem = Type.Object({
  linha: Type.Integer({ minimum: 1, description: 'CNAB: the line of the segment T in the file. OFX: the ordinal of the STMTTRN in the statement.' }),
  codigo_movimento: Type.Optional(Type.String({ description: 'CNAB: the código de movimento (06 and 17 settle).' })),
  fitid: Type.Optional(Type.String({ description: 'OFX: the FITID, or the hash that stands for it when the bank sent none.' })),
  nosso_numero: Type.Optional(Type.String({ description: 'CNAB: the nosso número as the bank wrote it.' })),
  seu_numero: Type.Optional(Type.String({ description: 'CNAB: the seu número.' })),
  documento: Type.Optional(Type.String({ description: "CNAB: the identificação do título na empresa. OFX: NAME, MEMO, CHECKNUM and REFNUM, joined by ' / '." })),
  valor_pago: { ...Money, description: 'CNAB: valor pago. OFX: |TRNAMT|.' },
  juros: { ...Money, description: 'CNAB: juros/multa/encargos, plus the excedente when there is one.' },
  desconto: { ...Money, description: 'CNAB: desconto + abatimento.' },
  excedente: Type.Optional({ ...Money, description: 'What the line paid beyond the open balance: added to juros, so the title is settled for exactly its balance.' }),
  data_ocorrencia: Type.Optional({ ...IsoDate, description: 'CNAB: data da ocorrência (absent only on a line that does not settle and left it blank). OFX: DTPOSTED.' }),
  data_credito: Type.Optional({ ...IsoDate, description: 'CNAB: data do crédito.' }),
  resultado: StringEnum(RESULTADOS, {
    description: 'baixado: settled now on titulo. ja_baixado: that liquidation is already active on titulo (codigo_baixa). sugerido: not settled; candidatos have the amount ' +
      'and fall due near the date: confirm one with POST .../conciliacao. sem_titulo: no title found. ignorado: a line that settles nothing (motivo). rejeitado: the title found cannot take it (motivo).'
  }),
  titulo: Type.Optional(TitleRef),
  candidatos: Type.Optional(Type.Array(TitleRef, { maxItems: 5, description: 'sugerido: up to 5 titles, nearest due date first.' })),
  codigo_baixa: Type.Optional(Type.Integer({ minimum: 1, description: "The settlement's codigo_baixa (its id under the title's recebimentos or pagamentos)." })),
  codigo_baixa_integracao: Type.Optional(Type.String({ description: 'The settlement code the line settles under (cnab240:<bank>:<nosso número>:<code>:<date> or ofx:<BANKID>:<ACCTID>:<FITID>).' })),
  motivo: Type.Optional(Type.String({ description: 'Why the line was ignorado or rejeitado.' }))
}, { $id: 'ItemConciliacao', additionalProperties: false, description: 'One line of a bank file and what became of it.' })
export type ImportItem = Static<typeof ImportItem>

export const ImportTotals = Type.Object({
  linhas: Type.Integer({ minimum: 0, description: 'Lines read: CNAB details (T with its U), OFX transactions.' }),
  baixados: Type.Integer({ minimum: 0 }),
  ja_baixados: Type.Integer({ minimum: 0 }),
  sugeridos: Type.Integer({ minimum: 0 }),
  sem_titulo: Type.Integer({ minimum: 0 }),
  ignorados: Type.Integer({ minimum: 0 }),
  rejeitados: Type.Integer({ minimum: 0 })
}, { additionalProperties: false })
export type ImportTotals = Static<typeof ImportTotals>

const importFields = {
  id: Type.Integer({ minimum: 1, description: 'The import: GET /conciliacao/arquivos/{id}.' }),
  formato: StringEnum(BANK_FILE_FORMATS),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$', description: "SHA-256 of the file's bytes: the same bytes again replay this import." }),
  banco: Type.String({ description: 'CNAB: the bank code of the file header. OFX: BANKID.' }),
  nsa: Type.Optional(Type.Integer({ minimum: 0, description: 'CNAB: número sequencial do arquivo; another file with the same bank and NSA is 409.' })),
  conta: Type.Optional(Type.String({ description: 'OFX: ACCTID.' })),
  id_conta_corrente: Type.Optional(Type.Integer({ minimum: 1, description: 'As sent in ?id_conta_corrente=: the codigo_conta_corrente of the settlements.' })),
  recebido_em: UtcDateTime,
  recebido_por: Type.String({ description: 'Name of the API key that imported the file.' }),
  totais: ImportTotals,
  avisos: Type.Array(Type.String(), { description: 'What was tolerated while reading (trailer counts that disagree, ...).' })
}

export const ImportSummary = Type.Object(importFields, { $id: 'ArquivoConciliacaoResumo', additionalProperties: false, description: 'An imported bank file, without its items.' })
export type ImportSummary = Static<typeof ImportSummary>

export const BankImport = Type.Object({
  ...importFields,
  reimportado: Type.Optional(Type.Literal(true, { description: 'Only on a 200: these bytes were imported before; this is that import, and nothing was settled now.' })),
  itens: Type.Array(refTo(ImportItem), { description: 'Every line, in file order.' })
}, { $id: 'ArquivoConciliacao', additionalProperties: false })
export type BankImport = Static<typeof BankImport>

export const ImportQuery = Type.Object({
  formato: Type.Optional(StringEnum(BANK_FILE_FORMATS, { description: 'The format of the file; without it, recognized by its content. A file of neither is 400 FORMATO_DESCONHECIDO.' })),
  id_conta_corrente: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Recorded as codigo_conta_corrente on every settlement the file makes.' }))
}, { additionalProperties: false })
export type ImportQuery = Static<typeof ImportQuery>

export const ImportListQuery = Type.Object({
  limite: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Page size. Without it every import is returned. With it, a Link: <...>; rel="next" header points at the next page while imports remain.' })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Opaque position taken from the Link header (or proximo_cursor) of the previous page.' }))
}, { additionalProperties: false })
export type ImportListQuery = Static<typeof ImportListQuery>

export const ImportParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'The import.' })
}, { additionalProperties: false })

export const ItemParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'The import.' }),
  linha: Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'The linha of the item.' })
}, { additionalProperties: false })

export const ConfirmBody = Type.Object({
  recurso: StringEnum(RESOURCES, { description: 'contas-receber for a CNAB line or an OFX credit, contas-pagar for an OFX debit.' }),
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'codigo_lancamento_svc of the title the line pays.' })
}, { additionalProperties: false, description: 'The title a sugerido or sem_titulo item pays: it is settled as an automatic match would have settled it.' })
export type ConfirmBody = Static<typeof ConfirmBody>

export const ImportAnswer = Envelope(refTo(BankImport), 'The import.')
export const ImportList = PagedEnvelope(Type.Array(refTo(ImportSummary)), "The company's imports, newest first.")
export const ItemAnswer = Envelope(refTo(ImportItem), 'The item after its confirmation.')
