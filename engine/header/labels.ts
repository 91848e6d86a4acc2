// What header labels mean. Charts label the same field in endless ways ('DOB', 'Birthdate', 'Date of birth', 'born',
// 'Brithdate'), so a label is not looked up in a list of spellings: its words are normalised, mapped to concepts
// (patient, name, birth, service, admission ...) from an open lexicon of words and abbreviations, near misspellings
// included, and the kind follows from the concepts the label combines. Segmenting, header reading and the identity
// check all use this one reading, so they agree on what counts as a patient identifier or a date of service.
import { oncePerText } from '../memo/once-per-text.ts';
import { matchTitle } from './doc-types.ts';

export type LabelKind = 'name' | 'dob' | 'dos' | 'admission' | 'discharge' | 'other';

type Concept =
  | 'patient'
  | 'name'
  | 'birth'
  | 'date'
  | 'service'
  | 'admission'
  | 'discharge'
  | 'notService'
  | 'identifier'
  | 'owner'
  | 'attribute'
  | 'connective';

// The words that ask for the surname, and for the given names, in the languages charts arrive in: name words of the
// lexicon, which also say which part of the name a field asks for (namePart).
// Polish, Czech, Dutch, the Nordic languages and Finnish among them ('Nazwisko', 'Příjmení', 'Achternaam',
// 'Efternamn', 'Sukunimi'; 'Imię', 'Jméno', 'Voornaam', 'Förnamn', 'Etunimi').
const SURNAME_NAMES = [
  'apellido',
  'apellidos',
  'paterno',
  'materno',
  'surname',
  'lastname',
  'cognome',
  'nachname',
  'familienname',
  'sobrenome',
  'apelido',
  'nazwisko',
  'prijmeni',
  'achternaam',
  'efternamn',
  'efternavn',
  'etternavn',
  'sukunimi',
  // Slavic, Romanian, Albanian and Uzbek, a Cyrillic label read as its Latin letters (labelWords): 'Презиме',
  // 'Фамилия', 'Prizvyshche', 'Mbiemri', 'Familiyasi'.
  'prezime',
  'familiya',
  'prizvishe',
  'mbiemri',
  'familiyasi',
  // Romanian's 'Nume' is the surname ('Numele, prenumele')
  'nume',
  'numele',
  // Turkish and Azerbaijani ('Soyadı'), Mongolian ('Овог, нэр')
  'soyad',
  'soyadi',
  'ovog',
];
const GIVEN_NAMES = [
  'nombres',
  'vorname',
  'vornamen',
  'forename',
  'firstname',
  'givenname',
  'prenom',
  'imie',
  'imiona',
  'jmeno',
  'voornaam',
  'voornamen',
  'fornamn',
  'fornavn',
  'etunimi',
  // Given names in the Slavic languages, Albanian and Uzbek ('Име и презиме', 'Emri, mbiemri', 'Ismi')
  'ime',
  'emri',
  'imya',
  'otchestvo',
  'prenume',
  'prenumele',
  'ismi',
  // Turkish ('Adı Soyadı') and Mongolian ('нэр')
  'adi',
  'ner',
];

