import { Buffer } from 'node:buffer'
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import t from 'tap'
import { BankFileError } from '../src/conciliacao/bank-file.js'
import { ofxAmountCents, ofxDate, readOfx } from '../src/conciliacao/ofx.js'
import { ofxPiecesToXml, ofxToXml } from '../src/conciliacao/ofx-xml.js'
import { Offsets } from '../src/conciliacao/offsets.js'

const fixture = (name: string): Buffer => readFileSync(new URL(`fixtures/bank/${name}`, import.meta.url))
const sgml1252 = fixture('extrato-sgml-1252.ofx')
const xml220 = fixture('extrato-xml-220.ofx')

const tarifa = { tipo: 'DEBIT', data: '2026-11-26', valorCents: -7000, name: 'TARIFA MANUTENÇÃO', memo: '', checknum: '', refnum: '' }

t.test('a 1.x SGML statement in windows-1252 with unclosed and empty tags', async (t) => {
  const statement = readOfx(sgml1252)
  t.match(statement, { formato: 'ofx', banco: '0341', conta: '56789-0', avisos: [] })
  const [ted, first, second, pix] = statement.transacoes
  t.same(ted, {
    linha: 1,
    fitid: '20261125001',
    fitidInformado: true,
    tipo: 'CREDIT',
    data: '2026-11-25',
    valorCents: 150_034,
    name: '',
    memo: 'TED RECEBIDA JOSÉ & CIA NF-1001 – PARC 1',
    checknum: '000123',
    refnum: ''
  }, 'comma decimals, a time with [-3:BRT], a bare & and a windows-1252 dash')
  t.match(first, { linha: 2, fitidInformado: false, ...tarifa }, 'an empty <MEMO> without its close reads as absent')
  t.match(second, { linha: 3, fitidInformado: false, ...tarifa })
  t.match(first?.fitid, /^[0-9a-f]{24}$/)
  t.not(first?.fitid, second?.fitid, 'two identical transactions without FITID get two keys (their ordinal)')
  t.strictSame([first?.fitid, second?.fitid], ['7d07bbe6d47712a048e22906', 'f78701a021252948b9126278'], 'the keys an earlier reader gave: the statement imported again settles nothing twice')
  t.same(pix, { linha: 4, fitid: '20261127002', fitidInformado: true, tipo: 'CREDIT', data: '2026-11-27', valorCents: 125_000, name: 'PIX JOÃO CONCEIÇÃO', memo: '', checknum: '', refnum: 'PED-77' },
    'thousands grouped with a dot; the date is the bank\'s own at 23:59:59 -3')
})

t.test('a transaction without FITID gets the same key when the same statement comes again', async (t) => {
  const keys = (bytes: Buffer): string[] => readOfx(bytes).transacoes.map((transaction) => transaction.fitid)
  t.same(keys(sgml1252), keys(Buffer.from(sgml1252)))
  const text = sgml1252.toString('latin1')
  const onlyOneTarifa = text.replace(/<STMTTRN>\r\n<TRNTYPE>DEBIT[\s\S]*?<\/STMTTRN>\r\n/, '')
  t.equal(keys(Buffer.from(onlyOneTarifa, 'latin1'))[1], keys(sgml1252)[1], 'the first of identical transactions keeps its key')
  const otherAccount = text.replace('<ACCTID>56789-0', '<ACCTID>11111-1')
  t.not(keys(Buffer.from(otherAccount, 'latin1'))[1], keys(sgml1252)[1], 'the account is part of the key')
})

t.test('a 2.x XML statement', async (t) => {
  t.same(readOfx(xml220), {
    formato: 'ofx',
    banco: '001',
    conta: '98765-4',
    avisos: [],
    transacoes: [
      { linha: 1, fitid: 'A1', fitidInformado: true, tipo: 'CREDIT', data: '2026-11-25', valorCents: 25_000, name: 'PIX RECEBIDO JOÃO & FILHOS', memo: 'NF 2002', checknum: '', refnum: '' },
      { linha: 2, fitid: 'A2', fitidInformado: true, tipo: 'PAYMENT', data: '2026-11-28', valorCents: -123_450, name: 'BOLETO ENERGIA', memo: '', checknum: '9001', refnum: '' }
    ]
  })
})

