import { describe, expect, it } from 'vitest';
import { destinoAposEntrar } from '../../web/src/features/conta/pages/auth-page.js';

const ORIGEM = 'https://zapsaude.com.br';

describe('destino depois de entrar (/auth?redirect=)', () => {
  it.each([
    ['/pagamento/recuperacao', '/pagamento/recuperacao'],
    ['/pagamento/recuperacao?consulta=abc&erro=processamento', '/pagamento/recuperacao?consulta=abc&erro=processamento'],
    ['/perfil#dados', '/perfil#dados'],
  ])('volta a %s', (redirect, esperado) => {
    expect(destinoAposEntrar(redirect, ORIGEM)).toBe(esperado);
  });

  it.each([
    [null],
    [''],
    ['https://golpe.example/pagamento'],
    ['//golpe.example/x'],
    ['/\\golpe.example'],
    ['javascript:alert(1)'],
    ['pagamento/recuperacao'],
    ['/auth'],
    ['/auth?redirect=/perfil'],
  ])('ignora %j e vai para o início', (redirect) => {
    expect(destinoAposEntrar(redirect, ORIGEM)).toBe('/');
  });
});