const LEXICON: Record<Concept, string[]> = {
  patient: [
    'paciente',
    // Polish, Czech, Malay, Indonesian, Finnish
    'pacjent',
    'pacjenta',
    'pacjentka',
    'pacient',
    'pacienta',
    'pesakit',
    'pasien',
    'potilas',
    // Slavic ('Пацијент', 'Болесник', 'Пациентка'), Romanian, Albanian and Uzbek ('Bemor')
    'pacijent',
    'pacijenta',
    'pacijentkinja',
    'pacientka',
    'bolesnik',
    'bolesnika',
    'pacientului',
    'pacienti',
    'bemor',
    // Azerbaijani ('Pasiyent'), Turkish ('Hasta'), Mongolian ('Өвчтөн')
    'pasiyent',
    'hasta',
    'ovchton',
    'pacientes',
    'paziente',
    'assistito',
    'assistita',
    'patientin',
    'patienten',
    'utente',
    'doente',
    'usuario',
    'usuaria',
    'afiliado',
    'patient',
    'pt',
    'pat',
    'pnt',
    'client',
    'member',
    'beneficiary',
    'enrollee',
    // The role a form gives the patient: an examination's, a claim's ('Examinee', 'Claimant'); the examiner is a
    // clinician (owner, below), one letter away.
    'examinee',
    'claimant',
    're',
    'regarding',
    'subject',
    // A letter's subject line in the other languages the engine reads.
    'concerne',
    'objet',
    'betreft',
    'betreff',
    'oggetto',
    'asunto',
    'assunto',
    'patients',
    // Arabic ('اسم المريض', 'اسم المريضة'), read as labelWords folds it: without its article, 'ة' as 'ه'.
    'مريض',
    'مريضه',
  ],
  name: [
    ...SURNAME_NAMES,
    ...GIVEN_NAMES,
    'nombre',
    'nome',
    'nom',
    // A name in Malay, Dutch, Danish and Norwegian ('Nama', 'Naam', 'Navn')
    'nama',
    'naam',
    'navn',
    // 'Ф.И.О.' (surname, given name and patronymic)
    'fio',
    'name',
    'nm',
    'names',
    'fullname',
    'اسم',
  ],
  birth: [
    'nacimiento',
    'nac',
    'nasc',
    'fnac',
    'geburtsdatum',
    'geboren',
    // Polish, Czech, Slovak, Malay and Indonesian, the Nordic languages, Finnish, Turkish ('Data urodzenia', 'Datum
    // narození', 'Tarikh lahir', 'Födelsedatum', 'Fødselsdato', 'Syntymäaika', 'Doğum tarihi')
    'urodzenia',
    'urodzin',
    'narozeni',
    'narodenia',
    'lahir',
    'fodelsedatum',
    'fodd',
    'fodselsdato',
    'fodt',
    'syntymaaika',
    'dogum',
    // Mongolian ('Төрсөн огноо')
    'torson',
    // Russian, Ukrainian, Bulgarian, Serbian and Macedonian in either script ('Дата рождения', 'Дата народження',
    // 'Дата на раждане', 'Датум рођења', 'Datum rođenja', 'Датум на раѓање'), Romanian ('Data nașterii'), Albanian
    // ('Datëlindja', 'Data e lindjes') and Uzbek ('Tug‘ilgan sanasi')
    'rozhdeniya',
    'rozhd',
    'narodzhennya',
    'razhdane',
    'rodjenja',
    'rodenja',
    'raganje',
    'nasterii',
    'datelindja',
    'lindjes',
    'tugilgan',
    'geboortedatum',
    'geb',
    'nascita',
    'nato',
    'nata',
    'naissance',
    // 'Né le', 'Née le' (accents folded)
    'ne',
    'nee',
    'nascimento',
    'geburtstag',
    'birth',
    'born',
    'dob',
    'bd',
    'birthdate',
    'bdate',
    'birthday',
    'bday',
    'birthdt',
    // Arabic ('تاريخ الميلاد', 'تاريخ الولادة')
    'ميلاد',
    'ولاده',
  ],
  date: [
    'fecha',
    // Malay, Indonesian, Danish and Norwegian, Turkish ('Tarikh', 'Tanggal', 'Dato', 'Tarih')
    'tarikh',
    'tanggal',
    'dato',
    'tarih',
    // Uzbek ('sana', 'sanasi'), Azerbaijani ('Tarix', 'Doğum tarixi'), Turkish ('Doğum tarihi'), Mongolian ('огноо')
    'sana',
    'sanasi',
    'tarix',
    'tarixi',
    'tarihi',
    'ognoo',
    'fec',
    'data',
    'datum',
    // 'Geb.Dat.', 'Eintr.Dat.'
    'dat',
    'hora',
    'ora',
    'uhrzeit',
    'zeit',
    'ausgestellt',
    'ausstellungsdatum',
    'date',
    'dt',
    'dte',
    'dated',
    'day',
    'time',
    'datetime',
    'when',
    'تاريخ',
  ],
  service: [
    'consulta',
    'visita',
    'atencion',
    'cita',
    'incontro',
    'accesso',
    'prelievo',
    'toma',
    'extraccion',
    // An exam, a visit or a consultation in the Slavic languages ('Дата осмотра', 'Датум прегледа', 'Дата огляду'),
    // Romanian ('Data consultației'), Albanian ('Data e vizitës') and Uzbek ('Ko‘rik sanasi')
    'osmotra',
    'issledovaniya',
    'obsledovaniya',
    'konsultacii',
    'priema',
    'oglyadu',
    'pregled',
    'pregleda',
    'consultatie',
    'consultatiei',
    'examinarii',
    'vizita',
    'vizites',
    'ekzaminimit',
    'korik',
    // An examination in Azerbaijani and Turkish ('Müayinə tarixi', 'Muayene tarihi') and Mongolian ('Үзлэгийн огноо',
    // 'Шинжилсэн огноо'); a specimen taken in Azerbaijani ('Nümunə götürülüb')
    'muayine',
    'muayinesi',
    'muayene',
    'muayenesi',
    'uzleg',
    'uzlegiin',
    'shinzhilsen',
    'numune',
    'goturulub',
    'untersuchung',
    'untersuchungsdatum',
    'behandlung',
    'abnahme',
    'entnahme',
    'probenentnahme',
    'abnahmedatum',
    'termin',
    'esame',
    'procedimiento',
    'intervencion',
    'operacion',
    'cirugia',
    'intervento',
    'operazione',
    'eingriff',
    'service',
    'svc',
    'serv',
    'dos',
    'seen',
    'visit',
    'visited',
    'encounter',
    'enc',
    'exam',
    'examination',
    'examined',
    'study',
    'procedure',
    'proc',
    'surgery',
    'operation',
    'consult',
    'consultation',
    'collected',
    'collection',
    'drawn',
    'arrived',
    'arrival',
    // Arrival in Spanish, Portuguese, French, German and Dutch ('Fecha/hora de llegada'). Not yet Italian 'arrivo': a
    // page that prints 'Data arrivo' over a bare 'Data' again at its top then reads as another encounter to the
    // segmenter, which compares one current date of service (engine/README.md, 'Tenth round: the patient ...').
    'llegada',
    'chegada',
    'arrivee',
    'ankunft',
    'aankomst',
    'appointment',
    'appt',
    'evaluation',
    'eval',
    'evaluated',
    'treatment',
    'session',
    'performed',
    'report',
    'reported',
    'note',
    'dos/doe',
    'doe',
    'imaging',
    'scan',
    // Arabic: an examination, an operation, a visit, a consultation, a procedure, a specimen drawn, and the report
    // ('تاريخ الفحص', 'تاريخ العملية', 'تاريخ الزيارة', 'تاريخ الاستشارة', 'تاريخ الإجراء', 'تاريخ السحب', 'تاريخ التقرير')
    'فحص',
    'عمليه',
    'زياره',
    'استشاره',
    'اجراء',
    'سحب',
    'تقرير',
  ],
  admission: [
    'ingreso',
    // Polish, Czech, Swedish, Danish, Norwegian, Malay ('Data przyjęcia', 'Datum přijetí', 'Inskrivningsdatum',
    // 'Indlæggelse', 'Tarikh masuk')
    'przyjecia',
    'prijeti',
    'inskrivning',
    'inskrivningsdatum',
    'indlaeggelse',
    'innleggelse',
    'masuk',
    // Russian, Ukrainian and Bulgarian ('Дата поступления', 'Дата на постъпване'), Serbian and Macedonian ('Пријем',
    // 'Datum prijema', 'Прием'), Romanian ('Data internării'), Albanian ('Data e shtrimit')
    'postupleniya',
    'postapvane',
    'gospitalizacii',
    'prijem',
    'prijema',
    'priem',
    'internarii',
    'shtrimit',
    'admision',
    'aufnahme',
    'aufnahmedatum',
    'ricovero',
    'internacion',
    'internacao',
    'admission',
    'admit',
    'admitted',
    'admn',
    'adm',
    'admsn',
    'doa',
    'دخول',
  ],
  discharge: [
    'alta',
    // Polish, Czech, Swedish, Danish, Norwegian, Malay ('Data wypisu', 'Datum propuštění', 'Utskrivningsdatum',
    // 'Udskrivelse', 'Tarikh keluar')
    'wypisu',
    'wypis',
    'propusteni',
    'utskrivningsdatum',
    'udskrivelse',
    'utskrivelse',
    'keluar',
    // Russian and Ukrainian ('Дата выписки', 'Дата виписки'), Bulgarian ('Дата на изписване'), Serbian and Macedonian
    // ('Отпуст', 'Datum otpusta'), Romanian ('Data externării'), Albanian ('Data e daljes')
    'vypiski',
    'vipiski',
    'izpisvane',
    'otpust',
    'otpusta',
    'externarii',
    'daljes',
    'egreso',
    'entlassung',
    'entlassungsdatum',
    'dimissione',
    'dimissioni',
    'discharge',
    'discharged',
    'disch',
    'dc',
    'dschg',
    'dod',
    'خروج',
  ],
  notService: [
    'generado',
    'generada',
    'impreso',
    'impresion',
    'emitido',
    'firmado',
    'firma',
    'validado',
    'gedruckt',
    'erstellt',
    'erstellungsdatum',
    'unterschrift',
    'stampato',
    'generato',
    'firmato',
    'creato',
    'creado',
    'befunddatum',
    'zuweisung',
    'proxima',
    'proximo',
    'siguiente',
    'control',
    'naechste',
    'nachste',
    'kontrolle',
    'printed',
    'print',
    'faxed',
    'fax',
    'transmitted',
    'sent',
    'received',
    'generated',
    'signed',
    'signature',
    'esigned',
    'authenticated',
    'attested',
    'transcribed',
    'dictated',
    'typed',
    'last',
    'previous',
    'prior',
    'next',
    'followup',
    'follow',
    'return',
    'scheduled',
    'due',
    'verified',
    'reviewed',
    'ordered',
    'entered',
    'created',
    'modified',
    'revised',
    'onset',
    'injury',
    'death',
    'expiration',
    'expires',
    'effective',
    'referral',
    'requested',
    'request',
    'approved',
    'resulted',
    // Arabic: printed, issued ('تاريخ الطباعة', 'تاريخ الإصدار')
    'طباعه',
    'اصدار',
  ],
  identifier: [
    'documento',
    // National and hospital numbers ('PESEL', 'BSN', 'Personnummer', 'No. K/P', 'NRIC', 'UHID')
    'pesel',
    'bsn',
    'personnummer',
    'nric',
    'uhid',
    'prontuario',
    'dni',
    'cedula',
    'rut',
    'curp',
    'nhc',
    'expediente',
    'registro',
    'numero',
    'nro',
    'nr',
    'codice',
    'fiscale',
    'cf',
    'kvnr',
    'versichertennummer',
    'patientenzahl',
    'labornummer',
    'tessera',
    'sanitaria',
    'historia',
    'hist',
    'nhs',
    'nhi',
    'medicare',
    'ihi',
    'chi',
    'urn',
    'ur',
    'mrn',
    'mr',
    'record',
    'medical',
    'account',
    'acct',
    'acc',
    'id',
    'identifier',
    'number',
    'no',
    'num',
    '#',
    'fin',
    'csn',
    'ssn',
    'policy',
    'group',
    'claim',
    'accession',
    'specimen',
    'chart',
    'har',
    'auth',
    'authorization',
    // Arabic: a number, a file ('رقم الملف')
    'رقم',
    'ملف',
  ],
  owner: [
    'examiner',
    'medico',
    'tratante',
    'doctora',
    'dra',
    'servicio',
    'especialidad',
    'cirujano',
    'anestesiologo',
    'enfermera',
    'enfermero',
    'profesional',
    'arzt',
    'arztin',
    'aerztin',
    'hausarzt',
    'einsender',
    'aussteller',
    'absender',
    'klinik',
    'station',
    'autore',
    'reparto',
    'struttura',
    'ospedale',
    'clinica',
    'cama',
    'letto',
    'bett',
    'licencia',
    'gp',
    'provider',
    'physician',
    'doctor',
    'dr',
    'md',
    'attending',
    'surgeon',
    'referring',
    'referred',
    'pcp',
    'ordering',
    'radiologist',
    'pathologist',
    'therapist',
    'nurse',
    'author',
    'clinician',
    'technologist',
    'tech',
    'technician',
    'contact',
    'guarantor',
    'insured',
    'subscriber',
    'family',
    'spouse',
    'mother',
    'father',
    'parent',
    'guardian',
    // Relatives and the policy holder in the other languages the engine reads ('Nome da mãe', 'Titular').
    'madre',
    'padre',
    'mae',
    'pai',
    'mutter',
    'vater',
    'mere',
    'pere',
    'moeder',
    'vader',
    'genitore',
    'conyuge',
    'titular',
    'asegurado',
    'segurado',
    'assicurato',
    'versicherter',
    'versicherte',
    'assure',
    'emergency',
    'caregiver',
    'witness',
    'interpreter',
    'employer',
    'pharmacy',
    'company',
    'by',
    'from',
    'to',
    'cc',
    'user',
    'staff',
    'facility',
    'clinic',
    'practice',
    'hospital',
    'location',
    'room',
    'bed',
    'unit',
    'department',
    'dept',
    'ward',
    'floor',
    'site',
    'insurance',
    'payer',
    'plan',
    'carrier',
    // Arabic: the doctor, the surgeon, the referrer, the assistant, the hospital, the department ('الطبيب المحيل')
    'طبيب',
    'جراح',
    'محيل',
    'مساعد',
    'مستشفي',
    'قسم',
  ],
  attribute: [
    // Address, sex and age in Polish, Malay ('Adres', 'Płeć', 'Wiek', 'Alamat', 'Jantina', 'Umur')
    'adres',
    'plec',
    'wiek',
    'alamat',
    'jantina',
    'umur',
    'edad',
    'idade',
    'sexo',
    'genero',
    'telefono',
    'direccion',
    'domicilio',
    'correo',
    'alter',
    'geschlecht',
    'adresse',
    'telefon',
    'eta',
    'sesso',
    'indirizzo',
    'peso',
    'talla',
    'altura',
    'estatura',
    'tipo',
    'motivo',
    'age',
    'sex',
    'gender',
    'phone',
    'tel',
    'telephone',
    'address',
    'city',
    'state',
    'zip',
    'race',
    'language',
    'ethnicity',
    'marital',
    'email',
    'height',
    'weight',
    'type',
    'class',
    'status',
    'relationship',
    'reason',
    'priority',
    'source',
    'page',
    'pages',
    'total',
    // Arabic: sex, age, address, telephone
    'جنس',
    'عمر',
    'عنوان',
    'هاتف',
  ],
  connective: [
    // 'and' in Polish and Czech ('Nazwisko i imię')
    'i',
    // 'and' in French and Dutch ('Nom et prénom', 'Naam en voornaam')
    'et',
    'en',
    // 'of' in the South Slavic languages and Bulgarian ('Датум на преглед', 'Дата на раждане'), 'and' in Portuguese
    // and Italian and Albanian's joining 'e' ('Data e hora', 'Data e lindjes'); written with a stop it is an initial
    // (readLabelToken).
    'na',
    'e',
    'de',
    'do',
    'da',
    'dos',
    'das',
    'del',
    'la',
    'el',
    'los',
    'las',
    'y',
    'di',
    'della',
    'dei',
    'der',
    'des',
    'die',
    'vom',
    'von',
    'im',
    'und',
    'il',
    'du',
    'le',
    'of',
    'and',
    '&',
    '/',
    'the',
    'on',
    'at',
    // Which part of a name a field asks for ('Given Name', 'First Name', 'Middle Name'): read with the name's word.
    'given',
    'first',
    'middle',
    'maiden',
    // Words that say which form of the patient's own name a field asks for ('Full Name', 'Legal Name'); any other word
    // before 'Name' says whose or what name it is ('File Name': read-fields.ts).
    'full',
    'legal',
    'complete',
    'official',
    // French forms ask for the name in use ('Nom d'usage') beside the birth name.
    'usage',
    'usuel',
  ],
};

