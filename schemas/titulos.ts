import { Type, type Static } from '@sinclair/typebox'
import { Code, CodeText, Flag, INVALID_MESSAGE, IsoDate, IsoTime, Money, Percent, PositiveMoney, StringEnum, Text, UtcDateTime } from './common.js'

/**
 * What payable and receivable titles have in common: nested objects, status values and the fields
 * both kinds carry with the same type. Kind-specific fields live in contas-pagar.ts / contas-receber.ts.
 */

export const STORED_STATUSES = ['EM ABERTO', 'PAGTO_PARCIAL', 'PAGO', 'LIQUIDADO', 'CANCELADO'] as const
export const DERIVED_STATUSES = ['A VENCER', 'VENCE HOJE', 'ATRASADO'] as const
export const STATUSES = ['CANCELADO', 'PAGO', 'LIQUIDADO', 'EM ABERTO', 'PAGTO_PARCIAL', 'VENCE HOJE', 'A VENCER', 'ATRASADO'] as const
export type StoredStatus = typeof STORED_STATUSES[number]
export type Status = typeof STATUSES[number]

export const StatusTitulo = StringEnum(STATUSES, {
  description: 'Follows the settlements: none -> EM ABERTO, some -> PAGTO_PARCIAL, the whole value -> PAGO (payables) or LIQUIDADO (receivables); ' +
    'CANCELADO through /cancelamento. Responses show EM ABERTO titles as A VENCER, VENCE HOJE or ATRASADO by due date in BUSINESS_TZ. ' +
    'On create: the default is EM ABERTO and a derived value is stored as EM ABERTO; PAGO or LIQUIDADO (either, on either kind) records one settlement of the open value ' +
    '(see valor_pag / recebimento); PAGTO_PARCIAL needs a partial valor_pag / recebimento.valor; CANCELADO may not carry a settlement.'
})

export const CategorySplit = Type.Object({
  codigo_categoria: CodeText(20),
  percentual: Percent,
  valor: Type.Optional(Money)
}, { additionalProperties: false, description: 'Share of the title in one category. Percentages sum to 100 (±0.01); when given, valores sum to valor_documento (±0.01).' })

export const DistributionEntry = Type.Object({
  cCodDep: Text(20),
  cDesDep: Type.Optional(Text(100)),
  nPerDep: Percent,
  nValDep: Type.Optional(Money)
}, { additionalProperties: false, description: 'Share of the title in one department. nPerDep sum to 100 (±0.01).' })

export const Info = Type.Object({
  cImpAPI: Type.Optional(Flag),
  dInc: Type.Optional(IsoDate),
  hInc: Type.Optional(IsoTime),
  uInc: Type.Optional(Text(60)),
  dAlt: Type.Optional(IsoDate),
  hAlt: Type.Optional(IsoTime),
  uAlt: Type.Optional(Text(60))
}, {
  additionalProperties: false,
  description: 'dInc/hInc/uInc are set by the service on create, and dAlt/hAlt/uAlt on create and on every change that alters the title (date and time in BUSINESS_TZ, user = the API key name); values sent for them are replaced.'
})
export type Info = Static<typeof Info>

export const WEEKDAYS = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'] as const
export type Weekday = typeof WEEKDAYS[number]

/**
 * The three recurrences the document shows (issue 33, docs/CONTRACT.md section 17): on the
 * repeticao schema, and as named examples of each kind's create beside the plain title (schemas/examples.ts). The examples
 * test and the OpenAPI lint check each against the schema.
 */
export const REPETITION_EXAMPLES = {
  mensal_12: { summary: 'Monthly, 12 members due on the 10th (a rent, a subscription); a weekend or holiday moves to the next business day', value: { postergar: 'S', mensal: { repetir_todo_dia: 10, repetir_por: 12 } } },
  semanal_8: { summary: 'Weekly, every Friday for 8 weeks', value: { semanal: { repetir_dia_semana: 'sexta', repetir_por: 8 } } },
  a_cada_10_dias: { summary: 'Every 10 days, 6 members; a weekend or holiday moves to the previous business day', value: { antecipar: 'S', especifico: { repetir_a_cada: 10, repetir_por: 6 } } }
} as const

