// FROZEN: the privacy policy, version 1.2, as it was in force (shared/legal.ts). Never edit it: a
// change is a new version of client/pages/legal/PrivacyPage.tsx. Durations and feature marks are
// written out as they were, so this text does not move with the product.
import { Link } from 'react-router';
import { frozenMarks } from './frozen-marks';
import { ComingSoon } from '../../../components/ComingSoon';
import { paths } from '../../../../shared/routes';
import { EditorIdentity, LegalPage, LegalTable, SupportEmail, useLegalIdentity, type LegalPageProps, type LegalSection } from '../LegalPage';

const ACCESS_TOKEN_TTL_S = 3600;
const REFRESH_TOKEN_TTL_DAYS = 30;
const KNOWN_DEVICE_DAYS = 365;
const SIGN_IN_CODE_TTL_MINUTES = 10;
const GOOGLE_STATE_TTL_MINUTES = 10;
const MFA_CHALLENGE_TTL_MINUTES = 10;
// What was not built yet when this version was replaced.
const { isAvailable, SoonMark } = frozenMarks(['early_access', 'team']);

/** Why each kind of data is processed and on which legal ground (loi n° 2008-12: consent, contract or legal obligation). */
const PURPOSES: ReadonlyArray<{ purpose: string; data: string; basis: string }> = [
  { purpose: 'Créer et gérer votre compte, vous authentifier', data: 'Données de compte, cookies de session', basis: 'Exécution du contrat (CGU)' },
  { purpose: 'Générer, modifier, conserver et exporter vos miniatures', data: 'Contenus, historique', basis: 'Exécution du contrat (CGU)' },
  { purpose: 'Créer votre DigitalMe et réaliser vos FaceSwap', data: 'Photos DigitalMe et mesures de votre visage (données biométriques)', basis: 'Votre consentement explicite, retirable à tout moment' },
  { purpose: 'Vendre les formules et les packs, encaisser, facturer', data: 'Commandes, paiements, factures', basis: 'Exécution du contrat (CGV) et obligations légales comptables et fiscales' },
  {
    purpose: 'Vous envoyer les e-mails du Service : code de connexion, réinitialisation du mot de passe, confirmation de paiement, lien de renouvellement, avertissement avant suppression pour inactivité',
    data: 'Adresse e-mail, nom',
    basis: 'Exécution du contrat',
  },
  { purpose: 'Répondre à vos demandes et réclamations', data: 'Messages au support', basis: 'Exécution du contrat' },
  { purpose: 'Assurer la sécurité du Service, prévenir la fraude (offre d’inscription une fois par personne) et corriger les erreurs', data: 'Journaux techniques, données de compte', basis: 'Exécution du contrat (sécurité du Service et de votre compte)' },
  { purpose: 'Réutiliser des miniatures générées pour la promotion du Service ou l’entraînement de nos modèles : nous ne le faisons pas aujourd’hui', data: 'Aucune aujourd’hui (jamais les photos DigitalMe)', basis: 'Le cas échéant, licence prévue aux CGU, avec droit d’opposition (voir ci-dessous)' },
];

/** DECISIONS.md « Privacy and retention », word for word in the durations. */
const RETENTION: ReadonlyArray<{ data: string; duration: string }> = [
  { data: 'Compte, contenus et historique', duration: 'Jusqu’à 3 ans après votre dernière connexion, avec un avertissement par e-mail 30 jours avant la suppression ; ou jusqu’à la fermeture du compte si elle intervient avant' },
  { data: 'Photos DigitalMe, mesures de votre visage, visages recadrés et détourages', duration: 'Jusqu’à la fermeture du compte ou votre demande d’effacement ; effacés immédiatement sur demande (délai légal maximal : 30 jours)' },
  { data: 'Factures et données de paiement associées (montant, devise, référence)', duration: '10 ans' },
  { data: 'Messages au support', duration: '2 ans' },
  { data: 'Choix relatif aux cookies soumis à consentement, le cas échéant', duration: '13 mois au plus' },
  { data: 'Cookies de session et de sécurité', duration: `ml_at : ${ACCESS_TOKEN_TTL_S / 3600} heure ; ml_rt : ${REFRESH_TOKEN_TTL_DAYS} jours ; ml_dev : ${KNOWN_DEVICE_DAYS} jours ; les autres : ${SIGN_IN_CODE_TTL_MINUTES} minutes au plus` },
  { data: 'Journaux techniques', duration: 'Le temps nécessaire à la sécurité et au diagnostic du Service' },
];

