// @ts-check
// Which address a request came from when the site runs behind reverse proxies (TRUST_PROXY).
// X-Forwarded-For is a list each proxy appends to, so only its right end was written by proxies we
// run; everything to the left of the nearest trusted proxy's entry is whatever the client sent.
import net from 'node:net';
import { plainAddress as plain } from '../src/lib/server/environment.mjs';

/** @typedef {import('../src/lib/server/environment.mjs').TrustProxy} TrustProxy */

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
  const hops = [
    ...[forwardedFor ?? []]
      .flat()
      .flatMap((header) => header.split(','))
      .map(plain)
      .filter(Boolean),
    socket,
  ];
  /** @param {number} index */
  const hop = (index) => hops[index] ?? '';
  if (trust.kind === 'hops') {
    // hops[last] is the nearest proxy; each trusted proxy vouches for the entry to its left.
    const index = Math.max(0, hops.length - 1 - trust.hops);
    return net.isIP(hop(index)) ? hop(index) : socket;
  }
  let index = hops.length - 1;
  while (index > 0 && isTrusted(trust.list, hop(index))) index -= 1;
  return net.isIP(hop(index)) ? hop(index) : hop(index + 1);
}
