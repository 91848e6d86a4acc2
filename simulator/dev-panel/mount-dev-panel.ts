/** Placeholder replaced by the dev panel (outbox and switches); kept so the browser entry has one seam. */
export function mountDevPanel(): void {
  return undefined;
}
