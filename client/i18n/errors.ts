import type { AppErrorCode, NotFoundResource } from '../../shared/errors';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, UPLOAD_QUOTA_BYTES } from '../../shared/limits';
import { LOGO_NOT_FLAT_MESSAGE } from '../../shared/schemas/brand';
import { errorCode, errorData, httpStatus } from '../lib/trpc';
import { CREDIT_COSTS } from '../../shared/credits';

/** One French sentence per error code: adding a code to shared/errors.ts does not compile until it is here. */
export const ERROR_MESSAGES: Record<AppErrorCode, string> = {
  UNAUTHENTICATED: 'Votre session est absente : connectez-vous pour continuer.',
  SESSION_EXPIRED: 'Votre session a expiré : reconnectez-vous.',
  INVALID_CREDENTIALS: 'Adresse e-mail ou mot de passe incorrect.',
  WEAK_PASSWORD: 'Ce mot de passe est trop faible.',
  INSUFFICIENT_CREDITS: `Crédits insuffisants : une génération coûte ${CREDIT_COSTS.generation} crédits. Achetez un pack ou choisissez un forfait.`,
  NOT_FOUND: 'Ce que vous cherchez est introuvable.',
  VALIDATION: 'Certains champs ne sont pas valides.',
  RATE_LIMITED: 'Trop de tentatives. Patientez un instant avant de réessayer.',
  PASSWORD_TURNS_FULL: 'Ce compte reçoit beaucoup de tentatives de connexion en ce moment : votre mot de passe n’a pas été vérifié. Connectez-vous tout de suite avec un code reçu par e-mail.',
  BAD_RETURN_URL: 'Adresse de retour refusée : elle doit appartenir à MiniaLab.',
  INVALID_CODE: 'Code incorrect ou expiré. Vérifiez-le ou demandez un nouveau code.',
  INVALID_RESET_LINK: 'Ce lien n’est plus valable (déjà utilisé ou expiré). Demandez-en un nouveau.',
  EMAIL_NOT_VERIFIED: 'Confirmez d’abord votre adresse e-mail : nous vous avons envoyé un lien de confirmation (pensez aux courriers indésirables).',
  INVALID_VERIFY_LINK: 'Ce lien de confirmation n’est plus valable (déjà utilisé ou expiré). Connectez-vous pour en recevoir un nouveau.',
  INVALID_MFA_CODE: 'Code incorrect. Saisissez le code affiché en ce moment par votre application, ou un code de secours inutilisé.',
  MFA_CHALLENGE_EXPIRED: 'La vérification a expiré ou a échoué trop de fois : reconnectez-vous.',
  MFA_ALREADY_ENABLED: 'La double authentification est déjà activée.',
  MFA_NOT_STARTED: 'Recommencez l’activation : le QR code a expiré.',
  MFA_NOT_ENABLED: 'La double authentification n’est pas activée.',
  REAUTH_REQUIRED: 'Pour votre sécurité, reconnectez-vous avant d’activer la double authentification : votre dernière connexion date de plus de 15 minutes.',
  PLAN_REQUIRED: 'Cette fonction n’est pas incluse dans votre forfait.',
  PAYMENT_FAILED: 'Impossible de créer le lien de paiement.',
  NO_SUBSCRIPTION: 'Vous n’avez pas de forfait en cours.',
  SUBSCRIPTION_TERMINATED: 'Votre abonnement a été résilié par MiniaLab. Écrivez au support pour en savoir plus.',
  SANDBOX_CLOSED: 'Ce paiement de test est déjà terminé.',
  NOT_READY: 'La miniature n’est pas encore prête. Réessayez dans un instant.',
  NOTHING_TO_IMPROVE: 'Rien à corriger automatiquement : suivez les conseils affichés.',
  NO_OTHER_SUBJECT: 'MGX3 n’a pas proposé d’autre sujet pour cette miniature.',
  TEXT_IN_CORNER: 'Le texte ne peut pas aller en bas à droite : YouTube y affiche la durée de la vidéo.',
  OFF_FRAME: 'Le texte sort de l’image : replacez-le à l’intérieur.',
  FORBIDDEN_ORIGIN: 'Requête refusée : elle ne vient pas de MiniaLab. Rechargez la page.',
  BATCH_TOO_LARGE: 'Trop de demandes envoyées ensemble. Rechargez la page.',
  UPLOAD_EMPTY: 'Ce fichier est vide. Choisissez une image JPEG, PNG ou WebP.',
  UPLOAD_TOO_LARGE: `Ce fichier dépasse ${MAX_UPLOAD_BYTES / 1024 / 1024} Mo. Envoyez une image plus légère.`,
  UPLOAD_NOT_IMAGE: 'Ce fichier n’est pas une image JPEG, PNG ou WebP.',
  UPLOAD_SVG: 'Le SVG n’est pas accepté : il peut contenir du code. Envoyez un PNG.',
  UPLOAD_GIF: 'Le GIF n’est pas accepté. Envoyez un PNG ou un JPEG.',
  UPLOAD_PDF: 'Un PDF n’est pas une image. Enregistrez la page en PNG ou en JPEG puis envoyez-la.',
  UPLOAD_HEIC: 'Les photos HEIC ne sont pas acceptées. Envoyez un JPEG (sur iPhone : Réglages › Appareil photo › Formats › « Le plus compatible »).',
  UPLOAD_DAMAGED: 'Cette image est incomplète ou abîmée. Enregistrez-la à nouveau puis réessayez.',
  UPLOAD_TOO_MANY_PIXELS: `Cette image est trop grande (plus de ${MAX_UPLOAD_PIXELS / 1_000_000} millions de pixels). Réduisez-la puis réessayez.`,
  UPLOAD_QUOTA_FULL: `Votre espace d’images est plein (${UPLOAD_QUOTA_BYTES / 1024 / 1024} Mo). Supprimez des images dans « Mes images ».`,
  PHOTO_TOO_SMALL: 'Le visage de cette photo est trop petit pour être la vedette de la miniature : choisissez une photo plus grande, ou « Continuer quand même » pour la placer dans un cadre.',
  EXPORT_4K_PHOTO_TOO_SMALL: 'La photo de cette miniature est trop petite pour la 4K : son visage y serait agrandi plus de 4 fois. Téléchargez la version HD.',
  UPLOAD_BUSY: 'Patientez… beaucoup d’images arrivent en ce moment : la vôtre repartira toute seule dans quelques secondes.',
  UPLOAD_STORAGE_FULL: 'Le serveur n’a plus de place pour enregistrer votre image. Rien n’a été gardé : réessayez un peu plus tard.',
  LOGO_NOT_FLAT: LOGO_NOT_FLAT_MESSAGE,
  LOGO_EMPTY: 'Une fois le fond retiré, il ne reste rien de ce logo. Envoyez une autre image.',
  EDIT_REFUSED: 'Cette modification ne peut pas être enregistrée :',
  UNAVAILABLE: 'Le service est momentanément indisponible. Réessayez dans un instant.',
  INTERNAL: 'Une erreur inattendue est survenue. Réessayez dans un instant.',
  AI_ENGINE_REQUIRED: 'Ce changement demande le moteur IA, qui n’est pas activé sur ce service. Rien n’a été débité.',
  NO_PICTURE: 'Cette modification change une photo, et cette miniature n’en a pas. Rien n’a été débité.',
  NOT_A_PICTURE: 'Ce calque n’est pas une photo : le moteur IA ne retouche que les photos. Rien n’a été débité.',
  STILL_RENDERING: 'Une miniature est encore en cours de rendu : attendez qu’elle soit prête pour la supprimer.',
  DIGITALME_CONSENT_REQUIRED: 'Cochez d’abord la case d’accord : sans elle, nous n’analysons aucune photo de votre visage.',
  DIGITALME_NOT_READY: 'Votre DigitalMe n’est pas encore prêt : ajoutez au moins 15 photos valides puis créez-le dans Mon espace.',
  DIGITALME_SET_FULL: 'Votre série compte déjà 20 photos : supprimez-en une avant d’en ajouter une autre.',
  DIGITALME_TOO_FEW: 'Il faut au moins 15 photos valides pour créer votre DigitalMe.',
  DIGITALME_BUSY: 'Votre DigitalMe est en cours de création : attendez la fin pour changer la série.',
  FACESWAP_NO_FACE: 'Aucun visage photographié dans cette miniature : Face Swap a besoin d’une photo avec un visage. Rien n’a été débité.',
  FACESWAP_CHOOSE_FACE: 'Cette miniature contient plusieurs visages : choisissez celui à remplacer. Rien n’a été débité.',
  FACESWAP_PROFILE: 'Ce visage est trop tourné (de profil) pour être remplacé proprement. Rien n’a été débité.',
  WRONG_PASSWORD: 'Mot de passe incorrect.',
  RECENT_SIGN_IN_REQUIRED: 'Pour votre sécurité, reconnectez-vous avec Google puis recommencez : votre dernière connexion date de plus de 15 minutes.',
  TEAM_FULL: 'Votre équipe est complète : 4 membres au plus, invitations en attente comprises. Retirez un membre ou annulez une invitation.',
  TEAM_INVITATION_INVALID: 'Cette invitation n’est plus valable : elle a déjà servi, a été annulée, a expiré (7 jours) ou l’équipe n’existe plus. Demandez une nouvelle invitation.',
  TEAM_INVITATION_OTHER_EMAIL: 'Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec le compte de cette adresse pour l’accepter.',
  TEAM_ALREADY_IN: 'Vous faites déjà partie d’une équipe, ou vous en avez une : quittez-la d’abord.',
  TEAM_SELF: 'Vous ne pouvez pas vous inviter vous-même.',
  EMAIL_CHANGE_OTHER_ACCOUNT: 'Ce lien confirme le changement d’adresse d’un autre compte : connectez-vous avec le compte qui l’a demandé, puis rouvrez le lien.',
  EMAIL_TAKEN: 'Cette adresse e-mail est déjà utilisée par un autre compte : choisissez-en une autre.',
  EMAIL_UNCHANGED: 'C’est déjà l’adresse de votre compte.',
  INVALID_EMAIL_CHANGE_LINK: 'Ce lien de changement d’adresse n’est plus valable (déjà utilisé, expiré ou remplacé par une demande plus récente). Refaites la demande depuis votre espace, rubrique « Compte ».',
  GOOGLE_ALREADY_LINKED: 'Ce compte Google est déjà lié à un autre compte MiniaLab : il n’a pas été lié au vôtre.',
  GOOGLE_NOT_LINKED: 'Aucun compte Google n’est lié à votre compte.',
  LAST_SIGN_IN_METHOD: 'Ajoutez d’abord un mot de passe : sans Google, vous n’auriez plus de moyen de vous connecter.',
};

