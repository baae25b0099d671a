import { z } from 'zod';
import './zod-fr';

export const email = z
  .string({ error: 'Saisissez votre adresse e-mail.' })
  .trim()
  .min(1, { error: 'Saisissez votre adresse e-mail.' })
  .max(254, { error: 'Adresse e-mail trop longue.' })
  .pipe(z.email({ error: 'Adresse e-mail invalide.' }))
  .transform((value) => value.toLowerCase());

export const PASSWORD_MIN = 8;

export const SignUpInput = z.object({
  name: z
    .string({ error: 'Saisissez votre nom.' })
    .trim()
    .min(2, { error: 'Votre nom doit contenir au moins 2 caractères.' })
    .max(80, { error: 'Votre nom ne peut pas dépasser 80 caractères.' }),
  email,
  password: z
    .string({ error: 'Choisissez un mot de passe.' })
    .min(PASSWORD_MIN, { error: `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères.` })
    .max(128, { error: 'Le mot de passe ne peut pas dépasser 128 caractères.' }),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const SignInInput = z.object({
  email,
  password: z.string({ error: 'Saisissez votre mot de passe.' }).min(1, { error: 'Saisissez votre mot de passe.' }).max(128),
});
export type SignInInput = z.infer<typeof SignInInput>;

export const RequestCodeInput = z.object({ email });
export type RequestCodeInput = z.infer<typeof RequestCodeInput>;

export const SignInWithCodeInput = z.object({
  email,
  code: z
    .string({ error: 'Saisissez le code reçu par e-mail.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Le code comporte 6 chiffres.' }),
  /** The browser that asked for the code proves it by its cookie; API clients send what requestCode returned. */
  challenge: z.string().max(100).optional(),
});
export type SignInWithCodeInput = z.infer<typeof SignInWithCodeInput>;

export const ResetPasswordInput = z.object({
  token: z.string().min(20, { error: 'Lien de réinitialisation invalide.' }).max(100),
  password: SignUpInput.shape.password,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** The Session of SPEC.md section 3, as the API returns it (tokens also travel as httpOnly cookies). */
export const SessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** The Google profile photo, when the account came from Google. */
  avatarUrl: z.string().nullable(),
  mfaEnabled: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const Session = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  token_type: z.literal('bearer'),
  user: SessionUser,
});
export type Session = z.infer<typeof Session>;

/** What every sign-in method answers: a session, or the second factor is due first. */
export type AuthResult = { status: 'signed_in'; session: Session } | { status: 'mfa_required'; expires_at: number; challenge: string };

export const VerifyEmailInput = z.object({ token: z.string().min(20, { error: 'Lien de confirmation invalide.' }).max(100) });

/** A TOTP code (6 digits) or a recovery code (10 letters and digits, dashes and spaces ignored). */
export const MfaCode = z
  .string({ error: 'Saisissez le code.' })
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{10})$/, { error: 'Saisissez les 6 chiffres de votre application, ou un code de secours.' }));

export const VerifyMfaInput = z.object({
  code: MfaCode,
  /** API clients pass the challenge they were given; browsers carry it in a cookie. */
  challenge: z.string().min(20).max(100).optional(),
});
export type VerifyMfaInput = z.infer<typeof VerifyMfaInput>;

export const MfaCodeInput = z.object({ code: MfaCode });

/** What the client knows of its session: the user and when the access token expires (unix seconds). */
export const SessionState = z.object({ user: SessionUser, expiresAt: z.number().int().nullable() }).nullable();
export type SessionState = z.infer<typeof SessionState>;

/** « Compte »: a new name, as sign-up asks it. */
export const RenameInput = z.object({ name: SignUpInput.shape.name });

/** « Compte »: the current password (absent for an account made with Google), the new one, and whether to sign out elsewhere. */
export const ChangePasswordInput = z.object({
  current: z.string().max(128).optional(),
  next: SignUpInput.shape.password,
  endOthers: z.boolean().default(false),
});

/** « Compte »: the new address, and the current password (absent for an account made with Google that has none). */
export const RequestEmailChangeInput = z.object({
  email,
  current: z.string().max(128).optional(),
});

/** The link mailed to the new address. */
export const ConfirmEmailChangeInput = z.object({ token: z.string().min(20, { error: 'Lien de confirmation invalide.' }).max(100) });

/** « Lier mon compte Google »: the current password (absent for an account without one: a recent sign-in then). */
export const StartGoogleLinkInput = z.object({ current: z.string().max(128).optional() });
