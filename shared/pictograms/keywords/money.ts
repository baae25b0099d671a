/** Money, trade and business (money here is F CFA, drawn by us). */
import type { CuratedKeyword } from './curated-keyword';
import { banknotes, coins, phone } from './common-icons';

export const MONEY_KEYWORDS: CuratedKeyword[] = [
  // Money and business: money here is F CFA, drawn by us (a $ money bag is the wrong currency)
  { keys: ['argent', 'fric', 'thune', 'oseille', 'xaalis', 'cash', 'f cfa', 'fcfa', 'franc cfa', 'francs cfa', 'cfa', 'franc', 'francs', 'million', 'millions', 'milliard', 'milliards', 'millionnaire', 'milliardaire', 'riche', 'richesse', 'devenir riche', 'gagner de l’argent', 'revenu', 'revenus', 'salaire', 'salaires', 'payé', 'payer', 'paie', 'prêt', 'emprunt', 'dépenses', 'argent facile', 'impôt', 'impôts', 'taxe', 'taxes', 'capital de départ', 'smig', 'smic', 'salaire minimum', 'fin du mois', 'fin de mois', 'augmentation de salaire', 'augmentation salariale', 'nkap', 'flouss', 'flous', 'tchoko', 'bakchich', 'pot-de-vin', 'pots-de-vin'], icons: [banknotes, coins], label: 'billets en F CFA', topic: 'argent' },
  { keys: ['billet', 'billets', 'billets de banque', 'liasse', 'liasses', 'retirer de l’argent', 'retrait'], icons: [banknotes], label: 'billets en F CFA', topic: 'argent' },
  { keys: ['pièce', 'pièces', 'pièces de monnaie', 'monnaie', 'petite monnaie'], icons: [coins], label: 'pièces en F CFA', topic: 'argent' },
  { keys: ['travail', 'boulot', 'job', 'taf'], icons: ['fluent:briefcase', 'fluent:necktie'], label: 'mallette', weight: 90, topic: 'argent', abstract: true },
  { keys: ['emploi', 'métier', 'métiers', 'entretien d’embauche', "entretien d'embauche", 'embauche', 'recrutement', 'cv', 'stage', 'chômage', 'bureau', 'djossi', 'djossis', 'petit boulot', 'petits boulots', 'petits jobs', 'side hustle', 'freelance', 'freelances', 'freelancer', 'free-lance'], icons: ['fluent:briefcase', 'fluent:necktie'], label: 'mallette', weight: 90, topic: 'argent' },
  // What a price costs said as creators say it: a genre word, the thing priced comes first (« Voyager pas cher »).
  { keys: ['trop cher', 'c’est cher', 'pas cher', 'moins cher', 'ça coûte', 'combien ça coûte', 'ça coûte combien', 'coûte combien', 'le coût', 'coût de', 'marchander', 'marchandage', 'négocier le prix'], icons: [banknotes, coins], label: 'billets en F CFA', weight: 80, topic: 'argent' },
  // Sales are the shopping bags, money spent.
  { keys: ['soldes', 'promo', 'promos', 'black friday'], icons: ['fluent:shopping-bags', banknotes], label: 'sacs de courses', weight: 80, topic: 'argent' },
  // Goods bought wholesale are the boxes, the shop they fill second.
  { keys: ['grossiste', 'grossistes', 'demi-grossiste', 'demi-grossistes', 'acheter en gros', 'vente en gros', 'vendre en gros', 'marchandise', 'marchandises', 'fournisseur', 'fournisseurs'], icons: ['fluent:package', 'fluent:convenience-store'], label: 'colis', weight: 95, topic: 'argent' },
  { keys: ['cagnotte', 'tirelire', 'pièces jaunes'], icons: ['fluent:coin', coins], label: 'cagnotte', topic: 'argent' },
  { keys: ['prix', 'tarif', 'tarifs'], icons: [banknotes], label: 'billets en F CFA', weight: 55, topic: 'argent' },
  // An amount is usually the price of the real subject (« ma perruque à 20 000 F »): it ranks below it.
  { keys: ['# f', '# fcfa', '# francs', '# f cfa', '# franc cfa', '# francs cfa', '# mille francs', '# millions', '# million', '# dinars', '# dirhams', '# da', '# ariary', '# gnf', '# francs guinéens', '# francs djibouti', '# fd'], icons: [banknotes], label: 'billets en F CFA', weight: 90, lead: 100, topic: 'argent' },
  { keys: ['euro', 'euros', '# euros', '# €'], icons: ['fluent:euro-banknote'], label: 'billets en euros', weight: 90, topic: 'argent' },
  { keys: ['dollar', 'dollars', '# dollars', '# $'], icons: ['fluent:dollar-banknote'], label: 'billets en dollars', weight: 90, topic: 'argent' },
  { keys: ['wave', 'orange money', 'mobile money', 'free money', 'mtn money', 'moov money', 'transfert d’argent', 'paiement mobile', 'om', 'momo', 'mtn momo', 'flooz', 'moov flooz', 't-money', 'tmoney', 'airtel money', 'm-pesa', 'mpesa', 'yas money', 'mixx by yas', 'wizall', 'djamo', 'cash-out', 'cash out', 'cash-in', 'frais de retrait', 'frais de transfert', 'agent orange money', 'agent wave'], icons: [phone, banknotes], label: 'paiement mobile', topic: 'argent' },
  // A transfer is money sent as often as a player sold: the title's other words choose (« les transferts Wave »).
  { keys: ['transfert', 'transferts'], icons: [phone, banknotes], label: 'paiement mobile', topic: 'argent' },
  // A trade is mostly what it sells (« mon business de savon »): that comes first when named.
  { keys: ['business', 'entreprise', 'entrepreneur', 'entrepreneuriat', 'startup', 'start-up', 'affaires', 'patron', 'fonds de commerce', 'carte de visite', 'cartes de visite'], icons: ['fluent:briefcase', banknotes], label: 'mallette', weight: 90, topic: 'argent' },
  { keys: ['boutique', 'boutiques', 'magasin', 'magasins', 'épicerie', 'épiceries', 'supérette', 'quincaillerie', 'commerce', 'commerces', 'commerçant', 'commerçante', 'commerçants', 'petit commerce', 'kiosque', 'tabler', 'étal'], icons: ['fluent:convenience-store', banknotes], label: 'boutique', topic: 'argent' },
  { keys: ['commerce en ligne', 'e-commerce', 'ecommerce', 'vente en ligne', 'vendre en ligne', 'boutique en ligne', 'livraison', 'livraisons', 'livrer', 'livreur', 'livreurs', 'livreuse', 'colis', 'commande en ligne', 'jumia', 'dropshipping', 'dropshipper'], icons: ['fluent:package', 'fluent:delivery-truck'], label: 'colis', topic: 'argent' },
  { keys: ['importer', 'importation', 'importations', 'import', 'import-export', 'importateur', 'importatrice', 'alibaba', 'aliexpress', 'temu', 'shein', 'conteneur', 'conteneurs', 'container', 'dédouanement', 'douane', 'douanes', 'fret', 'transitaire'], icons: ['fluent:package', 'fluent:ship'], label: 'colis', topic: 'argent' },
  // « Combien gagne un chauffeur ? »: the earnings frame the title, the job stays its subject.
  { keys: ['combien gagne', 'combien gagnent', 'combien ils gagnent', 'combien elles gagnent', 'combien je gagne', 'combien tu gagnes', 'combien on gagne', 'combien il gagne', 'combien elle gagne'], icons: [banknotes], label: 'billets en F CFA', weight: 70, topic: 'argent', frame: 'anywhere' },
  // Selling is what one does with a subject (« vendre sa voiture »): the thing sold comes first.
  { keys: ['vendre', 'vente', 'ventes', 'je vends', 'en vendant', 'revendre', 'vendeur', 'vendeuse', 'vendeurs', 'vendeuses', 'vendeur ambulant', 'marchand', 'marchande', 'marchands', 'revendeur', 'revendeuse'], icons: ['fluent:briefcase', banknotes], label: 'mallette', weight: 75, topic: 'argent', frame: 'anywhere' },
  // Money lent is money flown (« Prêter à la famille ? Plus jamais ! »).
  { keys: ['prêter', 'prêter de l’argent', 'prêter à', 'dette', 'dettes', 'endetté', 'endettée', 'crédit non remboursé', 'rembourser', 'jamais remboursé', 'pas remboursé', 'jamais remboursée', 'pas remboursée', 'remboursement', 'remboursements', 'emprunter', 'j’ai emprunté', 'emprunté', 'créancier', 'créanciers', 'créancière', 'je dois de l’argent'], icons: ['minia:argent-envole', banknotes], label: 'billet en F CFA qui s’envole', weight: 105, topic: 'argent' },
  { keys: ['épargne', 'épargner', 'économie', 'économies', 'économiser', 'tontine', 'tontines', 'njangui', 'njanguis', 'tontinier', 'tontinière', 'njangi', 'cotisation', 'cotisations', 'cotiser', 'on cotise', 'likelemba', 'daret', 'dart', 'sousou', 'sou-sou', 'susu', 'natt', 'mettre de côté', 'j’ai mis de côté', 'mis de côté', 'j’économise', 'j’ai économisé', 'on a économisé', 'économisé', 'épargné', 'j’épargne'], icons: [coins, banknotes], label: 'pièces en F CFA', topic: 'argent' },
  { keys: ['crypto', 'cryptomonnaie', 'cryptomonnaies', 'bitcoin', 'btc', 'ethereum', 'nft', 'trading', 'trader', 'bourse des valeurs'], icons: ['fluent:coin', 'fluent:chart-increasing'], label: 'crypto-monnaie', topic: 'argent' },
  { keys: ['investissement', 'investissements', 'placement', 'rentable', 'rentabilité', 'rapporte', 'croissance', 'bénéfice', 'bénéfices', 'chiffre d’affaires'], icons: ['fluent:chart-increasing', banknotes], label: 'courbe qui monte', topic: 'argent' },
  // Investing is what one does with a subject (« investir dans l’immobilier »): the thing comes first.
  { keys: ['investir', 'investis', 'j’investis', 'investit'], icons: ['fluent:chart-increasing', banknotes], label: 'courbe qui monte', weight: 80, topic: 'argent' },
  { keys: ['banque', 'banques', 'compte bancaire', 'crédit', 'microfinance'], icons: ['minia:banque'], label: 'banque', topic: 'argent' },
  // A scam is a danger sign: the money flying away carries dollar bills, the wrong currency here.
  { keys: ['arnaque', 'arnaques', 'arnaqué', 'arnaquée', 'arnaqueur', 'arnaqueurs', 'escroc', 'escrocs', 'escroquerie', 'brouteur', 'brouteurs', 'broutage', 'arnaquer', 'se faire arnaquer', 'fait arnaquer', 'escroquer', 'escroqué', 'escroquée', 'faux billet', 'faux billets', 'feyman', 'feymen', 'feymania', 'ponzi', 'pyramide de ponzi', 'système de ponzi', 'schéma de ponzi', 'fraude', 'fraudes', 'fraudeur', 'fraudeurs', 'multiplicateur de billets', 'multiplicateurs de billets', 'multiplication de billets', 'faux agent', 'faux agents'], icons: ['fluent:warning'], label: 'danger', topic: 'argent' },
  // An open-air market is a basket on the arm, not a supermarket trolley.
  { keys: ['marché', 'marchés', 'grand marché', 'marche sandaga', 'sandaga', 'marché de treichville', 'marché d’adjamé', 'dantokpa', 'marché central', 'au marché', 'faire le marché'], icons: ['fluent:basket', 'fluent:shopping-bags'], label: 'panier du marché', weight: 75, topic: 'ville' },
  { keys: ['courses', 'shopping', 'faire les courses', 'supermarché', 'supermarchés'], icons: ['fluent:shopping-cart', 'fluent:shopping-bags'], label: 'chariot de courses', weight: 75, topic: 'argent' },
  { keys: ['portefeuille', 'porte-monnaie'], icons: ['fluent:purse', banknotes], label: 'porte-monnaie', topic: 'argent' },
  { keys: ['diamant', 'diamants', 'mine de diamant', 'mines de diamant', 'diamantaire'], icons: ['fluent:gem-stone'], label: 'diamant', topic: 'argent' },
  // « carte visa » is a bank card, not a visa.
  { keys: ['carte bancaire', 'cartes bancaires', 'carte visa', 'visa card', 'mastercard', 'carte prépayée', 'carte de crédit'], icons: ['fluent:credit-card'], label: 'carte bancaire', topic: 'argent' },
  { keys: ['facture', 'factures', 'facture d’électricité', 'reçu'], icons: ['fluent:receipt'], label: 'facture', topic: 'argent' },
  { keys: ['paris sportifs', 'pari sportif', 'parier', '1xbet', 'premier bet', 'betway', 'pmu', 'loto', 'loterie', 'lonase', 'casino', 'jackpot'], icons: ['fluent:slot-machine', 'fluent:game-die'], label: 'machine à sous', topic: 'argent' },
  // A haul is shopping: money, whatever is bought
  { keys: ['haul', 'hauls', 'shopping haul'], icons: [], label: '', topic: 'argent', frame: 'anywhere' },
  // A stake on a betting slip is money risked (« J’ai misé 2 000 F sur un coupon de 15 matchs »).
  { keys: ['j’ai misé', 'miser', 'coupon de', 'coupons de', 'mon coupon', 'ticket gagnant'], icons: [banknotes, 'fluent:soccer-ball'], label: 'billets en F CFA', topic: 'argent', frame: 'anywhere' },
  // A budget is what something costs (« Mariage à Dakar : 300 invités, budget 5 millions »): below what it is for.
  { keys: ['budget', 'mon budget', 'petit budget', 'budget serré'], icons: [banknotes], label: 'billets en F CFA', weight: 85, topic: 'argent' },
];
