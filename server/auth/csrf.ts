import type { Request, RequestHandler } from 'express';

export const CSRF_HEADER = 'x-minialab-request';

/**
 * The origin a request was addressed to: its scheme and Host (or, behind a trusted proxy only, the
 * forwarded ones: Express reads them per TRUST_PROXY). Null when the Host is not a valid host.
 */
export function requestOrigin(req: Pick<Request, 'protocol' | 'host'>): string | null {
  try {
    return req.host ? new URL(`${req.protocol}://${req.host}`).origin : null;
  } catch {
    return null;
  }
}

function normalOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * Cookies ride along on any request a browser sends, so a state-changing call must prove it comes
 * from our own pages: the custom header must be present (another site cannot set it without a CORS
 * preflight, which we never grant), and the Origin, when the browser sends one, must be PUBLIC_URL's
 * or the very origin the request was sent to (the app opened at 127.0.0.1 or at the machine's
 * address on the network). A page elsewhere sends its own Origin to our Host, which matches neither.
 */
export function csrfGuard(publicUrl: string): RequestHandler {
  const ours = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.headers.origin;
    const normal = origin === undefined ? null : normalOrigin(origin);
    const fromUs = origin === undefined || (normal !== null && (normal === ours || normal === requestOrigin(req)));
    if (fromUs && req.headers[CSRF_HEADER] === '1') return next();
    req.log.warn({ origin, host: req.headers.host, hasHeader: Boolean(req.headers[CSRF_HEADER]) }, 'cross-site request refused');
    res.status(403).json({ error: { message: 'Requête refusée : elle ne vient pas de MiniaLab.', code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403, appCode: 'FORBIDDEN_ORIGIN' } } });
  };
}
