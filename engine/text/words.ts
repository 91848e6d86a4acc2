/** A word as the clone check compares it (lower case, letters and digits) and as the report prints it. */
export interface Word {
  key: string;
  display: string;
}

export function toWords(text: string): Word[] {
  const out: Word[] = [];
  for (const raw of text.split(/\s+/)) {
    const key = raw.toLowerCase().replace(/[^a-z0-9]+/g, '');
    if (key !== '') out.push({ key, display: raw });
  }
  return out;
}
