import type ko from './ko.json';

type Catalog = typeof ko;

/** The dotted paths of a catalog's texts: `{ errors: { exist: '…' } }` gives `'errors.exist'`. */
type TextPaths<Node, Prefix extends string = ''> = {
  [Key in keyof Node & string]: Node[Key] extends string ? `${Prefix}${Key}` : TextPaths<Node[Key], `${Prefix}${Key}.`>;
}[keyof Node & string];

/** A key of the catalog that names a text (ko.json is the reference; the catalog test keeps en.json in step). */
export type CatalogKey = TextPaths<Catalog>;

/** A message key of the API's failures: a text under `errors.` (the response's `message`, translated into `detail`). */
export type ErrorMessageKey = keyof Catalog['errors'] & string;
