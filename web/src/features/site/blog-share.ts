import { siteConfig } from '#shared/constants.js';

export type RedeSocial = 'facebook' | 'twitter' | 'linkedin' | 'whatsapp';

/** Share address of each network for a page URL and its title. */
export function shareUrl(rede: RedeSocial, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (rede) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${title} ${url}`)}`;
  }
}

/**
 * Opens the network's share page in a 600×400 popup centred on the current window (docs/regras-do-produto.md#public-site).
 * Returns whether the browser let the popup open.
 */
export function openSharePopup(rede: RedeSocial, url: string, title: string): boolean {
  const width = siteConfig.compartilharLargura;
  const height = siteConfig.compartilharAltura;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  // No 'noopener' in the features: with it window.open returns null and a blocked popup could not be told apart.
  const popup = window.open(shareUrl(rede, url, title), `compartilhar-${rede}`, `width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) return false;
  // The share page must not be able to navigate this tab (reverse tabnabbing).
  popup.opener = null;
  return true;
}
