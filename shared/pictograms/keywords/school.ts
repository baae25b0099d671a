/** School, exams and studies. */
import type { CuratedKeyword } from './curated-keyword';

export const SCHOOL_KEYWORDS: CuratedKeyword[] = [
  // Studies
  // Revising is the books open (« Réviser le BEPC en 2 semaines »), ahead of the exam it is for.
  { keys: ['réviser', 'révisions', 'révision', 'planning de révision', 'programme de révision', 'plan de révision', 'reviser', 'mes révisions', 'apprendre ses leçons', 'méthode de révision', 'révisé', 'j’ai révisé', 'je révise', 'on révise', 'révisez', 'bachoter', 'bachoté', 'je bachote', 'bachotage', 'prépa', 'classe prépa', 'classes prépas', 'cours de soutien', 'cours de renforcement', 'cours à domicile'], icons: ['fluent:books', 'fluent:open-book'], label: 'livres', topic: 'ecole' },
  { keys: ['bac', 'baccalauréat', 'bepc', 'bfem', 'def', 'probatoire', 'gce', 'bts', 'entrée en sixième', 'concours d’entrée', 'examen d’état', 'exetat', 'brevet', 'diplôme', 'diplômé', 'diplômée', 'master', 'licence', 'doctorat', 'université', 'universitaire', 'fac', 'faculté', 'ucad', 'campus', 'étudiant', 'étudiante', 'étudiants', 'étudier', 'études', 'bourse', 'bourse d’études', 'bourses', 'concours', 'dut', 'thèse', 'thèses', 'doctorant', 'doctorante', 'amphi', 'amphithéâtre', 'rentrée universitaire', 'année universitaire', 'année blanche', 'année invalidée', 'ena', 'concours de l’ena', 'concours de la fonction publique', 'étudié', 'j’ai étudié', 'j’étudie', 'on étudie', 'études supérieures', 'bachelier', 'bachelière', 'admis au concours'], icons: ['fluent:graduation-cap'], label: 'toque de diplômé', topic: 'ecole' },
  // An exam's papers are the paper (« BEPC 2025 : les sujets de maths corrigés »), ahead of the exam's cap.
  { keys: ['sujets', 'sujet d’examen', 'sujets d’examen', 'épreuve', 'épreuves', 'corrigé', 'corrigés', 'sujets corrigés', 'annales', 'fuite des sujets', 'fuite du bac', 'fuites au bac', 'fraude au bac', 'fraude aux examens', 'partiel', 'partiels', 'travaux dirigés', 'travaux pratiques'], icons: ['fluent:memo', 'fluent:page-facing-up'], label: 'copie d’examen', topic: 'ecole', weight: 103 },
  { keys: ['examen', 'examens', 'devoir', 'devoirs', 'exposé', 'mémoire', 'soutenance', 'notes', 'philo', 'cours', 'moyenne', 'frais de scolarité', 'scolarité', 'inscription scolaire'], icons: ['fluent:memo'], label: 'copie d’examen', topic: 'ecole', weight: 95 },
  // A school year repeated or finished is the diploma it leads to (« Redoubler la terminale »).
  { keys: ['redoubler', 'redoublement', 'redoublé', 'redoublant', 'terminale', 'la terminale', 'en terminale', 'classe de terminale', 'passer en terminale'], icons: ['fluent:graduation-cap', 'minia:ecole'], label: 'toque de diplômé', weight: 102, topic: 'ecole' },
  // A teacher is the teacher (« Quand le prof de maths rend les copies »), before the school.
  { keys: ['professeur', 'professeure', 'prof', 'profs', 'le prof', 'la prof', 'maîtresse', 'enseignant', 'enseignante', 'enseignants', 'maître', 'instituteur', 'institutrice', 'maître d’école', 'maître volontaire', 'répétiteur', 'répétitrice', 'prof à domicile', 'encadreur'], icons: ['fluent:teacher', 'minia:ecole'], label: 'enseignant', kind: 'person', topic: 'ecole' },
  { keys: ['prof de maths', 'professeur de maths', 'prof de français', 'prof d’anglais', 'prof de physique', 'prof de svt', 'prof de philo'], icons: ['fluent:teacher', 'minia:ecole'], label: 'enseignant', kind: 'person', weight: 108, topic: 'ecole' },
  { keys: ['école', 'ecole', 'rentrée', 'rentrée scolaire', 'lycée', 'collège', 'classe', 'élève', 'élèves', 'internat', 'pensionnat', 'internats', 'lycéen', 'lycéenne', 'collégien', 'collégienne', 'écolier', 'écolière', 'cantine scolaire', 'uniforme scolaire', 'tenue scolaire', 'tenue kaki', 'salle de classe', 'classe de seconde', 'classe de troisième', 'classe de sixième', 'école primaire', 'maternelle'], icons: ['minia:ecole', 'fluent:school'], label: 'école', topic: 'ecole' },
  { keys: ['livre', 'livres', 'lecture', 'lire', 'roman', 'bibliothèque', 'anglais', 'langue', 'wolof', 'lingala'], icons: ['fluent:books'], label: 'livres', topic: 'ecole' },
  // What one learns is the subject (« Apprendre le coupé-décalé »): learning alone is the books.
  { keys: ['apprendre'], icons: ['fluent:books'], label: 'livres', weight: 80, topic: 'ecole' },
  { keys: ['cahier', 'cahiers', 'fournitures', 'fournitures scolaires', 'liste des fournitures', 'cartable', 'cartables', 'sac d’école', 'kit scolaire'], icons: ['fluent:backpack', 'fluent:notebook'], label: 'cartable', topic: 'ecole', weight: 105 },
  { keys: ['chimie', 'physique-chimie', 'sciences', 'svt', 'biologie', 'laboratoire'], icons: ['fluent:test-tube', 'fluent:microscope'], label: 'éprouvette', topic: 'ecole' },
  // School things
  { keys: ['trousse', 'trousses', 'crayon', 'crayons', 'gomme', 'fournitures', 'fournitures scolaires', 'kit scolaire'], icons: ['fluent:pencil', 'fluent:straight-ruler'], label: 'crayon', topic: 'ecole' },
  { keys: ['stylo', 'stylos', 'bic', 'bics', 'stylo bic'], icons: ['fluent:pen', 'fluent:pencil'], label: 'stylo', topic: 'ecole' },
  { keys: ['calculatrice', 'calculette', 'calcul'], icons: ['fluent:abacus', 'fluent:memo'], label: 'boulier', topic: 'ecole' },
  // Maths at school are the homework sheet, then the set square (not an abacus).
  { keys: ['maths', 'math', 'mathématiques', 'géométrie', 'algèbre'], icons: ['fluent:memo', 'fluent:triangular-ruler'], label: 'copie de maths', weight: 104, topic: 'ecole' },
  // A report card is a sheet of marks.
  { keys: ['bulletin', 'bulletins', 'bulletin de notes', 'relevé de notes', 'carnet de notes'], icons: ['fluent:page-facing-up', 'fluent:memo'], label: 'bulletin de notes', topic: 'ecole', weight: 100 },
  { keys: ['ardoise', 'ardoises', 'craie', 'craies', 'tableau noir', 'cahier de texte'], icons: ['fluent:memo', 'fluent:notebook'], label: 'ardoise', topic: 'ecole' },
  // Study methods and spelling are school (« chrono » alone is a span, « une heure chrono », not a timer)
  { keys: ['pomodoro', 'méthode pomodoro', 'minuteur', 'chronomètre', 'minuteur de cuisine'], icons: ['fluent:timer-clock', 'fluent:alarm-clock'], label: 'minuteur', weight: 105, topic: 'ecole' },
  { keys: ['dictée', 'dictées', 'orthographe', 'fautes d’orthographe', "fautes d'orthographe", 'conjugaison', 'grammaire', 'rédaction', 'cm1', 'cm2', 'ce1', 'ce2', 'cp'], icons: ['fluent:memo', 'fluent:pencil'], label: 'dictée', weight: 105, topic: 'ecole' },
  // Teaching is the teacher's, whatever else the teacher does (« Notre maître enseigne le matin et cultive le soir »).
  { keys: ['enseigne le', 'enseigner', 'j’enseigne', 'il enseigne', 'elle enseigne'], icons: ['fluent:teacher'], label: 'enseignant', kind: 'person', topic: 'ecole', frame: 'anywhere' },
  // The way to school is school's (« 12 km à pied chaque matin pour aller au collège »).
  { keys: ['aller à l’école', 'aller au collège', 'aller au lycée', 'chemin de l’école', 'la route de l’école'], icons: ['minia:ecole', 'fluent:backpack'], label: 'école', weight: 105, topic: 'ecole', frame: 'anywhere' },
  // The primary-school certificate is the school's and its paper, not a graduate's cap (« Le CEPE, c’était dur ou pas ? »).
  { keys: ['cep', 'cepe', 'cfee', 'certificat d’études'], icons: ['fluent:memo', 'minia:ecole'], label: 'copie d’examen', weight: 105, topic: 'ecole' },
  // A term's average is the school report (« Mon fils a eu 18 de moyenne »).
  { keys: ['# de moyenne', 'moyenne générale', 'sa moyenne', 'ma moyenne', 'bonne moyenne'], icons: ['fluent:graduation-cap', 'fluent:books'], label: 'toque de diplômé', topic: 'ecole', frame: 'anywhere' },
  // Evening classes are school's (« Cours du soir à Lomé »).
  { keys: ['cours du soir', 'cours de soir', 'école du soir'], icons: ['minia:ecole', 'fluent:open-book'], label: 'école', weight: 105, topic: 'ecole' },
];
