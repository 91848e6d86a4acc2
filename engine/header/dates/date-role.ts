// What a date in a note stands for, read from the words that label it and the sentence around it. Charts label dates
// in endless ways ('DOS', 'Coll Date/Time', 'ED Arrival', 'Signed out'), so the label's words are mapped to concepts
// by the label lexicon (labels.ts, near misspellings included), and the strongest concept decides: a word that says
// 'not this visit' (birth, prior, printed, signed) outweighs one that says 'service' ('Comparison made to exam of').
import type { DocType } from '../doc-types.ts';
import { findDates } from '../../text/dates.ts';
import { classifyLabel, isBareDateLabel, labelWords } from '../labels.ts';

export type DateRole =
  | 'birth'
  | 'otherTime'
  | 'stamp'
  | 'transcription'
  | 'signature'
  | 'report'
  /** the specimen reached the lab: after its collection, before the report */
  | 'received'
  | 'discharge'
  | 'admission'
  | 'service'
  | 'dated'
  /** a visit the text tells of: 'I saw her in clinic on March 1, 2022' */
  | 'visit'
  /** the last or most recent visit, named so: 'Date patient last seen', 'I last examined him on' (note-date.ts) */
  | 'lastVisit'
  /** a date standing alone in the header block (a letter's date) */
  | 'unlabelled'
  /** a date inside the narrative, or in the body without a label */
  | 'narrative';

type Concept = Exclude<DateRole, 'visit' | 'lastVisit' | 'unlabelled' | 'narrative'>;

// A stay in hospital, in the languages charts arrive in (read with accents folded): what a range of dates told or
// labelled with one of these spans is an admission to a discharge.
const STAY_WORDS = [
  'inpatient hospitalisation hospitalization hospitalised hospitalized stay',
  'stationar stationaren stationarer aufenthalt hospitalisiert',
  'hospitalizacion hospitalizado hospitalizada internacion internado internada ingresado ingresada',
  'hospitalise hospitalisee sejour ricovero ricoverato ricoverata degenza internamento internacao',
  // Slovak, Czech, Polish, Croatian and Romanian ('Hospitalizácia od … do …', 'Pobyt w szpitalu', 'Internare')
  'hospitalizacia hospitalizace hospitalizacja hospitalizacija hospitalizovana hospitalizovany hospitalizowana hospitalizowany',
  'pobyt boravak internare spitalizare',
];