const COOKIES: ReadonlyArray<{ name: string; purpose: string; duration: string }> = [
  { name: 'ml_at', purpose: 'Jeton d’accès : vous identifie auprès du Service pendant votre session', duration: `${ACCESS_TOKEN_TTL_S / 3600} heure` },
  { name: 'ml_rt', purpose: 'Jeton de renouvellement : maintient votre session ouverte sans vous redemander vos identifiants', duration: `${REFRESH_TOKEN_TTL_DAYS} jours` },
  { name: 'ml_dev', purpose: 'Appareil reconnu : ce navigateur s’est déjà connecté à votre compte, ses essais de mot de passe ne sont donc pas ralentis comme ceux d’un inconnu (sécurité)', duration: `${KNOWN_DEVICE_DAYS} jours` },
  { name: 'ml_code', purpose: 'Lie le code de connexion envoyé par e-mail au navigateur qui l’a demandé : seul ce navigateur peut l’utiliser', duration: `${SIGN_IN_CODE_TTL_MINUTES} minutes` },
  { name: 'ml_mfa', purpose: 'Entre le mot de passe et le code de double authentification : retient la première étape de la connexion', duration: `${MFA_CHALLENGE_TTL_MINUTES} minutes` },
  { name: 'ml_google_…', purpose: 'Connexion avec Google en cours : protège le retour de Google contre la falsification', duration: `${GOOGLE_STATE_TTL_MINUTES} minutes` },
];

