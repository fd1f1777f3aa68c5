import { Buffer } from 'node:buffer'
import fc from 'fast-check'
import t, { type Test } from 'tap'
import { BankFileError, type CnabDetail } from '../src/conciliacao/bank-file.js'
import { readCnab240 } from '../src/conciliacao/cnab240.js'
import { writeCnab240, type Cnab240Input } from '../src/conciliacao/cnab240-writer.js'
import { PackedBytes } from '../src/http/packed-bytes.js'

const settled: Omit<CnabDetail, 'linha'> = {
  codigoMovimento: '06',
  nossoNumero: '00000000000001234567',
  seuNumero: 'NF-1001',
  identificacao: 'PED-77/2026',
  vencimento: '2026-11-20',
  valorNominalCents: 150_000,
  jurosCents: 1_234,
  descontoCents: 500,
  abatimentoCents: 100,
  valorPagoCents: 150_634,
  dataOcorrencia: '2026-11-25',
  dataCredito: '2026-11-26'
}

const entrada: Omit<CnabDetail, 'linha'> = {
  ...settled,
  codigoMovimento: '02',
  nossoNumero: '777',
  valorPagoCents: 0,
  jurosCents: 0,
  descontoCents: 0,
  abatimentoCents: 0,
  dataOcorrencia: '2026-11-24',
  dataCredito: null
}

function file (overrides: Partial<Cnab240Input> = {}): Cnab240Input {
  return { banco: '341', empresaDocumento: '12345678000190', empresaNome: 'COMÉRCIO DE PEÇAS LTDA', nsa: 42, dataGeracao: '2026-11-26', detalhes: [settled, entrada], ...overrides }
}

const lines = (text: string): string[] => text.split('\r\n').slice(0, -1)
const join = (rows: string[], eol = '\r\n'): string => rows.map((row) => row + eol).join('')

/** The line `linha` (1-based) with `value` written from `position` (1-based). */
function patch (text: string, linha: number, position: number, value: string): string {
  const rows = lines(text)
  const row = rows[linha - 1] as string
  rows[linha - 1] = row.slice(0, position - 1) + value + row.slice(position - 1 + value.length)
  return join(rows)
}

function refusal (t: Test, text: string | Buffer, linha: number, campo: string): void {
  try {
    readCnab240(typeof text === 'string' ? Buffer.from(text, 'latin1') : text)
    t.fail(`line ${linha} ${campo} should be refused`)
  } catch (error) {
    t.type(error, BankFileError)
    t.match(error, { linha, campo, message: new RegExp(`^Line ${linha}, ${campo}\\b`) })
  }
}

t.test('every field written by the tables reads back, with the line of each segment T', async (t) => {
  const text = writeCnab240(file())
  t.equal(lines(text).length, 8, 'header, batch header, two T/U pairs, two trailers')
  t.ok(lines(text).every((row) => row.length === 240))
  const read = readCnab240(Buffer.from(text, 'latin1'))
  t.same(read, {
    formato: 'cnab240',
    banco: '341',
    empresaDocumento: '12345678000190',
    nsa: 42,
    dataGeracao: '2026-11-26',
    detalhes: [{ linha: 3, ...settled }, { linha: 5, ...entrada }],
    avisos: []
  })
})

t.test('FEBRABAN positions are where DESIGN 18 puts them', async (t) => {
  const [header, , segmentT, segmentU] = lines(writeCnab240(file()))
  t.equal(header?.slice(0, 3), '341')
  t.equal(header?.slice(18, 32), '12345678000190')
  t.equal(header?.slice(143, 151), '26112026')
  t.equal(header?.slice(157, 163), '000042')
  t.equal(segmentT?.slice(13, 14), 'T')
  t.equal(segmentT?.slice(15, 17), '06')
  t.equal(segmentT?.slice(37, 57), '00000000000001234567')
  t.equal(segmentT?.slice(58, 73).trim(), 'NF-1001')
  t.equal(segmentT?.slice(73, 81), '20112026')
  t.equal(segmentT?.slice(81, 96), '000000000150000')
  t.equal(segmentT?.slice(105, 130).trim(), 'PED-77/2026')
  t.equal(segmentU?.slice(17, 32), '000000000001234')
  t.equal(segmentU?.slice(77, 92), '000000000150634')
  t.equal(segmentU?.slice(137, 145), '25112026')
  t.equal(segmentU?.slice(145, 153), '26112026')
})

