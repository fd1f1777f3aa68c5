import { Buffer } from 'node:buffer'
import { readFileSync } from 'node:fs'
import t, { type Test } from 'tap'
import { BankFileError } from '../src/conciliacao/bank-file.js'
import { writeCnab240 } from '../src/conciliacao/cnab240-writer.js'
import { readBankFile, readForImport } from '../src/conciliacao/read.js'
import { isUtf8InPieces } from '../src/conciliacao/text.js'

const fixture = (name: string): Buffer => readFileSync(new URL(`fixtures/bank/${name}`, import.meta.url))
const cnab = writeCnab240({
  banco: '237',
  empresaDocumento: '12345678000190',
  nsa: 7,
  dataGeracao: '2026-11-26',
  detalhes: [{ codigoMovimento: '06', nossoNumero: '123', valorPagoCents: 1000, dataOcorrencia: '2026-11-25' }]
})

function refusal (t: Test, run: () => unknown, linha: number, campo: string): void {
  try {
    run()
    t.fail(`${campo} should be refused`)
  } catch (error) {
    t.type(error, BankFileError)
    t.match(error, { linha, campo, message: `Line ${linha}, ${campo}` })
  }
}

t.test('the format is recognized by content', async (t) => {
  const read = (bytes: Buffer): string => {
    const file = readBankFile(bytes)
    return `${file.formato}:${file.formato === 'cnab240' ? file.detalhes.length : file.transacoes.length}`
  }
  t.equal(read(Buffer.from(cnab, 'latin1')), 'cnab240:1')
  t.equal(read(Buffer.from('\ufeff' + cnab.split('\r\n').map((line) => line.trimEnd()).join('\n'), 'utf8')), 'cnab240:1', 'byte order mark, LF and trimmed lines')
  t.equal(read(Buffer.from('\r\n' + cnab, 'latin1')), 'cnab240:1', 'a blank line before the header')
  t.equal(read(fixture('extrato-sgml-1252.ofx')), 'ofx:4', 'OFX 1.x (OFXHEADER)')
  t.equal(read(fixture('extrato-xml-220.ofx')), 'ofx:2', 'OFX 2.x (<?OFX OFXHEADER=...?>)')
  const bare = fixture('extrato-sgml-1252.ofx').toString('latin1').replace(/^[\s\S]*?(?=<OFX>)/, '')
  t.equal(read(Buffer.from(bare, 'latin1')), 'ofx:4', 'an OFX body without its header')
})

t.test('the format given is the format read', async (t) => {
  t.equal(readBankFile(Buffer.from(cnab, 'latin1'), 'cnab240').formato, 'cnab240')
  t.equal(readBankFile(fixture('extrato-xml-220.ofx'), 'ofx').formato, 'ofx')
  refusal(t, () => readBankFile(fixture('extrato-xml-220.ofx'), 'cnab240'), 1, 'tipo_registro')
  refusal(t, () => readBankFile(Buffer.from(cnab, 'latin1'), 'ofx'), 0, 'OFX')
})

t.test('an unknown format is refused with campo formato', async (t) => {
  refusal(t, () => readBankFile(Buffer.from('codigo;valor\n1;10,00\n')), 0, 'formato')
  refusal(t, () => readBankFile(Buffer.alloc(0)), 0, 'formato')
  refusal(t, () => readBankFile(Buffer.from('02RETORNO01COBRANCA'.padEnd(400, ' ') + '\r\n')), 0, 'formato')
  refusal(t, () => readBankFile(Buffer.from(cnab.replace(/^(.{7})0/, '$11'), 'latin1')), 0, 'formato')
  t.match((() => { try { readBankFile(Buffer.from('X'.repeat(400))) } catch (error) { return (error as Error).message } })(), /CNAB 400 is not read/)
})

