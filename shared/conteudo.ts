/**
 * The site's media: the home page's background video, the /midias videos and each virtual doctor's
 * presentation. Content, not code: the pages show a video button or embed only for an entry here,
 * and nothing when there is none. The product has no videos of its own yet, so every list is empty;
 * an entry is added only for a video that really exists on the video host (an embed address on
 * youtube-nocookie.com, the privacy-enhanced host the site's CSP allows).
 */

/** A video on the video host. */
export interface Video {
  readonly titulo: string;
  /** Embed address: https://www.youtube-nocookie.com/embed/<11-character video id>. */
  readonly embedUrl: string;
}

/** A promotional video of /midias, with its category label. */
export interface VideoPromocional extends Video {
  readonly descricao: string;
  readonly categoria: string;
}

export interface Conteudo {
  /** The muted background video of the home page's hero; without one the hero is drawn alone. */
  readonly videoInstitucional?: Video;
  /** The videos of /midias; without any, the page shows its articles and press items only. */
  readonly videosPromocionais: readonly VideoPromocional[];
  /** Presentation video of a virtual doctor, by the doctor's id ("Ver apresentação" shows only with one). */
  readonly apresentacoesMedicos: Readonly<Partial<Record<number, string>>>;
}

export const conteudo: Conteudo = {
  videosPromocionais: [],
  apresentacoesMedicos: {},
};

/** Addresses a configured video may have: the embed form of youtube-nocookie.com. */
export const EMBED_VIDEO = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/;

/** The presentation video of a doctor, if one is configured. */
export function videoApresentacao(medicoId: number): string | undefined {
  return conteudo.apresentacoesMedicos[medicoId];
}
