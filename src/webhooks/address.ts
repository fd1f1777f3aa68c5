import { lookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns'
import { isIP, type Socket } from 'node:net'
import ipaddr from 'ipaddr.js'
import type { buildConnector } from 'undici'

/**
 * Where a webhook may be sent (docs/CONTRACT.md section 15). The service must not become a way to reach
 * addresses only it can reach: a URL is refused when its scheme, credentials or literal address
 * are wrong at registration, and the address is checked again where it matters, on the address the
 * socket actually connects to, at every attempt (a name that resolved to a public address when it
 * was registered may resolve to 127.0.0.1 now).
 */

export interface AddressPolicy {
  allowHttp: boolean
  allowPrivate: boolean
}

/**
 * The ipaddr.js range of an address that may not be reached, or undefined when it may. Only global
 * unicast passes: loopback, private, link-local, CGNAT, multicast, unspecified, broadcast, reserved,
 * unique-local, NAT64 and the other special ranges do not, and an IPv4-mapped IPv6 address is
 * judged as the IPv4 address it carries.
 */
export function refusedRange (address: string): string | undefined {
  const unbracketed = address.replace(/^\[(.*)\]$/, '$1')
  if (!ipaddr.isValid(unbracketed)) return 'not an IP address'
  const range = ipaddr.process(unbracketed).range()
  return range === 'unicast' ? undefined : range
}

const refusedAddress = (range: string) => `names an address that may not be reached (${range}); WEBHOOK_ALLOW_PRIVATE=true allows it where the receiver runs in a private network`

/** Why a URL cannot be registered, or undefined when it can. The host's name is resolved only when sending. */
export function urlProblem (text: string, policy: AddressPolicy): string | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'is not an absolute URL'
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp)) {
    return policy.allowHttp ? 'must be an http:// or https:// URL' : 'must be an https:// URL (http:// only where the service sets WEBHOOK_ALLOW_HTTP=true)'
  }
  if (url.username !== '' || url.password !== '') return 'must not carry a user or password'
  if (url.hash !== '') return 'must not carry a #fragment'
  if (policy.allowPrivate) return undefined
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(host) !== 0) {
    const range = refusedRange(host)
    if (range !== undefined) return refusedAddress(range)
  } else if (host === 'localhost' || host.endsWith('.localhost')) {
    return refusedAddress('loopback')
  }
  return undefined
}

export class RefusedAddressError extends Error {
  readonly code = 'WEBHOOK_ADDRESS_REFUSED'
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * dns.lookup that answers only addresses that may be reached: net.connect then connects to the very
 * address checked here, so a second resolution cannot swap it.
 */
function checkedLookup (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error !== null) { callback(error, []); return }
    const allowed = addresses.filter((entry) => refusedRange(entry.address) === undefined)
    if (allowed.length === 0) {
      const first = addresses[0]
      callback(new RefusedAddressError(`${hostname} resolves to ${first?.address ?? 'nothing'}, which may not be reached (${first === undefined ? 'no address' : refusedRange(first.address) ?? ''})`), [])
      return
    }
    if ((options as LookupAllOptions).all === true) callback(null, allowed)
    else callback(null, (allowed[0] as LookupAddress).address, (allowed[0] as LookupAddress).family)
  })
}

/**
 * undici's connector with the checks of the policy: the name resolved through checkedLookup, and
 * the connected socket's remote address checked once more (a literal address is never looked up).
 * undici's buildConnector is passed in: src/webhooks/sender.ts loads undici only when it first sends.
 */
export function checkedConnector (policy: AddressPolicy, timeoutMs: number, build: typeof buildConnector): buildConnector.connector {
  const connect = build({ timeout: timeoutMs, ...(policy.allowPrivate ? {} : { lookup: checkedLookup }) })
  if (policy.allowPrivate) return connect
  return (options, callback) => {
    connect(options, (error, socket) => {
      if (error !== null) { callback(error, null); return }
      const remote = (socket as Socket).remoteAddress
      const range = remote === undefined ? 'unknown address' : refusedRange(remote)
      if (range !== undefined) {
        socket.destroy()
        callback(new RefusedAddressError(`${options.hostname} connected to ${remote ?? 'an unknown address'}, which may not be reached (${range})`), null)
        return
      }
      callback(null, socket)
    })
  }
}
