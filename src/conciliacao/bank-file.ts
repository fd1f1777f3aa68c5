/**
 * What a bank file says, once read (docs/CONTRACT.md section 18): the CNAB 240 reader
 * (src/conciliacao/cnab240.ts) and the OFX reader (src/conciliacao/ofx.ts) each turn bytes into one
 * of these, and the matching (src/conciliacao/matching.ts) and the import read nothing else.
 * Money is integer cents; dates are `YYYY-MM-DD`.
 */

/** A CNAB 240 detail: a segment T and the segment U that follows it. */
export interface CnabDetail {
  /** The 1-based line of the segment T in the file. */
  linha: number
  /** Código de movimento, two digits as written (`06`, `17`, `02`, ...). */
  codigoMovimento: string
  /** Nosso número with surrounding blanks removed (leading zeros kept; matching ignores them). */
  nossoNumero: string
  /** Seu número, trimmed; '' when blank. */
  seuNumero: string
  /** Identificação do título na empresa, trimmed; '' when blank. */
  identificacao: string
  /** Vencimento; null when blank or zeros. */
  vencimento: string | null
  valorNominalCents: number
  jurosCents: number
  descontoCents: number
  abatimentoCents: number
  valorPagoCents: number
  /** Data da ocorrência; null only on a detail that does not settle (a settling one without it is refused). */
  dataOcorrencia: string | null
  dataCredito: string | null
}

export interface CnabFile {
  formato: 'cnab240'
  /** Bank code, three digits (`001`, `033`, `237`, `341`, ...). */
  banco: string
  /** The company's CNPJ (or CPF) as the header gives it, digits and letters only. */
  empresaDocumento: string
  /** Número sequencial do arquivo. */
  nsa: number
  dataGeracao: string | null
  detalhes: CnabDetail[]
  /** Things read past or tolerated (trailer counts that disagree, ...), in file order. */
  avisos: string[]
}

export interface OfxTransaction {
  /** The 1-based ordinal of the STMTTRN in the statement. */
  linha: number
  /** FITID as sent, or the hash DESIGN 18 describes when the bank sent none. */
  fitid: string
  fitidInformado: boolean
  /** TRNTYPE as sent (CREDIT, DEBIT, PAYMENT, XFER, ...), '' when absent. */
  tipo: string
  /** DTPOSTED as a date in the offset the bank gave. */
  data: string
  /** TRNAMT in cents, signed: > 0 is a credit, < 0 a debit. */
  valorCents: number
  name: string
  memo: string
  checknum: string
  refnum: string
}

export interface OfxStatement {
  formato: 'ofx'
  /** BANKID from BANKACCTFROM ('' when absent). */
  banco: string
  /** ACCTID from BANKACCTFROM. */
  conta: string
  transacoes: OfxTransaction[]
  avisos: string[]
}

export type BankFile = CnabFile | OfxStatement

/**
 * A file as the import takes it (read.ts, readForImport): all it says about itself, judged whole,
 * and its lines a slice at a time, each time the import asks for them.
 */
export type ImportableFile =
  | (Omit<CnabFile, 'detalhes'> & { slices: (size: number) => Iterable<CnabDetail[]> })
  | (Omit<OfxStatement, 'transacoes'> & { slices: (size: number) => Iterable<OfxTransaction[]> })

/** A file that cannot be read: a 400 naming the line and the field (DESIGN 18). */
export class BankFileError extends Error {
  constructor (readonly linha: number, readonly campo: string, message: string) {
    super(message)
    this.name = 'BankFileError'
  }
}
