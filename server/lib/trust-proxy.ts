import type { TrustProxy } from '../config';

/** Fastify's trust of forwarded addresses: hop i (0 is the peer that connected) is believed when this says so. */
type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function that believes the last n hops
 * (this Fastify reads a bare number as "believe nobody"); addresses go as they are, so the client
 * is the rightmost X-Forwarded-For entry no trusted proxy added.
 */
export function trustProxyOf(trust: TrustProxy): false | string[] | TrustFunction {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
