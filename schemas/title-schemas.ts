import { Type, type TObject, type TOptional, type TProperties } from '@sinclair/typebox'
import { Code, CodeText, IsoDate, PositiveMoney, refTo, Text } from './common.js'
import { ALWAYS_PRESENT, readOnlyTitleFields, Repetition, REQUIRED_ON_CREATE, StoredRepetition } from './titulos.js'

/**
 * Derives the three schemas of a title kind from its field list, so the response shape, the create
 * body and their required sets cannot drift apart between payables and receivables. Their examples
 * are in schemas/examples.ts, attached by the routes.
 */
export function titleSchemas<P extends TProperties> (name: string, fields: P) {
  const all: TObject<P> = Type.Object(fields)
  const NewTitle = Type.Composite([
    Type.Partial(Type.Omit(all, REQUIRED_ON_CREATE)),
    Type.Pick(all, REQUIRED_ON_CREATE)
  ], { $id: `${name}Nova`, additionalProperties: false, description: `${name} as sent on create: codigo_lancamento_svc is assigned by the service and may not be sent.` })
  const Title = Type.Composite([
    Type.Object({ codigo_lancamento_svc: Type.Integer({ minimum: 1, description: 'Assigned by the service; the :id of the URLs.' }) }),
    Type.Partial(Type.Omit(all, [...ALWAYS_PRESENT, 'repeticao'])),
    Type.Object({ repeticao: Type.Optional(StoredRepetition) }),
    Type.Pick(all, ALWAYS_PRESENT),
    Type.Object(readOnlyTitleFields)
  ], { $id: name, additionalProperties: false })
  const CreateBody = Type.Object({ data: refTo(NewTitle) }, { additionalProperties: false })
  return { Title, NewTitle, CreateBody }
}

/**
 * The partial update body of docs/CONTRACT.md section 8. `counterpart` is `fornecedor` on payables and
 * `cliente` on receivables; the other one is an unknown property and so a 400. `repeticao` makes a
 * title in no series member 1 of a new one (section 17).
 */
export function updateBodySchema<K extends 'fornecedor' | 'cliente'> (name: string, counterpartKey: K, directoryNoun: string) {
  const fields = contaFields(counterpartKey, directoryNoun)
  const conta = Type.Object({
    ...fields,
    repeticao: Type.Optional({ ...Repetition, description: `${Repetition.description ?? ''} On an update: the title, as the update leaves it, becomes member 1 (409 TITULO_EM_SERIE when it is already a member of a series).` })
  }, { additionalProperties: false, minProperties: 1, description: 'Any non-empty subset of the fields.' })
  return Type.Object({ conta }, { $id: name, additionalProperties: false })
}

/**
 * PATCH .../series/{codigo_serie} (docs/CONTRACT.md section 17): the update of section 8 without
 * data_vencimento (each member keeps its own) on every open member from a_partir_de on.
 */
export function seriesUpdateBodySchema<K extends 'fornecedor' | 'cliente'> (name: string, counterpartKey: K, directoryNoun: string) {
  const { data_vencimento: dueDate, ...fields } = contaFields(counterpartKey, directoryNoun)
  return Type.Object({
    conta: Type.Object(fields, { additionalProperties: false, minProperties: 1, description: 'Any non-empty subset of the fields, as in an update of one title; data_vencimento is not taken (each member keeps its own).' }),
    a_partir_de: Type.Optional(Type.Integer({ minimum: 1, maximum: 120, default: 1, description: 'The first member (indice) to change; default 1, every member.' }))
  }, { $id: name, additionalProperties: false })
}

function contaFields<K extends 'fornecedor' | 'cliente'> (counterpartKey: K, directoryNoun: string) {
  // A receivable's codigo_cliente_fornecedor is a string, so its cliente.id may be one; a number is taken as its text.
  const id = counterpartKey === 'cliente'
    ? Type.Union([Code, CodeText(60)], { description: 'Sets codigo_cliente_fornecedor: a number or a string (stored as text).' })
    : Type.Integer({ ...Code, description: 'Sets codigo_cliente_fornecedor.' })
  const counterpart = Type.Object({
    id,
    // minLength 1, as razao_social itself: an empty nome was stored and answered against that schema.
    nome: Type.Optional(Text(200, { minLength: 1, description: `Also recorded as the ${directoryNoun}'s razao_social in /clientes-fornecedores.` }))
  }, { additionalProperties: false })
  return {
    descricao: Type.Optional(Text(200, { description: 'Sets the title field descricao.' })),
    valor: Type.Optional(Type.Number({ ...PositiveMoney, description: 'Sets valor_documento; a category split is rescaled to the new value. 409 on settled or cancelled titles.' })),
    data_vencimento: Type.Optional(Type.String({ ...IsoDate, description: 'Sets data_vencimento. 409 on settled or cancelled titles.' })),
    categoria: Type.Optional(CodeText(20, { description: 'Sets codigo_categoria.' })),
    observacoes: Type.Optional(Text(2000, { description: 'Sets observacao.' })),
    data_previsao: Type.Optional(Type.String({ ...IsoDate, description: 'Sets data_previsao, the expected date (also on settled and cancelled titles).' })),
    ...({ [counterpartKey]: Type.Optional(counterpart) } as unknown as Record<K, TOptional<typeof counterpart>>)
  }
}
