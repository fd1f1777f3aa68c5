// The two validators' own modules: the package's index loads all of its utilities and their tables
// (about 3 MB of heap held by every process, for two functions).
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj'
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf'
import { errors } from '../errors.js'

/**
 * CPF and CNPJ as docs/CONTRACT.md section 7 stores them. The schema has checked the form (11 or 14
 * characters, bare or punctuated as usual); this checks the check digits, by the Receita Federal's
 * rules, including the alphanumeric CNPJ issued from July 2026 (letters in the first 12 positions,
 * each counting as its character code minus 48). The library rejects the reserved numeric values
 * (all digits equal, such as 000.000.000-00) that pass the arithmetic.
 */
export function storedDocument (sent: string, path: string): string {
  const document = sent.replace(/[./-]/g, '').toUpperCase()
  if (document.length === 11) {
    if (!isValidCpf(document)) throw errors.validation([{ path, message: notValid('CPF', document) }])
  } else if (!isValidCnpj(document, { version: 2 })) {
    throw errors.validation([{ path, message: notValid('CNPJ', document) }])
  }
  return document
}

function notValid (kind: 'CPF' | 'CNPJ', document: string): string {
  return /^(.)\1*$/.test(document)
    ? `is not a valid ${kind}: every digit the same is a reserved value, never issued`
    : `is not a valid ${kind}: its check digits (the last two) do not match the others; check for a typing error`
}
