import { Buffer } from 'node:buffer'
import { randomBytes } from 'node:crypto'
import t from 'tap'
import { PackedBytes } from '../src/conciliacao/packed-bytes.js'

t.test('any range reads back as the bytes packed, within a block, across blocks, in order or not', async (t) => {
  // Text-like bytes (compressible) with random ones between: both kinds of block.
  const bytes = Buffer.concat([Buffer.from('<STMTTRN>\r\n<TRNAMT>12,34\r\n'.repeat(12_000)), randomBytes(300_000), Buffer.from('</OFX>')])
  const packed = new PackedBytes(bytes)
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
