/**
 * Clinical credentials written after a clinician's name ('Kay Lund, MD', 'Lund, Kay PA-C', 'Ana Ruiz, MT(ASCP)'), with
 * the fellowships and nursing registrations of other countries ('FRCPC', 'FRACP', 'RGN', Québec's 'inf.'), a
 * respiratory therapist's 'RRT'.
 */
export const CREDENTIALS =
  /\b(M\.?D|D\.?O|N\.?P|PA-C|P\.?A|R\.?N|LPN|LVN|APRN|FNP(?:-[BC]C?)?|CRNA|DPT|PT|PTA|OTR\/L|OTR|OT|COTA|SLP|CCC-SLP|DPM|DDS|DMD|PhD|PsyD|MBBS|LCSW|LMSW|RD|CNM|CNS|DNP|RRT|AuD|OD|MT|MLS|MLT|CLS|MBChB|MBBCh|MRCP|FRCP|FRCS|MRCS|MRCGP|FRCR|FRCA|MCOptom|FBCO|FRCPC|FRCSC|FRCPI|FRCPath|FRACP|FRACS|FRACGP|FRANZCR|FACP|FACS|FCPS|FPCP|MICGP|RGN|RMN|RSCN|RPN|RM|inf)\b\.?/;

/** A name closed by credentials: a clinician, not a patient. */
export const CLINICIAN = new RegExp(String.raw`\S+\s+\S+?,?\s+${CREDENTIALS.source}\s*$`);