const WORD_CONCEPT = new Map<string, Concept>();
for (const [concept, words] of Object.entries(LEXICON) as [Concept, string[]][]) {
  for (const w of words) if (!WORD_CONCEPT.has(w)) WORD_CONCEPT.set(w, concept);
}
const LONG_WORDS = [...WORD_CONCEPT.keys()].filter((w) => w.length >= 6);
const nearCache = new Map<string, Concept | null>();

/** The concept of one normalised word: exact, or one edit (a typo, a transposition) from a lexicon word of 6+ letters with the same first letter. */
function conceptOf(word: string): Concept | null {
  const exact = WORD_CONCEPT.get(word);
  if (exact) return exact;
  if (word.length < 6 || word.length > 14 || !/^[a-z]+$/.test(word)) return null;
  const cached = nearCache.get(word);
  if (cached !== undefined) return cached;
  // Words that say whose a name is (a relative's, a clinician's, the policy holder's) are surnames too ('Vater',
  // 'Parent') and lie one letter from others ('Mutter', 'Muster'): a near miss names them only as their plural.
  const near = LONG_WORDS.find(
    (w) =>
      w[0] === word[0] &&
      Math.abs(w.length - word.length) <= 1 &&
      (WORD_CONCEPT.get(w) === 'owner' ? word === `${w}s` : withinOneEdit(w, word)),
  );
  const concept = near ? (WORD_CONCEPT.get(near) ?? null) : null;
  nearCache.set(word, concept);
  return concept;
}

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    const [i, j] = diff;
    return diff.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < s.length && s[i] === l[i]) i++;
  return s.slice(i) === l.slice(i + 1);
}

