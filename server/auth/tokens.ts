import { createHash } from 'node:crypto';

/**
 * How every opaque secret we hand out (refresh tokens, links, challenges) is stored: its SHA-256.
 * They carry 256 random bits, so a fast hash is enough and a database dump reveals none of them.
 */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex');
