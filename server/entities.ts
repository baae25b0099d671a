import { RefreshToken } from './auth/refresh-token.entity';
import { Session } from './auth/session.entity';
import { PasswordReset } from './auth/password-reset.entity';
import { SignInCode } from './auth/sign-in-code.entity';
import { SigningKey } from './auth/signing-key.entity';
import { SignInPace } from './auth/sign-in-pace.entity';
import { User } from './db/user.entity';
import { EmailVerification } from './auth/email-verification.entity';
import { EmailChange } from './account/email-change.entity';
import { GiftClaim } from './auth/gift-claim.entity';
import { MfaChallenge } from './auth/mfa-challenge.entity';
import { MfaRecoveryCode } from './auth/mfa-recovery-code.entity';
import { CreditEntry } from './credits/credit-entry.entity';
import { Invoice, InvoiceCounter } from './billing/invoice.entity';
import { OperatorAction } from './billing/operator-action.entity';
import { Order } from './billing/order.entity';
import { PaymentNotification } from './billing/payment-notification.entity';
import { RefusedNotification } from './billing/refused-notification.entity';
import { SandboxPayment } from './billing/sandbox-payment.entity';
import { SubscriptionPeriod } from './billing/subscription-period.entity';
import { Subscription } from './billing/subscription.entity';
import { MailMessage } from './mail/mail-message.entity';
import { GenerationJob } from './studio/generation-job.entity';
import { Thumbnail } from './studio/thumbnail.entity';
import { Asset } from './files/asset.entity';
import { ThumbnailExport } from './studio/export.entity';
import { BrandKit } from './brand/brand-kit.entity';
import { ThumbnailVersion } from './studio/version.entity';
import { DigitalMe, DigitalMePhoto } from './digitalme/digitalme.entity';
import { DataExport } from './privacy/data-export.entity';
import { PrivacyRequest } from './db/privacy-request.entity';
import { SupportRequest } from './support/support-request.entity';
import { TeamInvitation, TeamMember } from './billing/team.entity';
import { PhotoAnalysis } from './vision/photo-analysis.entity';

export const entities = [User, Session, RefreshToken, SigningKey, CreditEntry, Thumbnail, GenerationJob, Asset, ThumbnailExport, MailMessage, SignInCode, PasswordReset,
  EmailVerification, GiftClaim, MfaChallenge, MfaRecoveryCode, Order, PaymentNotification, Subscription, SubscriptionPeriod, Invoice, InvoiceCounter,
  SandboxPayment, OperatorAction, RefusedNotification, SignInPace, BrandKit, ThumbnailVersion, DigitalMe, DigitalMePhoto, PrivacyRequest, DataExport, SupportRequest, TeamMember, TeamInvitation,
  EmailChange, PhotoAnalysis];
