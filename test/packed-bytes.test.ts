import { Buffer } from 'node:buffer'
import { createHash, randomBytes } from 'node:crypto'
import t from 'tap'
import { PackedBody } from '../src/http/packed-body.js'
import { PackedBytes } from '../src/http/packed-bytes.js'
import { requestHash } from '../src/idempotency/keys.js'

t.test('any range reads back as the bytes packed, within a block, across blocks, in order or not', async (t) => {
  // Text-like bytes (compressible) with random ones between: both kinds of block.
  const bytes = Buffer.concat([Buffer.from('<STMTTRN>\r\n<TRNAMT>12,34\r\n'.repeat(12_000)), randomBytes(300_000), Buffer.from('</OFX>')])
  const packed = PackedBytes.of(bytes)
  const ranges: Array<[number, number]> = [[0, 0], [0, 1], [0, bytes.length], [262_140, 262_150], [262_144, 262_144 * 2], [100, 600_000], [bytes.length - 3, bytes.length]]
  for (let i = 0; i < 200; i++) {
    const from = Math.floor(Math.random() * bytes.length)
    ranges.push([from, Math.min(bytes.length, from + Math.floor(Math.random() * 700))])
  }
  for (const [from, to] of ranges) {
    if (!packed.subarray(from, to).equals(bytes.subarray(from, to))) t.fail(`bytes ${from} to ${to}`)
  }
  t.pass(`${ranges.length} ranges`)
})

t.test('bytes appended in pieces of any size read back as the bytes, a range, a block or all at a time', async (t) => {
  const bytes = Buffer.concat([Buffer.from('<STMTTRN>\r\n<MEMO>PAGAMENTO\r\n'.repeat(30_000)), randomBytes(70_000)])
  const packed = new PackedBytes()
  for (let at = 0; at < bytes.length;) {
    const size = Math.random() < 0.1 ? 300_000 : Math.floor(Math.random() * 70_000)
    packed.append(bytes.subarray(at, at + size))
    at += size
  }
  packed.end()
  t.equal(packed.length, bytes.length)
  t.ok(packed.joined().equals(bytes), 'joined')
  const seen: Buffer[] = []
  for (const piece of packed.pieces()) seen.push(Buffer.from(piece))
  t.ok(Buffer.concat(seen).equals(bytes), 'pieces, copied as they come')
  t.ok(packed.subarray(1000, 600_000).equals(bytes.subarray(1000, 600_000)), 'a range across blocks')
  t.equal(packed.read(5, 15, (view) => view.toString('latin1')), bytes.toString('latin1', 5, 15), 'what a reader makes of a range')
})

t.test('a range read is a copy of its own: reading on lets go of blocks read before, not of it', async (t) => {
  const bytes = Buffer.from(Array.from({ length: 200_000 }, (_, i) => `line ${i}\n`).join(''))
  const packed = PackedBytes.of(bytes)
  const first = packed.subarray(0, 100)
  for (let at = 0; at < bytes.length; at += 100_000) packed.subarray(at, at + 10)
  t.ok(first.equals(bytes.subarray(0, 100)))
})

t.test('an empty body packs to nothing and reads as nothing', async (t) => {
  const packed = new PackedBytes().end()
  t.equal(packed.length, 0)
  t.equal(packed.joined().length, 0)
  t.equal([...packed.pieces()].length, 0)
  t.equal(packed.subarray(0, 0).length, 0)
})

t.test("a packed body's Idempotency-Key hash is the hash of its bytes read whole, as keys stored before were", async (t) => {
  const bytes = Buffer.concat([Buffer.from('OFXHEADER:100\r\n'.repeat(40_000)), randomBytes(1000)])
  const body = new PackedBody(PackedBytes.of(bytes), createHash('sha256').update(bytes).digest('hex'))
  t.equal(requestHash('/conciliacao/arquivos?formato=ofx', body), requestHash('/conciliacao/arquivos?formato=ofx', bytes))
  t.equal(body.sha256, createHash('sha256').update(PackedBytes.of(bytes).joined()).digest('hex'))
})