/** The members of a series, the posted title included (docs/CONTRACT.md section 17). */
const RepeatCount = Type.Integer({ minimum: 2, maximum: 120, description: 'Members of the series, the posted title included (2 to 120).' })
const ShiftFlag = (direction: string) => StringEnum(['S', 'N'], { description: `'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the ${direction} business day. Default 'N'.` })

/**
 * Expands the title into a series (docs/CONTRACT.md section 17): exactly one of mensal, semanal,
 * especifico; antecipar and postergar are not both 'S'. Both rules are in the schema (oneOf, not),
 * so the published document refuses what the service refuses.
 */
export const Repetition = Type.Object({
  antecipar: Type.Optional(ShiftFlag('previous')),
  postergar: Type.Optional(ShiftFlag('next')),
  mensal: Type.Optional(Type.Object({
    repetir_todo_dia: Type.Integer({ minimum: 1, maximum: 31, description: "Day of the month of members 2 to N; a shorter month's last day when it has fewer days (31 -> 28/29 February, 30 April)." }),
    repetir_por: RepeatCount
  }, { additionalProperties: false, description: 'Member k is due in the (k-1)-th month after the first due date.' })),
  semanal: Type.Optional(Type.Object({
    repetir_dia_semana: StringEnum(WEEKDAYS, { description: 'Member k is due on the (k-1)-th such weekday strictly after the first due date.' }),
    repetir_por: RepeatCount
  }, { additionalProperties: false })),
  especifico: Type.Optional(Type.Object({
    repetir_a_cada: Type.Integer({ minimum: 1, maximum: 366, description: 'Member k is due (k-1) x repetir_a_cada days after the first due date.' }),
    repetir_por: RepeatCount
  }, { additionalProperties: false }))
}, {
  additionalProperties: false,
  oneOf: [{ required: ['mensal'] }, { required: ['semanal'] }, { required: ['especifico'] }],
  not: { type: 'object', description: "antecipar and postergar may not both be 'S'", required: ['antecipar', 'postergar'], properties: { antecipar: { const: 'S' }, postergar: { const: 'S' } } },
  examples: Object.values(REPETITION_EXAMPLES).map((example) => example.value),
  description: 'Recurrence: the title is member 1 of a series of repetir_por titles, created in the same call (docs/CONTRACT.md section 17). Exactly one of mensal, semanal, especifico. ' +
    'Members 2 to N repeat the title (its value included) with their own due date, numero_parcela k/N, codigo_lancamento_integracao <code>-<k> and id_origem RPTP/RPTR, and no settlement; repeticao stays on member 1 alone.'
})
export type Repetition = Static<typeof Repetition>

/**
 * repeticao as titles show it: the same fields without the create's rules, so a title stored before
 * the rules (any repeticao was kept as sent) still reads back, and the serializer tests no branch.
 */
export const StoredRepetition = Type.Object(Repetition.properties, { additionalProperties: false, description: 'The repeticao the title was created or updated with (member 1 of a series keeps it).' })

/** A member's place in its series, on every representation of it (read-only). */
export const SeriesPosition = Type.Object({
  codigo_serie: Type.Integer({ minimum: 1, description: "The series' code: member 1's codigo_lancamento_svc (GET /<kind>/series/{codigo_serie})." }),
  indice: Type.Integer({ minimum: 1, maximum: 120, description: 'The member: 1 is the title posted with repeticao.' }),
  total: Type.Integer({ minimum: 2, maximum: 120, description: 'Members the series was created with (a deleted member still counts).' })
}, { additionalProperties: false, description: 'The recurring series the title belongs to (docs/CONTRACT.md section 17); absent on a title in no series.' })
export type SeriesPosition = Static<typeof SeriesPosition>

