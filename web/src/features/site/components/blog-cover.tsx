import { ActivityIcon, BrainIcon, ClipboardIcon, HeartIcon, SmartphoneIcon } from '#web/components/icons.js';
import type { BlogImagem } from '../data/blog-artigos.js';

const covers: Record<BlogImagem, { gradient: string; Icon: typeof HeartIcon }> = {
  telemedicina: { gradient: 'from-emerald-700 via-teal-700 to-cyan-700', Icon: SmartphoneIcon },
  preparo: { gradient: 'from-sky-700 via-sky-800 to-indigo-800', Icon: ClipboardIcon },
  'inteligencia-artificial': { gradient: 'from-indigo-800 via-violet-800 to-fuchsia-800', Icon: ActivityIcon },
  'saude-mental': { gradient: 'from-rose-700 via-pink-800 to-purple-800', Icon: BrainIcon },
  pediatria: { gradient: 'from-amber-600 via-orange-700 to-rose-700', Icon: HeartIcon },
};

/** An article's cover image, drawn with CSS and SVG (decorative: the title is next to it). */
export function BlogCover({ image, className = 'aspect-[16/9]' }: { image: BlogImagem; className?: string }) {
  const { gradient, Icon } = covers[image];
  return (
    <div aria-hidden="true" className={`relative overflow-hidden bg-gradient-to-br ${gradient} ${className}`}>
      <div className="absolute -right-10 -top-10 h-40 w-40 rounded-full bg-white/10" />
      <div className="absolute -bottom-16 -left-8 h-48 w-48 rounded-full bg-white/10" />
      <svg className="absolute inset-0 h-full w-full text-white opacity-10" preserveAspectRatio="none" viewBox="0 0 400 100">
        <path d="M0 60h90l14-30 20 60 18-50 10 20h248" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <div className="absolute inset-0 flex items-center justify-center">
        <span className="flex h-20 w-20 items-center justify-center rounded-3xl bg-white/15 text-white ring-1 ring-white/30 backdrop-blur-sm">
          <Icon className="h-10 w-10" />
        </span>
      </div>
    </div>
  );
}