// What the label lexicon (labels.ts) lumps together as 'not the date of service', split by what the date is instead,
// with the words it reads otherwise ('reported' is a service word there: a report's date). Strongest first.
const NOT_THIS_VISIT_WORDS: [Concept, string][] = [
  ['otherTime', 'last previous prior next follow followup fu return rtc scheduled due onset injury comparison compared since until ago'],
  ['otherTime', 'expires expiration effective ordered referral requested death entered modified revised approved'],
  // The event a claim or a pregnancy is about, dated apart from the care: a loss, an accident or incident ('Date of
  // loss', 'Unfalldatum', 'Fecha del accidente', 'Data infortunio', 'Date du sinistre'), a last period or a due date.
  ['otherTime', 'loss accident incident unfall accidente incidente infortunio sinistre lmp edd'],
  // Another time in the languages charts arrive in: the next or last visit, one planned ('Próxima cita', 'Prochain
  // rendez-vous', 'Nächste Kontrolle', 'Date prévue', 'Prossimo controllo', 'Volgende afspraak', 'Última consulta').
  [
    'otherTime',
    'proxima proximo siguiente prochain prochaine nachste nachster nachsten naechste prossimo prossima volgende vorige ultima ultimo derniere dernier letzte letzten vorherige precedente prevue prevu prevista previsto geplant programada programado',
  ],
  ['stamp', 'printed print fax faxed generated sent transmitted run'],
  // Printing in the languages charts arrive in (German, French, Spanish, Italian, Portuguese, Dutch).
  [
    'stamp',
    'gedruckt druck ausdruck imprime impression edite edition impreso impresion stampato stampa impresso impressao afgedrukt geprint',
  ],
  ['transcription', 'dictated dictation transcribed transcription typed'],
  ['signature', 'signed esigned signature authenticated attested cosigned electronically'],
  // Signing verbs in the languages charts arrive in ('firmato il', 'firmado el', 'signiert am', 'signé le').
  ['signature', 'firmato firmata firmado firmada signiert unterschrieben unterzeichnet signe signee'],
  ['report', 'reported report resulted result final finalized verified read released authorised authorized validated'],
  // A result reported, validated or released, in the same languages ('Befund', 'Validé le', 'Referto', 'Laudo').
  ['report', 'befund befundet freigabe freigegeben validiert resultat valide validation informe resultado validado validacion reporte'],
  ['report', 'referto refertazione refertato validato validazione laudo liberado liberacao uitslag verslag gevalideerd'],
  // The specimen reached the lab ('Rec’d', 'Eingang', 'Réception', 'Recepción', 'Accettazione', 'Recebido', 'Ontvangst').
  ['received', 'received rec recd eingang eingegangen probeneingang reception recu recepcion recibido recibida'],
  ['received', 'accettazione ricevuto ricevimento recebido recebimento recepcao ontvangst ontvangen'],
  // ... in the Nordic languages and Finnish ('Modtaget', 'Mottaget', 'Mottatt', 'Vastaanotettu').
  ['received', 'modtaget mottaget mottatt vastaanotettu'],
  // A result answered ('Besvaret', 'Besvarat', 'Besvart', 'Svar', 'Vastattu').
  ['report', 'besvaret besvarat besvart svar svaret vastattu'],
  // The day a prescription, plan or certificate was written or issued: the paper's own date, after the care.
  // A result issued, in the same languages ('Дата выдачи', 'Издато', 'Izdano', 'Data eliberării').
  ['report', 'vydachi vidachi izdato izdano izdavanja eliberarii'],
  // ... in Azerbaijani and Turkish ('Nəticə', 'Sonuç tarihi') and Mongolian ('Хариу').
  ['report', 'netice neticesi neticeler sonuc sonucu hariu'],
  ['report', 'created erstellt erstellungsdatum ausgestellt creado creada emitido emitida creato creata emesso issued'],
  // ... and in Arabic, as labels.ts folds it ('تاريخ التقرير', 'تاريخ الإصدار'); printing ('تاريخ الطباعة').
  ['report', 'تقرير اصدار'],
  ['stamp', 'طباعه'],
  // A stay's ends in French and Dutch ('Date d’entrée', 'Date de sortie', 'Opnamedatum', 'Ontslagdatum').
  ['discharge', 'sortie ontslag ontslagen'],
  ['admission', 'entree opname opgenomen'],
  // A stay named as a whole ('Hospitalisation vom … bis …', 'Ricovero dal … al …'): given as a range, it ends at the discharge.
  ['admission', STAY_WORDS.join(' ')],
  // Abbreviations of a date of service the label lexicon does not know, a clinic's date, and an exam's or a
  // consultation's in French, Portuguese and Dutch ('Date de l’examen', 'Data do exame', 'Datum onderzoek').
  ['service', 'coll dov clinic examen exame onderzoek atendimento bezoek'],
  // A service given, in Spanish and Portuguese ('Fecha del servicio', 'Data do serviço', 'Fecha de prestación'), which
  // the lexicon reads as a department when it names no date.
  ['service', 'servicio servico prestacion'],
  // A specimen's collection in the same languages ('Entnahme', 'Prélèvement', 'Obtención', 'Coleta', 'Afname').
  ['service', 'entnahme abnahme probenahme probennahme prelevement obtencion recoleccion prelievo raccolta coleta colheita afname'],
  // ... and in the Nordic languages and Finnish ('Prøve taget', 'Provtagning', 'Prøvetaking', 'Näytteenotto').
  ['service', 'taget tatt provtagning provetagning provetaking provtaget naytteenotto'],
  // ... in the Slavic languages, either script ('Дата взятия', 'Узорковано', 'Datum uzimanja'), and Romanian ('Data recoltării').
  ['service', 'vzyatiya zabora uzorkovano uzorkovanja uzimanja recoltare recoltarii'],
];
const ORDER: Concept[] = [
  'birth',
  'otherTime',
  'stamp',
  'transcription',
  'signature',
  'report',
  'received',
  'discharge',
  'admission',
  'service',
  'dated',
];

