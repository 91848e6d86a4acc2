import type { PassagePlaces } from '../evidence/place-evidence.ts';
import type { NoteHeader } from '../header/find-header.ts';
import type { EngineInfo, NoteResult, NoteSection, PlacedCloning } from '../result.ts';
import type { Finding, PatientInput, Place, Severity } from '../types.ts';
import { rgb, type RGB } from 'pdf-lib';
import type { ReportFontFiles } from './fonts.ts';
import type { Deflate } from './page-content.ts';

export interface ReportInput {
  patient: PatientInput;
  note: {
    /** 1-based position of this note in the document, and how many notes it has */
    number: number;
    count: number;
    pages: NoteResult['pages'];
    header: Pick<NoteResult['header'], 'patientName' | 'patientDob' | 'docType' | 'noteDate' | 'lines'> & {
      evidence?: { [K in keyof NoteHeader]: NoteHeader[K] & { places?: Place[] } };
    };
    sections: NoteSection[];
    /** with their places, the citations link to them; without, to their pages */
    findings: (Omit<Finding, 'cites'> & { places?: Place[] })[];
    cloning: PlacedCloning<Partial<PassagePlaces>>;
  };
  performedBy: { fullName: string; role: string };
  /** ISO date-time */
  auditDate: string;
  engine: EngineInfo;
  /** a TrueType family to embed; without it the report uses the standard Helvetica family */
  fonts?: ReportFontFiles;
  /** the host's zlib, to compress each page's drawing (page-content.ts); the engine's own without it */
  deflate?: Deflate;
}

export const SEVERITY_COLOR: Record<Severity, RGB> = {
  fail: rgb(0.72, 0.11, 0.11),
  warning: rgb(0.7, 0.42, 0.0),
  pass: rgb(0.12, 0.47, 0.23),
};

export const SEVERITY_TINT: Record<Severity, RGB> = {
  fail: rgb(0.99, 0.93, 0.93),
  warning: rgb(1, 0.96, 0.88),
  pass: rgb(0.92, 0.97, 0.93),
};

export const SEVERITY_LABEL: Record<Severity, string> = { fail: 'FAIL', warning: 'WARNING', pass: 'PASS' };

export const CHECK_LABEL: Record<Finding['check'], string> = {
  identity: 'Identity',
  dates: 'Dates',
  authentication: 'Authentication',
  completeness: 'Completeness',
  cloning: 'Cloned text',
};
