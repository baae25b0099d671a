import { RefreshToken } from '../auth/refresh-token.entity';
import { Session } from '../auth/session.entity';
import { PasswordReset } from '../auth/password-reset.entity';
import { SignInCode } from '../auth/sign-in-code.entity';
import { SigningKey } from '../auth/signing-key.entity';
import { User } from '../auth/user.entity';
import { CreditEntry } from '../credits/credit-entry.entity';
import { MailMessage } from '../mail/mail-message.entity';
import { GenerationJob } from '../studio/generation-job.entity';
import { Thumbnail } from '../studio/thumbnail.entity';

export const entities = [User, Session, RefreshToken, SigningKey, CreditEntry, Thumbnail, GenerationJob, MailMessage, SignInCode, PasswordReset];
