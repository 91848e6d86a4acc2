import { isApiError, serverMessageOr } from '../api-error';

type Wording = {
  /** The server refused: its own message, else this (docs/spec/messages.md). */
  refused: string;
  /** No usable answer (docs/spec/messages.md: broken). */
  thrown: string;
  /** Screens whose text is "the error's own message, or ..." (docs/spec/messages.md): a network failure shows its own message. */
  thrownShowsMessage?: boolean;
};

/** Picks the wording of docs/spec/messages.md for one screen from any error a client call threw. */
export function failureMessage(error: unknown, { refused, thrown, thrownShowsMessage = false }: Wording): string {
  const ownMessage = thrownShowsMessage && isApiError(error) && error.kind === 'network' ? error.message : thrown;
  return serverMessageOr(error, refused, ownMessage);
}
