import { isApiError, serverMessageOr } from '../api-error';

type Wording = {
  /** The server refused: its own message, else this (SPEC.md section 8 'Failure'). */
  refused: string;
  /** No usable answer (SPEC.md 'Exception' / 'Thrown'). */
  thrown: string;
  /** Screens whose SPEC.md text is "the error message, or ...": a network failure shows its own message. */
  thrownShowsMessage?: boolean;
};

/** Picks SPEC.md's wording for one screen from any error a client call threw. */
export function failureMessage(error: unknown, { refused, thrown, thrownShowsMessage = false }: Wording): string {
  const ownMessage = thrownShowsMessage && isApiError(error) && error.kind === 'network' ? error.message : thrown;
  return serverMessageOr(error, refused, ownMessage);
}
