import { timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppServices } from '../ports';
import { recentOutbox } from './service';
import { formatStamp } from '../../shared/format';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/i;

/**
 * The outbox holds every user's recovery links and codes: only the person at this machine may read
 * it. The address carries a key printed in the server's log at start (outboxUrl), the connection must
 * come from loopback itself (no proxy in between: a proxy on this machine
 * would make anyone on the network look local), and the Host must be a loopback name, so a page
 * elsewhere cannot reach it through DNS rebinding.
 */
export function outboxAllowed(req: Request, key: string): boolean {
  // The key printed at start: a proxy on this machine that adds no header cannot open it for a stranger.
  const given = Buffer.from(typeof req.query.cle === 'string' ? req.query.cle : '');
  const expected = Buffer.from(key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  if (!LOOPBACK_ADDRESS.test(req.socket.remoteAddress ?? '')) return false;
  if (Object.keys(req.headers).some((name) => name === 'forwarded' || name.startsWith('x-forwarded-') || name === 'x-real-ip')) return false;
  return LOOPBACK_HOST.test(req.headers.host ?? '');
}

/**
 * Development only (never mounted when NODE_ENV=production): the last e-mails, as text, so codes and
 * links can be read without an SMTP server. Plain HTML, no script. Local visitors only (outboxAllowed).
 */
export async function outboxPage(req: Request, res: Response, services: AppServices): Promise<void> {
  if (!outboxAllowed(req, services.outboxKey)) {
    res.status(404).type('text/plain').send('Page introuvable. La boîte d’envoi locale ne s’ouvre que sur cette machine, avec le lien affiché au démarrage du serveur (http://localhost:…/dev/outbox?cle=…).');
    return;
  }
  const messages = await recentOutbox(services.orm.em.fork());
  const items = messages
    .map(
      (m) => `<article><h2>${escape(m.subject)}</h2><p class="meta">À ${escape(m.to)} · ${formatStamp(m.createdAt)} · ${escape(m.status)}${m.transport ? ` (${escape(m.transport)})` : ''}${m.attachments?.length ? ` · pièce jointe : ${m.attachments.map((a) => escape(a.filename)).join(', ')}` : ''}</p><pre>${escape(m.text)}</pre></article>`,
    )
    .join('\n');
  res
    .type('html')
    .setHeader('Cache-Control', 'no-store')
    .send(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Boîte d’envoi locale — ${escape(services.config.BRAND_NAME)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;background:#0b0d12;color:#f4f5f7}article{background:#151922;border:1px solid #2a3142;border-radius:12px;padding:16px;margin:16px 0}h2{font-size:1.1rem;margin:0}.meta{color:#a3abbd;font-size:.9rem}pre{white-space:pre-wrap;word-break:break-word}</style></head>
<body><h1>Boîte d’envoi locale</h1><p>Messages gardés en base quand aucun serveur SMTP n’est configuré (page absente en production).</p>${items || '<p>Aucun message pour l’instant.</p>'}</body></html>`);
}

/** The outbox's address with its key, as printed at start; null where there is no outbox page. */
export function outboxUrl(services: Pick<AppServices, 'config' | 'outboxKey'>): string | null {
  const { config } = services;
  if (config.NODE_ENV === 'production' || config.SMTP_URL) return null;
  return `http://localhost:${config.PORT}/dev/outbox?cle=${services.outboxKey}`;
}