const CONCEPT = new Map<string, Concept>();
for (const [concept, words] of NOT_THIS_VISIT_WORDS) for (const w of words.split(' ')) CONCEPT.set(w, concept);

// A German compound of a date word ('Befunddatum', 'Eingangszeit', 'Druckdatum') is read by its first part.
const COMPOUND = /^(\p{L}{3,}?)s?(datum|zeit|tag)$/u;

/** One label word's concept: the split above, a compound's first part, else the label lexicon's kind of a one-word label. */
function conceptOfWord(word: string): Concept | null {
  const own = CONCEPT.get(word);
  if (own) return own;
  const compound = COMPOUND.exec(word);
  const head = compound ? CONCEPT.get(compound[1] ?? '') : undefined;
  if (head) return head;
  switch (classifyLabel(word)) {
    case 'dob':
      return 'birth';
    case 'admission':
      return 'admission';
    case 'discharge':
      return 'discharge';
    case 'dos':
      return isBareDateLabel(word) ? 'dated' : 'service';
    default:
      return null;
  }
}

const PURPOSE = new Set(['for']);

/** The role a label's words give a date, or null when none of them is a date word. */
export function roleOfLabel(label: string): Concept | null {
  // A label's own colon is no part of its words ('D.O.B.:'). What follows 'for' says what the date serves, not its
  // event ('Date of examination for this report'): the event named before it decides. (Other languages' 'para',
  // 'pour' are no label words, so a label's run ends before them.)
  const all = label.split(/[\s:]+/).flatMap(labelWords);
  const purpose = all.findIndex((w, i) => i > 0 && PURPOSE.has(w));
  const words = purpose > 0 && all.slice(0, purpose).some((w) => conceptOfWord(w) !== null) ? all.slice(0, purpose) : all;
  // 'D: 02/09/2023 T: 02/10/2023' closes a transcription: the dictation and typing dates.
  if (/^[DT]\s*:$/.test(label.trim())) return 'transcription';
  // 'signed out' is when a pathologist finalised the report, not a signature on this visit's note.
  if (/\bsigned\s+out\b/i.test(label)) return 'report';
  let best: Concept | null = null;
  for (const w of words) {
    const c = conceptOfWord(w);
    if (c && (best === null || ORDER.indexOf(c) < ORDER.indexOf(best))) best = c;
  }
  return best;
}

/** Whether a label names a field other than a date: an age, a number, a person ('Age (Y/M/D)', 'Acct #'). */
export function namesOtherField(label: string): boolean {
  return label
    .split(/[\s:]+/)
    .flatMap(labelWords)
    .some((w) => !CONCEPT.has(w) && classifyLabel(w) === 'other');
}

/** A pattern for any of the words given (alternatives joined by '|'), as whole words, in any case. */
function anyWord(alternatives: string[]): RegExp {
  return new RegExp(String.raw`\b(?:${alternatives.join('|')})\b`, 'i');
}

