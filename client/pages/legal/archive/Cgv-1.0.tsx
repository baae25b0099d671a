// FROZEN: the CGV, version 1.0, as it was in force (shared/legal.ts). Never edit it: a change to the
// CGV is a new version of client/pages/legal/CgvPage.tsx. Prices, credits and feature marks are
// written out as they were on the last day of this version.
import { Link } from 'react-router';
import { formatXof, xof, type Xof } from '../../../../shared/money';
import { frozenMarks } from './frozen-marks';
import { paths } from '../../../../shared/routes';
import { EditorIdentity, LegalPage, LegalTable, SupportEmail, useLegalIdentity, type LegalPageProps, type LegalSection } from '../LegalPage';

type Feature = string;
const CREDIT_COSTS = { generation: 10, modification: 5, faceswap: 10 } as const;
const SIGNUP_GIFT = { credits: 30, validDays: 30 } as const;
const COMING_SOON = 'Bientôt disponible';
// What was not built yet when this version was replaced.
const { isAvailable, SoonMark } = frozenMarks(['early_access', 'team']);
const FEATURE_LABELS: Record<string, string> = {
  generation: "Génération par titre ou par prompt",
  image_upload: "Ajout image (style Gaming)",
  headline_edit: "Retouche du titre : texte, couleurs, position",
  modification: "Modification par description",
  mgx3: "Modèle MGX3 : six styles, calques modifiables",
  logo: "Votre logo dans les miniatures",
  score: "Score de lisibilité et « Améliorer »",
  export_hd: "Export HD 1280×720, 9:16 et 1:1",
  faceswap: "FaceSwap",
  digitalme: "DigitalMe",
  export_4k: "Export 4K",
  early_access: "Accès anticipé aux nouveautés",
  team: "Comptes équipe (jusqu’à 4 membres)",
  priority_support: "Support prioritaire",
  training_opt_out: "Refus de réutilisation de vos contenus",
};
const PLANS: ReadonlyArray<{ name: string; priceXof: Xof; thumbnailsPerMonth: number; creditsPerMonth: number; features: readonly Feature[] }> = [
  { name: 'Starter', priceXof: xof(9840), thumbnailsPerMonth: 20, creditsPerMonth: 200, features: ['generation', 'image_upload', 'headline_edit', 'modification', 'mgx3', 'logo', 'score', 'export_hd'] },
  { name: 'Premium', priceXof: xof(19680), thumbnailsPerMonth: 100, creditsPerMonth: 1000, features: ['generation', 'image_upload', 'headline_edit', 'modification', 'mgx3', 'logo', 'score', 'export_hd', 'faceswap', 'digitalme', 'export_4k'] },
  { name: 'Master', priceXof: xof(45920), thumbnailsPerMonth: 350, creditsPerMonth: 3500, features: ['generation', 'image_upload', 'headline_edit', 'modification', 'mgx3', 'logo', 'score', 'export_hd', 'faceswap', 'digitalme', 'export_4k', 'early_access', 'team', 'priority_support', 'training_opt_out'] },
];
const PACKS = [{ credits: 100, priceXof: xof(5900) }, { credits: 200, priceXof: xof(10900) }, { credits: 300, priceXof: xof(14900) }];
const VAT_RATE = 0.18;
const splitVat = (ttc: Xof) => {
  const ht = xof(Math.round(ttc / (1 + VAT_RATE)));
  return { ht, tva: xof(ttc - ht) };
};

// One catalogue (shared/plans.ts): pack prices and the VAT split are never copied here.
const CREDIT_PACKS = PACKS;
const priceExclTax = (ttc: Xof) => splitVat(ttc).ht;
const vatOf = (ttc: Xof) => splitVat(ttc).tva;

const count = new Intl.NumberFormat('fr-FR');

