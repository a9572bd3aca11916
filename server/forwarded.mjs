// @ts-check
// Which address a request came from when the site runs behind reverse proxies (TRUST_PROXY), found by
// proxy-addr (Express's): X-Forwarded-For is a list each proxy appends to, so only its right end was
// written by proxies we run; everything to the left of the nearest trusted proxy's entry is whatever the
// client sent.
import net from 'node:net';
import proxyaddr from 'proxy-addr';
import { plainAddress as plain } from '../src/lib/server/environment.mjs';

/** @typedef {import('../src/lib/server/environment.mjs').TrustProxy} TrustProxy */

/**
 * Whether the address at a distance from the socket (0: the socket) is a proxy of ours.
 * @param {TrustProxy} trust
 * @returns {(address: string, distance: number) => boolean}
 */
const trustOf = (trust) => {
  if (trust.kind === 'hops') return (_address, distance) => distance < trust.hops;
  if (trust.kind === 'addresses') return (address) => trust.trusts(address);
  return () => false;
};

/**
 * True when the socket's peer is a proxy of ours, so its X-Forwarded-* headers may be believed.
 * @param {TrustProxy} trust
 * @param {string | undefined} socketAddress
 */
export function fromTrustedProxy(trust, socketAddress) {
  return socketAddress !== undefined && trustOf(trust)(socketAddress, 0);
}

/**
 * The client's address: the socket's when no proxy is trusted or the socket is not a trusted proxy;
 * otherwise the address the nearest trusted proxy saw (proxy-addr walks X-Forwarded-For from the right).
 * An entry that is not an IP address ends the walk and is not the client: the address to its right is.
 * @param {TrustProxy} trust
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s)
 * @returns {string | undefined}
 */
export function forwardedClient(trust, socketAddress, forwardedFor) {
  if (socketAddress === undefined) return undefined;
  const request = { socket: { remoteAddress: socketAddress }, headers: { 'x-forwarded-for': [forwardedFor ?? []].flat().join(',') } };
  const walked = proxyaddr.all(/** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ (request)), trustOf(trust));
  return plain(walked.filter((address) => net.isIP(plain(address))).at(-1) ?? socketAddress);
}
