/** The look of the approximate line, apart from currencies.ts so that an island importing it shares no module with the pages' currency script. */
/**
 * The classes of an approximate line's element (`<span data-fx={baht}>`): empty until the page's currency
 * script sets `data-fx-text`, then shown as generated content, so an island's hydration never meets text it did not render.
 */
export const FX_CLASS = 'font-normal whitespace-nowrap data-[fx-text]:ms-2 after:content-[attr(data-fx-text)]';