t.test('the statement is handed to ofx-js as well-formed XML', async (t) => {
  const xml = ofxToXml(sgml1252.toString('latin1'))
  t.match(xml, /^<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<\/CODE><SEVERITY>INFO<\/SEVERITY><\/STATUS>/, 'closed and unclosed leaves alike')
  t.match(xml, '<TRNAMT>-70,00</TRNAMT><NAME>TARIFA MANUTEN\u00c7\u00c3O</NAME></STMTTRN>', 'the empty <MEMO> is dropped')
  t.notMatch(xml, /\s</, 'no blanks between tags')
  t.equal(ofxToXml('<OFX><A><B>1 < 2 & 3</B></A></OFX>'), '<OFX><A><B>1 &lt; 2 & 3</B></A></OFX>', "a '<' that starts no tag is text")
  t.equal(ofxToXml('<OFX><A><B>x</C></A></OFX>'), '<OFX><A><B>x</B></A></OFX>', 'a stray closing tag is dropped')
  t.equal(ofxToXml('<OFX><STMTTRN><NAME>\n<MEMO>PIX\n</STMTTRN></OFX>'), '<OFX><STMTTRN><MEMO>PIX</MEMO></STMTTRN></OFX>', 'an empty leaf before another leaf')
})

t.test('the conversion reads a statement in pieces as it reads it whole, wherever the pieces end', async (t) => {
  const text = sgml1252.toString('latin1')
  // A leaf's text spanning pieces, a '<' that starts no tag, a tag name of 64 letters.
  const variants = [text, text.replace('<MEMO>TED RECEBIDA', `<MEMO>TED${' '.repeat(300)}1 < 2 RECEBIDA`).replace('<TRNTYPE>CREDIT', `<${'X'.repeat(64)}>1\r\n<TRNTYPE>CREDIT`)]
  for (const variant of variants) {
    const whole: number[] = []
    const skeleton = ofxToXml(variant, (from, to) => whole.push(from, to))
    t.equal(whole.length, 8, 'four transactions')
    await fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 1, max: variant.length - 1 }), { maxLength: 40 }), (cuts) => {
      const ends = [0, ...cuts.sort((a, b) => a - b), variant.length]
      const pieces = ends.slice(1).map((end, index) => variant.slice(ends[index], end))
      const ranges: number[] = []
      return ofxPiecesToXml(pieces, (from, to) => ranges.push(from, to)) === skeleton && ranges.join() === whole.join()
    }), { numRuns: 300 })
  }
  t.equal(ofxPiecesToXml(['<O', 'FX><A>x', '</A></OFX>']), '<OFX><A>x</A></OFX>', '<OFX> cut in two')
  t.throws(() => ofxPiecesToXml(['no statement ', 'here']), { linha: 0, campo: 'OFX', message: /no <OFX> element/ })
})

t.test('bodies that would take ofx-js hours to convert are read in one pass', async (t) => {
  // Each would run ofx-js's SGML regular expressions for minutes to hours if it reached them
  // (a 34-letter tag name: exponential; 400,000 blanks: quadratic; a nesting that overflows its
  // recursive parser sends it there too); here they read or are refused at once.
  const text = sgml1252.toString('latin1')
  const longTag = text.replace('<TRNTYPE>CREDIT', `<${'X'.repeat(34)}>1\r\n<TRNTYPE>CREDIT`)
  t.equal(readOfx(Buffer.from(longTag, 'latin1')).transacoes.length, 4)
  const blanks = text.replace('<MEMO>TED RECEBIDA', `<MEMO>TED${' '.repeat(400_000)}RECEBIDA`)
  t.equal(readOfx(Buffer.from(blanks, 'latin1')).transacoes[0]?.memo.length, 400_000 + 'TEDRECEBIDA JOSÉ & CIA NF-1001 – PARC 1'.length)
  const comments = text.replace('<BANKTRANLIST>', '<BANKTRANLIST>' + '<!--'.repeat(200_000))
  t.equal(readOfx(Buffer.from(comments, 'latin1')).transacoes.length, 4)
  const deep = text.replace('<BANKTRANLIST>', '<BANKTRANLIST>' + '<AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA>'.repeat(100_000))
  t.throws(() => readOfx(Buffer.from(deep, 'latin1')), { linha: 0, campo: 'OFX', message: /nested deeper than 32 levels/ }, 'nesting that would overflow ofx-js\'s recursion')
  const cut = text.slice(0, text.indexOf('</BANKTRANLIST>'))
  t.throws(() => readOfx(Buffer.from(cut, 'latin1')), { linha: 0, campo: 'OFX', message: /^Line 0, OFX: <BANKTRANLIST> is never closed/ })
})

