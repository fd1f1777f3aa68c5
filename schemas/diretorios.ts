import { Type, type Static } from '@sinclair/typebox'
import { CodeText, Envelope, refTo, StringEnum, Text } from './common.js'

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
    pattern: '^([0-9]{11}|[0-9]{14}|[0-9]{3}\\.[0-9]{3}\\.[0-9]{3}-[0-9]{2}|[0-9]{2}\\.[0-9]{3}\\.[0-9]{3}/[0-9]{4}-[0-9]{2})$',
    description: 'CPF (11 digits) or CNPJ (14 digits), bare or punctuated as usual (123.456.789-09, 12.345.678/0001-95); stored and returned as digits. ' +
      'Check digits are not verified: the ERP that issues the document is its source of truth.',
    examples: ['12.345.678/0001-95']
  }))
}, { additionalProperties: false })
export type ClienteFornecedorBody = Static<typeof ClienteFornecedorBody>

export const ClienteFornecedorParams = Type.Object({ codigo: CodeText(60) }, { additionalProperties: false })

export const ClienteFornecedor = Type.Object({
  codigo: Type.String(),
  razao_social: razaoSocial,
  cnpj_cpf: Type.Optional(Type.String({ pattern: '^([0-9]{11}|[0-9]{14})$', description: 'CPF (11 digits) or CNPJ (14 digits), digits only.' }))
}, { $id: 'ClienteFornecedor', additionalProperties: false })
export type ClienteFornecedor = Static<typeof ClienteFornecedor>

export const CategoriaList = Envelope(Type.Array(refTo(Categoria)), 'Categories of the caller\'s company, by codigo.')
export const ClienteFornecedorList = Envelope(Type.Array(refTo(ClienteFornecedor)), 'Counterparties of the caller\'s company, by codigo.')