t.test("Santander's segment T has its own positions", async (t) => {
  const detail = { ...settled, nossoNumero: '0000012345678' }
  const text = writeCnab240(file({ banco: '033', detalhes: [detail] }))
  const segmentT = lines(text)[2] as string
  t.equal(segmentT.slice(40, 53), '0000012345678', 'nosso número 41-53')
  t.equal(segmentT.slice(54, 69).trim(), 'NF-1001', 'seu número 55-69')
  t.equal(segmentT.slice(69, 77), '20112026', 'vencimento 70-77')
  t.equal(segmentT.slice(77, 92), '000000000150000', 'valor nominal 78-92')
  t.equal(segmentT.slice(100, 125).trim(), 'PED-77/2026', 'identificação 101-125')
  const read = readCnab240(Buffer.from(text, 'latin1'))
  t.same(read.detalhes, [{ linha: 3, ...detail }])
  t.equal(read.banco, '033')
})

const money = fc.integer({ min: 0, max: 999_999_999_999_999 })
const date = fc.option(fc.date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), { nil: null })
const field = (max: number): fc.Arbitrary<string> => fc.string({ unit: fc.constantFrom(...'ABCÇÉÃabz0129-/. '), maxLength: max }).map((s) => s.trim())
const detail = (nossoNumeroLength: number): fc.Arbitrary<Omit<CnabDetail, 'linha'>> => fc.record({
  codigoMovimento: fc.constantFrom('02', '06', '09', '17', '28'),
  nossoNumero: fc.stringMatching(new RegExp(`^[0-9]{1,${nossoNumeroLength}}$`)),
  seuNumero: field(15),
  identificacao: field(25),
  vencimento: date,
  valorNominalCents: money,
  jurosCents: money,
  descontoCents: money,
  abatimentoCents: money,
  valorPagoCents: money,
  dataOcorrencia: date.map((d) => d ?? '2026-01-31'),
  dataCredito: date
})

t.test('generated files read back exactly, FEBRABAN and Santander, as Latin-1 or UTF-8', async (t) => {
  fc.assert(fc.property(
    fc.constantFrom('001', '033', '104', '237', '341'), fc.constantFrom('latin1', 'utf8') as fc.Arbitrary<BufferEncoding>, fc.boolean(),
    fc.array(detail(13), { maxLength: 8 }),
    (banco, encoding, withLf, detalhes) => {
      const text = writeCnab240(file({ banco, detalhes }), { lineEnding: withLf ? '\n' : '\r\n' })
      const read = readCnab240(Buffer.from(text, encoding))
      return JSON.stringify(read.detalhes) === JSON.stringify(detalhes.map((d, i) => ({ linha: 3 + 2 * i, ...d }))) && read.avisos.length === 0
    }
  ), { numRuns: 200 })
})

t.test('files as banks send them', async (t) => {
  const text = writeCnab240(file({ detalhes: [{ ...settled, seuNumero: 'JOSÉ', identificacao: 'AÇÃO Nº 5' }] }))
  const expected = [{ linha: 3, ...settled, seuNumero: 'JOSÉ', identificacao: 'AÇÃO Nº 5' }]
  const read = (bytes: Buffer): CnabDetail[] => {
    const result = readCnab240(bytes)
    t.same(result.avisos, [])
    return result.detalhes
  }
  t.same(read(Buffer.from(text, 'latin1')), expected, 'Latin-1 accents')
  t.same(read(Buffer.from(text, 'utf8')), expected, 'UTF-8 accents do not shift the positions')
  t.same(read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])), expected, 'byte order mark')
  t.same(read(Buffer.from(text.replaceAll('\r\n', '\n'), 'latin1')), expected, 'LF')
  t.same(read(Buffer.from(join(lines(text).map((row) => row.trimEnd())), 'latin1')), expected, 'trailing blanks trimmed')
  t.same(read(Buffer.from(join(lines(text).map((row) => row + '    ')), 'latin1')), expected, 'blanks past 240')
  t.same(read(Buffer.from(lines(text).join('\r\n') + '\r\n\r\n\x1a', 'latin1')), expected, 'no final end of line, blank lines and Ctrl-Z at the end')
  t.same(readCnab240(text).detalhes, expected, 'a string')
})

t.test('a line with something past 240 is refused', async (t) => {
  const rows = lines(writeCnab240(file()))
  rows[3] += '   X'
  refusal(t, join(rows), 4, 'linha')
})

t.test('trailer counts that do not add up are avisos, and the details are read', async (t) => {
  let text = patch(writeCnab240(file()), 7, 18, '000099')
  text = patch(text, 8, 18, '000003')
  text = patch(text, 8, 24, '0000AB')
  const read = readCnab240(Buffer.from(text, 'latin1'))
  t.equal(read.detalhes.length, 2)
  t.same(read.avisos, [
    'Line 7: the batch trailer gives 000099 records in its batch, the file has 6.',
    'Line 8: the file trailer gives 000003 batches, the file has 1.',
    'Line 8: the file trailer gives no count of records, the file has 8.'
  ])
  const cut = readCnab240(Buffer.from(join(lines(writeCnab240(file())).slice(0, 7)), 'latin1'))
  t.equal(cut.detalhes.length, 2)
  t.match(cut.avisos, [/no file trailer/])
})

