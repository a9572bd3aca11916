/**
 * The server half of an e-mailed link's page (review, brief, confirm, a share's /pay): the page is never cached, reads its
 * token from the address and asks its feature what the link shows. A refused link (an `HttpError`: bad,
 * expired, closed) becomes the page's status and the message the page shows; anything else is a real failure.
 */
import { HttpError } from './http';

/** The parts of Astro's page context a link page uses. */
interface LinkPageContext {
  url: URL;
  response: { status?: number; headers: Headers };
}

/**
 * What a link shows (`view`) or why it cannot be used (`error`, with the page's status set to the refusal's);
 * `say` words a refusal (e.g. from its code in the page's language), its message otherwise.
 */
export function readLinkPage<T>(
  astro: LinkPageContext,
  read: (token: string) => T,
  say: (failure: HttpError) => string = (failure) => failure.message,
): { view?: T; error?: string } {
  astro.response.headers.set('Cache-Control', 'no-store');
  try {
    return { view: read(astro.url.searchParams.get('token') ?? '') };
  } catch (failure) {
    if (!(failure instanceof HttpError)) throw failure;
    astro.response.status = failure.status;
    return { error: say(failure) };
  }
}
