import { FILES_PATH } from './files.ts';

export const PROFILE_PIC_MESSAGE = 'Profile picture must be an https:// address or a file uploaded to this app';

/**
 * A profile picture is an https URL or the app's own stored file (/api/v1/files/...); anything else (javascript:,
 * data:, http:, protocol-relative) is refused by the server and shown as the placeholder by the portal.
 */
export function isSafeProfilePic(value: string): boolean {
  if (value.startsWith(FILES_PATH)) return !value.includes('..') && !value.includes('\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
