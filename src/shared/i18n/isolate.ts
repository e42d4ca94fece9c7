/**
 * What a member typed, inside a sentence of the catalog: a bidi isolate
 * (FSI … PDI), so a Latin title in an Arabic sentence, or an Arabic one in an
 * English sentence, keeps its place and the quotes around it face the right
 * way («Leadership trainer for a Riyadh bank» read «bank» first otherwise).
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
