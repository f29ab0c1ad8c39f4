/** The home page's welcome band: who the site is for, and the way into the whole catalogue. */
import { Link } from '@tanstack/react-router';
import { catalogueText } from '@/copy/catalogue-text';

export function WelcomeBand() {
  return (
    <section className="mb-6 flex flex-wrap items-center gap-4 rounded-lg bg-linear-to-r from-brand-500 to-brand-700 px-6 py-6 text-white shadow-sm">
      <div className="min-w-0 flex-1 basis-72">
        <h1 className="text-2xl font-bold">{catalogueText.welcomeTitle}</h1>
        <p className="mt-1 text-brand-50">{catalogueText.welcomeBody}</p>
      </div>
      <Link
        to="/goods"
        className="rounded bg-white px-5 py-2 font-medium text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {catalogueText.browseAll}
      </Link>
    </section>
  );
}