t.test('other segments and records are read past; codes that do not settle are kept', async (t) => {
  const rows = lines(writeCnab240(file({ detalhes: [settled, { ...entrada, dataOcorrencia: null }] })))
  const segmentY = (rows[3] as string).slice(0, 13) + 'Y' + ' '.repeat(226)
  rows.splice(4, 0, segmentY)
  const read = readCnab240(Buffer.from(join(rows), 'latin1'))
  t.same(read.detalhes.map((d) => [d.linha, d.codigoMovimento, d.dataOcorrencia]), [[3, '06', '2026-11-25'], [6, '02', null]])
  t.match(read.avisos, [/batch trailer gives 000006 records in its batch, the file has 7/, /file trailer gives 000008 records, the file has 9/])
})

t.test('a detail that does not settle tolerates fields that do not parse', async (t) => {
  const text = patch(patch(writeCnab240(file()), 6, 78, 'ABC'), 5, 74, '99999999')
  const read = readCnab240(Buffer.from(text, 'latin1'))
  t.match(read.detalhes[1], { codigoMovimento: '02', valorPagoCents: 0, vencimento: null })
  t.same(read.avisos, ['Line 5: vencimento, valor_pago did not parse and read as empty.'])
})

t.test('malformed files are refused naming the line and the field', async (t) => {
  const text = writeCnab240(file())
  refusal(t, join(lines(text).slice(1)), 1, 'tipo_registro')
  refusal(t, '\r\n' + join(lines(text).slice(1)), 2, 'tipo_registro')
  refusal(t, patch(text, 1, 158, 'ABCDEF'), 1, 'nsa')
  refusal(t, join(lines(text).filter((_, index) => index !== 2)), 3, 'segmento')
  refusal(t, patch(text, 3, 16, 'X6'), 3, 'codigo_movimento')
  refusal(t, patch(text, 3, 16, '  '), 3, 'codigo_movimento')
  refusal(t, patch(text, 4, 78, '00000000000001O'), 4, 'valor_pago')
  refusal(t, patch(text, 4, 78, ' '.repeat(15)), 4, 'valor_pago')
  refusal(t, patch(text, 4, 138, '00000000'), 4, 'data_ocorrencia')
  refusal(t, patch(text, 4, 138, '31022026'), 4, 'data_ocorrencia')
  refusal(t, patch(text, 4, 18, '12,34'), 4, 'juros')
  refusal(t, join(lines(text).filter((_, index) => index !== 3)), 3, 'valor_pago')
  refusal(t, Buffer.alloc(0), 0, 'tipo_registro')
})

t.test('a file with several batches reads every detail, and counts that add up give no aviso', async (t) => {
  const rows = lines(writeCnab240(file()))
  const second = rows.slice(1, 7).map((row) => row.slice(0, 3) + '0002' + row.slice(7))
  const trailer = rows[7] as string
  const text = join([...rows.slice(0, 7), ...second, trailer.slice(0, 17) + '000002000014' + trailer.slice(29)])
  const read = readCnab240(Buffer.from(text, 'latin1'))
  t.same(read.detalhes.map((d) => [d.linha, d.nossoNumero]), [[3, settled.nossoNumero], [5, '777'], [9, settled.nossoNumero], [11, '777']])
  t.same(read.avisos, [])
})

t.test('a file kept packed reads as the same file whole, its lines and accented letters cut between blocks anywhere', async (t) => {
  const many = Array.from({ length: 1200 }, (_, i) => ({ ...settled, nossoNumero: String(i + 1).padStart(20, '0'), identificacao: `AÇÃO Nº ${i % 13}`, seuNumero: 'JOSÉ'.slice(0, 1 + (i % 4)) }))
  const text = writeCnab240(file({ detalhes: many }))
  for (const [name, bytes] of [
    ['Latin-1', Buffer.from(text, 'latin1')],
    ['UTF-8', Buffer.from(text, 'utf8')],
    ['UTF-8 with a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])],
    ['ASCII, LF, no final end of line', Buffer.from(text.normalize('NFD').replace(/[^\x20-\x7e\r\n]/gu, '').replaceAll('\r\n', '\n').trimEnd(), 'latin1')]
  ] as const) {
    t.ok(bytes.length > 2 * 256 * 1024, `${name}: more than two blocks`)
    const whole = readCnab240(bytes)
    const packed = readCnab240(PackedBytes.of(bytes))
    t.equal(packed.detalhes.length, 1200, name)
    t.same(packed, whole, name)
  }
})
