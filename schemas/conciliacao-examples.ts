import { Type } from '@sinclair/typebox'
import { writeCnab240 } from '../src/conciliacao/cnab240-writer.js'
import type { BankImport, ConfirmBody, ImportItem, ImportSummary } from './conciliacao.js'
import { envelope } from './examples.js'

/**
 * The document's examples of bank reconciliation (docs/CONTRACT.md section 18): a small return
 * file as Itaú (341) sends one, written by the reader's own tables, and an OFX 1.x statement as
 * Bradesco sends one (SGML, CHARSET:1252, comma decimals, [-3:BRT] offsets).
 */

export const cnabExample = writeCnab240({
  banco: '341',
  empresaDocumento: '12345678000195',
  empresaNome: 'COMERCIO EXEMPLO LTDA',
  nsa: 128,
  dataGeracao: '2026-12-06',
  detalhes: [
    { codigoMovimento: '06', nossoNumero: '00000000000000012345', seuNumero: 'NF-4512', identificacao: '', vencimento: '2026-12-05', valorNominalCents: 60000, valorPagoCents: 60350, jurosCents: 350, dataOcorrencia: '2026-12-05', dataCredito: '2026-12-06' },
    { codigoMovimento: '02', nossoNumero: '00000000000000012346', seuNumero: 'NF-4513', vencimento: '2026-12-20', valorNominalCents: 25000 }
  ]
})

export const ofxExample = [
  'OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', '',
  '<OFX>',
  '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261206080000[-3:BRT]<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>',
  '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
  '<STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>0237<BRANCHID>1234<ACCTID>56789-0<ACCTTYPE>CHECKING</BANKACCTFROM>',
  '<BANKTRANLIST><DTSTART>20261201<DTEND>20261206',
  '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261205100000[-3:BRT]<TRNAMT>600,00<FITID>202612050001<MEMO>PIX RECEBIDO NF-4512 CLIENTE EXEMPLO</STMTTRN>',
  '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261205<TRNAMT>-980,00<FITID>202612050002<MEMO>PAGTO BOLETO ALUGUEL</STMTTRN>',
  '</BANKTRANLIST><LEDGERBAL><BALAMT>10000,00<DTASOF>20261206</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1>',
  '</OFX>', ''
].join('\r\n')

/**
 * The import's body, declared under each content type it is taken as. The bytes are read as they
 * come (the route checks no JSON schema on them): the reader parses them, and a file it cannot
 * read is 400 naming the line and the field.
 */
export const bankFileBody = Type.Unsafe<Buffer>({
  content: {
    'text/plain': { schema: { type: 'string', description: 'A CNAB 240 return file (Latin-1 or UTF-8 text, LF or CR LF) or an OFX statement.', examples: [cnabExample] } },
    'application/x-ofx': { schema: { type: 'string', description: 'An OFX statement, 1.x SGML or 2.x XML, in the charset its header names.', examples: [ofxExample] } },
    'application/octet-stream': { schema: { type: 'string', format: 'binary', description: 'Either format, as bytes.' } }
  }
})

const settledItem = {
  linha: 3,
  codigo_movimento: '06',
  nosso_numero: '00000000000000012345',
  seu_numero: 'NF-4512',
  valor_pago: 603.5,
  juros: 3.5,
  desconto: 0,
  data_ocorrencia: '2026-12-05',
  data_credito: '2026-12-06',
  resultado: 'baixado',
  titulo: { recurso: 'contas-receber', id: 2001 },
  codigo_baixa: 7001,
  codigo_baixa_integracao: 'cnab240:341:12345:06:2026-12-05'
} satisfies ImportItem

const ignoredItem = {
  linha: 5,
  codigo_movimento: '02',
  nosso_numero: '00000000000000012346',
  seu_numero: 'NF-4513',
  valor_pago: 0,
  juros: 0,
  desconto: 0,
  resultado: 'ignorado',
  motivo: 'código de movimento 02 does not settle (only 06 and 17 do)'
} satisfies ImportItem

const summary = {
  id: 41,
  formato: 'cnab240',
  sha256: '9f2c1a4b7e0d3c5a8b6f1e2d4c7a9b0e3f5d8c1a2b4e6f7a9c0d1e3b5a7c9e2f',
  banco: '341',
  nsa: 128,
  id_conta_corrente: 3,
  recebido_em: '2026-12-06T11:02:13.000Z',
  recebido_por: 'erp-financeiro',
  totais: { linhas: 2, baixados: 1, ja_baixados: 0, sugeridos: 0, sem_titulo: 0, ignorados: 1, rejeitados: 0 },
  avisos: []
} satisfies ImportSummary

const bankImport = { ...summary, itens: [settledItem, ignoredItem] } satisfies BankImport

export const importAnswer = envelope(bankImport, 1)
export const reimportAnswer = envelope({ ...bankImport, reimportado: true as const }, 1)
export const importList = { ...envelope([summary], 1), proximo_cursor: null }

export const confirmBody = { recurso: 'contas-receber', id: 2001 } satisfies ConfirmBody
export const confirmAnswer = envelope({
  linha: 1,
  fitid: '202612050001',
  documento: 'PIX RECEBIDO NF 4512',
  valor_pago: 600,
  juros: 0,
  desconto: 0,
  data_ocorrencia: '2026-12-05',
  resultado: 'baixado',
  titulo: { recurso: 'contas-receber', id: 2001 },
  codigo_baixa: 7002,
  codigo_baixa_integracao: 'ofx:0237:56789-0:202612050001'
} satisfies ImportItem, 1)