export default function CgvV1_0({ archived }: { archived: NonNullable<LegalPageProps['archived']> }) {
  const identity = useLegalIdentity();
  const { brand, supportEmail } = identity;

  const sections: LegalSection[] = [
    {
      id: 'editeur',
      title: 'Identification de l’éditeur',
      content: (
        <>
          <p>Le service {brand} (le « Service ») est édité et commercialisé par l’entreprise individuelle identifiée ci-dessous, établie à Dakar (Sénégal), ci-après « l’Éditeur » ou « nous » :</p>
          <EditorIdentity identity={identity} />
          <p>Pour toute question relative à une commande, à une facture ou aux présentes conditions, le Client peut écrire à <SupportEmail email={supportEmail} />.</p>
        </>
      ),
    },
    {
      id: 'objet',
      title: 'Objet et acceptation',
      content: (
        <>
          <p>Les présentes conditions générales de vente (les « CGV ») régissent la vente, par l’Éditeur, à toute personne titulaire d’un compte {brand} (le « Client ») :</p>
          <ul>
            <li>des formules mensuelles Starter, Premium et Master, qui donnent accès au studio de création de miniatures YouTube par intelligence artificielle et à un volume de crédits pour chaque période payée ;</li>
            <li>des packs de crédits supplémentaires.</li>
          </ul>
          <p>L’utilisation du Service est en outre régie par les <Link to={paths.cgu}>conditions générales d’utilisation (CGU)</Link>, et le traitement des données personnelles par la <Link to={paths.privacy}>politique de confidentialité</Link>.</p>
          <p>Toute commande emporte l’acceptation sans réserve des CGV en vigueur au jour de la commande. L’Éditeur peut modifier les CGV à tout moment : la nouvelle version s’applique aux commandes passées après sa mise en ligne, jamais à une période déjà payée. Les CGV sont rédigées en français, langue du contrat.</p>
        </>
      ),
    },
    {
      id: 'formules-prix',
      title: 'Formules et prix',
      content: (
        <>
          <p>Les formules et leurs prix sont ceux affichés sur la <Link to={paths.pricing}>page Tarifs</Link> au moment de la commande. À la date de la présente version, ils sont les suivants :</p>
          <LegalTable label="Prix des formules mensuelles">
            <caption>Formules mensuelles (période de 30 jours)</caption>
            <thead>
              <tr>
                <th scope="col">Formule</th>
                <th scope="col" className="legal__num">Prix <abbr title="toutes taxes comprises">TTC</abbr> par mois</th>
                <th scope="col" className="legal__num">Miniatures par mois</th>
                <th scope="col" className="legal__num">Crédits par mois</th>
              </tr>
            </thead>
            <tbody>
              {PLANS.map((plan) => (
                <tr key={plan.name}>
                  <th scope="row">{plan.name}</th>
                  <td className="legal__num">
                    {formatXof(plan.priceXof)}
                    <span className="legal__small">dont TVA {formatXof(vatOf(plan.priceXof))}</span>
                    <span className="legal__small">soit {formatXof(priceExclTax(plan.priceXof))} HT</span>
                  </td>
                  <td className="legal__num">{count.format(plan.thumbnailsPerMonth)}</td>
                  <td className="legal__num">{count.format(plan.creditsPerMonth)}</td>
                </tr>
              ))}
            </tbody>
          </LegalTable>
          <p>Les prix sont exprimés en francs CFA (XOF) et s’entendent toutes taxes comprises. Ils incluent la taxe sur la valeur ajoutée (TVA) au taux de 18 % applicable au Sénégal : le montant hors taxes (HT) est égal au prix TTC divisé par 1,18, arrondi au franc le plus proche, et la TVA est la différence entre le prix TTC et le montant HT. L’Éditeur ne facture aucun frais supplémentaire ; les éventuels frais que l’opérateur de mobile money ou la banque du Client lui appliquent restent à sa charge.</p>
          <p>Chaque formule comprend les fonctionnalités suivantes :</p>
          <ul>
            {PLANS.map((plan) => (
              <li key={plan.name}>
                <strong>{plan.name}</strong> : {plan.features.map((feature) => (isAvailable(feature) ? FEATURE_LABELS[feature] : `${FEATURE_LABELS[feature]} (${COMING_SOON.toLowerCase()})`)).join(', ')}.
              </li>
            ))}
          </ul>
          <p>Les comptes équipe de la formule Master permettent au titulaire d’associer jusqu’à quatre membres, qui utilisent les crédits de sa formule ; le titulaire répond de l’usage qu’ils en font.<SoonMark feature="team" /> Une miniature correspond à {CREDIT_COSTS.generation} crédits ; le coût de chaque action du studio est précisé dans les CGU.</p>
          <p>L’Éditeur peut modifier ses prix à tout moment. Le prix applicable est celui affiché au moment de la commande ou du paiement du lien de renouvellement ; une modification de prix ne s’applique jamais à une période déjà payée.</p>
        </>
      ),
    },
    {
      id: 'packs',
      title: 'Packs de crédits',
      content: (
        <>
          <p>Tout Client connecté, qu’il ait ou non une formule en cours, peut acheter à tout moment depuis le studio des packs de crédits supplémentaires :</p>
          <LegalTable label="Prix des packs de crédits">
            <caption>Packs de crédits</caption>
            <thead>
              <tr>
                <th scope="col">Pack</th>
                <th scope="col" className="legal__num">Prix <abbr title="toutes taxes comprises">TTC</abbr></th>
              </tr>
            </thead>
            <tbody>
              {CREDIT_PACKS.map((pack) => (
                <tr key={pack.credits}>
                  <th scope="row">{count.format(pack.credits)} crédits</th>
                  <td className="legal__num">
                    {formatXof(pack.priceXof)}
                    <span className="legal__small">dont TVA {formatXof(vatOf(pack.priceXof))}</span>
                    <span className="legal__small">soit {formatXof(priceExclTax(pack.priceXof))} HT</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </LegalTable>
          <p>Les crédits d’un pack sont valables jusqu’à la fin de la période payée en cours au moment de l’achat. Lorsque le Client n’a pas de formule en cours, ils sont valables 30 jours à compter de l’achat. À l’expiration de ce délai, les crédits non utilisés sont perdus.</p>
        </>
      ),
    },
    {
      id: 'offre-bienvenue',
      title: 'Crédits offerts à l’inscription',
      content: (
        <>
          <p>À la création de son compte, le Client reçoit gratuitement {SIGNUP_GIFT.credits} crédits, soit {SIGNUP_GIFT.credits / CREDIT_COSTS.generation} miniatures, valables {SIGNUP_GIFT.validDays} jours. Cette offre n’est accordée qu’une seule fois par personne : une fois par adresse e-mail vérifiée et une fois par compte Google.</p>
          <p>Ces crédits ne donnent lieu à aucun paiement ni à aucune facture, et ne peuvent être ni échangés ni convertis en argent. La création de plusieurs comptes pour obtenir plusieurs fois l’offre constitue une fraude au sens de l’article « Résiliation » ci-dessous.</p>
        </>
      ),
    },
    {
      id: 'commande',
      title: 'Commande',
      content: (
        <>
          <p>Le Client passe commande en ligne, selon les étapes suivantes :</p>
          <ol>
            <li>il choisit une formule sur la page Tarifs, ou un pack de crédits depuis le studio ;</li>
            <li>il se connecte à son compte ou en crée un ;</li>
            <li>il est dirigé vers la page de paiement sécurisée d’un prestataire de paiement partenaire, qui indique le montant TTC à régler ;</li>
            <li>il choisit son moyen de paiement et confirme le paiement auprès de ce prestataire ;</li>
            <li>il revient sur le site, qui affiche la confirmation ou l’annulation du paiement ; un e-mail de confirmation lui est envoyé après tout paiement confirmé.</li>
          </ol>
          <p>Jusqu’à la confirmation du paiement, le Client peut vérifier sa commande, revenir en arrière ou l’abandonner. Un paiement annulé ou abandonné n’entraîne aucun débit et ne forme aucun contrat. Le contrat est conclu au moment où le prestataire de paiement confirme le paiement à l’Éditeur.</p>
          <p>L’Éditeur conserve la trace de chaque commande et de sa facture pendant 10 ans ; le Client y a accès depuis son <Link to={paths.account}>espace personnel</Link>.</p>
        </>
      ),
    },
    {
      id: 'paiement',
      title: 'Paiement',
      content: (
        <>
          <p>Le paiement s’effectue exclusivement en ligne, en totalité, au moment de la commande. Les moyens acceptés sont le mobile money (Wave, Orange Money, Free Money) et la carte bancaire, par l’intermédiaire de prestataires de paiement partenaires tels que PayDunya ou Wave. Les moyens effectivement proposés peuvent dépendre du prestataire et du pays du Client. Aucun paiement en espèces, par chèque ou par virement n’est accepté.</p>
          <p>Les données de paiement (numéro de carte, code secret, code de validation mobile money) sont saisies uniquement sur la page du prestataire de paiement : l’Éditeur ne les reçoit ni ne les conserve. Il conserve seulement le montant, la devise, la référence et l’état de chaque paiement.</p>
          <p>Avant toute activation, l’Éditeur vérifie chaque paiement auprès du prestataire (signature ou confirmation de la transaction) et contrôle que son montant et sa devise correspondent au prix de la commande. Un même paiement n’est jamais pris en compte deux fois. L’Éditeur ne pratique aucun prélèvement automatique, quel que soit le moyen de paiement : aucune somme n’est débitée sans une action du Client.</p>
          <p>Si le Client constate qu’un paiement a été débité sans que sa commande ait été activée, ou qu’il a payé deux fois la même commande, il en informe le support en indiquant la référence du paiement : après vérification auprès du prestataire, la commande est activée ou le paiement en trop est régularisé.</p>
        </>
      ),
    },
    {
      id: 'activation',
      title: 'Activation',
      content: (
        <>
          <p>La formule ou le pack est activé dès que le prestataire de paiement a confirmé le paiement : les crédits correspondants sont ajoutés au solde du Client et les fonctionnalités de sa formule sont ouvertes. Cette confirmation est en général immédiate, mais peut prendre quelques minutes selon l’opérateur. Lorsque le paiement porte sur un lien de renouvellement, la nouvelle période et ses crédits commencent à la fin de la période en cours, comme prévu à l’article « Durée et renouvellement automatique ».</p>
          <p>La page de confirmation affichée au retour du paiement ne vaut pas, à elle seule, preuve de paiement : seule la confirmation transmise par le prestataire de paiement fait foi.</p>
        </>
      ),
    },
    {
      id: 'duree-renouvellement',
      title: 'Durée et renouvellement automatique',
      content: (
        <>
          <p>Chaque formule est souscrite pour une période payée de 30 jours, qui commence à l’activation.</p>
          <p>Le mobile money ne permettant pas de prélèvement automatique, le « renouvellement automatique » de {brand} fonctionne de la manière suivante :</p>
          <ul>
            <li>trois jours avant la fin de la période en cours, l’Éditeur envoie au Client, par e-mail, un lien de renouvellement, également affiché dans son espace personnel ;</li>
            <li>si le Client paie ce lien, la nouvelle période de 30 jours commence à la fin de la période en cours, sans perte de jours, et ouvre droit aux crédits de la formule pour cette nouvelle période ;</li>
            <li>aucune somme n’est débitée tant que le Client n’a pas lui-même payé le lien de renouvellement.</li>
          </ul>
          <p>Le Client peut à tout moment désactiver le renouvellement depuis son espace personnel, c’est-à-dire ne plus recevoir de rappel ni de lien de renouvellement. La période en cours se poursuit alors jusqu’à son terme.</p>
          <p>Une période qui n’est pas renouvelée prend fin à son terme : les fonctionnalités de la formule ne sont plus accessibles et les crédits de cette période, ainsi que ceux des packs valables jusqu’à cette date, expirent. Le Client peut souscrire de nouveau à tout moment depuis la page Tarifs ; la nouvelle période commence alors à la confirmation du paiement.</p>
        </>
      ),
    },
    {
      id: 'credits',
      title: 'Crédits',
      content: (
        <>
          <p>Les crédits d’une période payée sont valables jusqu’à la fin de cette période. Les crédits non utilisés expirent à cette date : ils ne sont ni reportés ni cumulables d’une période à l’autre. Lorsque le Client utilise des crédits, ceux qui expirent le plus tôt sont consommés en premier.</p>
          <p>Les crédits sont attachés au compte du Client. Ils ne sont pas transférables à un autre compte, ne peuvent être ni revendus ni échangés contre de l’argent ou toute autre contrepartie, et n’ont aucune valeur monétaire. L’utilisation des crédits d’une formule Master par les membres de son équipe ne constitue pas un transfert.</p>
          <p>Les crédits d’une action du studio sont débités au moment où l’action est acceptée. Si la génération échoue, les crédits débités sont automatiquement restitués au solde du Client : le Client ne paie jamais pour un échec. Cette restitution de crédits ne constitue pas un remboursement d’argent.</p>
        </>
      ),
    },
    {
      id: 'factures',
      title: 'Facturation',
      content: (
        <>
          <p>Chaque commande payée (formule, renouvellement ou pack) donne lieu à une facture électronique au format PDF, qui indique le montant hors taxes, la TVA au taux de 18 % et le montant TTC. Les factures sont numérotées de façon continue et sans rupture pour chaque année civile (par exemple ML-2025-000001).</p>
          <p>Le Client accepte de recevoir ses factures sous forme électronique ; aucune facture papier n’est envoyée. Il peut les télécharger à tout moment depuis son espace personnel. L’Éditeur conserve chaque facture pendant 10 ans.</p>
        </>
      ),
    },
    {
      id: 'remboursement',
      title: 'Absence de remboursement',
      content: (
        <>
          <p>Le Service étant un service numérique fourni dès la confirmation du paiement, aucun remboursement, total ou partiel, n’est dû une fois la formule ou le pack activé, ou une fois des crédits utilisés. Il en va de même en cas de résiliation, de désactivation du renouvellement ou de non-utilisation des crédits avant leur expiration : aucune somme n’est remboursée au prorata.</p>
          <p>La restitution automatique des crédits d’une génération qui a échoué n’est pas un remboursement d’argent. Restent réservées la régularisation d’un paiement débité par erreur, prévue à l’article « Paiement », et les dispositions légales impératives applicables au Client.</p>
        </>
      ),
    },
    {
      id: 'retractation',
      title: 'Droit de rétractation',
      content: (
        <>
          <p>Les formules et les packs donnent accès à un contenu numérique fourni sans support matériel, dont l’exécution commence dès la confirmation du paiement.</p>
          <p>Lorsque la loi applicable au Client lui reconnaît un droit de rétractation pour ce type de contrat, ce droit ne peut plus être exercé une fois l’exécution commencée avec son accord. En validant sa commande, le Client demande expressément que la formule ou le pack soit activé immédiatement après la confirmation du paiement, sans attendre l’expiration d’un éventuel délai de rétractation, et reconnaît qu’il perd ainsi ce droit dès l’activation.</p>
          <p>Cette renonciation ne prive le Client ni des garanties légales, ni de la régularisation d’un paiement débité par erreur.</p>
        </>
      ),
    },
    {
      id: 'resiliation',
      title: 'Résiliation',
      content: (
        <>
          <h3>Par le Client</h3>
          <p>Le Client peut résilier sa formule à tout moment, sans frais ni justification, depuis son espace personnel. La résiliation prend effet à la fin de la période payée en cours : le Client conserve jusqu’à cette date l’accès aux fonctionnalités de sa formule et à ses crédits, puis aucun lien de renouvellement ne lui est plus adressé. La période entamée n’est pas remboursée.</p>
          <p>La suppression de son compte par le Client entraîne la perte immédiate des crédits restants, sans remboursement ; ses factures restent conservées pendant la durée légale.</p>
          <h3>Par l’Éditeur</h3>
          <p>L’Éditeur peut résilier la formule du Client immédiatement, sans préavis ni indemnité, en cas :</p>
          <ul>
            <li>de fraude, notamment un paiement frauduleux ou la création de plusieurs comptes pour obtenir plusieurs fois les crédits offerts ;</li>
            <li>de non-paiement, notamment lorsqu’un paiement est rejeté, contesté ou annulé après l’activation ;</li>
            <li>d’abus, notamment un manquement grave aux CGU, la diffusion de contenus illicites, l’utilisation du visage d’un tiers sans son consentement ou toute tentative de porter atteinte au Service.</li>
          </ul>
          <p>Les crédits restants sont alors annulés, sans remboursement. L’Éditeur en informe le Client par e-mail en indiquant le motif ; le Client peut présenter ses observations au support.</p>
        </>
      ),
    },
    {
      id: 'responsabilite',
      title: 'Responsabilité',
      content: (
        <>
          <p>L’Éditeur met en œuvre les moyens raisonnables pour fournir un Service de qualité et disponible ; il est tenu d’une obligation de moyens. Les miniatures étant produites par des modèles d’intelligence artificielle, leur rendu peut varier : l’Éditeur ne garantit ni un résultat particulier, ni les performances d’une vidéo ou d’une chaîne (clics, vues, revenus).</p>
          <p>Le Client est seul responsable des contenus qu’il fournit au Service, ainsi que de la vérification et de la publication des miniatures qu’il télécharge, notamment au regard des droits des tiers et des règles de YouTube.</p>
          <p>L’Éditeur n’est pas responsable des interruptions dues au réseau Internet, aux opérateurs de télécommunication, aux prestataires de paiement ou à un cas de force majeure, ni des dommages indirects tels qu’une perte de revenus, d’audience ou de données, ou la suspension d’une chaîne par une plateforme tierce.</p>
          <p>Dans tous les cas, la responsabilité de l’Éditeur au titre d’une commande est limitée au montant payé par le Client pour la période ou le pack concerné. Ces limitations ne s’appliquent pas en cas de faute lourde ou intentionnelle de l’Éditeur, ni lorsque la loi l’interdit.</p>
        </>
      ),
    },
    {
      id: 'reclamations',
      title: 'Service client et réclamations',
      content: (
        <>
          <p>Toute question ou réclamation est à adresser par e-mail à <SupportEmail email={supportEmail} />, en précisant l’adresse e-mail du compte, le numéro de facture ou la référence du paiement concerné, et l’objet de la demande. L’Éditeur répond dans un délai maximal de 30 jours. Les abonnés Master bénéficient d’un traitement prioritaire.</p>
          <p>En cas de désaccord, les parties s’efforcent de trouver une solution amiable avant toute action en justice.</p>
        </>
      ),
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles',
      content: (
        <p>Les données nécessaires aux commandes, aux paiements et à la facturation sont traitées conformément à la <Link to={paths.privacy}>politique de confidentialité</Link>, qui précise leurs durées de conservation et les droits du Client.</p>
      ),
    },
    {
      id: 'priorite',
      title: 'Ordre de priorité des documents',
      content: (
        <p>En cas de contradiction entre les documents contractuels, les présentes CGV prévalent sur les CGU, qui prévalent elles-mêmes sur la politique de confidentialité.</p>
      ),
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable et juridiction compétente',
      content: (
        <p>Les présentes CGV sont soumises au droit sénégalais. À défaut de solution amiable, tout litige relatif à leur formation, leur interprétation ou leur exécution relève de la compétence exclusive des juridictions de Dakar, sous réserve des règles impératives applicables au Client consommateur.</p>
      ),
    },
  ];

  return (
    <LegalPage
      doc="cgv"
      archived={archived}
      intro={<p className="lead">Ces conditions s’appliquent à l’achat des formules mensuelles et des packs de crédits {brand}, payés en francs CFA.</p>}
      sections={sections}
    />
  );
}
