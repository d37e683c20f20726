import { LegalPage } from '../components/legal-page.js';
import { politicaPrivacidade } from '../legal/politica-privacidade.js';

export function PoliticaPrivacidadePage() {
  return <LegalPage document={politicaPrivacidade} path="/politica-privacidade" />;
}