/** A label token as the lexicon spells it: 'D.O.B.' -> ['dob'], 'Admn.' -> ['admn'], 'Date/Time' -> ['date', 'time']. */
export function labelWords(token: string): string[] {
  // Most tokens are plain letters and digits, which every step below leaves as they are but for case: read without
  // the strings and arrays those steps make (this runs on every token of every line a job reads).
  if (PLAIN_TOKEN.test(token)) return [token.toLowerCase()];
  // Accents are folded so 'Médico' and 'medico', 'Geb.' and 'geb' read alike.
  const t = token
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // Letters NFD does not take apart ('Fødselsdato', 'Indlæggelse', 'Imię i nazwisko' with its 'ł' words; Azerbaijani
    // 'Nəticə', Turkish 'Adı').
    .replace(/[øæœłđəı]/g, (c) => FOLDED[c] ?? c)
    .replace(/['’]s$/, '')
    // An elided article is no word of its own ('Nom d'usage', 'Date d'entrée').
    .replace(/^[dl]['’](?=[a-z])/, '')
    // Cyrillic is read as its Latin letters, so one lexicon word serves a language written in either script
    // ('Датум рођења', 'Datum rođenja') and its neighbours ('Дата рождения', 'Дата народження').
    .replace(/[\u0400-\u04ff]/g, (c) => CYRILLIC[c] ?? '')
    // An apostrophe inside a word is one of its letters' marks (Uzbek 'Tug‘ilgan', 'Ko‘rik'; Ukrainian 'Ім'я').
    .replace(/(?<=[a-z])['‘’ʻʼ`](?=[a-z])/g, '')
    .replace(/\bd\/c\b/g, 'dc')
    .replace(/#/g, ' # ');
  const collapsed = /^([a-z]\.){2,}[a-z]?\.?$/.test(t) ? t.replace(/\./g, '') : t;
  const words = collapsed.split(/[^a-z0-9#&\u0621-\u064a]+/).filter((w) => w !== '');
  return ARABIC.test(collapsed) ? words.map(arabicWord) : words;
}

// Arabic letters are kept as they are, but for the spellings one word takes: its hamza is a mark NFD takes off
// ('أ', 'إ' as 'ا'), a tatweel stretches it, 'ة' and 'ى' end it as 'ه' and 'ي' sound, and its article ('ال') is no
// word of its own ('اسم المريض', 'تاريخ الميلاد').
const ARABIC = /[\u0621-\u064a]/;
function arabicWord(word: string): string {
  const plain = word.replace(/ـ/g, '').replace(/ة/g, 'ه').replace(/ى/g, 'ي');
  return plain.length > 3 && plain.startsWith('ال') ? plain.slice(2) : plain;
}

const PLAIN_TOKEN = /^[A-Za-z0-9]+$/;
const FOLDED: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ə: 'e', ı: 'i' };
// Cyrillic letters, lower case, as the lexicon spells them (NFD has taken the marks off 'й', 'ё', 'ї', 'ў', 'ѓ' and
// 'ќ' already): one Latin spelling for the letters of Russian, Ukrainian, Belarusian, Bulgarian, Serbian and
// Macedonian alike.
const CYRILLIC: Record<string, string> = Object.fromEntries([
  ...'абвгдезиклмнопрстуфхцыэі'.split('').map((c, i) => [c, 'abvgdeziklmnoprstufhcyei'[i] ?? '']),
  ['ж', 'zh'],
  ['ч', 'ch'],
  ['ш', 'sh'],
  ['щ', 'sh'],
  ['ю', 'yu'],
  ['я', 'ya'],
  ['ъ', 'a'],
  ['ь', ''],
  ['ј', 'j'],
  ['ђ', 'dj'],
  ['ћ', 'c'],
  ['љ', 'lj'],
  ['њ', 'nj'],
  ['џ', 'dz'],
  ['ѕ', 'dz'],
  ['є', 'e'],
  ['ґ', 'g'],
  // The letters Mongolian and the Turkic languages add ('Төрсөн огноо', 'Үзлэг'; Kazakh 'ә', 'ң', 'қ', 'ғ', 'ұ', 'һ')
  ['ө', 'o'],
  ['ү', 'u'],
  ['ұ', 'u'],
  ['ә', 'a'],
  ['ң', 'n'],
  ['қ', 'k'],
  ['ғ', 'g'],
  ['һ', 'h'],
]);

/**
 * Whether every word of the token is a lexicon word as spelled, no near miss taken: a word OCR misread is mended to one
 * only where it is one exactly (header/ocr-label-slips.ts), so a mended word never lies a second slip from the lexicon.
 */
export function isLexiconToken(token: string): boolean {
  const words = labelWords(token);
  return words.length > 0 && words.every((w) => WORD_CONCEPT.has(w));
}

/** Whether every word of the token is in the lexicon (so the token can be part of a label). */
export const isLabelToken = oncePerText(readLabelToken);

function readLabelToken(token: string): boolean {
  // A letter and its stop is a name's initial ('Santiago E. Harjo'), not a label's word.
  if (/^\p{L}\.$/u.test(token)) return false;
  const words = labelWords(token);
  if (words.length > 0 && words.every((w) => conceptOf(w) !== null)) return true;
  // A label's word cut short and closed by its stop ('Hosp. No.', 'Reg. No.', 'Ref.'): the start of a lexicon word.
  return ABBREVIATED.test(token) && LONG_WORDS.some((w) => w.startsWith(words[0] ?? '-'));
}

// A capital, two to four more letters and a stop.
const ABBREVIATED = /^\p{Lu}\p{Ll}{2,4}\.$/u;

/** The kind of field a label names, from the concepts of its words; null when the words are not all label words. */
export const classifyLabel = oncePerText(readLabelKind);

function readLabelKind(label: string): LabelKind | null {
  // Built by push, not flatMap and filter: optimised code makes their arrays of another kind than the interpreter
  // does, and each switch deoptimised the label readers.
  const words: string[] = [];
  for (const part of label.split(/\s+/)) for (const w of labelWords(part)) if (w !== '') words.push(w);
  if (words.length === 0) return null;
  const concepts = new Set<Concept>();
  for (const w of words) {
    const c = conceptOf(w);
    if (!c) return null;
    concepts.add(c);
  }
  const has = (c: Concept) => concepts.has(c);
  if ([...concepts].every((c) => c === 'connective')) return null;
  if (has('owner') || has('attribute')) return 'other';
  if (has('birth')) return 'dob';
  // 'Last Name', 'First Name': a part of the name, though 'last' alone dates another time.
  if (has('name') && words.some((w) => NAME_PART_WORDS.has(w))) return 'name';
  if (has('notService') || has('identifier')) return 'other';
  if (has('discharge')) return 'discharge';
  if (has('admission')) return 'admission';
  if (has('service')) return 'dos';
  if (has('patient') || has('name')) return 'name';
  if (has('date')) return 'dos';
  return 'other';
}

const NAME_PART_WORDS = new Set(['last', 'first', 'given', 'family', 'middle', 'sur', 'maiden']);
const SURNAME_WORDS = new Set(['last', 'family', 'sur', ...SURNAME_NAMES]);
const GIVEN_WORDS = new Set(['first', 'given', ...GIVEN_NAMES]);

/**
 * Which part of a name a name label asks for, when it asks for a part: the surname ('Apellidos', 'Cognome', 'Last
 * Name'), the given names ('Nombres', 'Vorname', 'First Name'), or the middle name; null for a whole name.
 */
export function namePart(label: string): 'surname' | 'given' | 'middle' | null {
  const words = label.split(/\s+/).flatMap(labelWords);
  const surname = words.some((w, i) => SURNAME_WORDS.has(w) || surnameBeforeGiven(words, i));
  const given = words.some((w) => GIVEN_WORDS.has(w));
  if (surname === given) return words.includes('middle') ? 'middle' : null;
  return surname ? 'surname' : 'given';
}

// A form's bare word for the name before the given names' word is the surname ('Name, Vorname', 'Nom et prénom',
// 'Naam en voornaam').
const BARE_NAME_WORDS = new Set(['name', 'nom', 'naam', 'navn', 'nama']);

function surnameBeforeGiven(words: string[], i: number): boolean {
  return BARE_NAME_WORDS.has(words[i] ?? '') && words.slice(i + 1).some((g) => GIVEN_WORDS.has(g));
}

/**
 * Whether a label asks for the whole name surname first ('Nazwisko i imię', 'Name, Vorname', 'Apellidos y nombres',
 * 'Cognome Nome', 'Nom, prénom'): it names both parts, the surname's word first.
 */
export function asksSurnameFirst(label: string): boolean {
  const words = label.split(/\s+/).flatMap(labelWords);
  const surname = words.findIndex((w, i) => SURNAME_WORDS.has(w) || surnameBeforeGiven(words, i));
  const given = words.findIndex((w) => GIVEN_WORDS.has(w));
  return surname >= 0 && given > surname;
}

// A letter's subject ('Re:', 'Regarding') names the patient mostly, but may name a complaint or a service as well.
const SUBJECT_WORDS = new Set(['re', 'regarding', 'subject', 'concerne', 'objet', 'betreft', 'betreff', 'oggetto', 'asunto', 'assunto']);

/** Whether a label is a letter's subject line ('Re:', 'Objet :', 'Betreft'). */
export function isSubject(label: string): boolean {
  return label
    .split(/\s+/)
    .flatMap(labelWords)
    .some((w) => SUBJECT_WORDS.has(w));
}

/** Whether a name label asks for a name and says nothing else of it: 'Name', 'Nom d'usage', 'Full name'. */
export function asksBareName(label: string): boolean {
  const words = label.split(/\s+/).flatMap(labelWords);
  return words.some((w) => conceptOf(w) === 'name') && words.every((w) => conceptOf(w) === 'name' || conceptOf(w) === 'connective');
}

/**
 * Whether a name label says whose name it is: the patient's ('Patient', 'Patient Name', 'Paciente', 'Assistito'). A
 * bare 'Name' field may be anyone's (the clinician who attached a file, a next of kin) where a form holds several.
 */
export function statesPatient(label: string): boolean {
  return label
    .split(/\s+/)
    .flatMap(labelWords)
    .some((w) => conceptOf(w) === 'patient' && !SUBJECT_WORDS.has(w));
}

/** A label that says only 'Date' ('Date:', 'Dt.', 'Date/Time'): the note's date, but weaker than a named date of service. */
export function isBareDateLabel(label: string): boolean {
  const words = label.split(/\s+/).flatMap(labelWords);
  return words.length > 0 && words.every((w) => conceptOf(w) === 'date' || conceptOf(w) === 'connective');
}

/** Whether a label says it is a date ('Date of examination', 'Exam date', 'Fecha de consulta'), not only its event. */
export function namesDate(label: string): boolean {
  return label
    .split(/\s+/)
    .flatMap(labelWords)
    .some((w) => conceptOf(w) === 'date');
}

/** The label a whole cell consists of ('Date of Birth', 'DOB:' in a table header row), or null. */
export function labelOnly(cell: string): string | null {
  const text = cell.trim().replace(/\s*[:#]$/, '');
  // A document title ('Procedure Note') is not a label, though its words are label words.
  if (text === '' || text.length > 40 || /\d/.test(text) || matchTitle(text) !== null) return null;
  return classifyLabel(text) === null ? null : text;
}

export function labelKind(label: string): LabelKind {
  return classifyLabel(label) ?? 'other';
}

/**
 * Sign-off lines: where a note is authenticated (or says it is not). A signing verb at the start of a line or with
 * its agent ('signed by'), an e-signature, a signature label, a letter's closing; 'Consent was signed' in a sentence
 * is not one.
 */
export const SIGN_OFF_RE =
  /^\s*(?:electronically\s+|digitally\s+|e-?)?(?:signed|authenticated|attested|verified|finali[sz]ed|co-?signed|reviewed\s+and\s+signed)\b|\be-?signed\b|\besigned\b|electronically\s+signed|(?:signed|authenticated|attested|verified|finali[sz]ed)\s+(?:electronically\s+)?by\b(?!\s+(?:the|a|an|patient|pt|his|her|their|family|parent|guardian|mother|father|spouse)\b)|signature\s*:|^\s*\/s\/|dictated\s+(?:but\s+)?not\s+signed|\bunsigned\b|signed\s+electronically|^\s*(?:sincerely|respectfully|yours\s+(?:truly|sincerely)|(?:kind|best|warm)\s+regards|regards|thanks|thank\s+you)\s*,?\s*$/i;

// Unsigned states by meaning, in English, Spanish, Portuguese, Italian, German, French and Dutch: a draft,
// preliminary or interim state ('Informe preliminar', 'Bozza', 'Entwurf', 'Voorlopig'), or an act of answering for the
// note (signing, reading it over, checking, validating, releasing) negated ('not checked', 'non relu', 'nicht
// visiert', 'nog niet geautoriseerd', 'não validado'), pending ('pendiente de validación', 'in attesa di firma',
// 'Freigabe: ausstehend') or still to do ('da validare', 'à valider', 'por firmar'). The states are composed from the
// acts, so an act read in one language's phrase is read in all of them.
const DRAFT = String.raw`unsigned|unauthenticated|unverified|unreviewed|draft|preliminary|interim|provisional|preliminar[ei]?|provis[oó]ri[oa]|provvisori[oa]|provisoire|borrador|rascunho|bozza|entwurf|vorl(?:ä|ae)ufige?[rsnm]?|brouillon|voorlopige?`;
const DONE = [
  String.raw`(?:co-?)?sign(?:ed|ing|ature|-?off)?|read|reviewed|review|proof-?read|checked|corrected|authenticat(?:ed|ion)|verif(?:ied|ication)`,
  String.raw`finali[sz](?:ed|ation)|approv(?:ed|al)|attest(?:ed|ation)|validated|validation|authori[sz]ed|released`,
  String.raw`firmad[oa]|firma|validad[oa]|validaci[oó]n|valida[cç][aã]o|revisad[oa]|revisi[oó]n|revis[aã]o|verificad[oa]|aprobad[oa]|assinad[oa]|assinatura|revist[oa]|conferid[oa]|aprovad[oa]`,
  String.raw`firmat[oa]|validat[oa]|validazione|verificat[oa]|approvat[oa]|vistat[oa]|rivist[oa]`,
  String.raw`unterschrieben|unterzeichnet|unterschrift|signiert|freigegeben|freigabe|visiert|visum|validiert|gepr(?:ü|ue)ft|korrigiert|vidiert`,
  String.raw`sign(?:é|ée)|valid[ée]e?|v[ée]rifi[ée]e?|r[ée]vis[ée]e?|relue?|approuv[ée]e?|corrig[ée]e?`,
  String.raw`ondertekend|ondertekening|gevalideerd|geautoriseerd|gecontroleerd|goedgekeurd|geaccordeerd`,
].join('|');
const TO_DO = String.raw`validare|firmare|rivedere|valider|signer|relire|validieren|unterschreiben|freigeben|visieren|validar|firmar|revisar|assinar|valideren|ondertekenen|autoriseren`;
const NOT = String.raw`not|non|no|nicht|niet|n[ãa]o|sin|sem|senza|sans|pas|without|ohne|zonder`;
const YET = String.raw`yet|been|ancora|encore|a[uú]n|todav[ií]a|ainda|noch|electronically|digitally`;
const PENDING = String.raw`pending|awaiting|awaits|requires?|needs?|pendiente|pendente|en\s+attente|in\s+attesa|aguardando|in\s+afwachting`;
const OUTSTANDING = String.raw`pending|required|needed|outstanding|ausstehend|pendiente|pendente|en\s+attente|in\s+sospeso|openstaand`;
export const UNSIGNED_RE = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:${DRAFT})(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:${NOT})\s+(?:(?:${YET})\s+)*(?:${DONE})(?![\p{L}])|\bnot\s+(?:yet\s+)?final\b`,
    String.raw`(?<![\p{L}])(?:${PENDING})(?![\p{L}])[^.]{0,30}?(?<![\p{L}])(?:${DONE})(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:${DONE})(?:\s+\p{L}+)?\s*:?\s+(?:${OUTSTANDING})(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:da|[àa]|por|zu|te)\s+(?:${TO_DO})(?![\p{L}])`,
  ].join('|'),
  'iu',
);

// A status line says nothing but the state and what it is about ('Transcribed; not authenticated', 'Draft - awaiting
// co-signature by Dr. Roe'); a line that says more ('Preliminary blood culture: gram-positive cocci') is note text.
const STATUS_WORDS =
  /^(?:report|note|document|record|letter|dictation|transcription|transcribed|dictated|typed|entered|status|this|the|has|have|is|was|been|but|and|yet|by|as|of|final|dr|md|do|np|pa|informe|nota|documento|carta|referto|lettera|laudo|relat[oó]rio|befund|bericht|brief|compte|rendu|rapport|lettre|verslag|estado|stato|dict[ée]e?|dictado|dettato|diktiert|gedicteerd|ditado|mais|pero|ma|mas|aber|maar)$/iu;
const MAX_OTHER_WORDS = 2;

/**
 * A status line ('Preliminary report', 'Dictated but not read'), not a sentence that mentions a preliminary result. A
 * state may close a line after a dash or a full stop ('Dr Kay Lund — report to be validated', 'Dictated, not read.
 * Typed 03/04'): each part is read on its own.
 */
export function isUnsignedStatus(text: string): boolean {
  return text.length <= 120 && text.split(/\s+[—–·|]\s+|[.;]\s+/).some(statusPart);
}

function statusPart(text: string): boolean {
  const state = UNSIGNED_RE.exec(text);
  if (!state || text.length > 80) return false;
  const words = (t: string) => (t.match(/\p{L}+/gu) ?? []).filter((w) => !STATUS_WORDS.test(w));
  // A label the state qualifies names a field ('Preliminary diagnosis:', 'Diagnóstico preliminar:'), unless it is
  // the note's own ('Preliminary report:', 'Status:').
  const label = text.indexOf(':');
  if (label > state.index && words(text.slice(0, label)).length > words(state[0]).length) return false;
  // Who is to do the act is part of the state ('not read by the author', 'pendiente de firma por el médico').
  const after = text.slice(state.index + state[0].length).replace(AGENT, '');
  return words(`${text.slice(0, state.index)} ${after}`).length <= MAX_OTHER_WORDS;
}
const AGENT = /^[\s,]*(?:by|par|por|pelo|pela|da|dal|dalla|von|vom|durch|door)(?![\p{L}]).*$/iu;
