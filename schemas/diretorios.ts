import { Type, type Static } from '@sinclair/typebox'
import { CodeText, Envelope, INVALID_MESSAGE, refTo, StringEnum, Text } from './common.js'

export const CATEGORY_KINDS = ['FIXA', 'VARIAVEL', 'RECEITA'] as const

export const CategoriaBody = Type.Object({
  descricao: Text(100, { minLength: 1 }),
  tipo: StringEnum(CATEGORY_KINDS, { description: 'FIXA or VARIAVEL for expenses, RECEITA for revenue. Payables whose category is not FIXA (or unknown) are variable expenses.' })
}, { additionalProperties: false })
export type CategoriaBody = Static<typeof CategoriaBody>

export const CategoriaParams = Type.Object({ codigo: CodeText(20) }, { additionalProperties: false })

export const Categoria = Type.Object({ codigo: Type.String(), ...CategoriaBody.properties }, { $id: 'Categoria', additionalProperties: false })
export type Categoria = Static<typeof Categoria>

const razaoSocial = Text(200, { minLength: 1 })

export const ClienteFornecedorBody = Type.Object({
  razao_social: razaoSocial,
  cnpj_cpf: Type.Optional(Type.String({
    // CPF bare or 000.000.000-00; CNPJ bare or 00.000.000/0000-00, its first 12 characters digits or (since July 2026) letters.
    pattern: '^([0-9]{11}|[0-9]{3}\\.[0-9]{3}\\.[0-9]{3}-[0-9]{2}|[0-9A-Za-z]{12}[0-9]{2}|[0-9A-Za-z]{2}\\.[0-9A-Za-z]{3}\\.[0-9A-Za-z]{3}/[0-9A-Za-z]{4}-[0-9]{2})$',
    [INVALID_MESSAGE]: 'must be a CPF (11 digits, bare or as 123.456.789-09) or a CNPJ (14 characters, bare or as 12.345.678/0001-95; the first 12 may be letters, as in 12.ABC.345/01DE-35)',
    description: 'CPF (11 digits) or CNPJ (14 characters: 12 digits or, since July 2026, letters A-Z and digits, then 2 check digits), bare or punctuated as usual ' +
      '(123.456.789-09, 12.345.678/0001-95, 12.ABC.345/01DE-35); letters in either case. Stored and returned bare, letters upper-case. ' +
      'The check digits are verified by the Receita Federal\'s rules (letters count as their character code minus 48); a wrong one, or a reserved value such as 000.000.000-00, is 400.',
    examples: ['12.345.678/0001-95']
  }))
}, { additionalProperties: false })
export type ClienteFornecedorBody = Static<typeof ClienteFornecedorBody>

export const ClienteFornecedorParams = Type.Object({ codigo: CodeText(60) }, { additionalProperties: false })

export const ClienteFornecedor = Type.Object({
  codigo: Type.String(),
  razao_social: razaoSocial,
  cnpj_cpf: Type.Optional(Type.String({ pattern: '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$', description: 'CPF (11 digits) or CNPJ (14 characters, the first 12 digits or upper-case letters), bare.' }))
}, { $id: 'ClienteFornecedor', additionalProperties: false })
export type ClienteFornecedor = Static<typeof ClienteFornecedor>

export const CategoriaList = Envelope(Type.Array(refTo(Categoria)), 'Categories of the caller\'s company, by codigo.')
export const ClienteFornecedorList = Envelope(Type.Array(refTo(ClienteFornecedor)), 'Counterparties of the caller\'s company, by codigo.')
