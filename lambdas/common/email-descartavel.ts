/**
 * Throw-away mailboxes (mailinator, 10minutemail, guerrillamail...): an inbox anyone can read or
 * create by the thousand, so a code sent there proves nothing about a person. The free consultation
 * refuses them. The list is the `disposable-email-domains` package (about 120,000 domains, and 400
 * whose every subdomain is throw-away), loaded on the first check so it costs nothing at cold start.
 */
let dominios: Promise<{ exatos: ReadonlySet<string>; comSubdominios: readonly string[] }> | undefined;

const carregar = () =>
  (dominios ??= Promise.all([import('disposable-email-domains/index.json'), import('disposable-email-domains/wildcard.json')]).then(
    ([exatos, curingas]) => ({ exatos: new Set(exatos.default as string[]), comSubdominios: curingas.default as string[] }),
  ));

/** Whether the address's domain (or a parent domain listed as wholly throw-away) is a throw-away mail service. */
export async function emailDescartavel(email: string): Promise<boolean> {
  const dominio = email.trim().toLowerCase().slice(email.trim().lastIndexOf('@') + 1);
  if (!dominio) return false;
  const { exatos, comSubdominios } = await carregar();
  if (exatos.has(dominio)) return true;
  return comSubdominios.some((pai) => dominio === pai || dominio.endsWith(`.${pai}`));
}
