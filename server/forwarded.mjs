// Which address a request came from when the site runs behind reverse proxies (TRUST_PROXY).
// X-Forwarded-For is a list each proxy appends to, so only its right end was written by proxies we
// run; everything to the left of the nearest trusted proxy's entry is whatever the client sent.
import net from 'node:net';

/**
 * What TRUST_PROXY says: nothing (no proxy: the socket is the client), a number of proxy hops in
 * front of the server, or the proxies' addresses (and CIDR ranges).
 * @typedef {{ kind: 'none' } | { kind: 'hops', hops: number } | { kind: 'addresses', list: net.BlockList }} TrustProxy
 */

/** IPv4 addresses as Node reports them on a dual-stack socket (::ffff:1.2.3.4) become plain. */
const plain = (address) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Parses TRUST_PROXY; throws on a value that is neither a hop count nor a list of addresses, so a
 * setting left over from its old yes/no meaning cannot silently trust every client.
 * @param {string | undefined} raw
 * @returns {TrustProxy}
 */
export function parseTrustProxy(raw) {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY must be a hop count from 0 to 10 or a comma list of proxy addresses, not "${raw}"`);
    return { kind: 'hops', hops };
  }
  const list = new net.BlockList();
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const type = net.isIP(plain(address));
    const bits = prefix === undefined ? undefined : Number(prefix);
    if (!type || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= (type === 4 ? 32 : 128)))) {
      throw new Error(`TRUST_PROXY must be a hop count from 0 to 10 or a comma list of proxy addresses, not "${raw}"`);
    }
    const family = type === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(plain(address), family);
    else list.addSubnet(plain(address), bits, family);
  }
  return { kind: 'addresses', list };
}

/** @param {net.BlockList} list @param {string} address */
const isTrusted = (list, address) => {
  const type = net.isIP(address);
  return type !== 0 && list.check(address, type === 4 ? 'ipv4' : 'ipv6');
};

/**
 * True when the socket's peer is a proxy of ours, so its X-Forwarded-* headers may be believed.
 * @param {TrustProxy} trust
 * @param {string | undefined} socketAddress
 */
export function fromTrustedProxy(trust, socketAddress) {
  if (trust.kind === 'none' || socketAddress === undefined) return false;
  return trust.kind === 'hops' || isTrusted(trust.list, plain(socketAddress));
}

/**
 * The client's address: the socket's when no proxy is trusted or the socket is not a trusted
 * proxy; otherwise the address the nearest trusted proxy saw, found by walking X-Forwarded-For
 * from the right. Entries that are not IP addresses end the walk (they cannot be a proxy of ours).
 * @param {TrustProxy} trust
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s)
 * @returns {string | undefined}
 */
export function forwardedClient(trust, socketAddress, forwardedFor) {
  const socket = socketAddress === undefined ? undefined : plain(socketAddress);
  if (trust.kind === 'none' || socket === undefined) return socket;
  const hops = [...[forwardedFor ?? []].flat().flatMap((header) => header.split(',')).map(plain).filter(Boolean), socket];
  if (trust.kind === 'hops') {
    // hops[last] is the nearest proxy; each trusted proxy vouches for the entry to its left.
    const index = Math.max(0, hops.length - 1 - trust.hops);
    return net.isIP(hops[index]) ? hops[index] : socket;
  }
  let index = hops.length - 1;
  while (index > 0 && isTrusted(trust.list, hops[index])) index -= 1;
  return net.isIP(hops[index]) ? hops[index] : hops[index + 1];
}
