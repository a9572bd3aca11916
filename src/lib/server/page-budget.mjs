// @ts-check
// The page budget (issue 44): a page's document reaches a phone in the first round trip (about the 14.6 KB a
// new connection may send before its first acknowledgement), so its headers plus its brotli body stay within
// PAGE_BUDGET bytes. Plain JavaScript in the app's bottom layer: the app compresses the pages rendered for one
// visitor to it (page-encoding.ts), and the bench, `npm run budget` and the browser tests measure against it.

/** The most a page's document may send: headers plus brotli body, in bytes. */
export const PAGE_BUDGET = 14_000;

/**
 * What a page's headers may take of the budget, the rest left for its body: a share's page sends 1,024 bytes of
 * headers (its policy with its own script hashes, the security headers), a summary with a cookie set about as many.
 */
export const PAGE_HEADER_ALLOWANCE = 1_200;
