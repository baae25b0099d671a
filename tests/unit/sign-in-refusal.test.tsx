import { TRPCClientError } from '@trpc/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SignInRefusal } from '../../client/pages/auth/SignInPage';
import type { AppErrorCode } from '../../shared/errors';

/** A refused `auth.signIn` as the browser receives it. */
const refusal = (appCode: AppErrorCode, httpStatus: number) => TRPCClientError.from({ error: { code: -32029, message: appCode, data: { appCode, httpStatus } } });

describe('a refused password sign-in', () => {
  it('when the account gets too many attempts, says the password was not checked and offers « Recevoir un code par e-mail »', () => {
    const html = renderToString(<SignInRefusal error={refusal('PASSWORD_TURNS_FULL', 429)} onUseCode={() => undefined} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('votre mot de passe n’a pas été vérifié');
    expect(html).toMatch(/<button type="button"[^>]*>Recevoir un code par e-mail<\/button>/);
  });

  it('a wrong password is only told, with no code offered in the answer', () => {
    const html = renderToString(<SignInRefusal error={refusal('INVALID_CREDENTIALS', 401)} onUseCode={() => undefined} />);
    expect(html).toContain('Adresse e-mail ou mot de passe incorrect.');
    expect(html).not.toContain('Recevoir un code par e-mail');
  });
});