t.test('the charset: what the header names, and UTF-8 whatever it names', async (t) => {
  const text = new TextDecoder('windows-1252').decode(sgml1252)
  const names = (bytes: Buffer): string[] => readOfx(bytes).transacoes.map((transaction) => transaction.name + transaction.memo)
  const expected = names(sgml1252)
  t.same(names(Buffer.from(text, 'utf8')), expected, 'CHARSET:1252 sent as UTF-8')
  t.same(names(Buffer.from(text.replace('CHARSET:1252', 'CHARSET:NONE'), 'utf8')), expected, 'CHARSET:NONE in UTF-8')
  t.same(names(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])), expected, 'with a byte order mark')
  const latin1 = Buffer.from(text.replace('CHARSET:1252', 'CHARSET:ISO-8859-1').replace(' – ', ' - '), 'latin1')
  t.match(names(latin1), ['TED RECEBIDA JOSÉ & CIA NF-1001 - PARC 1', 'TARIFA MANUTENÇÃO', 'TARIFA MANUTENÇÃO', 'PIX JOÃO CONCEIÇÃO'], 'ISO-8859-1')
  const xmlAsLatin1 = Buffer.from(xml220.toString('utf8').replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), 'latin1')
  t.equal(readOfx(xmlAsLatin1).transacoes[0]?.name, 'PIX RECEBIDO JOÃO & FILHOS', 'an XML declaration naming ISO-8859-1')
  const [beforeName = '', afterName = ''] = text.replace('CHARSET:1252', 'CHARSET:SHIFT_JIS').split('PIX JOÃO CONCEIÇÃO')
  const shiftJis = Buffer.concat([Buffer.from(beforeName, 'latin1'), Buffer.from([0x83, 0x4a, 0x83, 0x5e, 0x83, 0x4a, 0x83, 0x69]), Buffer.from(afterName, 'latin1')])
  t.equal(readOfx(shiftJis).transacoes[3]?.name, 'カタカナ', 'a charset of several bytes a character (Shift_JIS): read from its text')
})

t.test('amounts in exact cents, with a point or a comma', async (t) => {
  const cases: Array<[string, number | undefined]> = [
    ['-70,00', -7000], ['1500.34', 150_034], ['1500,3', 150_030], ['70', 7000], ['+5,5', 550], ['.50', 50], [',05', 5],
    ['-0,00', 0], ['10.000', 1000], ['1.250,00', 125_000], ['1,250.00', 125_000], ['12.345.678,90', 1_234_567_890],
    ['0.1', 10], ['999999999999.99', 99_999_999_999_999],
    ['12,345', undefined], ['1.2.3', undefined], ['1,25.00', undefined], ['abc', undefined], ['', undefined],
    ['1e3', undefined], ['- 70,00', undefined], ['70,00-', undefined]
  ]
  for (const [raw, cents] of cases) t.equal(ofxAmountCents(raw), cents, `'${raw}'`)
})

