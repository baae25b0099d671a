import { z } from 'zod';

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

/** What the client knows of its session: the user and when the access token expires (unix seconds). */
export const SessionState = z.object({ user: SessionUser, expiresAt: z.number().int().nullable() }).nullable();
export type SessionState = z.infer<typeof SessionState>;
