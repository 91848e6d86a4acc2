/**
 * Work kept for the signed-in user in this tab (the document work in progress: patient data) ends with the session.
 * Its store loads with the screens that use it, never before the sign-in screen's first paint, so it registers here
 * when it loads; a session that ended before then clears it as soon as it registers.
 */
const clearers = new Set<() => void>();
let endedBeforeRegistration = false;

export function clearWithSession(clear: () => void): void {
  clearers.add(clear);
  if (endedBeforeRegistration) clear();
}

export function endSessionWork(): void {
  if (clearers.size === 0) endedBeforeRegistration = true;
  clearers.forEach((clear) => clear());
}