/** NOT_FOUND says what was not found: a new kind does not compile until it is here. */
export const NOT_FOUND_MESSAGES: Record<NotFoundResource, string> = {
  thumbnail: 'Cette miniature est introuvable.',
  support: 'Cette demande au support est introuvable.',
  team_member: 'Ce membre ne fait plus partie de votre équipe.',
  order: 'Cette commande est introuvable.',
  session: 'Cette session est introuvable ou déjà terminée.',
  sandbox_payment: 'Ce paiement de test est introuvable.',
  file: 'Ce fichier est introuvable.',
  image: 'Cette image est introuvable : elle a peut-être été supprimée.',
  version: 'Cette version est introuvable : rechargez la liste des versions.',
};

export const NETWORK_ERROR = 'Connexion impossible au serveur. Vérifiez votre réseau puis réessayez.';

const STATUS_MESSAGES: Record<number, string> = {
  413: 'Le contenu envoyé est trop volumineux.',
  429: ERROR_MESSAGES.RATE_LIMITED,
  502: 'Le service est momentanément indisponible. Réessayez dans un instant.',
  503: 'Le service est momentanément indisponible. Réessayez dans un instant.',
  504: 'Le serveur a mis trop de temps à répondre. Réessayez dans un instant.',
};

export function describeError(error: unknown): { message: string; details: string[] } {
  const code = errorCode(error);
  if (!code) {
    const status = httpStatus(error);
    if (status === null) return { message: NETWORK_ERROR, details: [] };
    return { message: STATUS_MESSAGES[status] ?? ERROR_MESSAGES.INTERNAL, details: [] };
  }
  const data = errorData(error);
  if (code === 'PLAN_REQUIRED' && data?.requiredPlan) {
    return { message: `Cette fonction est réservée au forfait ${data.requiredPlan} et au-delà. Changez de forfait sur la page Tarifs.`, details: [] };
  }
  if (code === 'PAYMENT_FAILED' && data?.publicMessage) return { message: data.publicMessage, details: [] };
  if (code === 'NOT_FOUND' && data?.resource) return { message: NOT_FOUND_MESSAGES[data.resource], details: [] };
  const details = [...(data?.reasons ?? []), ...Object.values(data?.fieldErrors ?? {}).flatMap((v) => v ?? [])];
  if (data?.retryAfterSeconds) details.push(`Vous pourrez réessayer dans ${Math.ceil(data.retryAfterSeconds / 60)} min.`);
  return { message: ERROR_MESSAGES[code], details };
}
