/** documentUrl and reportUrl are app URLs under /api/v1 that check the session (docs/spec/server-rules.md#documents-and-audit-reports). */
export const FILES_PATH = '/api/v1/files/';

export const fileUrl = (key: string): string => `${FILES_PATH}${encodeURIComponent(key)}`;
