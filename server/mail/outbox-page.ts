import type { Request, Response } from 'express';
import type { AppServices } from '../services';
import { recentOutbox } from './service';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Africa/Dakar' });

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/i;

/**
 * The outbox holds every user's recovery links and codes: only the person at this machine may read
 * it. The connection must come from loopback itself (no proxy in between: a proxy on this machine
 * would make anyone on the network look local), and the Host must be a loopback name, so a page
 * elsewhere cannot reach it through DNS rebinding.
 */
export function outboxAllowed(req: Request): boolean {
  if (!LOOPBACK_ADDRESS.test(req.socket.remoteAddress ?? '')) return false;
  if (Object.keys(req.headers).some((name) => name === 'forwarded' || name.startsWith('x-forwarded-') || name === 'x-real-ip')) return false;
  return LOOPBACK_HOST.test(req.headers.host ?? '');
}

/**
 * Development only (never mounted when NODE_ENV=production): the last e-mails, as text, so codes and
 * links can be read without an SMTP server. Plain HTML, no script. Local visitors only (outboxAllowed).
 */
export async function outboxPage(req: Request, res: Response, services: AppServices): Promise<void> {
  if (!outboxAllowed(req)) {
    res.status(404).type('text/plain').send('Page introuvable. La boîte d’envoi locale ne s’ouvre que sur cette machine, à l’adresse http://localhost.');
    return;
  }
  const messages = await recentOutbox(services.orm.em.fork());
  const items = messages
    .map(
      (m) => `<article><h2>${escape(m.subject)}</h2><p class="meta">À ${escape(m.to)} · ${when.format(m.createdAt)} · ${escape(m.status)}${m.transport ? ` (${escape(m.transport)})` : ''}${m.attachments?.length ? ` · pièce jointe : ${m.attachments.map((a) => escape(a.filename)).join(', ')}` : ''}</p><pre>${escape(m.text)}</pre></article>`,
    )
    .join('\n');
  res
    .type('html')
    .setHeader('Cache-Control', 'no-store')
    .send(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Boîte d’envoi locale — ${escape(services.config.BRAND_NAME)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;background:#0b0d12;color:#f4f5f7}article{background:#151922;border:1px solid #2a3142;border-radius:12px;padding:16px;margin:16px 0}h2{font-size:1.1rem;margin:0}.meta{color:#a3abbd;font-size:.9rem}pre{white-space:pre-wrap;word-break:break-word}</style></head>
<body><h1>Boîte d’envoi locale</h1><p>Messages gardés en base quand aucun serveur SMTP n’est configuré (page absente en production).</p>${items || '<p>Aucun message pour l’instant.</p>'}</body></html>`);
}
