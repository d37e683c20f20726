/**
 * The public site's addresses as the SPA build leaves them (`rotas.json` beside the pages): which
 * address has a page prerendered at build and in which file, which address patterns are the app's
 * own (served the empty app shell, drawn in the browser), and which files carry the site's origin
 * (`ORIGEM_DO_SITE_MARCADOR`, replaced when the files are deployed or served). The CloudFront
 * function that maps an address to its file (infra/lib/rotas-site.cloudfront.js) is built from it,
 * and the local preview runs that same function over it. Anything else is the 404 page.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';

/**
 * Written where a prerendered file needs the site's absolute address (canonical links, the sitemap,
 * robots.txt), which only the deployment knows: CDK writes the distribution's address in its place,
 * and the local preview the address it serves. `.invalid` (RFC 2606) never resolves if one is missed.
 */
export const ORIGEM_DO_SITE_MARCADOR = 'https://origem-do-site.invalid';

/** The manifest's file name, at the root of the build. */
export const MANIFESTO_ROTAS_ARQUIVO = 'rotas.json';

const caminho = lazySchema(() => z.string().check(z.regex(/^\/[\w\-/.:]*$/, { error: 'Caminho inválido no manifesto de rotas.' })));

/** Schema of `rotas.json`. */
export const manifestoRotasSchema = lazySchema(() =>
  z.strictObject({
    /** Address (no trailing slash, lower case) → its prerendered file, e.g. '/faq' → '/faq/index.html'. */
    paginas: z.record(caminho, caminho),
    /** The app's own route patterns (React Router syntax, `:param` segments), answered with `app`. */
    rotasDoApp: z.array(caminho),
    /** The empty app shell. */
    app: caminho,
    /** The 404 page, answered with HTTP status 404. */
    naoEncontrada: caminho,
    /** Files that carry `ORIGEM_DO_SITE_MARCADOR`. */
    comOrigem: z.array(caminho),
    /** CSP hashes of the style attributes in the pages' markup, which the site's policy must allow. */
    estilosEmLinha: z.array(z.string().check(z.regex(/^'sha256-[A-Za-z0-9+/]+=*'$/, { error: 'Hash de estilo inválido no manifesto de rotas.' }))),
  }),
);

export type ManifestoRotas = z.infer<typeof manifestoRotasSchema>;
