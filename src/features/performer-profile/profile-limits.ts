/** How long a performer's profile texts and lists may be (browser-safe, without zod: the portal's form reads them too). */

/** The longest bio, in either language (the agency's own form takes as much). */
export const MAX_BIO = 5000;
/** The longest fact (height, colours, tattoos), as the agency's form. */
export const MAX_FACT = 60;
/** The longest entry of a list (a language, a costume), as the agency's form. */
export const MAX_ITEM = 60;
/** How many languages a profile lists at most. */
export const MAX_LANGUAGES = 10;
/** The most costumes, as the agency's form. */
export const MAX_COSTUMES = 30;
/** The most photos beside the main one, as the agency's form. */
export const MAX_MORE_PHOTOS = 20;
/** The longest note the agency sends a draft back with. */
export const MAX_RETURN_NOTE = 500;