// A visit told in prose, as letters do, in the languages they arrive in: a verb of meeting, examining or reviewing
// the patient, or the clinic or consultation it took place in, anywhere in the date's clause ('I reviewed him in
// clinic on', 'der sich am … in unserer Ambulanz vorstellte', 'acudió a consulta el', 'ho visitato in data').
// Read with accents folded.
const VISIT_WORDS = anyWord([
  'seen|saw|seeing|visit|visits|visited|evaluated|examined|consulted|presented|reviewed|attended|assessed|met',
  // ... and their -ing forms ('Thank you for attending for screening on')
  'visiting|evaluating|examining|consulting|reviewing|attending|assessing|meeting',
  'spoke|spoken|telephoned|phoned|clinic|consultation',
  'gesehen|untersucht|vorgestellt|vorstellte|vorstellig|behandelt|ambulanz|sprechstunde|konsultation',
  'acudio|atendido|atendida|valorado|valorada|visto|vista|evaluado|evaluada|examinado|examinada|consulta|consultorio',
  'vu|vue|examine|examinee|revu|revue',
  'visitato|visitata|visitai|valutato|valutata|esaminato|esaminata|visita|ambulatorio',
  'avaliado|avaliada|gezien|zag|onderzocht|spreekuur|polikliniek',
  // Malay and Indonesian, Polish, Swedish ('hadir ke klinik', 'zgłosiła się do poradni', 'besökte mottagningen').
  'hadir|datang|klinik|diperiksa|dirawat|berjumpa',
  'zg[lł]osi[lł]a?|poradni|poradnia|wizyta|wizycie|badany|badana|zbadany|zbadana',
  'besokte|besok|mottagningen|mottagning|undersokt|undersoktes|traffade',
]);
// Words that put a told date before or after this visit: an earlier visit, or one to come.
// A visit told as today ('whom I saw today … after her fall on 8 May') is the paper's own day: a date told after
// 'today' and other words in its sentence is another event's (a date right after 'today' is the visit's own, LEADS).
const NOT_THIS_VISIT = anyWord([
  String.raw`(?:today|heute|hoy|aujourd.hui|oggi|hoje|vandaag|idag|dzisiaj)(?!,?\s*$)`,
  'last|previous(?:ly)?|prior|since|ago|next|scheduled|will|booked|planned|arranged',
  'letzte[nmrs]?|vorherige[nmrs]?|nachste[nmrs]?|naechste[nmrs]?',
  'anterior|previa|previo|ultima|ultimo|proxima|proximo',
  'dernier|derniere|precedente|prochain|prochaine',
  'prossimo|prossima',
]);
// A follow-up, a return or a review again is a visit to come ('Follow-up on 4/10'), unless the sentence says the
// clinician met the patient, its verb in the past ('I saw Mrs Roe in follow-up on', 'I reviewed him again on', 'he was
// seen for his return visit on'): then it is the kind of the visit told.
const FOLLOW_UP = anyWord(['follow(?:ed)?[-\\s]?up|return|again|erneut|wieder|nuevamente']);
const MET_PAST = anyWord([
  'saw|reviewed|examined|evaluated|assessed|attended|visited|met|(?:was|were|been|has|have|had)\\s+seen',
  'gesehen|untersucht|vorgestellt|vorstellte|atendido|atendida|evaluado|evaluada|examinado|examinada|acudio|revu|revue|gezien',
]);
// The word that leads a told date, in the languages letters arrive in ('on', 'am', 'el', 'le', 'il', 'in data', 'em',
// 'op'): a date the sentence only mentions ('… published on page 7, Sept. 12, 1990') tells no visit.
// Malay and Indonesian say 'pada', Polish 'dnia' or 'w dniu', the Nordic languages 'den'. 'Today' may be set off by its
// comma ('I saw him today, 3/3/25').
const LEADS = String.raw`on(?:\s+the)?|dated|today,?|am|vom|el|del|le|du|il|dal|in\s+data|em|op|pada|dnia|w\s+dniu|den`;
// Between the leading word and the date a letter may name the weekday or say 'the day' ('am Montag, dem', 'on
// Tuesday,', 'el día', 'le mardi', 'op dinsdag'), read with accents folded.
const DAY_NAMES = [
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag',
  'lunes|martes|miercoles|jueves|viernes|sabado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche',
  'lunedi|martedi|mercoledi|giovedi|venerdi|(?:segunda|terca|quarta|quinta|sexta)(?:-feira)?',
  'maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag',
].join('|');
// ... or the part of the day ('on the evening of').
const WEEKDAYS = `${DAY_NAMES}|dem|the|dia|giorno|jour|morning|afternoon|evening|night|of`;
// 'Of' or 'van' names a day's event ('the clinic of Tuesday 4 May', 'het spreekuur van dinsdag 4 mei') only with its
// weekday: 'the results of 4 May' tell no visit on it.
// ... or with an encounter's noun before it ('at my visit of 4 May', 'the consultation of'): that day's encounter.
const ENCOUNTER_NOUNS = 'visit|consultation|consult|appointment|attendance|review|clinic|examination|assessment|bezoek';
// A form prints its sentence up to the date and a colon after the leading word ('I assessed your case on: 03/11/2026').
const LEAD_BEFORE = new RegExp(
  String.raw`\b(?:(?:${LEADS})(?:\s+(?:${WEEKDAYS})\b,?)*|(?:of|van)(?:\s+(?:${DAY_NAMES})\b,?)+|(?:${ENCOUNTER_NOUNS})\s+(?:of|van))\s*:?\s*$`,
  'i',
);
const LEAD_OPENS = new RegExp(String.raw`^\s*(?:${LEADS})\b`, 'i');
// The date as written may open with its weekday ('dinsdag 4 mei 2021'), after 'of' or 'van'.
const OF_BEFORE = /\b(?:of|van)\s*$/i;
const DAY_OPENS = new RegExp(String.raw`^\s*(?:${DAY_NAMES})\b`, 'i');
// The clause after a date ends at a stop or a joining word ('… on 2 May, and will see him again').
const CLAUSE_END = /[.;,!?]|\s(?:and|but|und|aber|y|pero|et|mais|e|ma|en|maar)\s/i;
const CLAUSE_SPLIT = new RegExp(CLAUSE_END.source, 'gi');

