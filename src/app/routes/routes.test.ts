import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_NAMES, SERVING } from '@contracts/routes';

/**
 * The chunk of each route is written twice: in the router's webpackChunkName
 * (webpack reads only a written-out name) and in the table's `chunk`, from
 * which the server links a page's CSS and scripts. A route whose two names
 * differ renders on the server without its styles.
 */
const source = fs.readFileSync(path.join(__dirname, 'router.tsx'), 'utf8');
const pages = source.slice(source.indexOf('const PAGES'), source.indexOf('\n};', source.indexOf('const PAGES')));
const chunkOf = Object.fromEntries(
  [...pages.matchAll(/^ {2}(\w+): async \(\) =>\s*\(await import\(\/\* webpackChunkName: "([^"]+)" \*\//gm)].map(([, name, chunk]) => [name, chunk]),
);

it("names each route's chunk in the router as the route table does", () => {
  expect(chunkOf).toEqual(Object.fromEntries(ROUTE_NAMES.map((name) => [name, SERVING[name].chunk])));
});
