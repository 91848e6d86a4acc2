// One signing vocabulary for every reader of sign-offs: the authentication check (audit/sign-off.ts) and the
// segmenter's report close (segment/report-signer.ts). An auditor asks of each statement whether it says that a
// person answers for THIS note, or only names a person.
//
// Acts that answer for the note as it stands, done by a named person: signing, authenticating, attesting, verifying,
// validating, approving, releasing, authorising, checking, certifying, reviewing, reporting (a report's release) and
// sending it (a letter's writer sends it), in English, Spanish, Portuguese, Italian, German, French and Dutch. Not
// here, so answering for nothing: ordering, referring, requesting, copying to, caring for the patient elsewhere, and
// writing the note down (dictating, transcribing, typing, preparing).
const ANSWERING_ACTS = [
  String.raw`(?:e-?|co-?)?signed`,
  'authenticated',
  'attested',
  'verified',
  'validated',
  'approved',
  'released',
  'authori[sz]ed',
  'checked',
  'certified',
  'reviewed',
  'reported',
  'finali[sz]ed',
  'sent',
  'firmad[oa]',
  'revisad[oa]',
  'validad[oa]',
  'aprobad[oa]',
  'informad[oa]',
  'verificad[oa]',
  'assinad[oa]',
  'laudad[oa]',
  'revist[oa]',
  'firmat[oa]',
  'refertat[oa]',
  'validat[oa]',
  'approvat[oa]',
  'verificat[oa]',
  'signiert',
  'befundet',
  'freigegeben',
  'validiert',
  'vidiert',
  'gepr(?:ü|ue)ft',
  'sign[ée]e?',
  'valid[ée]e?',
  'approuv[ée]e?',
  'v[ée]rifi[ée]e?',
  'ondertekend',
  // A record system's lock is the author's signature: a locked entry can no longer be changed ('Entry locked by …').
  'locked',
  'visiert',
  'unterschrieben',
  'unterzeichnet',
  'vis[ée]e?',
  'relue?',
  'autoris[ée]e?',
  'vistat[oa]',
  'autorizzat[oa]',
  'autorizad[oa]',
  'aprovad[oa]',
  'gevalideerd',
  'geautoriseerd',
  'goedgekeurd',
  // Signed and approved in the languages of central and northern Europe, the Baltic, Hungary, Romania, Turkey and
  // Indonesia, each word whole, so a negated form ('nepodepsáno', 'nepasirašytas') is not read as the act.
  String.raw`podeps[aá]n[aáoéý]?`,
  String.raw`podp[ií]san[aáoéýy]?`,
  String.raw`potpisan[aoi]?`,
  'podpisano',
  'signerad',
  'signere?t',
  'underskrevet',
  'undertecknad',
  'allekirjoitettu',
  String.raw`pasira[šs]yt(?:as|a|i)?`,
  String.raw`al[áa][íi]r(?:t|ta|va)`,
  String.raw`semnat[ăa]?`,
  String.raw`imzalan\p{L}*`,
  'ditandatangani',
  String.raw`hyv(?:ä|a)ksytty`,
  String.raw`godk(?:jent|(?:ä|a)nd|endt)`,
  String.raw`schv[áa]len[aoý]?`,
  String.raw`odobren[aoi]?`,
  String.raw`zatwierdzon[aey]?`,
  // Signed and confirmed in Estonian, Latvian and Icelandic; signed in Bulgarian, Ukrainian and Russian (Cyrillic),
  // Greek and Hebrew: each word whole, as above.
  'allkirjastatud',
  String.raw`kinnita(?:s|tud)`,
  String.raw`parakst[īi]t(?:s|a|i|as)?`,
  String.raw`undirrita[ðd]`,
  String.raw`(?:подписан|підписан)(?:[аоыийе]|ий|ая|ое)?`,
  String.raw`υπογράφηκε|υπογεγραμμέν[οη]`,
  // Verified in Bosnian, Croatian and Serbian ('Nalaz ovjerio: …', 'elektronski ovjeren', 'оверен').
  String.raw`ovjeren[aoi]?|ovjeri(?:o|la)|overen[aoi]?|overi(?:o|la)|оверен[аои]?|овери(?:о|ла)`,
  'נחתם',
  'חתום',
  // The signing mark abbreviated before the signer's name: 'Fdo.:' (firmado), 'Sgd:' (signed).
  String.raw`fdo\.?`,
  String.raw`sgd\.?`,
];
const ANSWERING = ANSWERING_ACTS.join('|');
// The acts a record system states it did for the signer, 'electronically' or 'digitally', in any order and language
// read ('Documento firmado electrónicamente', 'elektronisch freigegeben', 'rapport validé électroniquement'): the
// statement says the note is signed whether or not it names the signer. Sending, reporting, reviewing and checking
// done electronically say nothing of a signature.
const ELECTRONICALLY = [
  String.raw`electronically|digitally|elektronisch|digital|electr[oó]nicamente|digitalmente|eletr[oô]nicamente|elettronicamente|[ée]lectroniquement|num[ée]riquement`,
  // Czech and Slovak, Croatian and Slovene, Polish, the Nordic languages, Finnish, Lithuanian ('with an electronic
  // signature'), Hungarian, Romanian, Turkish and Indonesian; Bosnian, Croatian and Serbian.
  String.raw`elektronicky|elektroni[čc]ki|elektronsko|elektronicznie|elektroniskt?|s(?:ä|a)hk(?:ö|o)isesti|elektronini(?:u|ai)(?:\s+para[šs]u)?`,
  String.raw`elektronikusan|electronic|elektronik\s+olarak|secara\s+elektronik|elektronski|електронски`,
  // Estonian, Latvian, Icelandic, Greek and Hebrew; in Cyrillic the adverb, or the qualified electronic signature by its
  // acronym ('подписан с КЕП', 'підписано КЕП', 'ЕЦП') or in full ('електронним підписом', 'электронной подписью').
  String.raw`digitaalselt|elektrooniliselt|elektroniski|digit[āa]li|rafr(?:æ|ae)nt|stafr(?:æ|ae)nt|ηλεκτρονικά|ψηφιακά|אלקטרונית|דיגיטלית`,
  String.raw`електронно|электронно|(?:(?:с|з|со)\s+)?(?:КЕП|ЕЦП|УЕП|КЭП|ЭЦП)|(?:електронним|электронной|електронен)(?:\s+(?:цифровим|цифровой|квалифицированной|кваліфікованим))?\s+(?:підписом|подписью|подпис)`,
].join('|');
const SYSTEM_SIGNED = ANSWERING_ACTS.filter((act) => !/^(?:sent|reported|reviewed|checked|locked|fdo|sgd)/.test(act)).join('|');
// A negation before the statement ('не е подписан с КЕП', 'ei ole digitaalselt allkirjastatud', 'not electronically
// signed'), with a word of being between them, says the opposite: a negated act whose negation is a word apart.
const NEGATED_BEFORE = String.raw`(?<!(?<![\p{L}])(?:not|nicht|niet|no|non|ne|nije|није|не|ні|нет|ei|nav|ekki|δεν|לא)\s+(?:\p{L}{1,4}\s+)?)`;
// The Hebrew noun with its adjective, typed under the signer's name as the act ('חתימה אלקטרונית': electronic signature);
// in the Latin-script languages the same noun as a label with the signer after it ('Signature numérique : A. Roux',
// 'Firma digital: Dra. Ana Ruiz', 'Electronic signature: Kay Lund'), a label left blank being a place to sign.
const E_SIGNATURE_NOUN = [
  String.raw`חתימה\s+(?:אלקטרונית|דיגיטלית)`,
  String.raw`(?:signature\s+(?:[ée]lectronique|num[ée]rique)|firma\s+(?:electr[óo]nica|digital|elettronica|digitale)|assinatura\s+(?:eletr[ôo]nica|digital)|elektronische\s+signatur|(?:electronic|digital)\s+signature)\s*:(?=\s*\p{L})`,
].join('|');
// Released or sent on to someone ('electronically released to the referring doctor', 'an den Einsender freigegeben'):
// the results were delivered, which says nothing of who answers for them.
const DELIVERED_TO = String.raw`(?!\s+(?:to|an|aan|al|a|à|ao|para)\s)`;
export const SIGNED_ELECTRONICALLY = new RegExp(
  String.raw`(?<![\p{L}])${NEGATED_BEFORE}(?:(?:${ELECTRONICALLY})\s+(?:${SYSTEM_SIGNED})${DELIVERED_TO}|(?:${SYSTEM_SIGNED})\s+(?:${ELECTRONICALLY})${DELIVERED_TO}|(?:${E_SIGNATURE_NOUN}))(?![\p{L}])`,
  'iu',
);
// Acts of reading a study and writing its report ('Interpreted by', 'Dictated by'): they name the report's author and
// close a report in a packet, but say nothing of its signature.
const READING = 'interpreted|read|dictated|examined';
const BY = '(?:by|por|da|von|durch|par|door)';

