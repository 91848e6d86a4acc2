/**
 * Who is asking, for per-address limits. The simulator's HTTP server sets this header from the socket (and drops
 * any copy a client sends); in the browser there is one client, the page itself.
 */
export const CLIENT_ADDRESS_HEADER = 'x-simulator-client-address';

export const clientAddress = (request: Request): string => request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'this-browser';