t.test('dates with or without a time and an offset', async (t) => {
  const cases: Array<[string, string | undefined]> = [
    ['20261125', '2026-11-25'], ['20261125100000', '2026-11-25'], ['20261125100000.123[-3:BRT]', '2026-11-25'],
    ['20261125[-3:BRT]', '2026-11-25'], ['202611252359', '2026-11-25'], ['20240229', '2024-02-29'],
    ['20261331', undefined], ['20260229', undefined], ['2026113', undefined], ['2026113000000', undefined], ['', undefined]
  ]
  for (const [raw, date] of cases) t.equal(ofxDate(raw), date, `'${raw}'`)
})

t.test('a statement that cannot be read is refused naming the transaction and the field', async (t) => {
  const text = sgml1252.toString('latin1')
  const refused = (variant: string, linha: number, campo: string): void => {
    try {
      readOfx(Buffer.from(variant, 'latin1'))
      t.fail(`${campo} at ${linha} should be refused`)
    } catch (error) {
      t.type(error, BankFileError)
      t.match(error, { linha, campo, message: linha === 0 ? `Line 0, ${campo}` : `STMTTRN ${linha}, ${campo}` })
    }
  }
  refused(text.replace('<TRNAMT>-70,00', '<TRNAMT>-70,0,0'), 2, 'TRNAMT')
  refused(text.replace('<DTPOSTED>20261126', '<DTPOSTED>20261131'), 2, 'DTPOSTED')
  refused(text.replace('<DTPOSTED>20261125100000[-3:BRT]\r\n', ''), 1, 'DTPOSTED')
  refused(text.replace('<ACCTID>56789-0\r\n', ''), 0, 'BANKACCTFROM')
  refused(text.replace(/<STMTTRNRS>[\s\S]*<\/STMTTRNRS>/, (statement) => statement + statement), 0, 'STMTRS')
  refused(text.replace(/<BANKMSGSRSV1>[\s\S]*<\/BANKMSGSRSV1>/, ''), 0, 'STMTRS')
  refused(text.replace('</BANKTRANLIST>', '</BANKTRANLISTX>'), 0, 'OFX')
  refused(text.replace('</STMTTRN>', ''), 0, 'OFX')
  refused('CSV;not;a;statement', 0, 'OFX')
})

t.test('where each transaction lies is kept past a block of offsets: 5,000 transactions read back each at its own bytes', async (t) => {
  const text = sgml1252.toString('latin1')
  const transaction = (k: number): string => `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261125<TRNAMT>${k},${String(k % 100).padStart(2, '0')}<FITID>F${k}<MEMO>PIX ${k}</STMTTRN>\r\n`
  const many = text.replace(/<STMTTRN>[\s\S]*<\/STMTTRN>\r?\n/, Array.from({ length: 5000 }, (_, k) => transaction(k + 1)).join(''))
  const { transacoes } = readOfx(Buffer.from(many, 'latin1'))
  t.equal(transacoes.length, 5000)
  t.strictSame(transacoes.map((read) => `${read.linha} ${read.fitid} ${read.valorCents} ${read.memo}`), Array.from({ length: 5000 }, (_, k) => `${k + 1} F${k + 1} ${(k + 1) * 100 + (k + 1) % 100} PIX ${k + 1}`),
    'two offsets a transaction: the 4,097th starts the second block of 8,192')
})

t.test('offsets are 32-bit byte offsets, read by index within what was pushed', async (t) => {
  const offsets = new Offsets()
  for (let value = 0; value < 20_000; value++) offsets.push(value * 3)
  offsets.push(0xffffffff)
  t.equal(offsets.length, 20_001)
  t.strictSame([offsets.at(0), offsets.at(8191), offsets.at(8192), offsets.at(19_999), offsets.at(20_000)], [0, 8191 * 3, 8192 * 3, 19_999 * 3, 0xffffffff])
  t.throws(() => offsets.at(20_001), RangeError)
  t.throws(() => offsets.at(-1), RangeError)
  t.throws(() => { offsets.push(2 ** 32) }, RangeError, 'past 32 bits: never silently wrapped')
  t.throws(() => { offsets.push(1.5) }, RangeError)
})
