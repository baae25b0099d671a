import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Serves the build's precompressed twin (`.br`, else `.gz`) of a hashed asset when the browser
 * accepts it. Hashed names never change content, so they are cached for a year.
 */
export function precompressedAssets(dir: string): RequestHandler {
  return (req, res, next) => {
    const type = TYPES[path.extname(req.path)];
    if (!type || req.path.includes('..')) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
      const file = path.join(dir, `${req.path}${ext}`);
      if (!accepted.includes(encoding) || !existsSync(file)) continue;
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      return res.sendFile(file);
    }
    next();
  };
}
