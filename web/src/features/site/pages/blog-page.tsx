import { Link } from 'react-router-dom';
import { formatDateLongPtBR } from '#shared/format.js';
import { ClockIcon, EyeIcon } from '#web/components/icons.js';
import { BlogCover } from '../components/blog-cover.js';
import { PageHero } from '../components/page-hero.js';
import { blogArtigos, type BlogArtigo } from '../data/blog-artigos.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';

const numero = new Intl.NumberFormat('pt-BR');

function ArticleMeta({ artigo }: { artigo: BlogArtigo }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <span>{artigo.author}</span>
      <time dateTime={artigo.date}>{formatDateLongPtBR(artigo.date)}</time>
      <span className="inline-flex items-center gap-1">
        <ClockIcon className="h-4 w-4" /> {artigo.readTime} min de leitura
      </span>
      <span className="inline-flex items-center gap-1">
        <EyeIcon className="h-4 w-4" /> {numero.format(artigo.views)} visualizações
      </span>
    </p>
  );
}

export function BlogPage() {
  const [destaque, ...demais] = blogArtigos;
  return (
    <>
      <MetadadosPagina titulo="Blog" descricao="Artigos sobre telemedicina, prevenção, saúde mental e como aproveitar melhor sua consulta com o médico virtual." />
      <PageHero
        eyebrow="Blog"
        title="Saúde em dia"
        description="Artigos da nossa equipe sobre telemedicina, prevenção, saúde mental e como aproveitar melhor sua consulta."
      />

      <div className="mx-auto max-w-7xl px-4 py-16">
        {destaque && (
          <article className="group relative grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md lg:grid-cols-2">
            <BlogCover image={destaque.image} className="aspect-[16/9] lg:aspect-auto lg:min-h-80" />
            <div className="flex flex-col justify-center p-6 sm:p-10">
              <p className="self-start rounded-full bg-marca-50 px-3 py-1 text-xs font-semibold text-marca-800">
                {destaque.category}
              </p>
              <h2 className="mt-4 text-2xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-3xl">
                <Link to={`/blog/${destaque.id}`} className="after:absolute after:inset-0 hover:text-marca-800">
                  {destaque.title}
                </Link>
              </h2>
              <p className="mt-3 leading-relaxed text-slate-600">{destaque.excerpt}</p>
              <div className="mt-6">
                <ArticleMeta artigo={destaque} />
              </div>
            </div>
          </article>
        )}

        <h2 className="mt-16 text-2xl font-extrabold tracking-tight text-slate-900">Mais artigos</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {demais.map((artigo) => (
            <li key={artigo.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
                <BlogCover image={artigo.image} />
                <div className="flex flex-1 flex-col p-6">
                  <p className="self-start rounded-full bg-marca-50 px-3 py-1 text-xs font-semibold text-marca-800">
                    {artigo.category}
                  </p>
                  <h3 className="mt-3 text-xl font-bold leading-snug text-slate-900">
                    <Link to={`/blog/${artigo.id}`} className="after:absolute after:inset-0 hover:text-marca-800">
                      {artigo.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 leading-relaxed text-slate-600">{artigo.excerpt}</p>
                  <div className="mt-5">
                    <ArticleMeta artigo={artigo} />
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
