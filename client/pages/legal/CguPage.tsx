import { Link } from 'react-router';
import { isAvailable } from '../../../shared/features';
import { ComingSoon } from '../../components/ComingSoon';
import { CREDIT_COSTS, SIGNUP_GIFT, formatCredits } from '../../../shared/credits';
import { paths } from '../../../shared/routes';
import { EditorIdentity, LegalPage, LegalTable, SupportEmail, useLegalIdentity, type LegalSection } from './LegalPage';

/** DECISIONS.md « Credits »: what each studio action costs; the free ones cost nothing. */
const ACTION_COSTS: ReadonlyArray<{ action: string; credits: number }> = [
  { action: 'Génération d’une miniature (à partir d’un titre, d’un prompt ou avec ajout d’images)', credits: CREDIT_COSTS.generation },
  { action: 'Modification d’une miniature par description', credits: CREDIT_COSTS.modification },
  { action: 'FaceSwap', credits: CREDIT_COSTS.faceswap },
  { action: 'Duplication d’une miniature', credits: 0 },
  { action: 'Téléchargement d’une miniature', credits: 0 },
  { action: 'Création du DigitalMe', credits: 0 },
];

function costLabel(credits: number): string {
  if (credits === 0) return 'Gratuit';
  return formatCredits(credits);
}

