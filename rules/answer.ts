/** What the session cookie must do after a call: carry a new session id, or be cleared. */
export type CookieChange = { start: string } | 'clear';

/** A rule's "yes": the envelope's status, message and body, and what happens to the session cookie. */
export type Answer<Body> = { status: number; message: string; body: Body; cookie?: CookieChange };

export const answer = <Body>(body: Body, message: string, extra: { status?: number; cookie?: CookieChange } = {}): Answer<Body> => ({
  status: extra.status ?? 200,
  message,
  body,
  ...(extra.cookie ? { cookie: extra.cookie } : {}),
});
