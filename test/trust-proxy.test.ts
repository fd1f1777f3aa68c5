import t from 'tap'
import { loadConfig } from '../src/config.js'
import { build, collectWarnings } from './helper.js'

/**
 * Issue 21, item 7: behind a reverse proxy every client arrives from the proxy's address. With
 * TRUST_PROXY naming the proxy, the per-address limits and the request log use the client that
 * X-Forwarded-For names; without it the header is ignored (a client could otherwise pick its own
 * address). IPv6 clients are counted per /64.
 */

const LIMIT = { RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '2' }

t.test('TRUST_PROXY takes addresses and CIDRs, and refuses anything else with one line', async (t) => {
  t.strictSame(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,192.168.1.7' }).trustProxy, ['10.0.0.0/8', '::1', '192.168.1.7'])
  t.strictSame(loadConfig({}).trustProxy, [], 'off by default')
  t.throws(() => loadConfig({ TRUST_PROXY: 'proxy.local' }), { message: /^TRUST_PROXY must be/ })
  t.throws(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' }), { message: /^TRUST_PROXY must be/ })
})

t.test('behind a trusted proxy, each forwarded client has its own limit and is the address logged', async (t) => {
  const lines: string[] = []
  const { logStream } = collectWarnings(t)
  const ctx = await build(t, { env: { ...LIMIT, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' }, logStream: { write: (line) => { lines.push(line); logStream.write(line) } } })
  const from = (client: string) => ctx.request({ method: 'GET', url: '/contas-pagar', headers: { 'x-forwarded-for': client } })
  t.equal((await from('203.0.113.1')).statusCode, 200)
  t.equal((await from('203.0.113.1')).statusCode, 200)
  t.equal((await from('203.0.113.1')).statusCode, 429, 'the third request of one client is over its limit')
  t.equal((await from('203.0.113.2')).statusCode, 200, 'another client behind the same proxy is not')
  const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request').map((entry) => entry.ip)
  t.strictSame(logged, ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2'], 'the log names the client')
})

t.test('without TRUST_PROXY, X-Forwarded-For is ignored: the socket\'s address counts', async (t) => {
  const ctx = await build(t, { env: LIMIT })
  const from = (client: string) => ctx.request({ method: 'GET', url: '/contas-pagar', headers: { 'x-forwarded-for': client } })
  t.equal((await from('203.0.113.1')).statusCode, 200)
  t.equal((await from('203.0.113.2')).statusCode, 200)
  t.equal((await from('203.0.113.3')).statusCode, 429, 'a forged header does not buy a new limit')
})

t.test('IPv6 clients are limited per /64', async (t) => {
  const ctx = await build(t, { env: LIMIT })
  const from = (remoteAddress: string) => ctx.request({ method: 'GET', url: '/contas-pagar', remoteAddress })
  t.equal((await from('2001:db8:1:2::1')).statusCode, 200)
  t.equal((await from('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).statusCode, 200)
  t.equal((await from('2001:db8:1:2::ffff')).statusCode, 429, 'a third address of the same /64 shares its window')
  t.equal((await from('2001:db8:1:3::1')).statusCode, 200, 'the next /64 has its own')
  t.equal((await from('::ffff:198.51.100.7')).statusCode, 200, 'an IPv4 address written as IPv6 counts as IPv4')
  t.equal((await from('198.51.100.7')).statusCode, 200)
  t.equal((await from('198.51.100.7')).statusCode, 429, 'and shares the IPv4 address\'s window')
})