export default function CguPage() {
  const identity = useLegalIdentity();
  const { brand, supportEmail } = identity;

  const sections: LegalSection[] = [
    {
      id: 'editeur',
      title: 'Éditeur du Service',
      content: (
        <>
          <p>Le site et le studio {brand} (le « Service ») sont édités par l’entreprise individuelle identifiée ci-dessous, établie à Dakar (Sénégal), ci-après « l’Éditeur » ou « nous » :</p>
          <EditorIdentity identity={identity} />
        </>
      ),
    },
    {
      id: 'definitions',
      title: 'Définitions',
      content: (
        <dl className="legal__facts">
          <dt>Utilisateur</dt>
          <dd>Toute personne qui consulte le site ou utilise le studio, avec ou sans compte.</dd>
          <dt>Compte</dt>
          <dd>L’accès personnel de l’Utilisateur au Service, à son historique et à son espace personnel.</dd>
          <dt>Crédits</dt>
          <dd>L’unité de consommation du Service ; une miniature correspond à {formatCredits(CREDIT_COSTS.generation)}.</dd>
          <dt>Miniature</dt>
          <dd>L’image de couverture d’une vidéo produite par le studio, modifiable et exportable.</dd>
          <dt>Contenus</dt>
          <dd>Les titres, prompts, images, logos et photos fournis par l’Utilisateur, ainsi que les miniatures générées à partir d’eux.</dd>
          <dt>DigitalMe</dt>
          <dd>Le modèle du visage de l’Utilisateur, créé à partir de ses propres photos.</dd>
          <dt>FaceSwap</dt>
          <dd>La fonction qui place le visage du DigitalMe de l’Utilisateur dans une miniature.</dd>
        </dl>
      ),
    },
    {
      id: 'objet',
      title: 'Objet et acceptation',
      content: (
        <>
          <p>Les présentes conditions générales d’utilisation (les « CGU ») définissent les règles d’accès au Service et d’utilisation de celui-ci. La création d’un compte ou l’utilisation du studio emporte leur acceptation sans réserve.</p>
          <p>L’achat des formules et des packs de crédits est régi par les <Link to={paths.cgv}>conditions générales de vente (CGV)</Link>, et le traitement des données personnelles par la <Link to={paths.privacy}>politique de confidentialité</Link>.</p>
        </>
      ),
    },
    {
      id: 'acces',
      title: 'Accès au Service',
      content: (
        <>
          <p>Le site, la page Tarifs et les réglages du studio sont accessibles librement. La génération d’une miniature nécessite un compte et un solde de crédits suffisant. Certaines fonctionnalités (FaceSwap, DigitalMe, export 4K, comptes équipe, support prioritaire) sont réservées à certaines formules, décrites dans les CGV.</p>
          <p>L’Utilisateur se procure à ses frais le matériel et la connexion à Internet nécessaires. Un mineur ne peut utiliser le Service qu’avec l’autorisation et sous la responsabilité de son représentant légal, qui effectue les paiements.</p>
        </>
      ),
    },
    {
      id: 'compte',
      title: 'Création et gestion du compte',
      content: (
        <>
          <p>L’Utilisateur peut créer son compte :</p>
          <ul>
            <li>avec un compte Google, fournisseur d’identité externe : nous recevons alors de Google son nom, son adresse e-mail et sa photo de profil, jamais son mot de passe Google ;</li>
            <li>avec une adresse e-mail et un mot de passe d’au moins 8 caractères ; un mot de passe trop facile à deviner est refusé.</li>
          </ul>
          <p>La connexion peut aussi se faire par un code à 6 chiffres envoyé par e-mail, et un mot de passe oublié peut être réinitialisé par e-mail. L’Utilisateur peut activer une seconde étape de vérification par une application d’authentification (TOTP) ; nous la recommandons vivement.</p>
          <p>Chaque personne ne peut détenir qu’un seul compte. L’Utilisateur fournit des informations exactes et les tient à jour depuis son espace personnel. Les {formatCredits(SIGNUP_GIFT.credits)} offerts à l’inscription ne sont accordés qu’une fois par personne.</p>
          <p>Le titulaire d’une formule Master peut inviter par e-mail jusqu’à quatre membres dans son équipe ; chaque membre utilise son propre compte, accepte l’invitation avec l’adresse à laquelle elle a été envoyée (le lien sert une fois et reste valable 7 jours) et peut quitter l’équipe à tout moment. Les membres ont les fonctionnalités de la formule Master et utilisent les crédits de l’équipe une fois les leurs épuisés ; le titulaire voit leur nom, leur adresse e-mail et, pour chaque miniature faite avec les crédits de l’équipe, son titre, sa date et son coût. Il répond de l’usage que ses membres font de ces crédits. Les conditions de l’équipe (fin, crédits) sont précisées dans les CGV.</p>
        </>
      ),
    },
    {
      id: 'sessions-securite',
      title: 'Sessions et sécurité',
      content: (
        <>
          <p>Une fois connecté, l’Utilisateur reste identifié grâce à des cookies de session sécurisés : un jeton d’accès valable une heure, renouvelé automatiquement pendant l’utilisation, et un jeton de renouvellement. Une session inutilisée pendant 30 jours expire. Par sécurité, toute anomalie détectée sur une session, comme la réutilisation d’un jeton déjà consommé, entraîne la fermeture des sessions concernées.</p>
          <p>L’Utilisateur s’engage à :</p>
          <ul>
            <li>garder secrets son mot de passe, ses codes de connexion et sa seconde étape de vérification, et ne pas les communiquer, y compris à une personne se présentant comme membre de l’équipe {brand} ;</li>
            <li>ne pas partager son compte, les membres d’une équipe Master utilisant leur propre accès ;</li>
            <li>se déconnecter après utilisation d’un appareil partagé ;</li>
            <li>prévenir sans délai le support à <SupportEmail email={supportEmail} /> en cas de doute sur l’utilisation de son compte par un tiers.</li>
          </ul>
          <p>Les actions effectuées depuis un compte sont réputées l’être par son titulaire, jusqu’au signalement d’une utilisation frauduleuse.</p>
        </>
      ),
    },
    {
      id: 'credits',
      title: 'Crédits et coût des actions',
      content: (
        <>
          <p>Les crédits sont utilisés pour générer et transformer des miniatures. Le coût de chaque action est le suivant :</p>
          <LegalTable label="Coût des actions du studio en crédits">
            <caption>Coût des actions du studio</caption>
            <thead>
              <tr>
                <th scope="col">Action</th>
                <th scope="col" className="legal__num">Coût</th>
              </tr>
            </thead>
            <tbody>
              {ACTION_COSTS.map((row) => (
                <tr key={row.action}>
                  <th scope="row">{row.action}</th>
                  <td className="legal__num">{costLabel(row.credits)}</td>
                </tr>
              ))}
            </tbody>
          </LegalTable>
          <p>Les crédits sont débités au moment où l’action est acceptée. Si elle échoue, ils sont automatiquement restitués : l’Utilisateur ne paie jamais pour un échec. Une action est refusée lorsque le solde est insuffisant. Le solde et la date d’expiration des crédits sont affichés dans l’espace personnel.</p>
          <p>Les crédits proviennent des formules, des packs et de l’offre d’inscription. Leur durée de validité, leur expiration et l’absence de report d’une période à l’autre sont régies par les CGV. Les crédits ne sont ni transférables ni échangeables contre de l’argent.</p>
        </>
      ),
    },
    {
      id: 'studio',
      title: 'Fonctionnalités du studio',
      content: (
        <>
          <p>Le studio permet de créer une miniature à partir d’un titre, d’un prompt ou avec ajout d’images ; ce dernier mode est réservé au style Gaming et accepte jusqu’à 3 images. Le modèle MGX3 compose les miniatures avec le logo de l’Utilisateur et le style choisi. Chaque miniature reste modifiable ; son texte est composé avec de vraies polices de caractères.</p>
          {!isAvailable('modification') ? (
            <p>
              <ComingSoon /> : la modification par description n’est pas encore proposée dans le studio ; la retouche du titre (texte, couleurs, position) l’est.
            </p>
          ) : (
            <p>Une miniature se modifie dans l’éditeur (textes, polices, couleurs, formes, logo, sujet, fond, style, avec annulation) ou en décrivant le changement en une phrase ; chaque enregistrement crée une nouvelle version, et toute version peut être restaurée gratuitement. Les changements qui redessinent une photo (vêtements, objet) passent par un moteur d’intelligence artificielle et ne sont proposés que lorsque ce moteur est disponible.</p>
          )}
          <p>Les miniatures sont exportées au format JPEG de 1280 × 720 pixels, de moins de 2 Mo, conformément aux exigences de YouTube ; les formules Premium et Master permettent en outre un export 4K (3840 × 2160). L’historique conserve chaque miniature, qui peut être dupliquée ou téléchargée.</p>
          <p>Les miniatures sont produites par des modèles d’intelligence artificielle : elles peuvent comporter des imperfections. L’Utilisateur les vérifie avant toute publication.</p>
        </>
      ),
    },
    {
      id: 'digitalme',
      title: 'DigitalMe et FaceSwap',
      content: (
        <>
          <p>Le DigitalMe et le FaceSwap sont réservés aux formules Premium et Master. Pour créer son DigitalMe, l’Utilisateur importe de 15 à 20 photos de lui-même, chacune montrant un seul visage, net et bien visible, toujours celui de la même personne. Une photo refusée l’est avec un motif précis.</p>
          <p>L’Utilisateur ne peut importer que des photos de son propre visage. Avant tout import, il donne son consentement explicite au traitement de ces photos, qui permettent de reconnaître son visage. Ces photos restent privées, leurs métadonnées (EXIF, position GPS) sont supprimées, et elles sont effacées immédiatement sur demande depuis l’espace personnel. Le retrait du consentement entraîne leur effacement.</p>
          <p>Le FaceSwap ne place dans une miniature que le visage du DigitalMe de l’Utilisateur.</p>
          {!isAvailable('digitalme') || !isAvailable('faceswap') ? (
            <p>
              <ComingSoon /> : le DigitalMe et le FaceSwap ne sont pas encore proposés ; aucune photo de visage n’est demandée ni conservée d’ici là.
            </p>
          ) : null}
        </>
      ),
    },
    {
      id: 'regles',
      title: 'Règles d’utilisation',
      content: (
        <>
          <p>L’Utilisateur s’interdit d’utiliser le Service pour créer, importer ou diffuser :</p>
          <ul>
            <li>des contenus illicites, notamment pédopornographiques, violents, haineux, discriminatoires, diffamatoires, harcelants ou incitant à commettre une infraction ;</li>
            <li>le visage ou l’image d’un tiers sans son consentement ;</li>
            <li>des contenus usurpant l’identité d’une personne, d’une marque ou d’une organisation, ou présentant faussement une personne réelle dans une situation trompeuse ;</li>
            <li>des images, logos ou marques sur lesquels il ne détient pas les droits nécessaires ;</li>
            <li>des miniatures contraires aux conditions d’utilisation et au règlement de la communauté de YouTube, notamment trompeuses, sexuellement explicites ou choquantes.</li>
          </ul>
          <p>Il s’interdit également de contourner les limites du Service (comptes multiples, partage d’accès, automatisation non autorisée), de tenter d’accéder aux données d’autres utilisateurs, de perturber le fonctionnement du Service ou de revendre l’accès à celui-ci.</p>
          <p>Tout contenu manifestement illicite peut être signalé à <SupportEmail email={supportEmail} /> ; l’Éditeur le retire dans les meilleurs délais.</p>
        </>
      ),
    },
    {
      id: 'contenus-licences',
      title: 'Contenus et licences',
      content: (
        <>
          <p>L’Utilisateur conserve tous les droits qu’il détient sur les contenus qu’il fournit (titres, prompts, images, logos, photos) et sur les miniatures générées à partir d’eux. Il peut utiliser ses miniatures librement, y compris à des fins commerciales, sur YouTube comme ailleurs. Il garantit détenir les droits nécessaires sur les contenus qu’il fournit.</p>
          <p>L’Utilisateur accorde à l’Éditeur, pour la durée nécessaire, une licence non exclusive, gratuite et mondiale, limitée à l’hébergement, à la reproduction, au traitement et à la transformation de ses contenus dans le seul but de faire fonctionner le Service : générer, modifier et exporter les miniatures, conserver l’historique, assurer le support et la sécurité.</p>
          <p>L’Éditeur ne réutilise aujourd’hui aucun contenu des Utilisateurs pour la promotion du Service ou l’entraînement de modèles. Toute réutilisation future serait d’abord annoncée dans la politique de confidentialité ; les photos DigitalMe ne seront jamais réutilisées à ces fins, et les abonnés Master peuvent dès maintenant refuser, depuis leur espace personnel, toute réutilisation de leurs contenus.</p>
          <p>Le Service lui-même (logiciel, modèle MGX3, marque {brand}, textes et éléments graphiques du site) reste la propriété de l’Éditeur ou de ses partenaires ; son utilisation ne confère à l’Utilisateur aucun droit sur ces éléments.</p>
        </>
      ),
    },
    {
      id: 'disponibilite',
      title: 'Disponibilité',
      content: (
        <>
          <p>Le Service est accessible en principe 24 heures sur 24 et 7 jours sur 7. L’Éditeur peut l’interrompre pour maintenance, mise à jour ou sécurité, en prévenant les utilisateurs lorsque c’est possible. Une génération prend en général quelques secondes, et quelques secondes de plus pour le DigitalMe ou les modifications avancées, sans que ce délai soit garanti.</p>
          <p>L’Éditeur peut faire évoluer les fonctionnalités du Service. Il ne peut être tenu responsable d’une indisponibilité due au réseau Internet, à un prestataire tiers ou à un cas de force majeure.</p>
        </>
      ),
    },
    {
      id: 'suspension',
      title: 'Suspension et fermeture du compte',
      content: (
        <>
          <p>En cas de manquement aux présentes CGU, de fraude ou de risque pour la sécurité du Service ou d’autres utilisateurs, l’Éditeur peut suspendre ou fermer le compte concerné ; il le fait sans préavis lorsque le manquement est grave. Les conséquences sur une formule payée sont précisées dans les CGV.</p>
          <p>L’Utilisateur peut fermer son compte à tout moment depuis son espace personnel. Un compte sans connexion pendant 3 ans est supprimé, après un avertissement envoyé par e-mail 30 jours avant. Les factures sont conservées pendant la durée légale, même après la fermeture du compte.</p>
          <p>
            L’Utilisateur change lui-même son nom, sa photo de profil, son mot de passe et l’adresse e-mail du compte (la nouvelle adresse est confirmée par un lien qui lui est envoyé, et l’ancienne en est avertie), lie ou délie son compte Google tant qu’un autre moyen de connexion demeure, exporte ses données et ferme son compte depuis son espace personnel.
          </p>
        </>
      ),
    },
    {
      id: 'responsabilite',
      title: 'Responsabilité',
      content: (
        <p>L’Utilisateur est seul responsable des contenus qu’il fournit et des miniatures qu’il publie. L’Éditeur héberge ces contenus sans les contrôler a priori. Sa responsabilité est limitée dans les conditions prévues par les CGV.</p>
      ),
    },
    {
      id: 'modifications',
      title: 'Modification des CGU',
      content: (
        <p>L’Éditeur peut modifier les CGU. La version en vigueur et sa date figurent en tête de cette page. Toute modification importante est annoncée par e-mail ou sur le site avant son entrée en vigueur. L’Utilisateur qui la refuse peut fermer son compte ; s’il continue à utiliser le Service après l’entrée en vigueur, il est réputé l’accepter. Une modification des CGU ne change pas le prix d’une période déjà payée.</p>
      ),
    },
    {
      id: 'priorite',
      title: 'Ordre de priorité des documents',
      content: (
        <p>En cas de contradiction, les CGV prévalent sur les présentes CGU, qui prévalent elles-mêmes sur la politique de confidentialité.</p>
      ),
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable et juridiction compétente',
      content: (
        <p>Les présentes CGU sont soumises au droit sénégalais. À défaut de solution amiable, tout litige relatif à leur interprétation ou à leur exécution relève de la compétence exclusive des juridictions de Dakar, sous réserve des règles impératives applicables à l’Utilisateur consommateur.</p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      content: (
        <p>Pour toute question relative aux présentes CGU, l’Utilisateur peut écrire à <SupportEmail email={supportEmail} />. Une réponse lui est apportée dans un délai maximal de 30 jours.</p>
      ),
    },
  ];

  return (
    <LegalPage
      doc="cgu"
      intro={<p className="lead">Ces conditions encadrent l’utilisation du site et du studio {brand}, avec ou sans compte.</p>}
      sections={sections}
    />
  );
}
