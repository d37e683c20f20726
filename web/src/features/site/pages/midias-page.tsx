import { Link } from 'react-router-dom';
import { conteudo, type VideoPromocional } from '#shared/conteudo.js';
import { formatDateLongPtBR } from '#shared/format.js';
import { ArrowRightIcon, NewspaperIcon } from '#web/components/icons.js';
import { VideoFacade } from '#web/components/video-facade.js';
import { BlogCover } from '../components/blog-cover.js';
import { PageHero } from '../components/page-hero.js';
import { blogArtigos } from '../data/blog-artigos.js';
import { noticias } from '../data/midias.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';

/** The videos of shared/conteudo.ts; the section exists only when there is at least one. */
function Videos({ videos }: { videos: readonly VideoPromocional[] }) {
  return (
    <section aria-labelledby="videos-titulo" className="py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="videos-titulo" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          Vídeos
        </h2>
        <p className="mt-2 text-slate-600">Os vídeos só são carregados do provedor de vídeo quando você clica para assistir.</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {videos.map((video, index) => (
            <li key={video.embedUrl} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <VideoFacade embedUrl={video.embedUrl} title={video.titulo} tone={index} />
              <div className="flex flex-1 flex-col p-4">
                <p className="self-start rounded-full bg-marca-50 px-2.5 py-1 text-xs font-semibold text-marca-800">{video.categoria}</p>
                <h3 className="mt-3 font-bold text-slate-900">{video.titulo}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{video.descricao}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The blog's articles: the product's own content, read on this site. */
function Artigos() {
  return (
    <section aria-labelledby="artigos-titulo" className="py-16">
      <div className="mx-auto max-w-7xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="artigos-titulo" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            Do nosso blog
          </h2>
          <Link to="/blog" className="inline-flex items-center gap-1.5 font-semibold text-marca-800 hover:text-marca-900">
            Ver todos os artigos
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {blogArtigos.slice(0, 3).map((artigo) => (
            <li key={artigo.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
                <BlogCover image={artigo.image} />
                <div className="flex flex-1 flex-col p-5">
                  <p className="self-start rounded-full bg-marca-50 px-2.5 py-1 text-xs font-semibold text-marca-800">{artigo.category}</p>
                  <h3 className="mt-3 font-bold leading-snug text-slate-900">
                    <Link to={`/blog/${artigo.id}`} className="after:absolute after:inset-0 hover:text-marca-800">
                      {artigo.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-600">{artigo.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function MidiasPage() {
  const { videosPromocionais } = conteudo;
  const comVideos = videosPromocionais.length > 0;
  return (
    <>
      <MetadadosPagina titulo="Mídias" descricao="Vídeos, notícias e conteúdos sobre o ZapSaúde, telemedicina e inteligência artificial na saúde." />
      <PageHero
        eyebrow="Mídias"
        title={comVideos ? 'Vídeos e notícias' : 'Notícias e conteúdos'}
        description={
          comVideos
            ? 'Conheça o ZapSaúde em vídeo e veja o que estão falando sobre a telemedicina com inteligência artificial.'
            : 'Artigos da nossa equipe e o que estão falando sobre a telemedicina com inteligência artificial.'
        }
      />

      {comVideos ? <Videos videos={videosPromocionais} /> : <Artigos />}

      <section aria-labelledby="noticias-titulo" className="bg-white py-16">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="noticias-titulo" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            Na imprensa
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {noticias.map((noticia) => (
              <li key={noticia.title}>
                <article className="flex h-full gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-6">
                  <span className="hidden h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-marca-700 text-white sm:flex">
                    <NewspaperIcon className="h-7 w-7" />
                  </span>
                  <div>
                    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                      <span className="rounded-full bg-marca-100 px-2.5 py-0.5 font-semibold text-marca-800">{noticia.category}</span>
                      <time dateTime={noticia.date} className="text-slate-600">
                        {formatDateLongPtBR(noticia.date)}
                      </time>
                    </p>
                    <h3 className="mt-3 text-lg font-bold leading-snug text-slate-900">{noticia.title}</h3>
                    <p className="mt-2 leading-relaxed text-slate-600">{noticia.description}</p>
                    <p className="mt-3 text-sm font-semibold text-slate-700">Fonte: {noticia.source}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