/** Fields both kinds share with the same type and limits. */
export const commonTitleFields = {
  codigo_lancamento_integracao: CodeText(60, { description: "The client's own key: unique per company and kind. A create that repeats it is 409 with the existing codigo_lancamento_svc." }),
  codigo_cliente_fornecedor_integracao: Text(60),
  data_vencimento: IsoDate,
  valor_documento: PositiveMoney,
  codigo_categoria: CodeText(20, { description: 'Required unless categorias is non-empty; then it defaults to the split entry with the largest share.' }),
  categorias: Type.Array(CategorySplit, { maxItems: 100 }),
  data_previsao: Type.String({ ...IsoDate, description: 'Expected date; defaults to data_vencimento.' }),
  id_conta_corrente: Code,
  numero_documento_fiscal: Text(20),
  data_emissao: IsoDate,
  codigo_projeto: Code,
  observacao: Text(2000),
  valor_pis: Money,
  valor_cofins: Money,
  valor_csll: Money,
  valor_ir: Money,
  valor_iss: Money,
  valor_inss: Money,
  retem_pis: Flag,
  retem_cofins: Flag,
  retem_csll: Flag,
  retem_ir: Flag,
  retem_iss: Flag,
  retem_inss: Flag,
  distribuicao: Type.Array(DistributionEntry, { maxItems: 100 }),
  numero_pedido: Text(20),
  codigo_tipo_documento: Text(10),
  numero_documento: Text(30),
  numero_parcela: Type.String({ pattern: '^[0-9]{1,3}/[0-9]{1,3}$', [INVALID_MESSAGE]: 'must be an installment n/m, such as 1/3 (each 1 to 3 digits)', description: 'Installment n/m with 1 <= n <= m <= 999.', examples: ['1/3'] }),
  chave_nfe: Type.String({ pattern: '^[0-9]{44}$', [INVALID_MESSAGE]: 'must be an NF-e access key: 44 digits', description: 'NF-e access key: 44 digits.' }),
  codigo_barras_ficha_compensacao: Text(60),
  codigo_vendedor: Code,
  id_origem: Text(20),
  info: Info,
  operacao: Text(20, { description: 'Free text code of the ERP operation; stored and returned as sent.' }),
  status_titulo: StatusTitulo,
  nsu: Text(40),
  acao: Text(20, { description: 'Free text code of the ERP action; stored and returned as sent.' }),
  bloqueado: Flag,
  codigo_cmc7_cheque: Text(40),
  importado_api: Flag,
  bloquear_exclusao: Flag,
  aprendizado_rateio: Flag,
  descricao: Text(200, { description: 'Description of the title (set on create or by the update field descricao).' })
}

/** Set by the service and returned on titles; never accepted in a create body. */
export const readOnlyTitleFields = {
  versao: Type.Integer({ minimum: 1, description: 'Version of the title: 1 on create, +1 on every change (settlements and cancellation included). Also the ETag of the title.' }),
  atualizado_em: Type.String({ ...UtcDateTime, description: 'UTC time of the last change.' }),
  motivo_cancelamento: Type.Optional(Text(200, { description: 'The motivo of the cancellation, while the title is CANCELADO.' })),
  serie: Type.Optional(SeriesPosition)
}

/**
 * The fields always present on a title in a response: the rest appear only when they were stored.
 * On create, only REQUIRED_ON_CREATE must be sent; the service fills the others of ALWAYS_PRESENT.
 */
export const ALWAYS_PRESENT = ['codigo_cliente_fornecedor', 'data_vencimento', 'valor_documento', 'codigo_categoria', 'data_previsao', 'status_titulo'] as const
export const REQUIRED_ON_CREATE = ['codigo_cliente_fornecedor', 'data_vencimento', 'valor_documento'] as const
