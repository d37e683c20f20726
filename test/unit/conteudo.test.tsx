// @vitest-environment jsdom
/**
 * The site's media live in one configuration (shared/conteudo.ts), and a video button or embed
 * appears only for a video configured there: the hero without a video is drawn alone, a doctor
 * without a presentation has no "Ver apresentação", and a configured one plays only on request.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { conteudo, EMBED_VIDEO, videoApresentacao } from '#shared/conteudo.js';
import { medicos } from '#shared/medicos.js';
import { MedicoCard } from '#web/components/medico-card.js';
import { MedicoVideoDialog } from '#web/components/medico-video-dialog.js';
import { HeroVideo } from '#web/features/site/components/hero-video.js';

afterEach(() => cleanup());

const videoReal = { titulo: 'Apresentação', embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' };

describe('content configuration', () => {
  it('holds only embed addresses of the video host, and presentations of doctors that exist', () => {
    const enderecos = [
      ...(conteudo.videoInstitucional ? [conteudo.videoInstitucional.embedUrl] : []),
      ...conteudo.videosPromocionais.map((video) => video.embedUrl),
      ...Object.values(conteudo.apresentacoesMedicos),
    ];
    for (const endereco of enderecos) expect(endereco).toMatch(EMBED_VIDEO);
    for (const id of Object.keys(conteudo.apresentacoesMedicos)) expect(medicos.map((medico) => String(medico.id))).toContain(id);
    expect(JSON.stringify(conteudo)).not.toMatch(/zapsaude\d/);
  });

  it('accepts an embed address of the video host and refuses other addresses', () => {
    expect(videoReal.embedUrl).toMatch(EMBED_VIDEO);
    expect('https://video.zapsaude.com.br/embed/aqz-KE-bpKQ').not.toMatch(EMBED_VIDEO);
    expect('https://www.youtube.com/watch?v=aqz-KE-bpKQ').not.toMatch(EMBED_VIDEO);
  });
});

describe('video buttons only with a video', () => {
  it('draws the hero without any video button or iframe when none is configured', () => {
    render(<HeroVideo video={undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('offers the hero video when one is configured, and loads it only on request', () => {
    render(<HeroVideo video={videoReal} />);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Assistir vídeo' }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?.*mute=1/);
  });

  it('shows "Ver apresentação" on a doctor card only when the doctor has a presentation', () => {
    for (const medico of medicos) {
      render(
        <MemoryRouter>
          <MedicoCard medico={medico} />
        </MemoryRouter>,
      );
      const botao = screen.queryByRole('button', { name: /Ver apresentação/ });
      expect(Boolean(botao), medico.nome).toBe(videoApresentacao(medico.id) !== undefined);
      cleanup();
    }
  });

  it('plays a configured presentation in a dialog, created only when opened', () => {
    render(<MedicoVideoDialog nome="Dra. Teste" videoUrl={videoReal.embedUrl} />);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Ver apresentação/ }));
    expect(screen.getByRole('dialog', { name: 'Apresentação de Dra. Teste' })).toBeTruthy();
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(`${videoReal.embedUrl}?autoplay=1&rel=0`);
  });
});