// A discharge told: 'went home on', 'wurde am … entlassen', 'dado de alta el', 'dimesso il', 'sorti le'.
const DISCHARGE_TOLD = /\b(?:discharged|went\s+home|sent\s+home|entlassen|alta|dimess[oa]|sorti|sortie|ontslagen)\b/i;

/**
 * The role of a date that sits inside a sentence: a visit or a discharge the text tells of, or the narrative. The
 * date as written may open with its leading word ('on 2 May 2021').
 */
export function roleInSentence(told: string, after = '', written = ''): 'visit' | 'lastVisit' | 'discharge' | 'otherTime' | 'narrative' {
  // A sentence that tells two dates tells each by its own words: those since the date before it ('I saw him today,
  // 8/4/25, after his discharge on 14/3/25': the visit's words are the first date's).
  // Either order finds where a date is written.
  const ends = [...findDates(told), ...findDates(told, 'day-first')].map((d) => d.index + d.length);
  const sentence = told.slice(Math.max(0, ...ends));
  // Words of another time stand before the date ('at her last visit on', 'will review him on'); after it they tell
  // what the visit was for ('on 2 May for follow-up').
  const folded = fold(sentence);
  // A date set off by commas ('am Montag, dem 16. März 2026, in der Sprechstunde') goes on past its closing comma.
  const rest = /,\s*(?:dem|the)?\s*$/i.test(sentence) ? after.replace(/^\s*,/, '') : after;
  const end = CLAUSE_END.exec(rest);
  const clause = fold(`${sentence} ${end ? rest.slice(0, end.index) : rest}`);
  const led = LEAD_BEFORE.test(folded) || LEAD_OPENS.test(written);
  // The last visit told ('I last examined him on', 'at her last visit on', 'zuletzt am … gesehen'): 'last' in the
  // date's own clause, a verb or noun of meeting in it, and no other word of that clause that puts it before or after
  // ('I have been his doctor since 2012 and last examined him on': 'since' is the first clause's).
  const own = folded.split(CLAUSE_SPLIT).at(-1) ?? '';
  if (led && LAST_WORDS.test(own) && MEETING_WORDS.test(clause) && !NOT_THIS_VISIT.test(own.replace(EVERY_LAST_WORD, ' ')))
    return 'lastVisit';
  if (NOT_THIS_VISIT.test(folded) || (FOLLOW_UP.test(folded) && !MET_PAST.test(folded))) return 'otherTime';
  const weekdayOf = OF_BEFORE.test(sentence) && DAY_OPENS.test(fold(written));
  if (!led && !weekdayOf) return 'narrative';
  if (DISCHARGE_TOLD.test(clause)) return 'discharge';
  return VISIT_WORDS.test(clause) ? 'visit' : 'narrative';
}