export default function PrivacyV1_2({ archived }: { archived: NonNullable<LegalPageProps['archived']> }) {
  const identity = useLegalIdentity();
  const { brand, supportEmail } = identity;

  const sections: LegalSection[] = [
    {
      id: 'responsable',
      title: 'Responsable du traitement',
      content: (
        <>
          <p>Le responsable du traitement de vos données personnelles est l’Éditeur du service {brand}, entreprise individuelle établie à Dakar (Sénégal) :</p>
          <EditorIdentity identity={identity} />
          <p>Pour toute question relative à vos données, écrivez à <SupportEmail email={supportEmail} /> en indiquant « Données personnelles » en objet.</p>
        </>
      ),
    },
    {
      id: 'donnees-collectees',
      title: 'Données collectées',
      content: (
        <>
          <h3>Données de compte</h3>
          <p>Lorsque vous vous connectez avec Google, nous recevons votre nom, votre adresse e-mail et votre photo de profil. Lorsque vous créez un compte avec une adresse e-mail, nous enregistrons votre nom, votre adresse e-mail et votre mot de passe, conservé uniquement sous forme hachée. Nous enregistrons aussi la date de votre dernière connexion et, si vous l’activez, le secret de votre seconde étape de vérification.</p>
          <h3>Contenus</h3>
          <p>Les titres, prompts et styles que vous saisissez, les images et logos que vous importez, les miniatures générées et leur historique. Les métadonnées des images importées (EXIF, position GPS, XMP, profil couleur) sont supprimées dès l’envoi. Pour détourer une personne sur une image que vous ajoutez, nous y repérons les visages sur nos propres serveurs : cette détection ne sert pas à reconnaître qui que ce soit, et seule la position du visage est gardée avec l’image détourée. L’image détourée est effacée avec l’image d’origine.</p>
          <h3>
            Photos DigitalMe
            <SoonMark feature="digitalme" />
          </h3>
          <p>Les 15 à 20 photos de votre visage que vous importez pour créer votre DigitalMe. Parce qu’elles permettent de reconnaître votre visage, nous les traitons comme des données biométriques sensibles : elles ne sont importées qu’avec votre consentement explicite, restent privées, et leurs métadonnées (EXIF, position GPS) sont supprimées dès l’import. Elles ne servent qu’à votre DigitalMe et à vos FaceSwap ; la rubrique « DigitalMe et données biométriques » ci-dessous détaille ce que nous en faisons.</p>
          <h3>Commandes et paiements</h3>
          <p>Votre formule, vos périodes, vos crédits et leurs mouvements, vos factures, ainsi que le montant, la devise et la référence de chaque paiement transmis par le prestataire de paiement. Nous ne recevons jamais votre numéro de carte bancaire ni votre code secret de mobile money : vous les saisissez uniquement sur la page du prestataire.</p>
          <h3>Messages au support</h3>
          <p>Les e-mails que vous nous adressez et nos réponses.</p>
          <h3>Journaux techniques</h3>
          <p>L’adresse IP, la date et l’heure, les pages et requêtes, les erreurs et le type de navigateur, enregistrés par nos serveurs pour la sécurité et le diagnostic du Service.</p>
          <h3>Cookies</h3>
          <p>Uniquement les cookies de session décrits à la rubrique « Cookies » ci-dessous.</p>
        </>
      ),
    },
    {
      id: 'digitalme',
      title: 'DigitalMe et données biométriques',
      content: (
        <>
          <p>
            Le DigitalMe
            <SoonMark feature="digitalme" /> vous fait apparaître dans vos miniatures, à partir de 15 à 20 photos de votre visage. Il est réservé aux formules Premium et Master, et n’est créé qu’après votre consentement explicite : une case à cocher, dont nous conservons la date et la version du texte. Si ce texte change, votre accord vous est demandé à nouveau avant toute nouvelle photo.
          </p>
          <h3>Ce que nous mesurons</h3>
          <p>Sur chaque photo, nos propres serveurs mesurent votre visage : sa position, les points de son contour, de vos yeux et de votre bouche, l’angle de votre tête, votre expression, et une empreinte numérique qui permet de reconnaître votre visage d’une photo à l’autre. Ces mesures permettent d’identifier une personne : ce sont des données biométriques, que nous traitons comme des données sensibles. Nous en tirons aussi, pour chaque photo retenue, votre visage recadré et votre silhouette détourée.</p>
          <h3>Pourquoi</h3>
          <ul>
            <li>vérifier chaque photo (un seul visage, assez grand, net, bien éclairé, les yeux visibles) et vous dire pourquoi une photo est refusée ;</li>
            <li>vérifier que toutes les photos montrent bien la même personne, et écarter les photos presque identiques ;</li>
            <li>vous placer dans vos miniatures (sujet « Moi ») et mettre votre visage à la place d’un autre (FaceSwap), uniquement quand vous le demandez.</li>
          </ul>
          <p>La lumière d’une photo est jugée sur ses pixels brûlés ou bouchés et sur le contraste entre votre visage et ce qui l’entoure, jamais sur la couleur de votre peau.</p>
          <h3>Qui y a accès</h3>
          <p>Vos photos, leurs mesures, vos visages recadrés et vos détourages sont privés : seul votre compte peut les voir et les utiliser, ils n’apparaissent pas parmi « Mes images », et aucun autre utilisateur n’y a accès. Ils ne servent jamais à entraîner un modèle, ni chez nous ni chez nos prestataires, et ne sont jamais réutilisés pour la promotion du Service. Leurs métadonnées (EXIF, position GPS) sont supprimées dès l’import.</p>
          <p>
            Si un prestataire technique de génération d’images est configuré, et seulement pour une miniature que vous demandez avec votre visage (« Moi » ou Face Swap), nous lui envoyons au plus trois de vos photos, recadrées et sans métadonnées, au moment de la demande, et pour un Face Swap la partie de l’image où se trouve le visage à remplacer. Nous ne faisons appel qu’à des prestataires, sous conditions commerciales, qui n’utilisent pas ces photos pour entraîner leurs modèles et n’en tirent aucun modèle à votre nom ; ils peuvent toutefois les garder dans leurs journaux de détection des abus pendant une durée limitée (jusqu’à 30 jours chez OpenAI, 55 jours chez Google), puis les effacent. Sans prestataire configuré, tout reste sur nos serveurs.
          </p>
          <h3>Combien de temps, et comment les effacer</h3>
          <p>
            Nous les conservons jusqu’à ce que vous supprimiez votre DigitalMe ou fermiez votre compte. Si votre formule ne comprend plus le DigitalMe, il est conservé mais inutilisable jusqu’à ce qu’une formule le comprenne à nouveau, et vous pouvez le supprimer. Depuis votre <Link to={`${paths.account}#digitalme`}>espace personnel</Link>, la suppression efface aussitôt, en une fois, vos photos, leurs mesures et empreintes, vos visages recadrés et vos détourages ; retirer une photo l’efface de même. Aucun modèle n’étant entraîné pour vous, il n’existe aucune copie à effacer ailleurs. Retirer votre consentement revient à demander cet effacement.
          </p>
        </>
      ),
    },
    {
      id: 'finalites',
      title: 'Finalités et bases légales',
      content: (
        <>
          <p>Nous traitons vos données, conformément à la loi n° 2008-12 du 25 janvier 2008 sur la protection des données à caractère personnel, pour les finalités suivantes :</p>
          <LegalTable label="Finalités des traitements et bases légales">
            <caption>Pourquoi nous traitons vos données</caption>
            <thead>
              <tr>
                <th scope="col">Finalité</th>
                <th scope="col">Données</th>
                <th scope="col">Base légale</th>
              </tr>
            </thead>
            <tbody>
              {PURPOSES.map((row) => (
                <tr key={row.purpose}>
                  <th scope="row">{row.purpose}</th>
                  <td>{row.data}</td>
                  <td>{row.basis}</td>
                </tr>
              ))}
            </tbody>
          </LegalTable>
          <p>Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires.</p>
        </>
      ),
    },
    {
      id: 'reutilisation',
      title: 'Réutilisation de vos miniatures',
      content: (
        <>
          <p>Aujourd’hui, {brand} ne réutilise aucun de vos contenus : ni vos miniatures, ni vos images, ni vos photos DigitalMe ne servent à la promotion du Service ni à entraîner un modèle, chez nous ou chez nos prestataires. Si nous voulions un jour réutiliser des miniatures générées pour présenter le Service ou améliorer nos modèles, la présente politique serait d’abord mise à jour et vous en seriez informé ; les photos DigitalMe, elles, ne seront jamais réutilisées à ces fins.</p>
          <p>Les abonnés de la formule Master peuvent refuser, sans avoir à se justifier, que leurs contenus soient réutilisés pour la promotion ou l’entraînement de modèles, par e-mail à <SupportEmail email={supportEmail} />{isAvailable('training_opt_out') ? ' ou depuis leur espace personnel' : <> (bientôt depuis leur espace personnel <ComingSoon />)</>}. Tout autre utilisateur conserve son droit de s’opposer à cette réutilisation pour des motifs légitimes, dans les conditions de la rubrique « Vos droits ».</p>
        </>
      ),
    },
    {
      id: 'destinataires',
      title: 'Destinataires et sous-traitants',
      content: (
        <>
          <p>Vos données ne sont accessibles qu’aux personnes habilitées de l’Éditeur et, pour ce qui les concerne, aux prestataires suivants :</p>
          <ul>
            <li>notre hébergeur, qui héberge les serveurs, la base de données et les fichiers du Service ;</li>
            <li>nos prestataires de paiement (PayDunya, Wave), qui reçoivent ce qui est nécessaire au paiement et nous en transmettent le résultat ;</li>
            <li>notre prestataire d’envoi d’e-mails, pour les e-mails du Service ;</li>
            <li>le cas échéant, un prestataire technique de génération d’images, pour certains fonds, modifications ou rendus de visage ;</li>
            <li>Google, si vous choisissez de vous connecter avec votre compte Google, pour l’authentification.</li>
          </ul>
          <p>Nos sous-traitants n’agissent que sur nos instructions et sont tenus d’assurer la confidentialité et la sécurité de vos données. Vos données peuvent enfin être communiquées aux autorités habilitées, sur réquisition légale.</p>
        </>
      ),
    },
    {
      id: 'transferts',
      title: 'Transferts hors du Sénégal',
      content: (
        <p>Certains de ces prestataires peuvent être établis ou héberger des données hors du Sénégal. Ces transferts n’ont lieu que dans les conditions prévues par la loi n° 2008-12, notamment vers des pays assurant un niveau de protection suffisant. Vous pouvez obtenir sur demande la liste des prestataires concernés et des pays de destination.</p>
      ),
    },
    {
      id: 'conservation',
      title: 'Durées de conservation',
      content: (
        <>
          <LegalTable label="Durées de conservation des données">
            <caption>Combien de temps nous conservons vos données</caption>
            <thead>
              <tr>
                <th scope="col">Données</th>
                <th scope="col">Durée</th>
              </tr>
            </thead>
            <tbody>
              {RETENTION.map((row) => (
                <tr key={row.data}>
                  <th scope="row">{row.data}</th>
                  <td>{row.duration}</td>
                </tr>
              ))}
            </tbody>
          </LegalTable>
          <p>À l’issue de ces durées, les données sont supprimées ou rendues anonymes. La fermeture de votre compte entraîne la suppression de vos données de compte, de vos contenus et de vos photos DigitalMe, à l’exception des factures et des données de paiement associées, que la loi nous impose de conserver 10 ans, et des messages au support, conservés 2 ans.</p>
        </>
      ),
    },
    {
      id: 'droits',
      title: 'Vos droits',
      content: (
        <>
          <p>Vous disposez à tout moment des droits suivants sur vos données :</p>
          <ul>
            <li>droit d’accès et d’obtenir une copie de vos données ;</li>
            <li>droit de rectification des données inexactes ou incomplètes ;</li>
            <li>droit à l’effacement ;</li>
            <li>droit à la portabilité, pour recevoir vos données dans un format structuré et couramment utilisé ;</li>
            <li>droit d’opposition, pour des motifs légitimes ;</li>
            <li>droit à la limitation du traitement ;</li>
            <li>droit de retirer votre consentement à tout moment, notamment pour vos photos DigitalMe, ce qui entraîne leur effacement.</li>
          </ul>
          <p>
            L’export de vos données et la fermeture de votre compte se font vous-même, tout de suite, depuis votre <Link to={`${paths.account}#confidentialite`}>espace personnel</Link> (rubrique « Confidentialité ») : l’export prépare une archive ZIP de votre compte, de vos miniatures, de vos images, de vos photos DigitalMe, de vos factures et de vos mouvements de crédits, téléchargeable par vous seul pendant 7 jours ; la fermeture supprime aussitôt vos données, à l’exception des factures conservées 10 ans, et un e-mail vous confirme ce qui a été supprimé et ce qui est conservé. Pour toute autre demande, écrivez à <SupportEmail email={supportEmail} /> ; nous pourrons vous demander de justifier de votre identité. Nous répondons dans un délai maximal de 30 jours, et chaque demande est enregistrée avec la date de sa réponse.
          </p>
          <p>Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission de Protection des Données Personnelles (CDP), autorité sénégalaise de protection des données instituée par la loi n° 2008-12 du 25 janvier 2008, à Dakar.</p>
        </>
      ),
    },
    {
      id: 'securite',
      title: 'Sécurité',
      content: (
        <>
          <p>Nous protégeons vos données par des mesures techniques et organisationnelles adaptées, notamment :</p>
          <ul>
            <li>le chiffrement des échanges entre votre navigateur et nos serveurs (HTTPS) ;</li>
            <li>des mots de passe jamais stockés en clair, mais hachés avec un algorithme dédié (Argon2) ;</li>
            <li>des jetons de session placés dans des cookies httpOnly, inaccessibles aux scripts de la page, avec un jeton d’accès de courte durée (1 heure) et un jeton de renouvellement à usage unique, dont la réutilisation ferme les sessions concernées ;</li>
            <li>une seconde étape de vérification facultative à la connexion ;</li>
            <li>la vérification de chaque paiement auprès du prestataire avant toute activation ;</li>
            <li>des photos DigitalMe privées, débarrassées de leurs métadonnées ;</li>
            <li>un accès aux données limité aux personnes habilitées.</li>
          </ul>
          <p>Aucun système n’étant infaillible, nous vous informerons de toute violation de données susceptible de vous affecter, et en informerons la CDP lorsque la loi l’exige.</p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      content: (
        <>
          <p>Le Service n’utilise que des cookies strictement nécessaires à son fonctionnement, déposés par {brand} lui-même :</p>
          <LegalTable label="Cookies utilisés par le Service">
            <caption>Cookies strictement nécessaires</caption>
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">Rôle</th>
                <th scope="col">Durée</th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((row) => (
                <tr key={row.name}>
                  <th scope="row"><code>{row.name}</code></th>
                  <td>{row.purpose}</td>
                  <td>{row.duration}</td>
                </tr>
              ))}
            </tbody>
          </LegalTable>
          <p>Le studio garde aussi, dans le stockage de votre navigateur et jamais sur nos serveurs, votre saisie en cours (titre, prompt, style, le temps de l’onglet), les retouches pas encore enregistrées d’une miniature, et la page où revenir après la confirmation de votre adresse e-mail : rien de tout cela ne sert à vous suivre.</p>
          <p>Ces cookies et ce stockage sont strictement nécessaires et ne demandent pas votre consentement : c’est pourquoi le Service n’affiche aucun bandeau de cookies. Si vous les bloquez dans votre navigateur, vous ne pourrez pas vous connecter. Nous n’utilisons aucun cookie publicitaire ni de mesure d’audience, ni aucun traceur tiers. Si des cookies soumis à consentement devaient être ajoutés, votre accord vous serait demandé au préalable par un bandeau, vous pourriez le modifier à tout moment depuis le pied de page et votre espace personnel, votre choix serait conservé 13 mois au plus, et la présente politique serait mise à jour.</p>
          <p>Les pages de paiement de nos prestataires sont hébergées sur leurs propres sites et relèvent de leurs politiques de cookies.</p>
        </>
      ),
    },
    {
      id: 'mineurs',
      title: 'Mineurs',
      content: (
        <p>Le Service s’adresse aux créateurs de contenu majeurs. Un mineur ne peut l’utiliser qu’avec l’autorisation de son représentant légal. Si nous apprenons que des données d’un mineur ont été collectées sans cette autorisation, nous les supprimons.</p>
      ),
    },
    {
      id: 'modifications',
      title: 'Modification de la politique',
      content: (
        <>
          <p>Nous pouvons modifier la présente politique. Sa version et sa date d’entrée en vigueur figurent en tête de cette page ; toute modification importante vous est annoncée par e-mail ou sur le site avant son entrée en vigueur.</p>
          <p>En cas de contradiction, les <Link to={paths.cgv}>conditions générales de vente</Link> puis les <Link to={paths.cgu}>conditions générales d’utilisation</Link> prévalent sur la présente politique.</p>
        </>
      ),
    },
  ];

  return (
    <LegalPage
      doc="privacy"
      archived={archived}
      numbering="number"
      intro={<p className="lead">Quelles données {brand} traite, pourquoi, combien de temps, et comment exercer vos droits.</p>}
      sections={sections}
    />
  );
}
