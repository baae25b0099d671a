import type { RequestHandler } from 'express';

export const CSRF_HEADER = 'x-minialab-request';

/**
 * Cookies ride along on any request a browser sends, so a state-changing call must prove it comes
 * from our own pages: the Origin (when the browser sends one) must be ours, and the custom header
 * must be present (another site cannot set it without a CORS preflight, which we never grant).
 */
export function csrfGuard(publicUrl: string, devOrigins: string[] = []): RequestHandler {
  const allowed = new Set([new URL(publicUrl).origin, ...devOrigins]);
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.headers.origin;
    const fromUs = origin === undefined ? true : allowed.has(origin);
    if (fromUs && req.headers[CSRF_HEADER] === '1') return next();
    req.log.warn({ origin, hasHeader: Boolean(req.headers[CSRF_HEADER]) }, 'cross-site request refused');
    res.status(403).json({ error: { message: 'Requête refusée : elle ne vient pas de MiniaLab.', code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403, appCode: 'FORBIDDEN_ORIGIN' } } });
  };
}