t.test('a file for the import hands over its lines a slice at a time, all of them each time it is asked', async (t) => {
  const detalhes = Array.from({ length: 5 }, (_, k) => ({ codigoMovimento: '06', nossoNumero: String(k + 1), valorPagoCents: 1000, dataOcorrencia: '2026-11-25' }))
  const file = readForImport(Buffer.from(writeCnab240({ banco: '237', empresaDocumento: '12345678000190', nsa: 8, dataGeracao: '2026-11-26', detalhes }), 'latin1'))
  t.match(file, { formato: 'cnab240', banco: '237', nsa: 8 })
  const read = () => [...file.slices(2)].map((slice) => slice.map((line) => 'nossoNumero' in line ? line.nossoNumero : ''))
  t.strictSame(read(), [['1', '2'], ['3', '4'], ['5']])
  t.strictSame(read(), [['1', '2'], ['3', '4'], ['5']], 'again: a transaction that lost a conflict runs the import again whole')
  // A statement's transactions are read again from its bytes each time: the keys of those without
  // FITID (their ordinal among identical ones) come out the same every time too.
  const statement = fixture('extrato-sgml-1252.ofx')
  const keys = readBankFile(statement).formato === 'ofx' ? (readBankFile(statement) as { transacoes: Array<{ fitid: string }> }).transacoes.map((transaction) => transaction.fitid) : []
  const ofx = readForImport(statement)
  t.match(ofx, { formato: 'ofx', banco: '0341', conta: '56789-0' })
  const readOfx = () => [...ofx.slices(3)].map((slice) => slice.map((line) => `${line.linha} ${'fitid' in line ? line.fitid : ''}`))
  const expected = [[`1 ${keys[0] ?? ''}`, `2 ${keys[1] ?? ''}`, `3 ${keys[2] ?? ''}`], [`4 ${keys[3] ?? ''}`]]
  t.strictSame(readOfx(), expected)
  t.strictSame(readOfx(), expected, 'again, with the same keys')
  t.equal(new Set(keys).size, 4, 'four keys, two of them for identical transactions without FITID')
  const asUtf8 = readForImport(Buffer.from(new TextDecoder('windows-1252').decode(statement), 'utf8'))
  t.strictSame([...asUtf8.slices(2)].flat().map((line) => 'memo' in line ? line.name + line.memo : ''), [...ofx.slices(2)].flat().map((line) => 'memo' in line ? line.name + line.memo : ''),
    'the same statement in UTF-8: each transaction found again at its bytes past the accented letters before it')
})

t.test('whether a file is UTF-8 is judged across the blocks it is kept in: a character cut between two reads as one', async (t) => {
  const text = 'PAGAMENTO São João ação € 𝄞 ' // two, three and four bytes a character
  const utf8 = Buffer.from(text.repeat(50), 'utf8')
  const latin1 = Buffer.from(text.replace(/[^\u0020-\u00ff]/gu, '?').repeat(50), 'latin1')
  const cutAnywhere = (bytes: Buffer): Buffer[] => {
    const pieces: Buffer[] = []
    for (let at = 0; at < bytes.length;) {
      const size = Math.floor(Math.random() * 7)
      pieces.push(bytes.subarray(at, at + size))
      at += size
    }
    return pieces
  }
  for (let i = 0; i < 200; i++) {
    if (!isUtf8InPieces(cutAnywhere(utf8))) t.fail('UTF-8 cut into pieces')
    if (isUtf8InPieces(cutAnywhere(latin1))) t.fail('Latin-1 cut into pieces')
    if (isUtf8InPieces(cutAnywhere(Buffer.concat([utf8, Buffer.from('𝄞')]).subarray(0, -1)))) t.fail('UTF-8 cut inside its last character')
  }
  t.ok(isUtf8InPieces([]), 'nothing at all')
  t.notOk(isUtf8InPieces([Buffer.from([0xe2, 0x82]), Buffer.from([0x41])]), 'a character that never ends')

  // A statement larger than a block (256 KiB) whose accented letters straddle the blocks' boundaries.
  const statement = fixture('extrato-sgml-1252.ofx').toString('latin1')
  const transaction = /<STMTTRN>[\s\S]*?<\/STMTTRN>\s*/.exec(statement)?.[0] ?? ''
  const memo = (i: number): string => `JOÃO ${'Ç'.repeat(i % 7)}€`
  const padded = statement.replace(transaction, Array.from({ length: 4000 }, (_, i) => transaction.replace(/<MEMO>[^<\r\n]*/, `<MEMO>${memo(i)}`)).join(''))
  const read = readForImport(Buffer.from(padded, 'utf8'))
  const memos = [...read.slices(500)].flat().map((line) => 'memo' in line ? line.memo : '')
  t.ok(Buffer.byteLength(padded) > 2 * 256 * 1024, 'more than two blocks')
  t.equal(memos.filter((text, i) => text === memo(i)).length, 4000, 'every memo read as UTF-8')
})
