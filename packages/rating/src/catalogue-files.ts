/**
 * How catalogue files reach the parsers: the caller reads them (the API from a directory, a test from memory) and
 * hands each one over as its text, or as why it could not be read. The rating package itself does no I/O.
 */
export type CatalogueFileText = { text: string } | { problem: string };
export type CatalogueReader = (file: string) => CatalogueFileText;