/**
 * An answering act with its 'by' ('Reviewed by', 'Refertato da', 'Validé par'): the person follows. A word starts
 * where no letter stands before it, in any script ('\b' knows only Latin letters).
 */
export const ANSWERED_BY = new RegExp(String.raw`(?<![\p{L}])(?:${ANSWERING})\s+${BY}\b`, 'iu');
/** The same act as a label, its person after the time it was done ('Validated: 03/04/2024 12:00 by J. Roe'). */
export const ANSWERED_LABEL = new RegExp(
  String.raw`(?<![\p{L}])(?:${ANSWERING})\s*:\s*(?:[\d./:-]+\s+)*(?:[ap]\.?\s?m\.?\s+)?(?:${BY}\s+)?`,
  'iu',
);
/** A line that opens with an act closing a report, by whom, the person after it ('Interpreted by: …', 'Refertato da …'). */
export const REPORT_CLOSE_BY = new RegExp(String.raw`^\s*(?:${ANSWERING}|${READING})\s+${BY}\s*:?\s+(.+)$`, 'iu');

// Capitalised words that name a place, a body or a machine, not a person, in the languages read here; German joins
// them into one word ('Praxisteam', 'Zentrallabor').
const BODIES = [
  String.raw`department|dept|clinic|hospital|practice|cent(?:re|er)|services?|unit|team|surgery|office|ward|institute|university`,
  String.raw`group|health|medical|laborator(?:y|ies)|lab|pharmacy|foundation|associates|trust|system|fax|e-?mail`,
  String.raw`cl[ií]nica|servicio|servi[cç]o|unidad|consultorio|departamento|centro|laborat[oó]rio|farmacia|ospedale|ambulatorio`,
  String.raw`reparto|servizio|azienda|istituto|struttura|h[oô]pital|clinique|cabinet|laboratoire|praxis|klinik(?:um)?|krankenhaus`,
  String.raw`spital|abteilung|ambulanz|zentrum|institut|labor|sekretariat`,
].join('|');
const GERMAN_COMPOUND = 'praxis|klinik(?:um)?|krankenhaus|spital|abteilung|ambulanz|zentrum|institut|labor|team';
export const INSTITUTION = new RegExp(String.raw`(?<![\p{L}])(?:${BODIES})(?![\p{L}])|\p{L}(?:${GERMAN_COMPOUND})(?![\p{L}])`, 'iu');
const TITLE = String.raw`(?:(?:Dr|DR|dr|Dre|Dra|DRA|drs|Dott|Prof|PROF|Pr|Mr|MR|Mrs|MRS|Ms|MS|Sr|Sra)\.?(?:ssa\.?)?\s+(?:med\.\s+)?)`;
const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}'’-]+|\p{Lu}\.)`;
const PARTICLE = '(?:van|von|de|der|den|del|della|di|da|dos|das|du|la|le|ten|ter|zu)';
const MORE_NAME = String.raw`(?:,?\s*(?:${PARTICLE}\s+)*${NAME_WORD})`;
// The person's post abbreviated before the name, as South Slavic reports print it ('mr. ph.', 'спец. мед. биохемије').
const POST_BEFORE = String.raw`(?:\p{Ll}{1,6}\.\s*){1,3}(?:\p{Ll}{3,}\s+)?`;
// A person's name: a title and a name, or two to four name words (initials count: 'J. Roe', 'LUND, Kay').
const PERSON = new RegExp(
  String.raw`^\s*:?\s*(?:${POST_BEFORE})?(?:${TITLE}+${NAME_WORD}${MORE_NAME}{0,3}|${NAME_WORD}${MORE_NAME}{1,3})`,
  'u',
);
// Who did an act but is not its clinician (the patient, a relative, a carer: 'reported by the patient'), or a status
// after an act's label ('Approved: Pending review', 'Reviewed: Yes').
const NOT_A_SIGNER =
  /^\s*:?\s*(?:the|this|patient|pt|family|parents?|guardian|mother|father|husband|wife|son|daughter|spouse|partner|carer|caregiver|staff|yes|no|pending|final|preliminary|partial|complete(?:d)?|done|none|not|awaiting|n\/a|s[ií]|pendiente)(?![\p{L}])/iu;
