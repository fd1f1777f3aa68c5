/**
 * A nosso número as the matching compares it (docs/CONTRACT.md section 18): banks pad it with
 * zeros or blanks to their field's width, clients store it as their boleto shows it, so blanks
 * and leading zeros are ignored on both sides. The receivables' `nosso_numero` column holds it so.
 */
export function normalizedNossoNumero (value: unknown): string | null {
  if (typeof value !== 'string') return null
  const digits = value.replace(/\s+/g, '').replace(/^0+/, '')
  return digits === '' ? null : digits
}
