import { LegalPage } from '../components/legal-page.js';
import { paginaLgpd } from '../legal/lgpd.js';

export function LgpdPage() {
  return <LegalPage document={paginaLgpd} path="/lgpd" />;
}