// The last or most recent visit, named by a form's field or told in a letter, in the languages charts arrive in: 'last'
// (or 'most recent', 'latest') beside a word of meeting, seeing or examining ('Date patient last seen', 'Date of last
// examination', 'I last examined him on', 'summary of her last visit on'; 'zuletzt gesehen', 'letzte Untersuchung',
// 'dernière consultation', 'vue pour la dernière fois', 'última consulta', 'visto por última vez', 'laatste bezoek').
// Read with accents folded. Whether it is the visit the paper reports is the note's to say (note-date.ts).
const LAST_WORD = String.raw`(?:last|latest|most\s+recent|letzte[nmrs]?|zuletzt|derniere?|ultim[ao]|laatste?)`;
const MEETING_WORD = String.raw`(?:seen|saw|visit|visited|examined|examination|exam|reviewed|review|consultation|consult|appointment|attendance|attended|encounter|office\s+visit|clinic\s+visit|gesehen|untersucht|untersuchung|vorstellung|besuch|konsultation|visite|vue?|consulta|visita|control|visto|vista|bezoek|gezien|controle)`;
const LAST_VISIT = new RegExp(String.raw`\b${LAST_WORD}\s+(?:\w+\s+){0,2}?${MEETING_WORD}\b|\b${MEETING_WORD}\s+${LAST_WORD}\b`, 'i');
const LAST_WORDS = new RegExp(String.raw`\b${LAST_WORD}\b`, 'i');
const EVERY_LAST_WORD = new RegExp(LAST_WORDS.source, 'gi');
const MEETING_WORDS = new RegExp(String.raw`\b${MEETING_WORD}\b`, 'i');

/** Whether words say 'last' or 'most recent', in the languages charts arrive in. */
export function saysLast(words: string): boolean {
  return LAST_WORDS.test(fold(words));
}

/** Whether a date's label names the last or most recent visit ('Date patient last seen'), and no other time. */
export function namesLastVisit(label: string): boolean {
  const folded = fold(label);
  return LAST_VISIT.test(folded) && !NOT_THIS_VISIT.test(folded.replace(EVERY_LAST_WORD, ' '));
}

/**
 * Whether a sentence that names a follow-up or a return tells that the clinician met the patient at it ('I saw Mrs
 * Roe in follow-up on'): its label words of another time then name the visit's kind, not another time.
 */
export function metAtFollowUp(told: string): boolean {
  const ends = [...findDates(told), ...findDates(told, 'day-first')].map((d) => d.index + d.length);
  const folded = fold(told.slice(Math.max(0, ...ends)));
  return !NOT_THIS_VISIT.test(folded) && FOLLOW_UP.test(folded) && MET_PAST.test(folded);
}

const STAY_TOLD = anyWord(STAY_WORDS.map((w) => w.replace(/ /g, '|')));

/** Whether the clause a date sits in tells a stay in hospital ('der sich vom … bis … in stationärer Behandlung befand'). */
export function tellsStay(sentence: string, after = ''): boolean {
  const end = CLAUSE_END.exec(after);
  return STAY_TOLD.test(fold(`${sentence} ${end ? after.slice(0, end.index) : after}`));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

// The encounter a date-of-service label names: 'Date of Procedure', 'ED Arrival', 'Coll Date/Time', 'Exam Date'.
const ENCOUNTER: [RegExp, DocType][] = [
  [/^(procedure|proc)$/, 'Procedure Note'],
  [/^(surgery|operation|op)$/, 'Operative Report'],
  [/^(arrival|arrived)$/, 'Emergency Department Note'],
  [/^(exam|study)$/, 'Radiology Report'],
  [/^(collected|collection|coll|drawn)$/, 'Laboratory Report'],
];

/** The kind of document a date's label implies, when its words name the encounter. */
export function encounterOfLabel(label: string): DocType | null {
  const words = label.split(/\s+/).flatMap(labelWords);
  for (const [pattern, type] of ENCOUNTER) if (words.some((w) => pattern.test(w))) return type;
  return null;
}