// A sentence goes on after the person ('reported by Mrs Roe at home.'): a word in lower case, outside brackets
// ('and' joins two signers; 'el día' dates the act), unless it is the person's post after a comma ('Dr Ana Ruiz,
// consultant cardiologist').
// An abbreviation with more after it ('Nº col. 28123', 'reg. no.') is a label, not a sentence.
const SENTENCE_WORD = /(?<![\p{L}(])(?!(?:and|und|d[ií]a)(?![\p{L}]))\p{Ll}{3,}(?![\p{L}])(?!\.\s*[\p{L}\d])/u;
// The post may name its field, its words abbreviated or not ('spec. interne medicine'), and be followed by when the
// act was done ('Dr Ana Lund, Fachärztin für Laboratoriumsmedizin, 11.03.2026 16:40').
const POST_AFTER = /^\s*[,–—-]\s*\p{L}+\.?(?:\s+\p{L}+\.?){0,3}\s*(?:,?\s*[\d./:-]+(?:\s+[\d./:-]+)*\s*h?)?\s*$/u;
// The act told inside a sentence ('Her medications were reviewed by …'): a word in lower case before it, not an
// adverb of the act ('electronically') ...
const TOLD_BEFORE = /(?<![\p{L}])(?!\p{Ll}+(?:ly|mente|ment)(?![\p{L}]))(?!and(?![\p{L}]))\p{Ll}{3,}(?![\p{L}])/u;
// A sentence's end: its stop and the space after it.
const SENTENCE_END = /[.!?]\s+/u;
// ... unless the sentence is about the note itself ('This report has been reviewed and approved by …').
const THE_NOTE =
  /\b(?:report|letter|note|document|results?|summary|informe|nota|carta|referto|lettera|befund|bericht|brief|compte|rapport|laudo|relat[oó]rio)\b/iu;

/**
 * Whether an act names the person who did it: a person's name after it, the act not told in a sentence about
 * something else, and nothing of a sentence after the name.
 */
export function namesPerson(rest: string, before = ''): boolean {
  const m = PERSON.exec(rest);
  // A body named after the person ('Dr Kay Lund, Lake Clinic') is where they work.
  if (!m || NOT_A_SIGNER.test(rest) || INSTITUTION.test(m[0].split(',')[0] ?? '')) return false;
  // Only the act's own sentence tells it: a line may run on past a sentence's end ('… phoned 20:52. Authorised by: …').
  const told = before.split(SENTENCE_END).at(-1) ?? before;
  if (TOLD_BEFORE.test(told) && !THE_NOTE.test(told)) return false;
  const after = ownCell(rest.slice(m[0].length));
  // The name's words may have taken the post's capitalised head noun after a comma ('Dr Ana Ruiz, Consultant' of
  // '…, Consultant pathologist', '…, Biologiste médical'): the post is then read from the comma.
  const comma = m[0].indexOf(',');
  return !SENTENCE_WORD.test(after) || POST_AFTER.test(after) || (comma > 0 && POST_AFTER.test(ownCell(rest.slice(comma))));
}

/** The person's cell ends at a wide gap: what stands beyond it (a registration number, a date) is another cell. */
function ownCell(text: string): string {
  return (text.split(/\s{2,}/)[0] ?? '').replace(/\([^)]*\)/g, ' ');
}

