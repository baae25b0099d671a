import { isIP } from 'node:net';
import os from 'node:os';
import type { Request, RequestHandler } from 'express';
import type { Config } from '../config';

export const CSRF_HEADER = 'x-minialab-request';

const HOST_SYNTAX = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const INTERFACES_TTL_MS = 30_000;

/**
 * The host names this server answers as itself: PUBLIC_URL's, the loopback names, the machine's own
 * addresses (a phone on the same network opens http://192.168.1.20:3000), and ALLOWED_HOSTS. Any
 * other Host (a forged header, a DNS-rebinding name) is not « us », whatever the request says.
 */
export function ownHosts(config: Pick<Config, 'PUBLIC_URL' | 'ALLOWED_HOSTS'>): (hostname: string) => boolean {
  const fixed = new Set([new URL(config.PUBLIC_URL).hostname.toLowerCase(), 'localhost', '[::1]', ...config.ALLOWED_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)]);
  let machine: { at: number; addresses: Set<string> } | null = null;
  const addresses = () => {
    if (!machine || Date.now() - machine.at > INTERFACES_TTL_MS) {
      const all = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []).map((i) => (i.family === 'IPv6' ? `[${i.address}]` : i.address));
      machine = { at: Date.now(), addresses: new Set(all.map((a) => a.toLowerCase())) };
    }
    return machine.addresses;
  };
  return (hostname) => {
    const name = hostname.toLowerCase().replace(/\.$/, '');
    return fixed.has(name) || /^127(?:\.\d{1,3}){3}$/.test(name) || addresses().has(name);
  };
}

/**
 * The origin a request was addressed to: its scheme and Host (or, behind a proxy TRUST_PROXY names,
 * the forwarded ones), when that is http(s) and a host of ours; null otherwise, so nothing built
 * from it (an accepted Origin, a return address) can point elsewhere.
 */
export function requestOrigin(req: Pick<Request, 'protocol' | 'host'>, isOwnHost: (hostname: string) => boolean): string | null {
  if (req.protocol !== 'http' && req.protocol !== 'https') return null;
  const host = req.host;
  if (!host || !HOST_SYNTAX.test(host)) return null;
  const url = new URL(`${req.protocol}://${host}`);
  const hostname = url.hostname.startsWith('[') || isIP(url.hostname) !== 6 ? url.hostname : `[${url.hostname}]`;
  return isOwnHost(hostname) ? url.origin : null;
}

function normalOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Cookies ride along on any request a browser sends, so a state-changing call must prove it comes
 * from our own pages: the custom header must be present (another site cannot set it without a CORS
 * preflight, which we never grant), and the Origin, when the browser sends one, must be PUBLIC_URL's
 * or the very origin the request was sent to, on a host of ours (the app opened at 127.0.0.1 or at
 * the machine's address on the network). A page elsewhere sends its own Origin, which matches neither.
 */
export function csrfGuard(config: Pick<Config, 'PUBLIC_URL' | 'ALLOWED_HOSTS'>): RequestHandler {
  const ours = new URL(config.PUBLIC_URL).origin;
  const isOwnHost = ownHosts(config);
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.headers.origin;
    const normal = origin === undefined ? null : normalOrigin(origin);
    const fromUs = origin === undefined || (normal !== null && (normal === ours || normal === requestOrigin(req, isOwnHost)));
    if (fromUs && req.headers[CSRF_HEADER] === '1') return next();
    req.log.warn({ origin, host: req.headers.host, hasHeader: Boolean(req.headers[CSRF_HEADER]) }, 'cross-site request refused');
    res.status(403).json({ error: { message: 'Requête refusée : elle ne vient pas de MiniaLab.', code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403, appCode: 'FORBIDDEN_ORIGIN' } } });
  };
}
