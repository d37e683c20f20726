import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    // site-and-accounts §2: the missing path is logged to the console.
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <h1 className="text-6xl font-bold text-marca-700">404</h1>
      <p className="mt-4 text-xl text-slate-600">Oops! Page not found</p>
      <Link to="/" className="mt-6 text-marca-700 underline hover:text-marca-800">
        Voltar para o início
      </Link>
    </section>
  );
}
