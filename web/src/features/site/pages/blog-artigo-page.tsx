import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { siteConfig } from '#shared/constants.js';
import { formatDateLongPtBR } from '#shared/format.js';
import { mensagens } from '#shared/messages.js';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CalendarIcon,
  ClockIcon,
  EyeIcon,
  FacebookIcon,
  HeartIcon,
  LinkedinIcon,
  LinkIcon,
  UserIcon,
  WhatsappIcon,
  XTwitterIcon,
} from '#web/components/icons.js';
import { notify } from '#web/components/toast.js';
import { AiDisclaimer } from '../components/ai-disclaimer.js';
import { BlogCover } from '../components/blog-cover.js';
import { openSharePopup, type RedeSocial } from '../blog-share.js';
import { renderBlogMarkup } from '../blog-markup.js';
import { blogArtigos, findBlogArtigo } from '../data/blog-artigos.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';

const numero = new Intl.NumberFormat('pt-BR');

const redes: { rede: RedeSocial; label: string; Icon: typeof FacebookIcon; className: string }[] = [
  { rede: 'facebook', label: 'Compartilhar no Facebook', Icon: FacebookIcon, className: 'bg-[#1877F2] hover:bg-[#0f63d6]' },
  { rede: 'twitter', label: 'Compartilhar no X (Twitter)', Icon: XTwitterIcon, className: 'bg-slate-900 hover:bg-slate-700' },
  { rede: 'linkedin', label: 'Compartilhar no LinkedIn', Icon: LinkedinIcon, className: 'bg-[#0A66C2] hover:bg-[#08529c]' },
  { rede: 'whatsapp', label: 'Compartilhar no WhatsApp', Icon: WhatsappIcon, className: 'bg-[#128C3E] hover:bg-[#0e7033]' },
];

export function BlogArtigoPage() {
  const { id } = useParams();
  const artigo = findBlogArtigo(id);
  // docs/regras-do-produto.md#public-site — the like is local state only, starting from 342; it is not saved.
  const [curtido, setCurtido] = useState(false);
  const curtidas = siteConfig.blogCurtidasIniciais + (curtido ? 1 : 0);
  // The article's one address (its numeric id; a slug opens the same page): shared, copied and canonical.
  const caminho = `/blog/${artigo.id}`;
  const enderecoDoArtigo = () => `${window.location.origin}${caminho}`;

  const alternarCurtida = () => {
    setCurtido(!curtido);
    notify.success(curtido ? mensagens.blog.curtidaRemovida : mensagens.blog.artigoCurtido);
  };

  const compartilhar = (rede: RedeSocial) => {
    if (openSharePopup(rede, enderecoDoArtigo(), artigo.title)) notify.success(mensagens.blog.compartilhado);
    else notify.error('Não foi possível abrir o compartilhamento', 'Permita janelas pop-up para este site e tente de novo.');
  };

  const copiarLink = async () => {
    try {
      await navigator.clipboard.writeText(enderecoDoArtigo());
      notify.success(mensagens.blog.linkCopiado);
    } catch {
      notify.error('Não foi possível copiar o link', enderecoDoArtigo());
    }
  };

  const outros = blogArtigos.filter((outro) => outro.id !== artigo.id).slice(0, 2);

  return (
    <article className="bg-white">
      <MetadadosPagina titulo={artigo.title} descricao={artigo.excerpt} canonico={caminho} />
      <header className="border-b border-slate-200 bg-gradient-to-b from-marca-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pb-10 pt-8">
          <Link to="/blog" className="inline-flex items-center gap-2 text-sm font-semibold text-marca-800 hover:underline">
            <ArrowLeftIcon className="h-4 w-4" />
            Voltar para o blog
          </Link>
          <p className="mt-6">
            <span className="rounded-full bg-marca-700 px-3 py-1 text-xs font-semibold text-white">{artigo.category}</span>
          </p>
          <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl">{artigo.title}</h1>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            <li className="inline-flex items-center gap-1.5">
              <UserIcon className="h-4 w-4" />
              <span className="sr-only">Autor:</span> {artigo.author}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <CalendarIcon className="h-4 w-4" />
              <time dateTime={artigo.date}>{formatDateLongPtBR(artigo.date)}</time>
            </li>
            <li className="inline-flex items-center gap-1.5">
              <ClockIcon className="h-4 w-4" /> {artigo.readTime} min de leitura
            </li>
            <li className="inline-flex items-center gap-1.5">
              <EyeIcon className="h-4 w-4" /> {numero.format(artigo.views)} visualizações
            </li>
          </ul>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-10">
        <BlogCover image={artigo.image} className="aspect-[16/9] rounded-3xl" />

        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
          <button
            type="button"
            onClick={alternarCurtida}
            aria-pressed={curtido}
            aria-label={`Curtir artigo (${numero.format(curtidas)} curtidas)`}
            className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 ${
              curtido ? 'bg-rose-50 text-rose-700 ring-rose-300' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
            }`}
          >
            <HeartIcon className={`h-5 w-5 ${curtido ? 'fill-current' : ''}`} />
            <span data-testid="curtidas">{numero.format(curtidas)}</span>
          </button>
          <div className="flex flex-wrap items-center gap-2">
            <span className="mr-1 text-sm font-medium text-slate-700">Compartilhar:</span>
            {redes.map(({ rede, label, Icon, className }) => (
              <button
                key={rede}
                type="button"
                onClick={() => compartilhar(rede)}
                aria-label={label}
                title={label}
                className={`flex h-10 w-10 items-center justify-center rounded-full text-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 ${className}`}
              >
                <Icon className="h-4 w-4" />
              </button>
            ))}
            <button
              type="button"
              onClick={() => void copiarLink()}
              aria-label="Copiar link do artigo"
              title="Copiar link do artigo"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 ring-1 ring-slate-300 transition-colors hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
            >
              <LinkIcon className="h-4 w-4" />
            </button>
          </div>
        </div>

        <div className="mt-4 text-lg">{renderBlogMarkup(artigo.content)}</div>

        <AiDisclaimer className="mt-10" />

        <aside aria-labelledby="artigo-cta-titulo" className="mt-10 rounded-3xl bg-gradient-to-br from-emerald-900 to-teal-800 p-8 text-white">
          <h2 id="artigo-cta-titulo" className="text-2xl font-extrabold">
            Ficou com alguma dúvida sobre a sua saúde?
          </h2>
          <p className="mt-2 text-emerald-50">Converse agora com um médico virtual da especialidade certa, 24 horas por dia.</p>
          <Link
            to="/medicos-virtuais"
            className="mt-6 inline-flex items-center gap-2 rounded-xl bg-white px-5 py-3 font-semibold text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Ver Médicos Virtuais
            <ArrowRightIcon className="h-5 w-5" />
          </Link>
        </aside>

        {outros.length > 0 && (
          <nav aria-labelledby="outros-artigos-titulo" className="mt-12">
            <h2 id="outros-artigos-titulo" className="text-xl font-bold text-slate-900">
              Leia também
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {outros.map((outro) => (
                <li key={outro.id}>
                  <Link
                    to={`/blog/${outro.id}`}
                    className="flex h-full flex-col rounded-2xl border border-slate-200 p-5 hover:border-marca-700 hover:shadow-sm"
                  >
                    <span className="text-xs font-semibold uppercase tracking-wide text-marca-800">{outro.category}</span>
                    <span className="mt-2 font-bold text-slate-900">{outro.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <p className="mt-12">
          <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-marca-800 hover:underline">
            <ArrowLeftIcon className="h-4 w-4" />
            Voltar para o blog
          </Link>
        </p>
      </div>
    </article>
  );
}