/**
 * The noun 'signature' in the languages forms are printed in (English, Spanish and Italian, German, Portuguese, Dutch,
 * Polish, Czech and the South Slavic languages, the Nordic languages, Finnish, Lithuanian, Latvian, Estonian,
 * Hungarian, Romanian, Turkish, Indonesian and Malay, Swahili, Greek), as a label for where to sign ('Podpis lekarza',
 * 'Underskrift lege') and in statements about signing ('ohne Unterschrift gültig'). A whole word, inflections read.
 */
export const SIGNATURE_NOUNS = String.raw`signature|firma|unterschrift|assinatura|handtekening|podpis|potpis|underskrift|namnteckning|signatur|allekirjoitus|para[šs]as|paraksts|allkiri|al[áa][íi]r[áa]s\p{L}*|semn[ăa]tur[ăa]|imza(?:s[ıi])?|tanda\s*tangan|sahihi|υπογραφή`;

// A statement that the paper needs no signature ('valid without a signature', 'no signature is required', 'ohne
// Unterschrift gültig', 'no requiere firma ológrafa', 'valido senza firma'): a record system's printout says it of
// itself, and its typed signer answers for it. It is no unsigned state; with no signer named the note still has none.
const SIGNATURE_NOUN = String.raw`(?:(?:\p{L}+\s+){0,2}(?:${SIGNATURE_NOUNS})(?:\s+(?:manuscrit[ae]?|manuscrita|aut[óo]grafa|ol[óo]grafa|eigenh(?:ä|ae)ndig\p{L}*))?)`;
const NEEDLESS = [
  // Valid without it, in either order.
  String.raw`(?:valid|v[áa]lid[oa]|valable|valide|g(?:ü|ue)ltig|geldig|rechtsg(?:ü|ue)ltig)\s+(?:\p{L}+\s+){0,2}(?:without|sin|sans|ohne|senza|zonder|sem|bez)\s+${SIGNATURE_NOUN}`,
  String.raw`(?:without|sin|sans|ohne|senza|zonder|sem|bez)\s+${SIGNATURE_NOUN}\s+(?:\p{L}+\s+){0,2}(?:valid|v[áa]lid[oa]|valable|valide|g(?:ü|ue)ltig|geldig|rechtsg(?:ü|ue)ltig)`,
  // Not requiring it: negated, or its noun negated.
  String.raw`(?:not|n't|no|n[ãa]o|non|ne|nicht|niet)\s+(?:\p{L}+\s+){0,2}(?:requires?|needs?|requiere|necesita|requiert|n[ée]cessite|richiede|necessita|erfordert|ben(?:ö|oe)tigt|precisa|requer|vereist)\s+${SIGNATURE_NOUN}`,
  String.raw`(?:no|kein\p{L}*|nessuna|aucune|geen|nenhuma|sin)\s+${SIGNATURE_NOUN}\s+(?:\p{L}+\s+){0,2}(?:required|needed|necessary|requerida|necesaria|requise|n[ée]cessaire|richiesta|necessaria|erforderlich|notwendig|n(?:ö|oe)tig|vereist|nodig|necess[áa]ria|exigida)`,
  String.raw`${SIGNATURE_NOUN}\s+(?:is\s+|est\s+|ist\s+|es\s+|[èe]\s+|é\s+)?(?:not|nicht|non|no|n[ãa]o|niet|pas)\s+(?:\p{L}+\s+)?(?:required|needed|necessary|requerida|necesaria|requise|n[ée]cessaire|richiesta|necessaria|erforderlich|notwendig|n(?:ö|oe)tig|vereist|nodig|necess[áa]ria|exigida)`,
  String.raw`(?:requires?|needs?|requiere|necesita|requiert|n[ée]cessite|richiede|necessita|erfordert|ben(?:ö|oe)tigt|precisa|requer|vereist)\s+(?:no|kein\p{L}*|aucune|nessuna|ninguna|nenhuma|geen)\s+${SIGNATURE_NOUN}`,
  String.raw`(?:bedarf|braucht|ben(?:ö|oe)tigt)\s+keine[rn]?\s+${SIGNATURE_NOUN}`,
  String.raw`(?:dispensa|dispensad[oa]\s+de|exempt\s+from)\s+${SIGNATURE_NOUN}`,
];
export const NEEDS_NO_SIGNATURE = new RegExp(`(?<![\\p{L}])(?:${NEEDLESS.join('|')})(?![\\p{L}])`, 'giu');
