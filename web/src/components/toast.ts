import { toast } from 'sonner';

/**
 * App-wide notices with one look. The <AppToaster> in the site layout shows them (one at a time,
 * 5 s each); any feature may call these without knowing about sonner.
 */
export const notify = {
  /** A completed action, e.g. 'Link copiado!'. */
  success(title: string, description?: string): void {
    toast.success(title, { description });
  },
  /** A failure the visitor should see, e.g. 'Erro no login' with the reason as description. */
  error(title: string, description?: string): void {
    toast.error(title, { description });
  },
  /** Neutral information. */
  info(title: string, description?: string): void {
    toast.info(title, { description });
  },
};
