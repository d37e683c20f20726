import { produto } from '#shared/constants.js';
import { AccessibilityIcon, AwardIcon, HeartIcon, ShieldIcon } from '#web/components/icons.js';
import { InitialsAvatar } from '#web/components/initials-avatar.js';
import { CtaBand } from '../components/cta-band.js';
import { PageHero } from '../components/page-hero.js';
import { StatsBlock } from '../components/stats-block.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';

const valores = [
  {
    title: 'Atendimento humanizado',
    description: 'Escuta atenta, linguagem simples e respeito ao seu tempo, mesmo quando quem responde é uma inteligência artificial.',
    Icon: HeartIcon,
  },
  {
    title: 'Segurança e privacidade',
    description: 'Dados de saúde criptografados, sigilo em todas as etapas e tratamento conforme a LGPD.',
    Icon: ShieldIcon,
  },
  {
    title: 'Acessibilidade',
    description: 'Orientação de saúde a qualquer hora, em qualquer lugar do Brasil, por um preço que cabe no bolso.',
    Icon: AccessibilityIcon,
  },
  {
    title: 'Excelência',
    description: 'Protocolos revisados por médicos, melhoria contínua e responsabilidade sobre cada orientação.',
    Icon: AwardIcon,
  },
];

const equipe = [
  {
    nome: 'Ricardo Azevedo',
    cargo: 'CEO e cofundador',
    bio: 'Empreendedor com 15 anos de experiência em tecnologia para saúde. Fundou o ZapSaúde para aproximar a orientação médica de quem mais precisa.',
  },
  {
    nome: 'Dra. Cristina Vasconcelos',
    cargo: 'Diretora médica',
    bio: 'Médica de família e comunidade, responsável pelos protocolos clínicos, pela revisão dos médicos virtuais e pela segurança do paciente.',
  },
  {
    nome: 'Lucas Nakamura',
    cargo: 'CTO',
    bio: 'Engenheiro de software especializado em inteligência artificial e segurança da informação, lidera a plataforma e a proteção de dados.',
  },
];

export function SobreNosPage() {
  return (
    <>
      <MetadadosPagina titulo="Sobre Nós" descricao="Conheça o ZapSaúde: médicos virtuais com inteligência artificial, 24 horas por dia, com a orientação validada por médicos de verdade." />
      <PageHero
        eyebrow="Sobre nós"
        title="Saúde acessível, a qualquer hora"
        description={`O ${produto.nome} nasceu para que ninguém fique sem orientação de saúde por falta de tempo, de dinheiro ou de um médico por perto.`}
      />

      <section aria-labelledby="missao-titulo" className="py-16">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2">
          <div>
            <h2 id="missao-titulo" className="text-3xl font-extrabold tracking-tight text-slate-900">
              Nossa missão
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">
              Democratizar o acesso à orientação médica no Brasil, unindo inteligência artificial e responsabilidade clínica para
              oferecer um primeiro atendimento rápido, seguro e de qualidade, 24 horas por dia.
            </p>
            <p className="mt-4 leading-relaxed text-slate-700">
              Nossos médicos virtuais organizam seus sintomas, orientam sobre os próximos passos e indicam quando procurar
              atendimento presencial. Cada resultado é um pré-diagnóstico gerado por IA, que deve ser validado por um médico de
              verdade: a tecnologia amplia o cuidado, nunca o substitui.
            </p>
          </div>
          <div className="rounded-3xl bg-gradient-to-br from-emerald-900 to-teal-800 p-8 text-white shadow-xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-emerald-200">Nossa visão</p>
            <p className="mt-3 text-2xl font-bold leading-snug">
              Ser a porta de entrada mais confiável para o cuidado com a saúde de cada brasileiro.
            </p>
            <ul className="mt-8 space-y-3 text-emerald-50">
              <li className="flex gap-3">
                <span className="mt-2 h-2 w-2 shrink-0 rounded-full bg-emerald-300" aria-hidden="true" />
                Protocolos clínicos revisados pela nossa diretoria médica.
              </li>
              <li className="flex gap-3">
                <span className="mt-2 h-2 w-2 shrink-0 rounded-full bg-emerald-300" aria-hidden="true" />
                Sinais de emergência identificados em cada mensagem, com orientação imediata para o SAMU (192).
              </li>
              <li className="flex gap-3">
                <span className="mt-2 h-2 w-2 shrink-0 rounded-full bg-emerald-300" aria-hidden="true" />
                Transparência: toda resposta é identificada como pré-diagnóstico por IA.
              </li>
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="valores-titulo" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="valores-titulo" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            Nossos valores
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {valores.map(({ title, description, Icon }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-marca-700 text-white">
                  <Icon className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="equipe-titulo" className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="equipe-titulo" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            Nossa equipe
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
            Pessoas de saúde e de tecnologia trabalhando juntas pelo mesmo objetivo.
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {equipe.map((pessoa) => (
              <li key={pessoa.nome} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
                <InitialsAvatar name={pessoa.nome} className="h-20 w-20 text-2xl" />
                <h3 className="mt-4 text-lg font-bold text-slate-900">{pessoa.nome}</h3>
                <p className="text-sm font-semibold text-marca-800">{pessoa.cargo}</p>
                <p className="mt-3 text-sm leading-relaxed text-slate-600">{pessoa.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="numeros-titulo" className="bg-white py-16">
        <div className="mx-auto max-w-5xl px-4">
          <h2 id="numeros-titulo" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            Nossos números
          </h2>
          <div className="mt-10">
            <StatsBlock />
          </div>
        </div>
      </section>

      <CtaBand />
    </>
  );
}
